import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// Both routes through the one replay loop: what a touchpad swipe does across lost input, and what
/// a replay that keeps no records builds.
@Suite struct ReplayRouteTests {
    static let pad = SyntheticDevice.touchpad

    /// A two-finger swipe of 80 % of libadwaita's swipe distance in 0.8 s, then rest and lift.
    static func swipeEvents() throws -> [InputEvent] {
        let unitsPerMM = RecordingCatalog.touchpadUnitsPerMillimetre
        return try SyntheticGesture.touchpadSwipe(fingers: 2, dx: 0.8 * 400 / unitsPerMM, duration: 0.8)
            .events(for: pad)
    }

    /// The swipe cut at the `SYN_REPORT` of `fraction` of its frames: the kernel's buffer overflows
    /// there (`SYN_DROPPED`, some events, the `SYN_REPORT` that ends the drop), and the state libevdev
    /// syncs after it has both fingers gone, their lifts never seen.
    static func swipeLostInGap(at fraction: Double) throws -> [InputEvent] {
        let events = try swipeEvents()
        let reports = events.indices.filter { events[$0].type == .syn && events[$0].code == EventCode.synReport }
        let cut = reports[Int(Double(reports.count) * fraction)]
        var result = Array(events[...cut])
        var time = events[cut].time
        func add(_ type: EventType, _ code: UInt16, _ value: Int32) {
            result.append(InputEvent(time: time, type: type, code: code, value: value))
        }
        time += 8000
        add(.syn, EventCode.synDropped, 0)
        add(.abs, EventCode.absMTPositionX, 2000)
        add(.syn, EventCode.synReport, 0)
        time += 8000
        for slot in 0..<2 {
            add(.abs, EventCode.absMTSlot, Int32(slot))
            add(.abs, EventCode.absMTTrackingID, -1)
        }
        add(.key, EventCode.btnTouch, 0)
        add(.key, EventCode.btnToolDoubleTap, 0)
        add(.syn, EventCode.synReport, 0)
        return result
    }

    /// A touchpad swipe whose fingers vanish in a gap is cancelled as lost input.
    ///
    /// DESIGN.md: a contact that disappears in a `SYN_DROPPED` resync was never lifted, and the
    /// transition cancels by the rule that says the input was lost — on a touchpad as on a touchscreen.
    /// The whole swipe, lifted normally, is tracked; cut by the gap it is cancelled as lost input, and
    /// the gap is a `bug` record of the input.
    @Test func aSwipeWhoseFingersVanishInAGapIsCancelledAsLostInput() throws {
        let adwaita = ReplayOptions(model: .adwaita)
        let (whole, _) = try replaySynthetic(try Self.swipeEvents(), device: Self.pad, options: adwaita)
        #expect(whole.recognized)
        #expect(whole.transitions.last?.rule == .adwaita)

        let (lost, records) = try replaySynthetic(try Self.swipeLostInGap(at: 0.6), device: Self.pad, options: adwaita)
        #expect(lost.outcome == .cancelled)
        #expect(lost.transitions.last?.rule == .inputLost)
        let gaps = records.filter { record in
            if case .input(let problem) = record, case .gap(_, _, _, let lost) = problem.kind {
                !lost.isEmpty
            } else {
                false
            }
        }
        #expect(gaps.count == 1)
    }

    /// The swipe cut at `fraction` of its frames by a `SYN_DROPPED` whose discarded events hold the
    /// lift, and nothing after it: the input ends before any synced state says the fingers went.
    static func swipeEndingInGap(at fraction: Double, events: [InputEvent]) -> [InputEvent] {
        let reports = events.indices.filter { events[$0].type == .syn && events[$0].code == EventCode.synReport }
        let cut = reports[Int(Double(reports.count) * fraction)]
        let lift = reports[reports.count - 2] + 1
        let drop = InputEvent(time: events[cut].time, type: .syn, code: EventCode.synDropped, value: 0)
        return Array(events[...cut]) + [drop] + Array(events[lift...])
    }

    /// Fingers down when the input ends inside a gap were lost with it, on either route.
    ///
    /// DESIGN.md: a contact that disappears in a `SYN_DROPPED` gap was never lifted. With the lift among
    /// the events discarded after the drop and no synced state after them, the swipe is cancelled as lost
    /// input at the gap, not released at the last frame before it (the touchpad route said "finish by
    /// adwaita … fast release" there, the touchscreen route "cancelled by cancelled").
    @Test func fingersDownWhenTheInputEndsInAGapAreLostInput() throws {
        let adwaita = ReplayOptions(model: .adwaita)
        let pad = Self.swipeEndingInGap(at: 0.5, events: try Self.swipeEvents())
        let (swipe, padRecords) = try replaySynthetic(pad, device: Self.pad, options: adwaita)
        #expect(swipe.recognized)
        #expect(swipe.outcome == .cancelled)
        #expect(swipe.transitions.last?.rule == .inputLost)
        let screen = Self.swipeEndingInGap(
            at: 0.7,
            events: try SyntheticGesture().touchDown(x: 1, y: 50).move(to: 70, y: 50, duration: 0.8, rate: 120)
                .hold(0.1).lift().events(for: SyntheticDevice.touchscreen))
        let (pan, screenRecords) = try replaySynthetic(
            screen, device: SyntheticDevice.touchscreen, options: ReplayOptions())
        #expect(pan.outcome == .cancelled)
        #expect(pan.transitions.last?.rule == .inputLost)
        for records in [padRecords, screenRecords] {
            let lost = records.compactMap { record -> [Int]? in
                if case .input(let problem) = record, case .gap(_, _, _, let lost) = problem.kind { lost } else { nil }
            }
            #expect(lost.count == 1 && lost.first?.isEmpty == false)
        }
    }

    /// A replay that keeps no records builds none on the touchpad route either (it appended every
    /// libinput and tracker record whether anyone read them or not), and decides the same.
    @Test func aTouchpadReplayWithoutRecordsKeepsNone() throws {
        var engine = try ReplayEngine(
            description: Self.pad, source: "synthetic", options: ReplayOptions(model: .adwaita))
        engine.keepsRecords = false
        engine.recordsFrames = false
        var held = 0
        for event in try Self.swipeEvents() {
            engine.feed(event)
            held += engine.drainRecords().count
        }
        engine.finish()
        held += engine.drainRecords().count
        #expect(held == 0)
        let (kept, _) = try replaySynthetic(
            try Self.swipeEvents(), device: Self.pad, options: ReplayOptions(model: .adwaita))
        #expect(engine.summary.outcome == kept.outcome)
        #expect(engine.summary.transitions.last?.rule == kept.transitions.last?.rule)
    }
}

/// A jump of the event clock past ``ReplayOptions/maximumInputGap`` never makes the frame clock tick
/// through it: contacts down across it are cancelled as lost input, the jump is a record, and time
/// continues one frame after the last event before it.
@Suite struct ClockJumpTests {
    /// A touchscreen swipe to 70 % whose events from the first frame past `fraction` of its frames on
    /// come `seconds` later (a fraction of 1: the lift's frame alone).
    static func swipe(jumpingAt fraction: Double, by seconds: Int64) throws -> [InputEvent] {
        var events = try SyntheticGesture().touchDown(x: 1, y: 50).move(to: 70, y: 50, duration: 0.8, rate: 120)
            .hold(0.1).lift().events(for: SyntheticDevice.touchscreen)
        let reports = events.indices.filter { events[$0].type == .syn && events[$0].code == EventCode.synReport }
        let cut = reports[min(Int(Double(reports.count) * fraction), reports.count - 2)] + 1
        for index in cut..<events.count { events[index].time += seconds * 1_000_000 }
        return events
    }

    @Test func aContactDownAcrossAJumpIsLostAndTimeContinues() throws {
        let (summary, records) = try replaySynthetic(
            try Self.swipe(jumpingAt: 0.5, by: 1_000_000_000), device: SyntheticDevice.touchscreen,
            options: ReplayOptions())
        #expect(summary.transitions.last?.rule == .inputLost)
        #expect(summary.outcome == .cancelled)
        let jumps = records.compactMap { record -> InputProblem? in
            if case .input(let problem) = record, case .clockJump = problem.kind { problem } else { nil }
        }
        #expect(jumps.count == 1)
        // Every record's time stays within the recording's own second and the settle.
        #expect(records.allSatisfy { ($0.time?.seconds ?? 0) < 2 })
    }

    @Test func aJumpWithinTheBoundIsTakenAsItComes() throws {
        // A finger resting 30 s (less than the 60 s bound) is a long hold, not lost input: the swipe
        // ends by the 50 % rule at its lift, 30 s later.
        let (summary, _) = try replaySynthetic(
            try Self.swipe(jumpingAt: 1, by: 30), device: SyntheticDevice.touchscreen, options: ReplayOptions())
        #expect(summary.transitions.last?.rule == .threshold)
        #expect(summary.outcome == .finished)
        #expect((summary.transitions.last?.releasedAt?.seconds ?? 0) > 30)
    }
}

/// The models a recording is compared and plotted under by default: those that drive its device on a
/// route of their own, the class a replay declares replacing the one its bits say.
@Suite struct DefaultModelTests {
    /// A touchscreen recording takes the touchscreen models; declared a touchpad, the models with
    /// touchpad rules (each has them, and the touchpad-only KWin model is among them); a touchpad
    /// recording declared a touchscreen, the touchscreen models.
    @Test func theDeclaredClassChoosesTheModels() {
        let screen = RepositoryPaths.recordings() + "/left-finish-slow.evemu"
        let pad = RepositoryPaths.recordings() + "/touchpad-2fg-right-0.8.evemu"
        let touchscreenModels = FeelModel.all.map(\.name)
        #expect(Replay.defaultModels(path: screen, declaredClass: nil).map(\.name) == touchscreenModels)
        let declaredPad = Replay.defaultModels(path: screen, declaredClass: .touchpad)
        #expect(declaredPad.allSatisfy { $0.touchpad != nil })
        #expect(declaredPad.contains { $0.name == "kwin" })
        #expect(!declaredPad.contains { $0.name == "uikit" })
        #expect(Replay.defaultModels(path: pad, declaredClass: nil).map(\.name) == declaredPad.map(\.name))
        #expect(Replay.defaultModels(path: pad, declaredClass: .touchscreen).map(\.name) == touchscreenModels)
    }
}
