import GestureCore

extension SVGDocument {
    /// A number with exactly `decimals` digits after the point, by GestureCore's one decimal rule
    /// (`Double.fixed(_:)`: rounded half away from zero, no exponent below 2⁵³ units, no negative zero),
    /// so output does not depend on how the platform prints doubles.
    /// - Parameters:
    ///   - value: The number; NaN and infinities print as `0`, since SVG has no number for them
    ///     (callers clamp coordinates first).
    ///   - decimals: Digits after the point, 0…9.
    /// - Returns: The decimal text.
    package static func fixed(_ value: Double, _ decimals: Int) -> String {
        value.isFinite ? value.fixed(decimals) : "0"
    }
}
