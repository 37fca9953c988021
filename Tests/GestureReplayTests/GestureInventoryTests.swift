import EvdevInput
import GestureReplay
import GestureTestSupport
import Testing

/// `inspect`'s list of gestures (issue 37, item 10) and the cut a selection makes: each gesture's
/// verdict is what the engine decides for `--gesture N` over the whole file, a path that cuts nothing.
@Suite struct GestureInventoryTests {
    /// Reads `path` through an inventory and returns its entries.
    static func inventory(_ path: String, options: ReplayOptions = ReplayOptions()) throws -> [GestureInventory.Entry] {
        let inventory = GestureInventory(try Recording.open(path), options: options)
        while try inventory.next() != nil {}
        return inventory.entries
    }

    /// The engine's verdict for gesture `number`, selected inside the replay (``GestureFilter``).
    static func selected(_ path: String, _ number: Int) throws -> ReplaySummary {
        var options = ReplayOptions()
        options.selection = GestureSelection(gesture: number)
        return try Replay.run(path: path, options: options)
    }

    /// Outcome, rule and release percent of every transition.
    static func decisions(_ summary: ReplaySummary) -> [String] {
        summary.transitions.map {
            "\($0.settledOutcome) \(String(describing: $0.rule)) \(String(describing: $0.releasePercent))"
        }
    }

    @Test("the two swipes are two gestures with their contacts' times, each decided as --gesture N decides it")
    func twoSwipes() throws {
        let path = RepositoryPaths.recordings() + "/left-two-swipes.evemu"
        let entries = try Self.inventory(path)
        // The file's two contacts: 0–0.6 s to 70 % of the width, 1.6–2.1 s to 20 % (inspect's contact lines).
        #expect(entries.map(\.number) == [1, 2])
        #expect(entries.map(\.start) == [0, 1.6])
        #expect(entries.map(\.end) == [0.6, 2.1])
        #expect(entries.allSatisfy { $0.contacts == 1 && $0.mostAtOnce == 1 && !$0.unfinished })
        // UIKit's rule, 50 % of the width at the release: 70 % finishes, 20 % cancels.
        let outcomes = try entries.map { try #require(try $0.verdict?.get()).outcome }
        #expect(outcomes == [.finished, .cancelled])
        for entry in entries {
            let verdict = try #require(try entry.verdict?.get())
            #expect(Self.decisions(verdict) == Self.decisions(try Self.selected(path, entry.number)))
        }
    }

    @Test(
        "every gesture of a corpus recording is decided as the engine decides --gesture N",
        .enabled(if: Corpus.files != nil, Corpus.missing), arguments: Corpus.evemuRecordings)
    func corpusGestures(_ entry: Corpus.Entry) throws {
        let entries = try Self.inventory(entry.path)
        for gesture in entries.prefix(4) {
            let verdict = try #require(try gesture.verdict?.get())
            #expect(
                Self.decisions(verdict) == Self.decisions(try Self.selected(entry.path, gesture.number)),
                "gesture \(gesture.number)")
        }
    }

    @Test("a cut restates what the dropped frames set: a pen that hovered before it touched keeps its position")
    func cutKeepsTheHoverPosition() throws {
        // The pen hovers (BTN_TOOL_PEN, ABS_X/ABS_Y) far from the left edge, then touches without
        // moving: the touch frame carries BTN_TOUCH only, as the kernel sends no unchanged axis.
        var description = DeviceDescription(name: "pen")
        description.properties = [.direct]
        description.codes[.abs] = [EventCode.absX, EventCode.absY]
        description.absInfo[EventCode.absX] = AbsInfo(minimum: 0, maximum: 999, resolution: 10)
        description.absInfo[EventCode.absY] = AbsInfo(minimum: 0, maximum: 999, resolution: 10)
        description.codes[.key] = [EventCode.btnTouch, EventCode.btnToolPen]
        func event(_ ms: Int64, _ type: EventType, _ code: UInt16, _ value: Int32) -> InputEvent {
            InputEvent(time: ms * 1000, type: type, code: code, value: value)
        }
        let sync: (Int64) -> InputEvent = { event($0, .syn, EventCode.synReport, 0) }
        var events = [
            event(0, .key, EventCode.btnToolPen, 1), event(0, .abs, EventCode.absX, 800),
            event(0, .abs, EventCode.absY, 500), sync(0),
            event(10, .key, EventCode.btnTouch, 1), sync(10),
        ]
        for step in 1...5 {
            events += [
                event(10 + Int64(step) * 10, .abs, EventCode.absY, 500 + Int32(step)), sync(10 + Int64(step) * 10),
            ]
        }
        events += [event(100, .key, EventCode.btnTouch, 0), sync(100)]
        let whole = EventArrayReader(events, description: description, path: "pen", format: .evemu)
        let cut = SelectedEventReader(whole, selection: GestureSelection(gesture: 1))
        var kept: [InputEvent] = []
        while let next = try cut.next() { kept.append(next) }
        // The cut begins at the touch, led by the hover's axes and the pen held.
        #expect(kept.first?.time == 10_000)
        #expect(kept.contains(event(10, .abs, EventCode.absX, 800)))
        #expect(kept.contains(event(10, .key, EventCode.btnToolPen, 1)))
        #expect(!kept.contains { $0.time == 0 })
    }
}
