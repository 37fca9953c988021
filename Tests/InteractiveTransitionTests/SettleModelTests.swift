import GestureCore
import InteractiveTransition
import Testing

/// Expected settle durations, seconds, worked out by hand from each platform's formula.
struct SettleCase: Sendable, CustomTestStringConvertible {
    var model: SettleModel
    var outcome: Outcome
    var percent: Double
    var velocity: Double = 0
    var seconds: Double

    var testDescription: String { "\(model) \(outcome) from \(percent) at \(velocity)/s" }
}

private let D = 0.35

private let settleCases: [SettleCase] = [
    // uikit, D = 0.35 s, completionSpeed 1: finish (1 − p)·D, cancel p·D.
    .init(model: .uikit, outcome: .finish, percent: 0, seconds: 0.35),
    .init(model: .uikit, outcome: .finish, percent: 0.3, seconds: 0.245),
    .init(model: .uikit, outcome: .finish, percent: 0.5, seconds: 0.175),
    .init(model: .uikit, outcome: .finish, percent: 1, seconds: 0),
    .init(model: .uikit, outcome: .cancel, percent: 0, seconds: 0),
    .init(model: .uikit, outcome: .cancel, percent: 0.3, seconds: 0.105),
    .init(model: .uikit, outcome: .cancel, percent: 0.5, seconds: 0.175),
    .init(model: .uikit, outcome: .cancel, percent: 1, seconds: 0.35),
    // cupertino: 350 ms both ways, nothing when already there.
    .init(model: .cupertino, outcome: .finish, percent: 0, seconds: 0.35),
    .init(model: .cupertino, outcome: .finish, percent: 0.3, seconds: 0.35),
    .init(model: .cupertino, outcome: .finish, percent: 0.5, seconds: 0.35),
    .init(model: .cupertino, outcome: .finish, percent: 1, seconds: 0),
    .init(model: .cupertino, outcome: .cancel, percent: 0, seconds: 0),
    .init(model: .cupertino, outcome: .cancel, percent: 0.3, seconds: 0.35),
    .init(model: .cupertino, outcome: .cancel, percent: 0.5, seconds: 0.35),
    .init(model: .cupertino, outcome: .cancel, percent: 1, seconds: 0.35),
    // cupertinoLegacy: pop ⌊800(1 − p)⌋ ms, stay min(⌊800p⌋, 300) ms.
    .init(model: .cupertinoLegacy, outcome: .finish, percent: 0, seconds: 0.8),
    .init(model: .cupertinoLegacy, outcome: .finish, percent: 0.3, seconds: 0.56),
    .init(model: .cupertinoLegacy, outcome: .finish, percent: 0.5, seconds: 0.4),
    .init(model: .cupertinoLegacy, outcome: .finish, percent: 1, seconds: 0),
    .init(model: .cupertinoLegacy, outcome: .cancel, percent: 0, seconds: 0),
    .init(model: .cupertinoLegacy, outcome: .cancel, percent: 0.3, seconds: 0.24),
    .init(model: .cupertinoLegacy, outcome: .cancel, percent: 0.5, seconds: 0.3),
    .init(model: .cupertinoLegacy, outcome: .cancel, percent: 1, seconds: 0.3),
    // adwaita: −ln(0.001)/√1000 = 218.44 ms, whole milliseconds, whatever the distance or velocity.
    .init(model: .adwaita, outcome: .finish, percent: 0, seconds: 0.218),
    .init(model: .adwaita, outcome: .finish, percent: 0.3, velocity: 2, seconds: 0.218),
    .init(model: .adwaita, outcome: .finish, percent: 0.5, seconds: 0.218),
    .init(model: .adwaita, outcome: .finish, percent: 1, seconds: 0),
    .init(model: .adwaita, outcome: .cancel, percent: 0, seconds: 0),
    .init(model: .adwaita, outcome: .cancel, percent: 0.3, velocity: -1, seconds: 0.218),
    .init(model: .adwaita, outcome: .cancel, percent: 0.5, seconds: 0.218),
    .init(model: .adwaita, outcome: .cancel, percent: 1, seconds: 0.218),
    // gnomeShell: no velocity toward the target → 0.002/ms: 1500·|Δp| ms, clamped to 100…400.
    .init(model: .gnomeShell, outcome: .finish, percent: 0, seconds: 0.4),
    .init(model: .gnomeShell, outcome: .finish, percent: 0.3, seconds: 0.4),
    .init(model: .gnomeShell, outcome: .finish, percent: 0.5, seconds: 0.4),
    .init(model: .gnomeShell, outcome: .finish, percent: 1, seconds: 0),
    .init(model: .gnomeShell, outcome: .cancel, percent: 0, seconds: 0),
    .init(model: .gnomeShell, outcome: .cancel, percent: 0.5, seconds: 0.4),
    // … with velocity: 5 /s = 0.005 /ms from 0.5: 0.5 / 0.005 · 3 = 300 ms; 10 /s from 0.9: 30 → 100 ms.
    .init(model: .gnomeShell, outcome: .finish, percent: 0.5, velocity: 5, seconds: 0.3),
    .init(model: .gnomeShell, outcome: .finish, percent: 0.3, velocity: 10, seconds: 0.21),
    .init(model: .gnomeShell, outcome: .finish, percent: 0.9, velocity: 10, seconds: 0.1),
    .init(model: .gnomeShell, outcome: .cancel, percent: 0.3, velocity: -5, seconds: 0.18),
    // android: commit lerp(300, 150, p) ms, cancel 100 ms.
    .init(model: .android, outcome: .finish, percent: 0, seconds: 0.3),
    .init(model: .android, outcome: .finish, percent: 0.3, seconds: 0.255),
    .init(model: .android, outcome: .finish, percent: 0.5, seconds: 0.225),
    .init(model: .android, outcome: .finish, percent: 1, seconds: 0),
    .init(model: .android, outcome: .cancel, percent: 0, seconds: 0),
    .init(model: .android, outcome: .cancel, percent: 0.3, seconds: 0.1),
    .init(model: .android, outcome: .cancel, percent: 0.5, seconds: 0.1),
    .init(model: .android, outcome: .cancel, percent: 1, seconds: 0.1),
    // phosh: 300 ms · ∛(remaining).
    .init(model: .phosh, outcome: .finish, percent: 0, seconds: 0.3),
    .init(model: .phosh, outcome: .finish, percent: 0.3, seconds: 0.2663712005227802),
    .init(model: .phosh, outcome: .finish, percent: 0.5, seconds: 0.23811015779522992),
    .init(model: .phosh, outcome: .finish, percent: 1, seconds: 0),
    .init(model: .phosh, outcome: .cancel, percent: 0, seconds: 0),
    .init(model: .phosh, outcome: .cancel, percent: 0.3, seconds: 0.20082988502465085),
    .init(model: .phosh, outcome: .cancel, percent: 0.5, seconds: 0.23811015779522992),
    .init(model: .phosh, outcome: .cancel, percent: 1, seconds: 0.3),
]

@Test(arguments: settleCases)
func settleDurationPerModel(_ c: SettleCase) {
    let settle = c.model.settle(from: c.percent, toward: c.outcome, velocity: Rate(c.velocity), transitionDuration: D)
    #expect(abs(settle.duration - c.seconds) < 1e-9)
    #expect(settle.outcome == c.outcome)
    #expect(settle.model == c.model)
}

@Test func uikitSettleHonoursCompletionSpeedAndCurve() {
    let settle = SettleModel.uikit.settle(
        from: 0.3, toward: .finish, velocity: 0, transitionDuration: 0.35, completionSpeed: 2,
        completionCurve: .linear)
    #expect(abs(settle.duration - 0.1225) < 1e-12)
    #expect(settle.curve == .linear)
}

@Test func modelsSettleOnTheirPlatformCurves() {
    #expect(SettleModel.cupertino.settle(from: 0.4, toward: .finish, velocity: 0).curve == .fastEaseInToSlowEaseOut)
    #expect(
        SettleModel.cupertinoLegacy.settle(from: 0.4, toward: .finish, velocity: 0).curve == .fastLinearToSlowEaseIn)
    #expect(SettleModel.android.settle(from: 0.4, toward: .finish, velocity: 0).curve == .materialBack)
    #expect(SettleModel.phosh.settle(from: 0.4, toward: .cancel, velocity: 0).curve == .easeOutCubic)
    #expect(SettleModel.gnomeShell.settle(from: 0.4, toward: .cancel, velocity: 0).curve == .easeOutCubic)
}

@Test func adwaitaSeedsTheSpringWithTheReleaseVelocity() throws {
    // 1.2 extents/s with 0.6 of the way left: 2 remaining distances per second.
    let settle = SettleModel.adwaita.settle(from: 0.4, toward: .finish, velocity: 1.2)
    guard case .spring(let spring) = settle.curve else {
        Issue.record("expected a spring, got \(settle.curve)")
        return
    }
    #expect(abs(spring.initialVelocity - 2) < 1e-12)
    #expect(abs(spring.dampingRatio - 1) < 1e-12)
    #expect(spring.stiffness == 1000)
    #expect(spring.mass == 1)
    // Cancelling from 0.4 while moving forward at 1.2/s moves away from the target: −3 distances/s.
    let back = SettleModel.adwaita.settle(from: 0.4, toward: .cancel, velocity: 1.2)
    guard case .spring(let backSpring) = back.curve else {
        Issue.record("expected a spring")
        return
    }
    #expect(abs(backSpring.initialVelocity + 3) < 1e-12)
}
