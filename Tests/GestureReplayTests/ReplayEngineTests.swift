import EdgePan
import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// The engine against gestures whose outcome and timing follow by hand from the models' rules.
@Suite struct ReplayEngineTests {
    /// Replays synthetic events and returns the summary and every trace line.
    static func replay(
        _ events: [InputEvent], device: DeviceDescription = SyntheticDevice.touchscreen,
        options: ReplayOptions = ReplayOptions()
    ) throws -> (ReplaySummary, [TraceRecord]) {
        try replaySynthetic(events, device: device, options: options)
    }

    static func swipe(to percent: Double, duration: Double, rest: Double) throws -> [InputEvent] {
        try SyntheticGesture().touchDown(x: 1, y: 50).move(to: percent, y: 50, duration: duration, rate: 120)
            .hold(rest).lift().events(for: SyntheticDevice.touchscreen)
    }

    @Test func containerIsThePanelAt163PointsPerInch() throws {
        let mapping = ContainerMapping(
            description: SyntheticDevice.touchscreen, container: nil, edge: .left, pointerStart: nil)
        // 1079 units / 16 units/mm = 67.4375 mm = 2.655 in → × 163 = 432.77 pt; 2339/16 mm → 938.13 pt.
        #expect(abs(mapping.size.width - 1079.0 / 16 / 25.4 * 163) < 1e-9)
        #expect(abs(mapping.size.height - 2339.0 / 16 / 25.4 * 163) < 1e-9)
        #expect(mapping.basis == .physicalSize)
    }

    @Test(arguments: [0.6, 0.7, 0.9])
    func aReleaseAtRestPastHalfFinishesWithUIKitsRemainingDuration(percent: Double) throws {
        let (summary, _) = try Self.replay(try Self.swipe(to: percent * 100, duration: 0.5, rest: 0.1))
        let result = try #require(summary.transitions.first)
        #expect(summary.outcome == .finished)
        #expect(result.rule == .threshold)
        let released = try #require(result.releasePercent)
        // Device units round the position to 1/1079 of the width.
        #expect(abs(released.value - percent) < 0.002)
        #expect(result.releaseVelocity == 0)  // a 100 ms rest is past the 40 ms reset
        // UIKit: the remaining (1 − p) of the 0.35 s duration.
        let settle = try #require(result.settleDuration)
        #expect(abs(settle - (1 - released.value) * 0.35) < 1e-9)
        let completed = result.completedAt?.seconds ?? 0
        let releasedAt = result.releasedAt?.seconds ?? 0
        #expect(abs(completed - (releasedAt + settle)) < 1e-6)
    }

    @Test(arguments: [0.2, 0.35, 0.45])
    func aReleaseAtRestShortOfHalfCancels(percent: Double) throws {
        let (summary, _) = try Self.replay(try Self.swipe(to: percent * 100, duration: 0.5, rest: 0.1))
        #expect(summary.outcome == .cancelled)
        let settle = try #require(summary.transitions.first?.settleDuration)
        let released = try #require(summary.transitions.first?.releasePercent)
        #expect(abs(settle - released.value * 0.35) < 1e-9)
    }

    @Test func aFlickAt30PercentCancelsUnderUIKitAndFinishesUnderCupertino() throws {
        // 29 % of the width in 80 ms ≈ 3.6 widths/s, far above Flutter's 1 width/s fling.
        let flick = try SyntheticGesture().touchDown(x: 1, y: 50).move(to: 30, y: 50, duration: 0.08, rate: 120)
            .lift().events(for: SyntheticDevice.touchscreen)
        let (uikit, _) = try Self.replay(flick)
        #expect(uikit.outcome == .cancelled)
        #expect(uikit.transitions.first?.rule == .threshold)
        let (cupertino, _) = try Self.replay(flick, options: ReplayOptions(model: .cupertino))
        #expect(cupertino.outcome == .finished)
        #expect(cupertino.transitions.first?.rule == .fling)
        // Flutter's current settle: 350 ms either way.
        #expect(cupertino.transitions.first?.settleDuration == 0.35)
    }

    @Test func aFastReturnAt62PercentFinishesUnderUIKitAndCancelsUnderCupertino() throws {
        let events = try SyntheticGesture().touchDown(x: 1, y: 50).move(to: 85, y: 50, duration: 0.4, rate: 120)
            .move(to: 62, y: 50, duration: 0.06, rate: 120).lift().events(for: SyntheticDevice.touchscreen)
        let (uikit, _) = try Self.replay(events)
        #expect(uikit.outcome == .finished)
        let (cupertino, _) = try Self.replay(events, options: ReplayOptions(model: .cupertino))
        #expect(cupertino.outcome == .cancelled)
        #expect(cupertino.transitions.first?.rule == .fling)
        #expect((cupertino.transitions.first?.releaseVelocity ?? 0) < -1)
    }

    @Test func aThresholdOverrideMovesTheFlipPoint() throws {
        let events = try Self.swipe(to: 60, duration: 0.5, rest: 0.1)
        var raised = ReplayOptions()
        raised.model = ModelOverrides(threshold: 0.65).applied(to: .uikit)
        #expect(try Self.replay(events, options: raised).0.outcome == .cancelled)
        raised.model = ModelOverrides(threshold: 0.55).applied(to: .uikit)
        #expect(try Self.replay(events, options: raised).0.outcome == .finished)
    }

    @Test func nothingIsRecognizedForATapOrACenterStart() throws {
        let tap = try SyntheticGesture().touchDown(x: 1, y: 50).hold(0.08).lift().events(
            for: SyntheticDevice.touchscreen)
        let (tapSummary, tapLines) = try Self.replay(tap)
        #expect(tapSummary.outcome == .none)
        #expect(tapSummary.failureReason == .liftedBeforeSlop)
        #expect(!tapLines.contains { if case .frame = $0 { true } else { false } })
        let center = try SyntheticGesture().touchDown(x: 40, y: 50).move(to: 90, y: 50, duration: 0.3, rate: 120).lift()
            .events(for: SyntheticDevice.touchscreen)
        #expect(try Self.replay(center).0.failureReason == .startedOutsideEdgeZone)
    }

    @Test func framesTickAtTheClockRateUntilCompletion() throws {
        var options = ReplayOptions()
        options.fps = 120
        let (summary, lines) = try Self.replay(try Self.swipe(to: 70, duration: 0.5, rest: 0.1), options: options)
        let frames = lines.compactMap { if case .frame(let frame) = $0 { frame.time.seconds } else { nil } }
        #expect(!frames.isEmpty)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs(b - a - 1.0 / 120) < 2e-6) }
        let completed = try #require(summary.transitions.first?.completedAt?.seconds)
        // The last tick is the first one at or after the completion.
        #expect(try #require(frames.last) >= completed - 1e-6)
        #expect(try #require(frames.last) < completed + 1.0 / 120)
        // Exactly one completion per transition.
        #expect(lines.filter { if case .complete = $0 { true } else { false } }.count == 1)
    }

    @Test func theSameInputGivesByteIdenticalTraces() throws {
        let events = try Self.swipe(to: 70, duration: 0.5, rest: 0.1)
        let first = try Self.replay(events).1.map(StateTraceWriter.line(for:))
        let second = try Self.replay(events).1.map(StateTraceWriter.line(for:))
        #expect(first == second)
    }

    @Test func aMouseDragMovesOnePointPerCountFromTheEdgeMiddle() throws {
        // 60 % of the synthetic mouse's 1280-count span is 768 counts = 768 pt of the 1280 pt container.
        let drag = try SyntheticGesture().touchDown(x: 0, y: 50).move(to: 60, y: 50, duration: 0.6, rate: 125)
            .hold(0.1).lift().events(for: SyntheticDevice.mouse)
        let (summary, _) = try Self.replay(drag, device: SyntheticDevice.mouse)
        #expect(summary.outcome == .finished)
        #expect(abs((summary.transitions.first?.releasePercent?.value ?? 0) - 0.6) < 1e-9)
    }

    @Test func anInputThatEndsUnderAnActivePanCancelsIt() throws {
        let events = try SyntheticGesture().touchDown(x: 1, y: 50).move(to: 60, y: 50, duration: 0.5, rate: 120)
            .events(for: SyntheticDevice.touchscreen)
        let (summary, lines) = try Self.replay(events)
        #expect(summary.inputEndedDuringPan)
        #expect(summary.outcome == .cancelled)
        #expect(summary.transitions.first?.rule == .cancelled)
        #expect(lines.contains { if case .gesture(let g) = $0 { g.change.reason == .externalCancel } else { false } })
    }

    @Test func anEventsOnlyRecordingNeedsADescription() {
        #expect(throws: ReplayError.noDescription(path: "x")) {
            _ = try ReplayEngine(description: nil, source: "x", options: ReplayOptions())
        }
    }

    @Test(arguments: [0, 1001])
    func anFPSOutOfRangeIsRefused(fps: Int) {
        var options = ReplayOptions()
        options.fps = fps
        #expect(throws: ReplayError.self) {
            _ = try ReplayEngine(description: SyntheticDevice.touchscreen, source: "x", options: options)
        }
    }
}

extension ModelOverrides {
    init(threshold: Double) {
        self.init()
        self.threshold = threshold
    }
}
