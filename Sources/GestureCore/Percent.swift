/// How far a transition is, 0…1, clamped at construction.
///
/// UIKit's `percentComplete` and the argument of `updateInteractiveTransition(_:)`: 0 is the start,
/// 1 the end. Values outside the range are clamped, as `UIPercentDrivenInteractiveTransition.update(_:)`
/// clamps them; a NaN becomes 0.
public struct Percent: Hashable, Comparable, Sendable, Codable {
    /// The fraction, 0…1.
    public let value: Double

    /// Creates a percent, clamping to 0…1 (NaN becomes 0).
    /// - Parameter value: A fraction; 0.5 is half-way.
    public init(_ value: Double) {
        self.value = value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// The start, 0.
    public static let zero = Percent(0)
    /// The end, 1.
    public static let one = Percent(1)

    /// Whether `value` is a percent without clamping: finite and within 0…1.
    public static func isValid(_ value: Double) -> Bool { (0...1).contains(value) }

    public static func < (lhs: Percent, rhs: Percent) -> Bool { lhs.value < rhs.value }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(Double.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
