import GestureCore
import Testing

/// GestureCore's one decimal rule (`Double.decimal(upTo:atLeast:)`), case by case from its statement.
@Suite struct DecimalTextTests {
    /// Halves are exact in binary (0.125 = 1/8, 2.5 = 5/2), so the expected digits follow from
    /// "half away from zero" alone.
    @Test(arguments: [
        (0.125, 2, "0.13"), (-0.125, 2, "-0.13"), (2.5, 0, "3"), (-2.5, 0, "-3"), (0.375, 2, "0.38"),
        (1.0 / 3.0, 4, "0.3333"), (2.0 / 3.0, 4, "0.6667"), (1234.5678, 2, "1234.57"),
    ])
    func roundsHalfAwayFromZero(_ value: Double, decimals: Int, expected: String) {
        #expect(value.fixed(decimals) == expected)
    }

    @Test(arguments: [(-0.0, 0, "0"), (-0.0, 3, "0.000"), (-0.0004, 3, "0.000"), (-0.00049, 3, "0.000")])
    func zeroHasNoSign(_ value: Double, decimals: Int, expected: String) {
        #expect(value.fixed(decimals) == expected)
        #expect(value.decimal(upTo: decimals, atLeast: 0) == "0")
    }

    @Test func nonFiniteValuesAreNamed() {
        for decimals in [0, 3, 9] {
            #expect(Double.nan.fixed(decimals) == "nan")
            #expect((-Double.nan).fixed(decimals) == "nan")
            #expect(Double.infinity.decimal(upTo: decimals) == "inf")
            #expect((-Double.infinity).decimal(upTo: decimals, atLeast: 0) == "-inf")
        }
    }

    @Test func trailingZerosAreDroppedDownToTheMinimum() {
        #expect(0.5.decimal(upTo: 3) == "0.5")
        #expect(2.0.decimal(upTo: 3) == "2.0")
        #expect(2.0.decimal(upTo: 3, atLeast: 0) == "2")
        #expect(2.0004.decimal(upTo: 3, atLeast: 0) == "2")
        #expect(1.25.decimal(upTo: 3, atLeast: 2) == "1.25")
        #expect(1.5.decimal(upTo: 3, atLeast: 2) == "1.50")
        #expect(0.05.fixed(6) == "0.050000")
    }

    @Test func decimalsOutsideTheRangeAreClamped() {
        #expect(1.5.fixed(-2) == "2")
        #expect((1.0 / 3.0).fixed(20) == "0.333333333")
    }

    /// From 2⁵³ units on, the digits are not exact, and the text is Swift's own shortest form.
    @Test func beyondExactIntegersSwiftsFormIsUsed() {
        #expect(1e16.fixed(0) == "1e+16")
        #expect(9_007_199_254_740_992.0.fixed(0) == "9007199254740992.0")
        #expect(9_007_199_254_740.992.fixed(3) == "9007199254740.992")
        #expect(9_007_199_254_740_991.0.fixed(0) == "9007199254740991")
    }

    /// With at least one decimal and no more than three, the rule writes what Swift writes for a
    /// value already rounded to three decimals, between 10⁻³ and 10⁹ (where Swift uses no exponent).
    @Test func agreesWithSwiftForRoundedValues() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let units = Int64.random(in: 1...1_000_000_000_000, using: &generator)
            let value = Double(units) / 1000
            #expect(value.decimal(upTo: 3) == value.description, "\(units) thousandths")
            #expect((-value).decimal(upTo: 3) == (-value).description, "-\(units) thousandths")
        }
    }
}
