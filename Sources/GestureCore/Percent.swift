/// How far a transition is, 0…1, clamped at construction.
///
/// UIKit's `percentComplete` and the argument of `updateInteractiveTransition(_:)`: 0 is the start,
/// 1 the end. Values outside the range are clamped, as `UIPercentDrivenInteractiveTransition.update(_:)`
/// clamps them; a NaN becomes 0. This is the one place a percent is clamped: a stored percent,
/// fraction or timeline position of a transition is a `Percent`, so no caller clamps by hand.
///
/// A wrapper of one `Double` with nothing else stored, and inlinable: it costs what the `Double` costs.
/// It has no arithmetic: a sum or a scaled percent is a `Double` (`percent.value * 100`) until it is
/// made a percent again, clamped.
///
/// ```swift
/// Percent(1.3)  // 1
/// Percent(0.25).value * 100  // 25.0
/// let threshold: Percent = 0.5
/// ```
@frozen
public struct Percent: Hashable, Comparable, Sendable, Codable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The fraction, 0…1.
    public let value: Double

    /// Creates a percent, clamping to 0…1 (NaN becomes 0).
    /// - Parameter value: A fraction; 0.5 is half-way.
    @inlinable public init(_ value: Double) {
        self.value = value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// Creates a percent from a literal fraction, clamped as ``init(_:)`` clamps.
    /// - Parameter value: A fraction; `0.5` is half-way.
    @inlinable public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// Creates a percent from a literal 0 or 1 (others are clamped).
    /// - Parameter value: `0` for the start, `1` for the end.
    @inlinable public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// The remaining part, `1 − value`.
    @inlinable public var remaining: Percent { Percent(1 - value) }

    /// The start, 0.
    public static let zero = Percent(0)
    /// The end, 1.
    public static let one = Percent(1)

    /// Whether `value` is a percent without clamping: finite and within 0…1.
    @inlinable public static func isValid(_ value: Double) -> Bool { (0...1).contains(value) }

    @inlinable public static func < (lhs: Percent, rhs: Percent) -> Bool { lhs.value < rhs.value }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(Double.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
