import Foundation
import InteractiveTransition
import Testing

private let times = [0.0, 0.01, 0.05, 0.1, 0.2, 0.4]

@Test(arguments: [0.0, 3.0, -2.0])
func criticallyDampedSpringMatchesClosedForm(v0: Double) {
    let spring = Spring(dampingRatio: 1, mass: 1, stiffness: 1000, initialVelocity: v0)
    let omega = 1000.0.squareRoot()
    for t in times {
        // x(t) = 1 − e^(−ωt)·(1 + (ω − v0)·t)
        let expected = 1 - exp(-omega * t) * (1 + (omega - v0) * t)
        #expect(abs(spring.position(at: t) - expected) < 1e-12)
    }
    #expect(abs(spring.velocity(at: 0) - v0) < 1e-12)
}

@Test(arguments: [0.0, 1.5])
func underDampedSpringMatchesClosedForm(v0: Double) {
    let zeta = 0.5
    let spring = Spring(dampingRatio: zeta, response: 1, initialVelocity: v0)
    let omega0 = 2 * Double.pi
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    for t in times {
        let decay = exp(-zeta * omega0 * t)
        let expected = 1 - decay * (cos(omegaD * t) + (zeta * omega0 - v0) / omegaD * sin(omegaD * t))
        #expect(abs(spring.position(at: t) - expected) < 1e-12)
    }
}

@Test(arguments: [0.0, 4.0])
func overDampedSpringMatchesClosedForm(v0: Double) {
    // m = 1, k = 100, c = 40: ζ = 2, roots r = −20 ± √300.
    let spring = Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: v0)
    let r1 = -20 + 300.0.squareRoot()
    let r2 = -20 - 300.0.squareRoot()
    let a = (v0 + r2) / (r1 - r2)
    let b = -1 - a
    for t in times {
        let expected = 1 + a * exp(r1 * t) + b * exp(r2 * t)
        #expect(abs(spring.position(at: t) - expected) < 1e-12)
        let slope = a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        #expect(abs(spring.velocity(at: t) - slope) < 1e-9)
    }
}

@Test func initialVelocityIsNormalisedToTheRemainingDistance() {
    // UISpringTimingParameters: 200 pt to go at 100 pt/s is an initial velocity of 0.5.
    let spring = Spring(dampingRatio: 0.8, response: 0.4, initialVelocity: 100.0 / 200.0)
    #expect(abs(spring.velocity(at: 0) - 0.5) < 1e-12)
    #expect(spring.position(at: 0) == 0)
}

@Test func settlingDurationIsLibadwaitasEstimate() {
    // Critically damped, β = √1000: −ln(0.001)/β = 0.218442… s, whole milliseconds → 0.218 s.
    let adwaita = Spring(dampingRatio: 1, mass: 1, stiffness: 1000)
    #expect(adwaita.settlingDuration == 0.218)
    // Under-damped ζ = 0.5, response 1: β = ζ·2π.
    let bouncy = Spring(dampingRatio: 0.5, response: 1)
    let expected = (-log(0.001) / (0.5 * 2 * Double.pi) * 1000).rounded(.down) / 1000
    #expect(bouncy.settlingDuration == expected)
    // Over-damped: Newton's method on the closed form stops within epsilon, at most one Newton step
    // (1/|r1| for the slow root r1 = −20 + √300) past the exact crossing.
    let slow = Spring(mass: 1, stiffness: 100, damping: 40)
    let r1 = -20 + 300.0.squareRoot()
    let r2 = -20 - 300.0.squareRoot()
    let a = r2 / (r1 - r2)
    func gap(_ t: Double) -> Double { -(a * exp(r1 * t) + (-1 - a) * exp(r2 * t)) }
    var low = 0.0
    var high = 10.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if gap(mid) > 0.001 { low = mid } else { high = mid }
    }
    let crossing = low
    #expect(gap(slow.settlingDuration + 0.001) <= 0.001)
    #expect(slow.settlingDuration >= (crossing * 1000).rounded(.down) / 1000)
    #expect(slow.settlingDuration <= crossing + 1 / abs(r1))
}

@Test func clampedSpringEndsOnItsFirstArrival() {
    // e^(−u)(1 + u) = 0.001 at u = ωt; the first whole millisecond past it.
    var u = 9.0
    for _ in 0..<50 { u -= (exp(-u) * (1 + u) - 0.001) / (-u * exp(-u)) }
    let arrival = (u / 1000.0.squareRoot() * 1000).rounded(.up) / 1000
    let spring = Spring(dampingRatio: 1, mass: 1, stiffness: 1000, clamps: true)
    #expect(spring.firstArrival == arrival)
    #expect(spring.settlingDuration == arrival)
}

@Test func springCurveIsStretchedToTheAnimationDuration() {
    let spring = Spring(dampingRatio: 1, mass: 1, stiffness: 1000)
    let curve = TimingCurve.spring(spring)
    #expect(curve.naturalDuration == 0.218)
    #expect(abs(curve.progress(at: 0.5) - spring.position(at: 0.109)) < 1e-12)
}
