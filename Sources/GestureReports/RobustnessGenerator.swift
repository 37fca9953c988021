import Foundation

/// A seeded pseudo-random generator, SplitMix64, so a robustness run is the same on every machine.
///
/// SplitMix64 is Steele, Lea and Flood's generator ("Fast splittable pseudorandom number generators",
/// OOPSLA 2014), as Vigna publishes it in `splitmix64.c` (prng.di.unimi.it): a Weyl sequence with
/// increment `0x9E3779B97F4A7C15` through a 64-bit finaliser. The floating-point draws below are
/// written here rather than taken from the standard library's `random(in:using:)`, whose algorithm is
/// not specified and could change between toolchains: the same seed must give the same bytes.
package struct RobustnessGenerator: RandomNumberGenerator, Sendable {
    /// The Weyl sequence's increment, 2⁶⁴ divided by the golden ratio (Vigna's `splitmix64.c`).
    static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The finaliser's multipliers (Vigna's `splitmix64.c`, after Stafford's "Mix13").
    static let multipliers: (UInt64, UInt64) = (0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB)

    private var state: UInt64

    /// Creates a generator.
    /// - Parameter seed: Any 64-bit value; equal seeds give equal sequences.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= Self.increment
        var z = state
        z = (z ^ (z >> 30)) &* Self.multipliers.0
        z = (z ^ (z >> 27)) &* Self.multipliers.1
        return z ^ (z >> 31)
    }

    /// A uniform draw from `0 ..< 1`: the top 53 bits over 2⁵³.
    package mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform draw from `low ..< high`.
    package mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * unit()
    }

    /// A uniform draw from `0 ..< count` (0 when `count` is not positive), by Lemire's multiply-shift
    /// without rejection (its bias, below `count / 2⁶⁴`, is immaterial here).
    package mutating func index(below count: Int) -> Int {
        guard count > 0 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(count)).high)
    }

    /// A standard normal draw by the Box–Muller transform.
    package mutating func gaussian() -> Double {
        let u1 = 1 - unit()  // in (0, 1], so the logarithm is finite
        let u2 = unit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
