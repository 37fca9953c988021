extension SVGDocument {
    /// A number with exactly `decimals` digits after the point, rounded half away from zero, with no
    /// exponent and no negative zero (`fixed(-0.0004, 3)` is `"0.000"`), so output does not depend on
    /// how the platform prints doubles.
    /// - Parameters:
    ///   - value: The number; NaN and infinities print as `0` (callers clamp coordinates first).
    ///   - decimals: Digits after the point, 0…9.
    /// - Returns: The decimal text.
    package static func fixed(_ value: Double, _ decimals: Int) -> String {
        let decimals = min(max(decimals, 0), maximumDecimals)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard value.isFinite, scaled < largestExact else { return "0" }
        var digits = String(UInt64(scaled))
        if decimals > 0 {
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return (value < 0 && scaled > 0 ? "-" : "") + digits
    }

    /// The most digits ``fixed(_:_:)`` writes after the point.
    static let maximumDecimals = 9

    /// 2⁵³: above it a double no longer holds every integer, so scaled values beyond are not printed.
    static let largestExact = 9_007_199_254_740_992.0
}
