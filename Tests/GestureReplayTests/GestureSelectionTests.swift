import EvdevInput
import Foundation
import GestureReplay
import GestureTestSupport
import Testing

/// Selecting gestures out of a recording (issue 15, item 5).
@Suite struct GestureSelectionTests {
    static let twoSwipes = RepositoryPaths.recordings() + "/left-two-swipes.evemu"

    /// Touch sequences counted from the raw events: ABS_MT_TRACKING_ID going from none active to one.
    static func independentGestureCount(_ path: String) throws -> Int {
        let reader = try Recording.open(path)
        var active = Set<Int32>()
        var slot: Int32 = 0
        var slots: [Int32: Int32] = [:]
        var count = 0
        while let event = try reader.next() {
            guard event.type == .abs else { continue }
            if event.code == EventCode.absMTSlot { slot = event.value }
            if event.code == EventCode.absMTTrackingID {
                if event.value >= 0 {
                    if active.isEmpty { count += 1 }
                    active.insert(slot)
                    slots[slot] = event.value
                } else {
                    active.remove(slot)
                }
            }
        }
        return count
    }

    @Test("gestureStarts counts the touch sequences the raw events hold")
    func countsGestures() throws {
        let starts = try Replay.gestureStarts(path: Self.twoSwipes)
        #expect(starts.count == (try Self.independentGestureCount(Self.twoSwipes)))
        #expect(starts.count == 2)
        #expect(starts[0] == 0)
    }

    @Test("--gesture 2 replays the second swipe alone: the result of the whole replay's second transition")
    func secondGestureAlone() throws {
        let whole = try Replay.run(path: Self.twoSwipes, options: ReplayOptions())
        var options = ReplayOptions()
        options.selection = GestureSelection(gesture: 2)
        let second = try Replay.run(path: Self.twoSwipes, options: options)
        #expect(whole.transitions.count == 2)
        #expect(second.transitions.count == 1)
        #expect(second.transitions[0].outcome == whole.transitions[1].outcome)
        #expect(second.transitions[0].rule == whole.transitions[1].rule)
        #expect(second.transitions[0].releasePercent == whole.transitions[1].releasePercent)
    }

    @Test("--from/--to keep the gestures that begin in the window")
    func timeWindow() throws {
        let starts = try Replay.gestureStarts(path: Self.twoSwipes)
        var options = ReplayOptions()
        options.selection = GestureSelection(from: starts[1] - 0.001)
        #expect(try Replay.run(path: Self.twoSwipes, options: options).transitions.count == 1)
        options.selection = GestureSelection(from: 0, to: starts[1] + 0.001)
        #expect(try Replay.run(path: Self.twoSwipes, options: options).transitions.count == 2)
        // A selection that matches nothing is an error that says what the recording has, not an empty pass.
        options.selection = GestureSelection(gesture: 3)
        #expect {
            try Replay.run(path: Self.twoSwipes, options: options)
        } throws: { error in
            guard case .emptySelection(_, _, let gestures, _) = error as? ReplayError else { return false }
            return gestures == 2
        }
    }

    @Test("a bad selection is a usage error naming the flag")
    func badSelection() throws {
        let zero = try CommandRunner.run(["replay", "recordings/left-two-swipes.evemu", "--gesture", "0"])
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--gesture must be 1 or more"))
        let window = try CommandRunner.run(["replay", "recordings/left-two-swipes.evemu", "--from", "2", "--to", "1"])
        #expect(window.status == 64)
        #expect(window.stderr.contains("--from must not be after --to"))
    }

    @Test("compare gives one row per model and gesture")
    func compareRows() throws {
        let result = try CommandRunner.run([
            "compare", "recordings/left-two-swipes.evemu", "--models", "uikit,android", "--json",
        ])
        #expect(result.status == 0)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 4)
        #expect(rows.map { $0["gesture"] as? Int } == [1, 2, 1, 2])
        #expect(rows.map { $0["model"] as? String } == ["uikit", "uikit", "android", "android"])
    }
}
