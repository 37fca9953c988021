import GestureCore
import InteractiveTransition
import Testing

private let container = Size(width: 400, height: 800)

private func makeTransition(
    duration: Double = 0.35, completionSpeed: Double = 1, model: SettleModel = .uikit
) throws -> PercentDrivenInteractiveTransition {
    try PercentDrivenInteractiveTransition(
        duration: duration, layers: TransitionSpec.push(in: container).layers, container: container,
        completionSpeed: completionSpeed, settleModel: model)
}

private func contextCompletions(_ events: [TransitionEvent]) -> [Bool] {
    events.compactMap { event in
        if case .contextCompleted(let didComplete) = event.kind { return didComplete }
        return nil
    }
}

private func problems(_ events: [TransitionEvent]) -> [TransitionError] {
    events.compactMap { event in
        if case .problem(let error) = event.kind { return error }
        return nil
    }
}

@Test func updateClampsAndScrubsLinearly() throws {
    var transition = try makeTransition()
    try transition.startInteractive(at: 0)
    #expect(transition.context.isInteractive)
    try transition.update(1.4, at: 0.1)
    #expect(transition.percentComplete == 1)
    try transition.update(-0.2, at: 0.2)
    #expect(transition.percentComplete == 0)
    try transition.update(0.5, at: 0.3)
    let values = Dictionary(uniqueKeysWithValues: transition.layerValues(at: 0.3).map { ($0.name, $0.values) })
    #expect(values["to"]?.x == 200)  // from 400 to 0, linearly
    #expect(values["from"]?.x == -60)  // from 0 to −30 % of 400
    #expect(abs((values["from"]?.dimming ?? .nan) - 0.05) < 1e-12)
}

@Test(arguments: [(0.0, 1.0), (0.3, 1.0), (0.6, 1.0), (0.3, 2.0), (0.6, 0.5)])
func finishRunsTheRestForItsShareOfTheDuration(percent: Double, speed: Double) throws {
    var transition = try makeTransition(completionSpeed: speed)
    try transition.startInteractive(at: 0)
    try transition.update(percent, at: 0.5)
    try transition.finish(at: 1, velocity: 0)
    let expected = (1 - percent) * 0.35 / speed
    #expect(abs((transition.lastSettle?.duration ?? .nan) - expected) < 1e-12)
    #expect(transition.phase == .settling(.finish))
    #expect(!transition.context.isInteractive)
    transition.tick(at: Timestamp(seconds: 1 + expected / 2))
    // Halfway through the settle, ease-in-out is at 0.5: half the remaining distance is covered.
    #expect(abs(transition.animator.progress - (percent + (1 - percent) * 0.5)) < 1e-6)
    transition.tick(at: Timestamp(seconds: 1 + expected + 0.001))
    #expect(transition.phase == .completed(.finish))
    #expect(transition.context.didComplete == true)
    #expect(!transition.context.transitionWasCancelled)
    transition.tick(at: 5)
    #expect(contextCompletions(transition.drainEvents()) == [true])
}

@Test(arguments: [0.3, 0.8])
func cancelRunsBackForItsShareOfTheDuration(percent: Double) throws {
    var transition = try makeTransition()
    try transition.startInteractive(at: 0)
    try transition.update(percent, at: 0.5)
    try transition.cancel(at: 1, velocity: -0.2)
    let expected = percent * 0.35
    #expect(abs((transition.lastSettle?.duration ?? .nan) - expected) < 1e-12)
    #expect(transition.context.transitionWasCancelled)
    transition.tick(at: Timestamp(seconds: 1 + expected))
    #expect(transition.phase == .completed(.cancel))
    #expect(transition.animator.progress == 0)
    #expect(transition.context.didComplete == false)
    #expect(contextCompletions(transition.drainEvents()) == [false])
}

@Test func finishAtOneAndCancelAtZeroCompleteAtOnceExactlyOnce() throws {
    var finishing = try makeTransition()
    try finishing.startInteractive(at: 0)
    try finishing.update(1, at: 0.2)
    try finishing.finish(at: 0.3)
    #expect(finishing.lastSettle?.duration == 0)
    #expect(finishing.phase == .completed(.finish))
    finishing.tick(at: 2)
    let finishEvents = finishing.drainEvents()
    #expect(contextCompletions(finishEvents) == [true])
    #expect(problems(finishEvents).isEmpty)

    var cancelling = try makeTransition()
    try cancelling.startInteractive(at: 0)
    try cancelling.cancel(at: 0.3)
    #expect(cancelling.lastSettle?.duration == 0)
    #expect(cancelling.phase == .completed(.cancel))
    cancelling.tick(at: 2)
    #expect(contextCompletions(cancelling.drainEvents()) == [false])
}

@Test func pauseCatchesASettleAndMakesItInteractiveAgain() throws {
    var transition = try makeTransition()
    try transition.startInteractive(at: 0)
    try transition.update(0.6, at: 0.5)
    try transition.finish(at: 1)  // 0.4 · 0.35 = 0.14 s
    transition.tick(at: 1.07)  // halfway: 0.6 + 0.4 · easeInOut(0.5) = 0.8
    let caughtAt = transition.layerValues(at: 1.07)
    try transition.pause(at: 1.07)
    #expect(transition.phase == .interactive)
    #expect(transition.context.isInteractive)
    #expect(abs(transition.percentComplete.value - 0.8) < 1e-6)
    #expect(transition.layerValues(at: 1.07) == caughtAt)  // no jump
    transition.tick(at: 3)
    #expect(transition.phase == .interactive)  // a paused transition does not settle by itself
    try transition.update(0.2, at: 3.1)
    try transition.cancel(at: 3.2)
    #expect(abs((transition.lastSettle?.duration ?? .nan) - 0.2 * 0.35) < 1e-12)
    transition.tick(at: 4)
    #expect(transition.phase == .completed(.cancel))
    let events = transition.drainEvents()
    #expect(contextCompletions(events) == [false])
    let reasons: [TransitionEvent.Reason] = events.compactMap { event in
        if case .phase(_, _, let reason) = event.kind { return reason }
        return nil
    }
    #expect(reasons.count == 5)  // started, released, caught, released, completed
    guard reasons.count == 5, case .caught(let percent) = reasons[2] else {
        Issue.record("expected the third phase change to be the catch: \(reasons)")
        return
    }
    #expect(abs(percent - 0.8) < 1e-6)
}

@Test func pauseAfterTheSettleArrivedIsRefused() throws {
    var transition = try makeTransition()
    try transition.startInteractive(at: 0)
    try transition.update(0.9, at: 0.1)
    try transition.finish(at: 0.2)
    #expect(throws: TransitionError.notAllowed(.pause, in: .completed(.finish))) {
        try transition.pause(at: 1)
    }
    #expect(contextCompletions(transition.drainEvents()) == [true])
}

@Test func nonInteractiveStartRunsTheWholeDuration() throws {
    var transition = try makeTransition(duration: 0.5)
    try transition.startNonInteractive(at: 2)
    #expect(!transition.context.isInteractive)
    #expect(transition.phase == .settling(.finish))
    transition.tick(at: 2.25)
    #expect(abs(transition.animator.progress - 0.5) < 1e-6)
    transition.tick(at: 2.4999)
    #expect(transition.phase == .settling(.finish))
    transition.tick(at: 2.5)
    #expect(transition.phase == .completed(.finish))
    #expect(contextCompletions(transition.drainEvents()) == [true])
}

@Test(arguments: [0.0, -1.0, Double.infinity])
func completionSpeedMustBePositive(speed: Double) throws {
    #expect(throws: TransitionError.invalidCompletionSpeed(speed)) { try makeTransition(completionSpeed: speed) }
    var transition = try makeTransition()
    transition.completionSpeed = speed
    // Refused: the speed stays, and the event stream says why.
    #expect(transition.completionSpeed == 1)
    let problems = transition.drainEvents().compactMap { event -> TransitionError? in
        if case .problem(let error) = event.kind { error } else { nil }
    }
    #expect(problems == [.invalidCompletionSpeed(speed)])
    transition.completionSpeed = 2
    #expect(transition.completionSpeed == 2)
}

@Test func operationsOutOfPhaseAreTypedErrors() throws {
    var transition = try makeTransition()
    #expect(throws: TransitionError.notAllowed(.update, in: .idle)) { try transition.update(0.5, at: 0) }
    #expect(throws: TransitionError.notAllowed(.finish, in: .idle)) { try transition.finish(at: 0) }
    try transition.startInteractive(at: 0)
    #expect(throws: TransitionError.notAllowed(.startInteractive, in: .interactive)) {
        try transition.startInteractive(at: 0)
    }
    #expect(throws: TransitionError.invalidVelocity(.infinity)) {
        try transition.finish(at: 0, velocity: Rate(.infinity))
    }
    #expect(throws: TransitionError.self) { try transition.update(.nan, at: 0) }
}

@Test func completingTheContextTwiceIsAnError() throws {
    var context = TransitionContext(container: container, fromLayer: nil, toLayer: nil)
    try context.completeTransition(true)
    #expect(throws: TransitionError.alreadyCompleted(firstDidComplete: true, secondDidComplete: false)) {
        try context.completeTransition(false)
    }
    #expect(context.didComplete == true)
}

@Test func settleModelsDriveTheRelease() throws {
    var transition = try makeTransition(model: .android)
    try transition.startInteractive(at: 0)
    try transition.update(0.3, at: 0.1)
    try transition.finish(at: 0.2, velocity: 1)
    #expect(abs((transition.lastSettle?.duration ?? .nan) - 0.255) < 1e-12)
    #expect(transition.lastSettle?.curve == .materialBack)
    transition.tick(at: 0.455)
    #expect(transition.phase == .completed(.finish))
}

@Test func adwaitaSpringSettleEndsAtTheTarget() throws {
    var transition = try makeTransition(model: .adwaita)
    try transition.startInteractive(at: 0)
    try transition.update(0.4, at: 0.1)
    try transition.finish(at: 0.2, velocity: 1.2)
    transition.tick(at: 0.3)
    #expect(transition.animator.progress > 0.4)
    transition.tick(at: 0.418)
    #expect(transition.phase == .completed(.finish))
    #expect(transition.animator.progress == 1)
}

@Test func specInitialiserValidatesAndRescales() throws {
    var bad = TransitionSpec.push(in: container)
    bad.completionSpeed = 0
    #expect(
        throws: TransitionError.invalidSpec(.outOfRange(field: "completionSpeed", value: 0, expected: "finite and > 0"))
    ) {
        try PercentDrivenInteractiveTransition(spec: bad)
    }
    let wide = Size(width: 800, height: 800)
    let transition = try PercentDrivenInteractiveTransition(spec: .push(in: container), container: wide)
    #expect(transition.context.container == wide)
    #expect(transition.context.toLayer?.from.x == 800)
}
