public import GestureCore
public import InteractiveTransition

/// Why an interaction or a feel model cannot work as configured.
///
/// Library errors name the setting in the library's own words; a command-line client maps each case
/// to its flag.
public enum InteractionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The container is not finite and positive on both sides, points.
    case invalidContainer(Size)
    /// The completion speed is not finite and above 0.
    case invalidCompletionSpeed(Double)
    /// The percent threshold is outside 0…1.
    case invalidThreshold(Double)
    /// The fling velocity is not finite and above 0, extents per second.
    case invalidFlingVelocity(Double)
    /// A length of the recognizer (edge zone or slop) is negative or not a number, points.
    case invalidLength(name: String, value: Double)
    /// The transition spec is not valid.
    case invalidTransition(SpecError)
    /// The touchpad base distance is not finite and above 0, libinput units.
    case invalidBaseDistance(Double)
    /// The touchpad velocity threshold is not finite and 0 or more, libinput units per ms.
    case invalidVelocityThreshold(Double)
    /// The touchpad swipe's fewest fingers is below 1.
    case invalidFingers(Int)
    /// The touchpad pointer speed is outside libinput's −1…1 (or not a number).
    case invalidPointerSpeed(Double)

    public var description: String {
        switch self {
        case .invalidContainer(let size):
            "the container must be positive WIDTH×HEIGHT in points, not \(size.width)×\(size.height)"
        case .invalidCompletionSpeed(let speed): "the completion speed must be above 0, not \(speed)"
        case .invalidThreshold(let value): "the threshold must be from 0 to 1, not \(value)"
        case .invalidFlingVelocity(let value): "the fling velocity must be above 0 extents/s, not \(value)"
        case .invalidLength(let name, let value): "the \(name) must be 0 points or more, not \(value)"
        case .invalidTransition(let error): "transition: \(error)"
        case .invalidBaseDistance(let value): "the base distance must be above 0 libinput units, not \(value)"
        case .invalidVelocityThreshold(let value):
            "the velocity threshold must be 0 or more libinput units per ms, not \(value)"
        case .invalidFingers(let value): "the fewest fingers must be 1 or more, not \(value)"
        case .invalidPointerSpeed(let value): "the pointer speed must be from -1 to 1, not \(value)"
        }
    }
}
