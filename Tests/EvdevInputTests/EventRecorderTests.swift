import EvdevInput
import Foundation
import GestureTestSupport
import OutputSupport
import Testing

/// `EventRecorder`: relative times as the reference recorders write them, a flush per frame, the
/// counts for the status line, the SYN_DROPPED layout, and salvage after a cut-off write.
@Suite struct EventRecorderTests {
    /// A kernel-like stream on CLOCK_MONOTONIC (µs since boot): two fingers down, one moves, both
    /// lift; 8 ms frames.
    static let t0: Int64 = 5_123_456_789
    static let stream: [InputEvent] = {
        func abs(_ t: Int64, _ code: UInt16, _ value: Int32) -> InputEvent {
            InputEvent(time: t0 + t, type: .abs, code: code, value: value)
        }
        func report(_ t: Int64) -> InputEvent {
            InputEvent(time: t0 + t, type: .syn, code: EventCode.synReport, value: 0)
        }
        return [
            abs(0, EventCode.absMTSlot, 0), abs(0, EventCode.absMTTrackingID, 7), abs(0, EventCode.absMTPositionX, 100),
            abs(0, EventCode.absMTPositionY, 200), abs(0, EventCode.absMTSlot, 1), abs(0, EventCode.absMTTrackingID, 8),
            abs(0, EventCode.absMTPositionX, 500), abs(0, EventCode.absMTPositionY, 600), report(0),
            abs(8_000, EventCode.absMTSlot, 0), abs(8_000, EventCode.absMTPositionX, 140), report(8_000),
            abs(16_001, EventCode.absMTTrackingID, -1), abs(16_001, EventCode.absMTSlot, 1),
            abs(16_001, EventCode.absMTTrackingID, -1), report(16_001),
        ]
    }()

    static func recorder(_ format: RecordingFormat, at path: String) throws -> EventRecorder {
        try EventRecorder(
            output: OutputFile(path: path, overwrite: false), format: format, description: SyntheticDevice.touchscreen,
            node: "/dev/input/event5")
    }

    @Test(
        "times are relative to the first event: evemu-record starts at 1 µs, libinput record at 0",
        arguments: [
            (RecordingFormat.evemu, Int64(1)), (RecordingFormat.libinput, Int64(0)),
        ])
    func relativeTimes(format: RecordingFormat, firstTime: Int64) throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("out")
        let recorder = try Self.recorder(format, at: path)
        for event in Self.stream { try recorder.record(event) }
        try recorder.finish()
        let read = try RecordingContents.read(path)
        // Worked by hand: each event keeps its type, code and value; its time is its offset from
        // the first event (0, 8000 or 16001 µs) plus the format's first time.
        let expected = Self.stream.map { event in
            InputEvent(time: event.time - Self.t0 + firstTime, type: event.type, code: event.code, value: event.value)
        }
        #expect(read.events == expected)
        #expect(read.events.last?.time == 16_001 + firstTime)
    }

    @Test("counts: 16 events, 3 frames, 2 contacts after the first frame, 0 after the lift")
    func counts() throws {
        let scratch = try TemporaryDirectory()
        let recorder = try Self.recorder(.evemu, at: scratch.file("out.evemu"))
        var contactsAfterFrames: [Int] = []
        for event in Self.stream {
            try recorder.record(event)
            if event.code == EventCode.synReport && event.type == .syn {
                contactsAfterFrames.append(recorder.activeContacts)
            }
        }
        #expect(recorder.eventCount == 16)
        #expect(recorder.frameCount == 3)
        #expect(contactsAfterFrames == [2, 2, 0])
        #expect(recorder.gaps.isEmpty)
    }

    @Test(
        "each frame is on disk when its SYN_REPORT is recorded, and not before",
        arguments: RecordingFormat.allCases.filter(\.isWritable))
    func flushPerFrame(format: RecordingFormat) throws {
        let scratch = try TemporaryDirectory()
        let output = try OutputFile(path: scratch.file("out"), overwrite: false)
        let recorder = try EventRecorder(
            output: output, format: format, description: SyntheticDevice.touchscreen, node: nil)
        let header = try String(contentsOfFile: output.temporaryPath, encoding: .utf8)
        #expect(header.hasPrefix(format == .evemu ? "# EVEMU 1.3\n" : "# libinput record\n"))
        for event in Self.stream.prefix(8) { try recorder.record(event) }
        #expect(try String(contentsOfFile: output.temporaryPath, encoding: .utf8) == header)
        try recorder.record(Self.stream[8])
        let afterFrame = try String(contentsOfFile: output.temporaryPath, encoding: .utf8)
        let lines = afterFrame.dropFirst(header.count).split(separator: "\n")
        // 9 event lines (evemu) or a `- evdev:` line and 9 event lines (libinput).
        #expect(lines.count == (format == .evemu ? 9 : 10))
        #expect(lines.last?.contains("SYN_REPORT") == true)
    }

    @Test(
        "a SYN_DROPPED written as EvdevDevice delivers it is one gap; contacts gone in the resync are lost, not lifted")
    func droppedLayout() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("out.evemu")
        let recorder = try Self.recorder(.evemu, at: path)
        for event in Self.stream.prefix(9) { try recorder.record(event) }
        #expect(recorder.activeContacts == 2)
        let t = Self.t0 + 50_000
        let resync: [InputEvent] = [
            InputEvent(time: t, type: .syn, code: EventCode.synDropped, value: 0),
            InputEvent(time: t, type: .syn, code: EventCode.synReport, value: 0),
            InputEvent(time: t, type: .abs, code: EventCode.absMTSlot, value: 0),
            InputEvent(time: t, type: .abs, code: EventCode.absMTTrackingID, value: -1),
            InputEvent(time: t, type: .abs, code: EventCode.absMTSlot, value: 1),
            InputEvent(time: t, type: .abs, code: EventCode.absMTTrackingID, value: -1),
            InputEvent(time: t, type: .syn, code: EventCode.synReport, value: 0),
        ]
        for event in resync { try recorder.record(event) }
        #expect(recorder.gaps.count == 1)
        #expect(recorder.activeContacts == 0)
        try recorder.finish()
        let read = try RecordingContents.read(path)
        #expect(read.events.count == 16)
        var statistics = RecordingStatistics(description: read.description)
        for event in read.events { statistics.add(event) }
        #expect(statistics.gaps.count == 1)
        // Both lifts happened while events were lost: they were never seen, so neither contact was lifted.
        #expect(statistics.gaps.first?.lostContacts == [0, 1])
        #expect(statistics.contacts.count == 2)
        #expect(statistics.contacts.allSatisfy { !$0.lifted })
    }

    @Test(
        "salvage cuts a half-written line back to the last complete frame",
        arguments: RecordingFormat.allCases.filter(\.isWritable))
    func salvageAfterCutOffWrite(format: RecordingFormat) throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("out")
        let output = try OutputFile(path: path, overwrite: false)
        let recorder = try EventRecorder(
            output: output, format: format, description: SyntheticDevice.touchscreen, node: nil)
        for event in Self.stream.prefix(12) { try recorder.record(event) }
        // What a full disk leaves: the start of the next frame's text, cut mid-line.
        let handle = try #require(FileHandle(forWritingAtPath: output.temporaryPath))
        handle.seekToEndOfFile()
        handle.write(
            Data((format == .evemu ? "E: 0.016002 0003 0039 -001" : "  - evdev:\n    - [  0,  16002,   3,  5").utf8))
        try handle.close()
        #expect(recorder.salvage())
        let read = try RecordingContents.read(path)
        #expect(read.events.count == 12)
        #expect(read.events.last?.code == EventCode.synReport)
        #expect(!FileManager.default.fileExists(atPath: output.temporaryPath))
    }

    @Test(
        "salvage with no complete frame keeps the header alone",
        arguments: RecordingFormat.allCases.filter(\.isWritable))
    func salvageBeforeTheFirstFrame(format: RecordingFormat) throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("out")
        let output = try OutputFile(path: path, overwrite: false)
        let recorder = try EventRecorder(
            output: output, format: format, description: SyntheticDevice.touchscreen, node: nil)
        let handle = try #require(FileHandle(forWritingAtPath: output.temporaryPath))
        handle.seekToEndOfFile()
        handle.write(Data("E: 0.0000".utf8))
        try handle.close()
        #expect(recorder.salvage())
        let read = try RecordingContents.read(path)
        #expect(read.events.isEmpty)
        #expect(read.description?.name == SyntheticDevice.touchscreen.name)
    }
}
