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

    public var description: String {
        switch self {
        case .invalidContainer(let size):
            "the container must be positive WIDTH×HEIGHT in points, not \(size.width)×\(size.height)"
        case .invalidCompletionSpeed(let speed): "the completion speed must be above 0, not \(speed)"
        case .invalidThreshold(let value): "the threshold must be from 0 to 1, not \(value)"
        case .invalidFlingVelocity(let value): "the fling velocity must be above 0 extents/s, not \(value)"
        case .invalidLength(let name, let value): "the \(name) must be 0 points or more, not \(value)"
        case .invalidTransition(let error): "transition: \(error)"
        }
    }
}
