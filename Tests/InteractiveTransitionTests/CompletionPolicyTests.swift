import GestureCore
import InteractiveTransition
import Testing

@Test(arguments: [(0.5, Outcome.finish), (0.4999, .cancel), (0.9, .finish), (0, .cancel), (1, .finish)])
func thresholdIsInclusive(percent: Double, outcome: Outcome) {
    let decision = CompletionPolicy.uikit.decide(percent: percent, velocity: 0)
    #expect(decision.outcome == outcome)
    #expect(decision.rule == .threshold)
    #expect(decision.threshold == 0.5)
}

@Test func cancelledRecognizerCancelsWhateverThePercent() {
    let decision = CompletionPolicy.uikit.decide(percent: 0.95, velocity: 3, recognizerCancelled: true)
    #expect(decision.outcome == .cancel)
    #expect(decision.rule == .cancelled)
}

@Test(arguments: [
    (0.2, 1.0, Outcome.finish, Decision.Rule.fling), (0.8, -1.5, .cancel, .fling),
    (0.2, 0.99, .cancel, .threshold), (0.8, -0.5, .finish, .threshold),
])
func flingDecidesByDirection(percent: Double, velocity: Double, outcome: Outcome, rule: Decision.Rule) {
    let decision = CompletionPolicy.cupertino.decide(percent: percent, velocity: Rate(velocity))
    #expect(decision.outcome == outcome)
    #expect(decision.rule == rule)
}

@Test func rulesAreTriedInOrder() {
    let flingFirst = CompletionPolicy(rules: [.fling(minimumVelocity: 1), .recognizerCancelled])
    #expect(flingFirst.decide(percent: 0.5, velocity: 2, recognizerCancelled: true).rule == .fling)
    let cancelFirst = CompletionPolicy(rules: [.recognizerCancelled, .fling(minimumVelocity: 1)])
    #expect(cancelFirst.decide(percent: 0.5, velocity: 2, recognizerCancelled: true).rule == .cancelled)
}

@Test func projectionUsesTheDecelerationRate() {
    let policy = CompletionPolicy(rules: [.projection(decelerationRate: 0.998)])
    // 0.5 extents/s: (0.5 / 1000) · 0.998 / 0.002 = 0.2495 further.
    let forward = policy.decide(percent: 0.3, velocity: 0.5)
    #expect(forward.outcome == .finish)
    #expect(forward.rule == .projection)
    #expect(abs((forward.projectedPercent ?? .nan) - 0.5495) < 1e-12)
    let short = policy.decide(percent: 0.3, velocity: 0.3)
    #expect(short.outcome == .cancel)
    #expect(abs((short.projectedPercent ?? .nan) - 0.4497) < 1e-12)
}

/// libadwaita's rule over a 400 pt swipe: v (extents/s) · 400 / 1000 px/ms.
@Test(arguments: [
    // slow (< 0.3 px/ms): nearest snap point; the tie at 0.5 goes to the popped page.
    (0.5, 0.5, Outcome.finish, nil as Double?), (0.49, 0.5, .cancel, nil),
    // toward the start at 0.8 px/ms: slope 0.499 → 0.3992 back.
    (0.8, -2.0, .cancel, 0.4008), (0.95, -2.0, .finish, 0.5508),
    // toward completion always finishes.
    (0.1, 1.0, .finish, 0.2996),
    // 4 px/ms back: the parabola, far past 0.
    (0.9, -10.0, .cancel, 0.0),
])
func adwaitaProjectsAndSnaps(percent: Double, velocity: Double, outcome: Outcome, projected: Double?) {
    let decision = CompletionPolicy.adwaita(extent: 400).decide(percent: percent, velocity: Rate(velocity))
    #expect(decision.outcome == outcome)
    #expect(decision.rule == .adwaita)
    #expect(abs((decision.velocityThreshold?.value ?? .nan) - 0.75) < 1e-12)  // 0.3 px/ms over 400 px
    if let projected {
        #expect(abs((decision.projectedPercent ?? .nan) - projected) < 1e-9)
    } else {
        #expect(decision.projectedPercent == nil)
    }
}

@Test func adwaitaParabolaAboveTwoPixelsPerMillisecond() {
    // 2.5 px/ms toward the start over 1000 px: c = 0.499 / 0.7, x = 0.5 + c,
    // Δ = 0.35·x² − 0.35·c² + 2·0.499.
    let c = 0.499 / 0.7
    let x = 0.5 + c
    let delta = 0.35 * x * x - 0.35 * c * c + 2 * 0.499
    let decision = CompletionPolicy.adwaitaDecision(percent: 1, velocity: -2.5, extent: 1000)
    #expect(abs((decision.projectedPercent ?? .nan) - max(1 - delta, 0)) < 1e-9)
}

@Test func anExclusiveThresholdCancelsExactlyAtIt() {
    // GNOME Shell's tracker finishes only past half-way (`progress > 0.5`); UIKit's rule at 0.5 itself.
    let exclusive = CompletionPolicy(rules: [], threshold: 0.5, thresholdInclusive: false)
    #expect(exclusive.decide(percent: 0.5, velocity: 0).outcome == .cancel)
    #expect(exclusive.decide(percent: 0.5001, velocity: 0).outcome == .finish)
    #expect(CompletionPolicy(rules: [], threshold: 0.5).decide(percent: 0.5, velocity: 0).outcome == .finish)
}

@Test func firefoxCancelsATwitchBackThenAddsItsVelocityContribution() {
    // SwipeTracker.cpp: a release moving back at all (beyond the twitch tolerance) cancels, however far
    // the swipe went; otherwise 0.05 s of the velocity is added before the 0.25 threshold.
    let firefox = CompletionPolicy(
        rules: [.twitch(tolerance: 1e-7), .velocityContribution(seconds: 0.05)], threshold: 0.25)
    let back = firefox.decide(percent: 0.9, velocity: -0.01)
    #expect(back.outcome == .cancel)
    #expect(back.rule == .twitch)
    let short = firefox.decide(percent: 0.2, velocity: 0.5)  // 0.2 + 0.025 < 0.25
    #expect(short.outcome == .cancel)
    #expect(short.rule == .velocityContribution)
    let flicked = firefox.decide(percent: 0.2, velocity: 2)  // 0.2 + 0.1 ≥ 0.25
    #expect(flicked.outcome == .finish)
    #expect(abs((flicked.projectedPercent ?? .nan) - 0.3) < 1e-12)
}

@Test func aTrackerSnapRuleDecidesAsLibadwaitasTouchRule() {
    // The same snap points and constants over the same distance decide alike, whichever rule names them.
    let snap = SnapProjection(
        velocityThreshold: CompletionPolicy.adwaitaVelocityThreshold,
        deceleration: CompletionPolicy.adwaitaDeceleration,
        threshold: 0.5, inclusive: true)
    let tracker = CompletionPolicy(rules: [.snap(snap, distance: 400)], threshold: 0.5)
    for (percent, velocity) in [(0.3, 0.2), (0.3, 2.0), (0.8, -0.5), (0.8, -4.0), (0.5, 0.0)] {
        let touch = CompletionPolicy.adwaitaDecision(percent: percent, velocity: Rate(velocity), extent: 400)
        #expect(tracker.decide(percent: percent, velocity: Rate(velocity)) == touch)
    }
}
