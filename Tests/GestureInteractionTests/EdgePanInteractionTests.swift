import GestureInteraction
import Testing

/// The embeddable interaction against gestures whose outcome follows by hand from the platforms' rules.
@Suite struct EdgePanInteractionTests {
    /// A sample of contact 0 at `x`, `y` points, `ms` milliseconds after the first event.
    static func sample(_ phase: TouchPhase, _ x: Double, _ y: Double, ms: UInt64) -> TouchSample {
        TouchSample(contact: 0, phase: phase, location: Point(x: x, y: y), time: Timestamp(microseconds: ms * 1000))
    }

    /// Feeds samples, then ticks at 60 Hz from the last one until the transition rests; returns every event.
    static func run(_ interaction: inout EdgePanInteraction, _ samples: [TouchSample]) -> [InteractionEvent] {
        var events: [InteractionEvent] = []
        for sample in samples {
            interaction.handle(sample)
            events += interaction.drainEvents()
        }
        var frame = (samples.last?.time.microseconds ?? 0) / 16_667 + 1
        while interaction.isAnimating && frame < 10_000 {
            interaction.tick(at: Timestamp(microseconds: frame * 16_667))
            events += interaction.drainEvents()
            frame += 1
        }
        return events
    }

    static func decisions(_ events: [InteractionEvent]) -> [ReleaseDecision] {
        events.compactMap { if case .decision(let decision) = $0 { decision } else { nil } }
    }

    static func completions(_ events: [InteractionEvent]) -> [TransitionCompletion] {
        events.compactMap { if case .completion(let completion) = $0 { completion } else { nil } }
    }

    @Test("Flutter's back-swipe test shape: down at x = 5, one move of +400 px on an 800 px page pops")
    func flutterBackSwipeShape() throws {
        // flutter/test/cupertino/route_test.dart drags from (5, 200) by (400, 0) and expects the pop. The drag
        // is accepted at pointer-down (alone in its arena), so the whole 400 px count: 400 / 800 = 0.5, and
        // `_CupertinoBackGestureController.dragEnd` pops unless `controller.value > 0.5` (value = 1 − 0.5).
        var interaction = try EdgePanInteraction(model: .cupertino, container: Size(width: 800, height: 600))
        let events = Self.run(
            &interaction,
            [
                Self.sample(.down, 5, 300, ms: 0), Self.sample(.move, 405, 300, ms: 16),
                Self.sample(.up, 405, 300, ms: 16),
            ])
        let decision = try #require(Self.decisions(events).first).decision
        #expect(decision.percent == 0.5)
        #expect(decision.outcome == .finish)
        #expect(Self.completions(events).map(\.didComplete) == [true])
    }

    @Test("UIKit: released at rest at 70 % finishes by the 50 % rule in the remaining 30 % of 0.35 s")
    func uikitThresholdAndSettle() throws {
        let container = Size(width: 390, height: 844)
        var interaction = try EdgePanInteraction(model: .uikit, container: container)
        var samples = [Self.sample(.down, 4, 400, ms: 0)]
        // 8 ms steps to 70 % of the width, then 200 ms at rest before the lift.
        for step in 1...40 {
            samples.append(Self.sample(.move, 4 + (273 - 4) * Double(step) / 40, 400, ms: UInt64(step * 8)))
        }
        samples.append(Self.sample(.move, 273, 400, ms: 520))
        samples.append(Self.sample(.up, 273, 400, ms: 520))
        let events = Self.run(&interaction, samples)
        let release = try #require(Self.decisions(events).first)
        #expect(release.decision.rule == .threshold)
        #expect(release.decision.outcome == .finish)
        #expect(abs(release.decision.percent.value - 0.7) < 1e-12)
        // UIKit: (1 − p) · duration / completionSpeed = 0.3 · 0.35 s.
        #expect(abs((release.settle?.duration ?? 0) - 0.105) < 1e-9)
        let completion = try #require(Self.completions(events).first)
        #expect(completion.didComplete)
        #expect(completion.time.microseconds == 520_000 + 105_000)
        #expect(Self.completions(events).count == 1)
    }

    @Test("A touch lost with the input (touchesCancelled) cancels by the inputLost rule, even past half-way")
    func lostInputCancels() throws {
        var interaction = try EdgePanInteraction(model: .uikit, container: Size(width: 390, height: 844))
        var samples = [Self.sample(.down, 4, 400, ms: 0)]
        for step in 1...30 { samples.append(Self.sample(.move, 4 + 9 * Double(step), 400, ms: UInt64(step * 8))) }
        samples.append(Self.sample(.cancel, 274, 400, ms: 248))
        let events = Self.run(&interaction, samples)
        let decision = try #require(Self.decisions(events).first).decision
        #expect(decision.rule == .inputLost)
        #expect(decision.outcome == .cancel)
        #expect(Self.completions(events).map(\.didComplete) == [false])
    }

    @Test("A new edge touch while the transition settles catches it (pauses) instead of starting another")
    func newTouchCatchesTheSettle() throws {
        var interaction = try EdgePanInteraction(model: .uikit, container: Size(width: 390, height: 844))
        var samples = [Self.sample(.down, 4, 400, ms: 0)]
        for step in 1...10 { samples.append(Self.sample(.move, 4 + 10 * Double(step), 400, ms: UInt64(step * 8))) }
        samples.append(Self.sample(.up, 104, 400, ms: 88))
        var events: [InteractionEvent] = []
        for sample in samples {
            interaction.handle(sample)
            events += interaction.drainEvents()
        }
        // Released at 25.6 %: it settles back for 0.256 · 0.35 s ≈ 90 ms; a touch 20 ms in catches it.
        interaction.tick(at: Timestamp(microseconds: 100_000))
        let catching = [
            Self.sample(.down, 5, 400, ms: 108), Self.sample(.move, 20, 400, ms: 116),
            Self.sample(.move, 300, 400, ms: 200), Self.sample(.up, 300, 400, ms: 400),
        ]
        events += Self.run(&interaction, catching)
        let caught = events.contains {
            if case .transition(let change) = $0, case .caught = change.reason { true } else { false }
        }
        #expect(caught)
        #expect(interaction.transitionCount == 1)
        #expect(Self.completions(events).map(\.didComplete) == [true])
    }

    @Test("A container that is not positive is refused with a typed error")
    func invalidContainer() {
        #expect(throws: InteractionError.invalidContainer(Size(width: 0, height: 844))) {
            _ = try EdgePanInteraction(container: Size(width: 0, height: 844))
        }
    }
}
