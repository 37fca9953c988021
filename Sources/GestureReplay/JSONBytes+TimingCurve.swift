import InteractiveTransition
import JSONLines

extension JSONBytes {
    /// A timing curve in the form a transition spec file gives it.
    ///
    /// The trace header's `curve` and `completionCurve` so read back as a spec's: a name for the named
    /// curves, an object with the parameters for a cubic Bézier, a three-point cubic or a spring
    /// (`{"spring":{"mass":1,…}}`). The numbers are exact (Swift's shortest form), not rounded as
    /// measures are.
    mutating func curve(_ curve: TimingCurve) {
        switch curve {
        case .linear, .easeIn, .easeOut, .easeInOut, .easeOutCubic:
            string(curve.name)
        case .cubicBezier(let bezier):
            open()
            key("cubicBezier")
            numbers([bezier.x1, bezier.y1, bezier.x2, bezier.y2])
            close()
        case .threePointCubic(let cubic):
            open()
            key("threePointCubic")
            openArray()
            for point in [cubic.a1, cubic.b1, cubic.midpoint, cubic.a2, cubic.b2] {
                element()
                numbers([point.x, point.y])
            }
            closeArray()
            close()
        case .spring(let spring):
            open()
            key("spring")
            open()
            for (name, value): (StaticString, Double) in [
                ("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping),
                ("initialVelocity", spring.initialVelocity), ("epsilon", spring.epsilon),
            ] {
                key(name)
                number(value)
            }
            member("clamps", bool: spring.clamps)
            close()
            close()
        }
    }

    /// An array of numbers, each exact.
    private mutating func numbers(_ values: [Double]) {
        openArray()
        for value in values {
            element()
            number(value)
        }
        closeArray()
    }
}
