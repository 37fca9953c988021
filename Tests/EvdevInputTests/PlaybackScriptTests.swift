import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// Frames as a player writes them: the events up to each `SYN_REPORT`, `SYN_DROPPED` left out.
@Suite struct PlaybackScriptTests {
    static func event(_ time: Int64, _ type: EventType, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: time, type: type, code: code, value: value)
    }

    static func report(_ time: Int64) -> InputEvent { event(time, .syn, EventCode.synReport, 0) }

    @Test("frames end at each SYN_REPORT and are due at its time")
    func grouping() {
        let events = [
            Self.event(10, .abs, EventCode.absMTSlot, 0), Self.event(10, .abs, EventCode.absMTTrackingID, 4),
            Self.report(12), Self.event(20, .abs, EventCode.absMTPositionX, 300), Self.report(20), Self.report(35),
        ]
        let script = PlaybackScript(events: events)
        #expect(script.frameCount == 3)
        #expect(Array(script.frame(0)) == Array(events[0..<3]))
        #expect(Array(script.frame(1)) == Array(events[3..<5]))
        #expect(Array(script.frame(2)) == [events[5]])
        #expect((0..<3).map(script.time(ofFrame:)) == [12, 20, 35])
        #expect(script.duration == 23)
        #expect(!script.closedLastFrame)
    }

    @Test("SYN_DROPPED is not written; its time is kept and the events around it stay")
    func dropped() {
        let events = [
            Self.event(0, .key, EventCode.btnTouch, 1), Self.report(0),
            Self.event(5_000, .syn, EventCode.synDropped, 0), Self.report(5_000),
            Self.event(9_000, .key, EventCode.btnTouch, 0), Self.report(9_000),
        ]
        let script = PlaybackScript(events: events)
        #expect(script.droppedAt == [5_000])
        #expect(!script.events.contains { $0.type == .syn && $0.code == EventCode.synDropped })
        #expect(script.frameCount == 3)
        #expect((0..<3).map(script.time(ofFrame:)) == [0, 5_000, 9_000])
    }

    @Test("events after the last SYN_REPORT become a frame closed by one")
    func unterminated() {
        let script = PlaybackScript(events: [
            Self.event(0, .rel, EventCode.relX, 3), Self.report(0), Self.event(7, .rel, EventCode.relX, 4),
        ])
        #expect(script.frameCount == 2)
        #expect(Array(script.frame(1)) == [Self.event(7, .rel, EventCode.relX, 4), Self.report(7)])
        #expect(script.closedLastFrame)
    }

    @Test("an empty recording has no frames")
    func empty() {
        let script = PlaybackScript(events: [])
        #expect(script.frameCount == 0)
        #expect(script.duration == 0)
    }

    @Test("the codes a node lacks are named as libevdev names them, by type and code")
    func missingCodes() {
        let script = PlaybackScript(events: [
            Self.event(0, .abs, EventCode.absMTPressure, 9), Self.event(0, .key, EventCode.btnTouch, 1),
            Self.event(0, .abs, EventCode.absMTPositionX, 1), Self.report(0),
        ])
        var node = DeviceDescription(name: "node")
        node.enable(.abs, EventCode.absMTPositionX, AbsInfo(minimum: 0, maximum: 10))
        #expect(script.codesMissing(from: node) == ["BTN_TOUCH", "ABS_MT_PRESSURE"])
        node.enable(.key, EventCode.btnTouch)
        node.enable(.abs, EventCode.absMTPressure, AbsInfo(minimum: 0, maximum: 255))
        #expect(script.codesMissing(from: node).isEmpty)
    }

    @Test("a recording file reads into the same frames as its events")
    func readsFile() throws {
        let path = RepositoryPaths.recordings() + "/left-finish-slow.evemu"
        let script = try PlaybackScript(reading: Recording.open(path))
        let reader = try Recording.open(path)
        var reports = 0
        var count = 0
        while let event = try reader.next() {
            count += 1
            if event.type == .syn && event.code == EventCode.synReport { reports += 1 }
        }
        #expect(script.frameCount == reports)
        #expect(script.events.count == count)
    }
}
