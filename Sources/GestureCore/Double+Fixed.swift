extension Double {
    /// The value with exactly `decimals` digits after the point (`3.63`, `50.0`), by the rule of
    /// ``decimal(upTo:atLeast:)``.
    ///
    /// - Parameter decimals: Digits after the point, 0…9 (outside: clamped).
    /// - Returns: The decimal text.
    @inlinable public func fixed(_ decimals: Int) -> String {
        decimal(upTo: decimals, atLeast: decimals)
    }

    /// The value rounded to `maximum` decimals, trailing zeros dropped down to `minimum`: the one
    /// decimal formatter every text output uses, so they agree on every value.
    ///
    /// The rule, for every `Double`:
    /// - Rounded half away from zero at the `maximum`-th decimal (`0.125` to 2 decimals is `0.13`,
    ///   `-0.125` is `-0.13`), then zeros at the end of the fraction dropped while more than `minimum`
    ///   decimals remain; with no decimal left there is no point (`3`).
    /// - No negative zero: a value that rounds to zero has no sign (`-0.0`, `-0.0004` to 3 decimals
    ///   are `0.000`).
    /// - NaN is `nan`, infinities are `inf` and `-inf` (as Swift and C's `printf` write them).
    /// - When the value times 10^`maximum` is 2⁵³ or more, the digits past that are no longer exact
    ///   in a `Double`, and the text is Swift's shortest round-trip form of the value (`1e+16`).
    ///
    /// ```swift
    /// 0.5.decimal(upTo: 3)  // "0.5"
    /// 2.0.decimal(upTo: 3, atLeast: 0)  // "2"
    /// (-0.0001).fixed(2)  // "0.00"
    /// ```
    /// - Parameters:
    ///   - maximum: Most digits after the point, 0…9 (outside: clamped).
    ///   - minimum: Fewest digits after the point, 0…`maximum` (default 1, as Swift prints `2.0`).
    /// - Returns: The decimal text.
    public func decimal(upTo maximum: Int, atLeast minimum: Int = 1) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let places = Swift.min(Swift.max(maximum, 0), Self.mostDecimals)
        let least = Swift.min(Swift.max(minimum, 0), places)
        var scale: UInt64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(self) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard scaled < Self.exactIntegerLimit else { return description }
        let units = UInt64(scaled)
        var whole = units / scale
        var fraction = units % scale
        var decimals = places
        while decimals > least && fraction % 10 == 0 {
            fraction /= 10
            decimals -= 1
        }
        let negative = self < 0 && units != 0
        var wholeDigits = 1
        var bound: UInt64 = 10
        while whole >= bound {
            wholeDigits += 1
            bound *= 10
        }
        let length = (negative ? 1 : 0) + wholeDigits + (decimals > 0 ? 1 + decimals : 0)
        return String(unsafeUninitializedCapacity: length) { bytes in
            // From the last digit back: the fraction (zero-padded), the point, the whole part, the sign.
            var index = length
            for _ in 0..<decimals {
                index -= 1
                bytes[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            if decimals > 0 {
                index -= 1
                bytes[index] = UInt8(ascii: ".")
            }
            repeat {
                index -= 1
                bytes[index] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            } while whole > 0
            if negative { bytes[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// The most digits ``decimal(upTo:atLeast:)`` writes after the point.
    static let mostDecimals = 9

    /// 2⁵³: from it on a `Double` no longer holds every integer, so scaled digits are not exact.
    static let exactIntegerLimit = 9_007_199_254_740_992.0
}
