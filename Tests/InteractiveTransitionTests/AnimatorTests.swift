import GestureCore
import InteractiveTransition
import Testing

private let slide = AnimatedLayer(
    name: "to", role: .to, from: LayerValues(x: 400, y: 0, width: 400, height: 800),
    to: LayerValues(x: 0, y: 0, width: 400, height: 800))

private func completions(_ events: [AnimatorEvent]) -> [Animator.Position] {
    events.compactMap { event in
        if case .completed(let position) = event.reason { return position }
        return nil
    }
}

@Test func runsFromStartToEndAndCompletesOnce() throws {
    var animator = try Animator(duration: 0.4, timingParameters: .easeInOut, layers: [slide])
    #expect(animator.state == .inactive)
    try animator.startAnimation(at: 1.0)
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    animator.tick(at: 1.2)
    #expect(abs(animator.progress - 0.5) < 1e-6)  // easeInOut(0.5) = 0.5
    #expect(abs(animator.fractionComplete.value - 0.5) < 1e-12)
    #expect(abs((animator.layerValues.first?.values.x ?? .nan) - 200) < 1e-3)
    animator.tick(at: 1.5)
    animator.tick(at: 1.6)
    #expect(animator.state == .inactive)
    #expect(animator.progress == 1)
    let events = animator.drainEvents()
    #expect(completions(events) == [.end])
    #expect(events.last?.time == 1.4)  // the moment the run ended, not the tick that noticed it
    #expect(events.map(\.to) == [.running, .inactive])
}

@Test func pausingKeepsTheLayersWhereTheyAre() throws {
    var animator = try Animator(duration: 1, timingParameters: .easeIn, layers: [slide])
    try animator.startAnimation(at: 0)
    let before = animator.progress(at: 0.3)
    try animator.pauseAnimation(at: 0.3)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(animator.progress == before)
    #expect(animator.fractionComplete.value == before)  // scrubsLinearly: fraction becomes the progress
    animator.tick(at: 5)
    #expect(animator.progress == before)
}

@Test func fractionIsSettableOnlyWhilePaused() throws {
    var animator = try Animator(duration: 1, timingParameters: .easeInOut, layers: [slide])
    try animator.setFractionComplete(0.25, at: 0)  // inactive → paused, as UIKit
    #expect(animator.phase == .paused)
    #expect(animator.progress == 0.25)
    try animator.startAnimation(at: 0)
    #expect(throws: AnimatorError.notAllowed(.setFractionComplete, in: .running)) {
        try animator.setFractionComplete(0.5, at: 0.1)
    }
    #expect(throws: AnimatorError.self) {
        try animator.setFractionComplete(.nan, at: 0.1)
    }
}

@Test func nonLinearScrubbingFollowsTheCurve() throws {
    var animator = try Animator(duration: 1, timingParameters: .easeIn, layers: [slide])
    animator.scrubsLinearly = false
    try animator.pauseAnimation(at: 0)
    try animator.setFractionComplete(0.5, at: 0)
    #expect(animator.progress == TimingCurve.easeIn.progress(at: 0.5))
    #expect(animator.fractionComplete == 0.5)
}

@Test func continueRunsTheRestForTheRemainingDurationTimesTheFactor() throws {
    var animator = try Animator(duration: 2, timingParameters: .linear, layers: [slide])
    try animator.setFractionComplete(0.25, at: 0)
    try animator.continueAnimation(timingParameters: .linear, durationFactor: 0.5, at: 10)
    // (1 − 0.25) · 2 s · 0.5 = 0.75 s
    animator.tick(at: 10.375)
    #expect(abs(animator.progress - 0.625) < 1e-12)
    animator.tick(at: 10.75)
    #expect(animator.state == .inactive)
    #expect(completions(animator.drainEvents()) == [.end])
}

@Test func reversedContinueReturnsToTheStart() throws {
    var animator = try Animator(duration: 1, timingParameters: .linear, layers: [slide])
    try animator.setFractionComplete(0.4, at: 0)
    try animator.setReversed(true, at: 0)
    try animator.continueAnimation(at: 0)
    animator.tick(at: 0.2)
    #expect(abs(animator.progress - 0.2) < 1e-12)
    animator.tick(at: 0.4)
    #expect(animator.progress == 0)
    #expect(completions(animator.drainEvents()) == [.start])
}

@Test func reversingWhileRunningTurnsBackFromWhereItIs() throws {
    var animator = try Animator(duration: 1, timingParameters: .linear, layers: [slide])
    try animator.startAnimation(at: 0)
    try animator.setReversed(true, at: 0.3)
    #expect(animator.isRunning)
    animator.tick(at: 0.45)
    #expect(abs(animator.progress - 0.15) < 1e-12)
    animator.tick(at: 0.6)
    #expect(completions(animator.drainEvents()) == [.start])
}

@Test func stopAndFinishAtAPosition() throws {
    var animator = try Animator(duration: 1, timingParameters: .linear, layers: [slide])
    try animator.startAnimation(at: 0)
    animator.stopAnimation(withoutFinishing: false, at: 0.5)
    #expect(animator.state == .stopped)
    #expect(throws: AnimatorError.notAllowed(.start, in: .stopped)) { try animator.startAnimation(at: 0.6) }
    try animator.finishAnimation(at: .start, time: 0.7)
    #expect(animator.state == .inactive)
    #expect(animator.progress == 0)
    let events = animator.drainEvents()
    #expect(completions(events) == [.start])
    #expect(events.map(\.reason) == [.started, .stopped, .completed(.start)])
}

@Test func stopWithoutFinishingNeverCompletes() throws {
    var animator = try Animator(duration: 1, timingParameters: .linear, layers: [slide])
    try animator.startAnimation(at: 0)
    animator.stopAnimation(withoutFinishing: true, at: 0.5)
    animator.tick(at: 3)
    #expect(animator.state == .inactive)
    #expect(animator.progress == 0.5)
    #expect(completions(animator.drainEvents()).isEmpty)
    #expect(throws: AnimatorError.notAllowed(.finish, in: .inactive)) {
        try animator.finishAnimation(at: .end, time: 3)
    }
}

@Test func continueNeedsAnActiveAnimator() throws {
    var animator = try Animator(duration: 1)
    #expect(throws: AnimatorError.notAllowed(.continue, in: .inactive)) { try animator.continueAnimation(at: 0) }
    #expect(throws: AnimatorError.invalidDuration(-1)) { try Animator(duration: -1) }
}

@Test func zeroLengthRunCompletesAtOnce() throws {
    var animator = try Animator(duration: 1, timingParameters: .linear, layers: [slide])
    try animator.setFractionComplete(1, at: 0)
    try animator.continueAnimation(at: 0)
    #expect(animator.state == .inactive)
    #expect(completions(animator.drainEvents()) == [.end])
    animator.tick(at: 1)
    #expect(animator.drainEvents().isEmpty)
}
