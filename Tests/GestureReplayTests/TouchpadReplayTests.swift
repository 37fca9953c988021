import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import GestureTestSupport
import Testing
import TouchpadGestures

/// Touchpad recordings replayed through libinput's gestures and the desktops' trackers, against
/// outcomes that follow from the published rules (touchpad-models.md).
@Suite struct TouchpadReplayTests {
    /// Replays a synthetic touchpad gesture; returns the summary and every record.
    static func replay(
        _ gesture: SyntheticGesture, model: String, configure: (inout ReplayOptions) -> Void = { _ in }
    ) throws -> (ReplaySummary, [TraceRecord]) {
        var options = ReplayOptions(model: FeelModel.named(model)!)
        configure(&options)
        return try replaySynthetic(
            gesture.events(for: SyntheticDevice.touchpad), device: SyntheticDevice.touchpad, options: options)
    }

    static let unitsPerMM = RecordingCatalog.touchpadUnitsPerMillimetre

    /// Millimetres for a fraction of 400 units.
    static func mm(_ fraction: Double, of units: Double = 400) -> Double { fraction * units / unitsPerMM }

    @Test func threeFingersFinishAndCancelUnderGnomeShell() throws {
        let long = try Self.replay(.touchpadSwipe(fingers: 3, dx: Self.mm(0.8), duration: 0.8), model: "gnomeShell")
        #expect(long.0.outcome == .finished)
        #expect(long.0.transitions.last?.rule == .adwaita)
        let short = try Self.replay(.touchpadSwipe(fingers: 3, dx: Self.mm(0.3), duration: 0.6), model: "gnomeShell")
        #expect(short.0.outcome == .cancelled)
    }

    /// GNOME's tracker adds unaccelerated deltas over 400: the last update's progress is the sum of the
    /// tracked updates' deltas over 400, and every delta is one of libinput's swipe updates.
    @Test func gnomeProgressIsUnacceleratedSumOver400() throws {
        let (_, records) = try Self.replay(
            .touchpadSwipe(fingers: 3, dx: Self.mm(0.5), duration: 0.6), model: "gnomeShell")
        let updates = records.compactMap { if case .trackerUpdate(let u) = $0 { u } else { nil } }
        let sum = updates.map(\.delta).reduce(0, +)
        #expect(abs((updates.last?.progress.value ?? 0) - sum / 400) < 1e-9)
        let swipeDeltas = records.compactMap { record -> Double? in
            guard case .libinput(.swipe(let swipe)) = record, swipe.phase == .update else { return nil }
            return swipe.unaccelerated.x
        }
        #expect(updates.allSatisfy { update in swipeDeltas.contains { abs($0 - update.delta) < 1e-12 } })
        // The begin carries no delta, and the state change that led to it has its reason.
        let begin = records.first { if case .libinput(.swipe(let s)) = $0 { s.phase == .begin } else { false } }
        if case .libinput(.swipe(let swipe))? = begin { #expect(swipe.unaccelerated == .zero && swipe.fingers == 3) }
        #expect(
            records.contains {
                if case .libinput(.state(let change)) = $0 {
                    change.to == .swipeStart && change.fingers == 3
                } else {
                    false
                }
            })
    }

    /// `--direction left`: fingers moving right go the other way, which the trackers refuse.
    @Test func directionPicksTheForwardMotion() throws {
        let swipe = try SyntheticGesture.touchpadSwipe(fingers: 3, dx: Self.mm(0.8), duration: 0.8)
        let (summary, records) = try Self.replay(swipe, model: "kwin") { $0.direction = .left }
        #expect(summary.outcome == .none)
        #expect(records.contains { if case .tracker(let c) = $0 { c.reason == .wrongDirection } else { false } })
        let scroll = try SyntheticGesture.touchpadSwipe(fingers: 2, dx: Self.mm(0.8), duration: 0.8)
        #expect(try Self.replay(scroll, model: "adwaita") { $0.direction = .left }.0.outcome == .none)
    }

    /// Natural scrolling flips libinput's scroll values, and libadwaita reads them back as finger
    /// motion: the outcome is the same either way.
    @Test func naturalScrollingDoesNotChangeTheFingerDirection() throws {
        let scroll = try SyntheticGesture.touchpadSwipe(fingers: 2, dx: Self.mm(0.8), duration: 0.8)
        let natural = try Self.replay(scroll, model: "adwaita").0
        let traditional = try Self.replay(scroll, model: "adwaita") {
            $0.touchpad = TouchpadConfiguration(naturalScrolling: false)
        }.0
        #expect(natural.outcome == .finished && traditional.outcome == .finished)
        #expect(natural.transitions.last?.releasePercent == traditional.transitions.last?.releasePercent)
    }

    /// One finger is pointer motion under every touchpad model.
    @Test(arguments: ["gnomeShell", "adwaita", "kwin", "firefox"]) func oneFingerIsNeverASwipe(model: String) throws {
        let (summary, records) = try Self.replay(
            .touchpadSwipe(fingers: 1, dx: Self.mm(0.8), duration: 0.8), model: model)
        #expect(summary.outcome == .none && !summary.recognized)
        #expect(records.contains { if case .libinput(.pointer) = $0 { true } else { false } })
    }

    /// A touchpad-only model refuses a touchscreen recording.
    @Test func touchpadOnlyModelsRefuseTouchscreens() {
        #expect(throws: ReplayError.self) {
            try ReplayEngine(
                description: SyntheticDevice.touchscreen, source: "s", options: ReplayOptions(model: .kwin))
        }
    }

    /// `inspect`'s log: a three-finger swipe is one swipe of 3 fingers that ends (not cancelled), its
    /// unaccelerated sum short of the whole travel by libinput's detection (2.0 mm for three fingers)
    /// and the begin frame.
    @Test func gestureLogOfAThreeFingerSwipe() throws {
        let travel = Self.mm(0.8)
        var log = TouchpadGestureLog(description: SyntheticDevice.touchpad)
        for event in try SyntheticGesture.touchpadSwipe(fingers: 3, dx: travel, duration: 0.8)
            .events(for: SyntheticDevice.touchpad)
        {
            log.feed(event)
        }
        let gestures = log.finish()
        #expect(gestures.count == 1)
        let swipe = try #require(gestures.first)
        #expect(swipe.kind == .swipe && swipe.fingers == 3 && !swipe.cancelled && swipe.end != nil)
        #expect(swipe.unaccelerated.x < travel * Self.unitsPerMM)
        #expect(swipe.unaccelerated.x > (travel - 3) * Self.unitsPerMM)
        #expect(swipe.unaccelerated.y == 0)
    }

    /// The same recording and options give byte-identical traces.
    @Test func tracesAreDeterministic() throws {
        let swipe = try SyntheticGesture.touchpadSwipe(fingers: 3, dx: Self.mm(0.8), duration: 0.8)
        func trace() throws -> String {
            try Self.replay(swipe, model: "gnomeShell").1.map { StateTraceWriter.line(for: $0) }.joined(separator: "\n")
        }
        #expect(try trace() == trace())
    }
}
