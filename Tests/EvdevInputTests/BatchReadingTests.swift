import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// Reading and assembling a batch at a time (`EventReader.next(into:)`,
/// `FrameAssembler.feed(contentsOf:)`, `RecordingStatistics.add(eventsOf:)`) gives what one event at a
/// time gives: the same events, lines, errors, frames, gaps and anomalies, wherever a batch ends
/// (issue 17).
@Suite struct BatchReadingTests {
    /// Batch sizes: one event, a few, a pipeline chunk, more than a chunk.
    static let batchSizes = [1, 7, 4096, 10_000]

    /// Reads `path` a batch of `size` at a time: the events, the reader's line after each batch (with
    /// the batch's last index), and the error that ended it.
    static func readBatches(_ path: String, size: Int) -> (
        events: [InputEvent], lines: [(last: Int, line: Int)], error: RecordingError?
    ) {
        var events: [InputEvent] = []
        var lines: [(Int, Int)] = []
        let buffer = UnsafeMutableBufferPointer<InputEvent>.allocate(capacity: size)
        defer { buffer.deallocate() }
        do throws(RecordingError) {
            let reader = try Recording.open(path)
            while true {
                let count = try reader.next(into: buffer)
                guard count > 0 else { break }
                #expect(count <= size)
                events.append(contentsOf: buffer[..<count])
                lines.append((events.count - 1, reader.lineNumber))
            }
        } catch {
            return (events, lines, error)
        }
        return (events, lines, nil)
    }

    @Test("a batch read gives every event, and the line of each batch's last", arguments: batchSizes)
    func eventsAndLines(size: Int) throws {
        let scratch = try TemporaryDirectory()
        let file = try ReaderPipelineTests.writeEvemu(scratch)
        let read = Self.readBatches(file.path, size: size)
        #expect(read.error == nil)
        ReaderPipelineTests.expectFormula(read.events, count: file.count)
        for (last, line) in read.lines where file.lines[last] != line {
            Issue.record("after event \(last): line \(line), expected \(file.lines[last])")
            return
        }
    }

    @Test(
        "a bad line ends a batch read after the events before it, with the sequential read's error",
        arguments: [ReaderPipelineTests.chunkEvents - 1, ReaderPipelineTests.chunkEvents * 3 + 5])
    func errorAfterEvents(badIndex: Int) throws {
        let scratch = try TemporaryDirectory()
        var text = MalformedCase.evemuHeader
        for index in 0..<badIndex { text += ReaderPipelineTests.evemuLine(index) }
        text += "E: 1.000000 0003 0035 twelve\n"
        var after = badIndex
        while text.utf8.count < ReaderPipelineTests.largeFileBytes {
            text += ReaderPipelineTests.evemuLine(after)
            after += 1
        }
        let path = try scratch.write("bad.evemu", text)
        let sequential = ReaderPipelineTests.readAll(path)
        for size in Self.batchSizes {
            let read = Self.readBatches(path, size: size)
            ReaderPipelineTests.expectFormula(read.events, count: badIndex)
            #expect(read.error != nil && read.error == sequential.error, "batches of \(size)")
        }
    }

    /// A deterministic stream of protocol B frames with the troubles the assembler handles: a
    /// `SYN_DROPPED` inside a frame and between frames, a slot out of range, a tracking id replaced
    /// without a lift, and frames of one event more than ``FrameAssembler/maximumFrameEvents`` and of
    /// exactly that many.
    static func troubledEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        var time: Int64 = 0
        func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: time, type: EventType(rawValue: type), code: code, value: value))
        }
        func report() {
            add(0, EventCode.synReport, 0)
            time += 8_000
        }
        for frame in 0..<3_000 {
            let frameStart = events.count
            let slot = Int32(frame / 40 % 3)
            add(3, EventCode.absMTSlot, slot)
            if frame % 40 == 0 { add(3, EventCode.absMTTrackingID, Int32(frame)) }
            add(3, EventCode.absMTPositionX, Int32(frame % 97))
            add(3, EventCode.absMTPositionY, Int32(frame % 89))
            switch frame % 250 {
            case 17: add(0, EventCode.synDropped, 0)  // inside a frame
            case 60: add(3, EventCode.absMTSlot, 99)  // out of range
            case 99: add(3, EventCode.absMTTrackingID, Int32(frame + 100_000))  // replaced, no lift
            case 140, 141:
                // One event more than a frame may hold, and exactly as many.
                let size = FrameAssembler.maximumFrameEvents + (frame % 250 == 140 ? 1 : 0)
                while events.count - frameStart < size { add(3, EventCode.absMTPositionX, Int32(events.count % 50)) }
            default: break
            }
            if frame % 40 == 39 { add(3, EventCode.absMTTrackingID, -1) }
            report()
            if frame % 250 == 200 {
                add(0, EventCode.synDropped, 0)  // between frames
                add(3, EventCode.absMTPositionX, 5)
                report()
            }
        }
        return events
    }

    /// Everything an assembler reports, for comparing two.
    struct Assembled: Equatable {
        var frames: [TouchFrame] = []
        var gaps: [InputGap] = []
        var anomalies: [FrameAssembler.Anomaly] = []
        var reports = 0
    }

    static func assembled(_ assembler: FrameAssembler, frames: [TouchFrame]) -> Assembled {
        Assembled(frames: frames, gaps: assembler.gaps, anomalies: assembler.anomalies, reports: assembler.reportCount)
    }

    @Test("feeding batches gives the frames, gaps and anomalies of feeding each event", arguments: batchSizes + [8_193])
    func assemblerBatches(size: Int) throws {
        let events = Self.troubledEvents()
        var single = FrameAssembler(description: nil)
        var expected: [TouchFrame] = []
        for event in events {
            if let frame = single.feed(event) { expected.append(frame) }
        }
        let reference = Self.assembled(single, frames: expected)
        // The stream has what it is meant to test.
        #expect(!reference.gaps.isEmpty)
        #expect(reference.anomalies.contains { if case .oversizedFrame = $0.kind { true } else { false } })
        #expect(reference.anomalies.contains { if case .slotOutOfRange = $0.kind { true } else { false } })

        var batched = FrameAssembler(description: nil)
        var frames: [TouchFrame] = []
        events.withUnsafeBufferPointer { all in
            var start = 0
            while start < all.count {
                let end = min(start + size, all.count)
                batched.feed(contentsOf: UnsafeBufferPointer(rebasing: all[start..<end])) { frames.append($0) }
                start = end
            }
        }
        #expect(Self.assembled(batched, frames: frames) == reference)
    }

    /// The statistics of `path` gathered one event at a time.
    static func statisticsEventByEvent(_ path: String) throws -> RecordingStatistics {
        let reader = try Recording.open(path)
        var statistics = RecordingStatistics(description: reader.description)
        while let event = try reader.next() { statistics.add(event) }
        return statistics
    }

    static func expectSame(_ batched: RecordingStatistics, _ single: RecordingStatistics, _ name: String) {
        #expect(batched.eventCount == single.eventCount, "\(name)")
        #expect(batched.frameCount == single.frameCount, "\(name)")
        #expect(batched.firstTime == single.firstTime && batched.lastTime == single.lastTime, "\(name)")
        #expect(batched.gaps == single.gaps && batched.bugs == single.bugs, "\(name)")
        #expect(batched.contacts.count == single.contacts.count, "\(name)")
        for (a, b) in zip(batched.contacts, single.contacts)
        where a.id != b.id || a.end != b.end || a.frames != b.frames || a.pathLength != b.pathLength
            || a.maxSpeed != b.maxSpeed || a.lifted != b.lifted
        {
            Issue.record("\(name): contact \(a.id) differs")
            return
        }
    }

    @Test("statistics gathered a batch at a time equal those gathered event by event")
    func statisticsOfLargeFile() throws {
        let scratch = try TemporaryDirectory()
        let file = try ReaderPipelineTests.writeEvemu(scratch)
        let reader = try Recording.open(file.path)
        var batched = RecordingStatistics(description: reader.description)
        try batched.add(eventsOf: reader)
        #expect(batched.eventCount == file.count)
        Self.expectSame(batched, try Self.statisticsEventByEvent(file.path), "large.evemu")
    }

    @Test(
        "statistics of each corpus recording are the same a batch at a time",
        .enabled(if: Corpus.files != nil), arguments: Corpus.evemu + Corpus.libinput)
    func statisticsOfCorpus(entry: Corpus.Entry) throws {
        var batched: RecordingStatistics?
        var batchError: RecordingError?
        do throws(RecordingError) {
            let reader = try Recording.open(entry.path, descriptionPath: entry.descriptionPath)
            batched = RecordingStatistics(description: reader.description)
            try batched?.add(eventsOf: reader)
        } catch {
            batchError = error
        }
        var single: RecordingStatistics?
        var singleError: RecordingError?
        do throws(RecordingError) {
            let reader = try Recording.open(entry.path, descriptionPath: entry.descriptionPath)
            single = RecordingStatistics(description: reader.description)
            while let event = try reader.next() { single?.add(event) }
        } catch {
            singleError = error
        }
        // A file the readers reject is rejected the same way, after the same events.
        #expect(batchError == singleError)
        if let batched, let single { Self.expectSame(batched, single, entry.file) }
    }
}
