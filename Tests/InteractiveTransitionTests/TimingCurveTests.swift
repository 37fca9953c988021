import InteractiveTransition
import Testing

/// Reference values of the CSS / Core Animation curves, from an independent solve (numpy.roots on
/// the cubic x(t) − x, then y(t)); easeInOut(0.25) ≈ 0.1292 is the widely published sample.
@Test(arguments: [
    (0.1, 0.019722453548311203), (0.25, 0.12916193104731982), (0.4, 0.33188387009764625),
    (0.5, 0.5), (0.6, 0.6681161299023541), (0.75, 0.8708380689526807), (0.9, 0.980277546451689),
])
func easeInOutMatchesReferenceValues(x: Double, expected: Double) {
    #expect(abs(TimingCurve.easeInOut.progress(at: x) - expected) < 1e-5)
}

@Test(arguments: [
    (0.25, 0.09346465071882484, 0.3781381308251095), (0.5, 0.31535681257253945, 0.6846431874274606),
    (0.75, 0.6218618691748904, 0.9065353492811754),
])
func easeInAndEaseOutMatchReferenceValues(x: Double, easeIn: Double, easeOut: Double) {
    #expect(abs(TimingCurve.easeIn.progress(at: x) - easeIn) < 1e-5)
    #expect(abs(TimingCurve.easeOut.progress(at: x) - easeOut) < 1e-5)
}

@Test(arguments: stride(from: 0.0, through: 1.0, by: 0.05).map { $0 })
func easeInOutIsPointSymmetric(x: Double) {
    let curve = TimingCurve.easeInOut
    #expect(abs(curve.progress(at: x) + curve.progress(at: 1 - x) - 1) < 2e-6)
}

@Test func cubicBezierSolvesTimeWithinTolerance() {
    let bezier = CubicBezier(x1: 0.18, y1: 1.0, x2: 0.04, y2: 1.0)
    for step in 1..<100 {
        let x = Double(step) / 100
        // Recover t by an independent dense bisection on x(t) and compare y(t).
        var low = 0.0
        var high = 1.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            let u = 1 - mid
            let xm = 3 * 0.18 * mid * u * u + 3 * 0.04 * mid * mid * u + mid * mid * mid
            if xm < x { low = mid } else { high = mid }
        }
        let t = (low + high) / 2
        let u = 1 - t
        let y = 3 * 1.0 * t * u * u + 3 * 1.0 * t * t * u + t * t * t
        // dy/dx can reach ~6 at the start of this curve; 1e-6 in x gives well under 1e-5 in y.
        #expect(abs(bezier.progress(at: x) - y) < 1e-5)
    }
}

@Test func curvesAreExactAtTheEndsAndClampOutside() {
    let curves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut, .easeOutCubic, .fastEaseInToSlowEaseOut,
        .fastLinearToSlowEaseIn, .materialBack, .spring(Spring(dampingRatio: 0.6, response: 0.5)),
    ]
    for curve in curves {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 7) == 1)
    }
}

@Test(arguments: [0.1, 0.3, 0.5, 0.9])
func easeOutCubicIsTheCubic(x: Double) {
    let remaining = 1 - x
    #expect(abs(TimingCurve.easeOutCubic.progress(at: x) - (1 - remaining * remaining * remaining)) < 1e-12)
}

/// Values of Flutter's `Curves.fastEaseInToSlowEaseOut` from a line-by-line Python transcription of
/// `ThreePointCubic.transformInternal` and `Cubic.transformInternal` (bisection to 0.001).
@Test(arguments: [
    (0.1, 0.23856930012628438), (0.198, 0.541), (0.3, 0.759823766708374), (0.5, 0.9423460066318512),
    (0.8, 0.9942888428866863),
])
func threePointCubicMatchesFlutter(t: Double, expected: Double) {
    #expect(abs(TimingCurve.fastEaseInToSlowEaseOut.progress(at: t) - expected) < 1e-12)
}

@Test func curvesRoundTripThroughJSONShapes() throws {
    #expect(TimingCurve.easeInOut.name == "easeInOut")
    #expect(!TimingCurve.cubicBezier(CubicBezier(x1: 1.2, y1: 0, x2: 0.5, y2: 1)).isValid)
    #expect(!TimingCurve.spring(Spring(mass: 1, stiffness: -1, damping: 1)).isValid)
}
