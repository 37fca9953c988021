import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// Large recordings are parsed on a second thread in chunks (files of 4 MiB and more): the events,
/// their line numbers and the errors are those of a sequential read, wherever a chunk ends (issue 17).
///
/// Expected events come from the formula that wrote the file, not from a reader.
@Suite struct ReaderPipelineTests {
    /// Comfortably above the 4 MiB from which a recording is parsed on a second thread.
    static let largeFileBytes = 5 << 20
    /// Events per chunk of the pipeline (`EventPipeline.chunkCapacity`), to place lines at its edges.
    static let chunkEvents = 4096

    /// The `index`th event of the generated files: a contact moving, `SYN_REPORT` every fifth
    /// event, time rising by 1 ms a frame, some values negative.
    static func event(_ index: Int) -> (time: Int64, type: UInt16, code: UInt16, value: Int32) {
        let frame = Int64(index / 5)
        switch index % 5 {
        case 0: return (frame * 1_000, 3, 0x35, Int32(index % 1_000))
        case 1: return (frame * 1_000, 3, 0x36, Int32(index % 700))
        case 2: return (frame * 1_000, 3, 0x2f, 0)
        case 3: return (frame * 1_000, 4, 0x05, Int32(index % 300) - 150)  // MSC_TIMESTAMP-like, negative too
        default: return (frame * 1_000, 0, 0, 0)
        }
    }

    /// An evemu line for event `index`, in one of the spellings evemu-record and others write, or that
    /// the careful path accepts (a comment right after the value).
    static func evemuLine(_ index: Int, crlf: Bool = false) -> String {
        let event = event(index)
        let seconds = event.time / 1_000_000
        let micros = String(event.time % 1_000_000)
        let time = "\(seconds)." + String(repeating: "0", count: 6 - micros.count) + micros
        let type = hex4(event.type)
        let code = hex4(event.code)
        let ending = crlf ? "\r\n" : "\n"
        switch index % 8 {
        case 0: return "E: \(time) \(type) \(code) \(event.value)" + ending
        case 1: return "E: \(time) \(type) \(code) \(event.value)\t# EV_ABS / something \(index)" + ending
        case 2: return "E:\t\(time)  0x\(type)\t\(code) \(event.value) # spaced" + ending
        case 3:
            let padded = event.value < 0 ? "\(event.value)" : "000\(event.value)"
            return "E: \(time) \(type) \(code) \(padded)" + ending
        case 4: return "# a comment between events" + ending + "E: \(time) \(type) \(code) \(event.value)" + ending
        case 5: return "\n" + "E: \(time) \(type) \(code) \(event.value)   " + ending
        case 6: return "E: \(time) \(type) \(code) \(event.value)# no blank before the comment" + ending
        default:
            return "E: \(time) \(type) \(code) \(event.value)\t# ------------ SYN_REPORT (0) ---------- +1ms" + ending
        }
    }

    /// Lines `evemuLine(index)` takes.
    static func evemuLineCount(_ index: Int) -> Int { index % 8 == 4 || index % 8 == 5 ? 2 : 1 }

    static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// A libinput record event line for event `index`, in libinput's spelling or a looser one.
    static func libinputLine(_ index: Int) -> String {
        let event = event(index)
        let seconds = event.time / 1_000_000
        let micros = event.time % 1_000_000
        switch index % 3 {
        case 0: return "    - [  \(seconds), \(micros),   \(event.type),  \(event.code),     \(event.value)] # EV_ABS\n"
        case 1: return "    - [\(seconds),\(micros),\(event.type),\(event.code),\(event.value)]\n"
        default: return "    -   [ \(seconds) , \(micros) , \(event.type) , \(event.code) , \(event.value) ]  \n"
        }
    }

    /// Writes an evemu file of at least `largeFileBytes` (and `minimumEvents` events); returns its
    /// path, the event count and each event's line.
    static func writeEvemu(
        _ scratch: TemporaryDirectory, minimumEvents: Int = 0, crlf: Bool = false, trailingNewline: Bool = true
    ) throws -> (path: String, count: Int, lines: [Int]) {
        var text = MalformedCase.evemuHeader
        var line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        var lines: [Int] = []
        var index = 0
        while text.utf8.count < largeFileBytes || index < minimumEvents {
            text += evemuLine(index, crlf: crlf)
            line += evemuLineCount(index)
            lines.append(line)
            index += 1
        }
        if !trailingNewline { text.removeLast() }
        return (try scratch.write("large.evemu", text), index, lines)
    }

    /// Reads every event of `path`, with the reader's line after each, up to the end or an error
    /// (opening's included).
    static func readAll(_ path: String) -> (events: [InputEvent], lines: [Int], error: RecordingError?) {
        var events: [InputEvent] = []
        var lines: [Int] = []
        do throws(RecordingError) {
            let reader = try Recording.open(path)
            while let event = try reader.next() {
                events.append(event)
                lines.append(reader.lineNumber)
            }
        } catch {
            return (events, lines, error)
        }
        return (events, lines, nil)
    }

    static func expectFormula(_ events: [InputEvent], count: Int) {
        #expect(events.count == count)
        for (index, event) in events.enumerated() {
            let expected = Self.event(index)
            guard
                event.time == expected.time && event.type.rawValue == expected.type && event.code == expected.code
                    && event.value == expected.value
            else {
                Issue.record("event \(index): \(event), expected \(expected)")
                return
            }
        }
    }

    @Test("every event and its line, in every spelling, across chunks", arguments: [false, true])
    func eventsAndLines(crlf: Bool) throws {
        let scratch = try TemporaryDirectory()
        let file = try Self.writeEvemu(scratch, crlf: crlf)
        let read = Self.readAll(file.path)
        #expect(read.error == nil)
        Self.expectFormula(read.events, count: file.count)
        #expect(read.lines == file.lines)
    }

    @Test("a last line without a newline is the last event")
    func noTrailingNewline() throws {
        let scratch = try TemporaryDirectory()
        let file = try Self.writeEvemu(scratch, trailingNewline: false)
        let read = Self.readAll(file.path)
        #expect(read.error == nil)
        Self.expectFormula(read.events, count: file.count)
        #expect(read.lines.last == file.lines.last)
    }

    @Test(
        "a bad line at a chunk's edge stops the read there, naming its line",
        arguments: [chunkEvents - 1, chunkEvents, chunkEvents + 1, chunkEvents * 11 + 3])
    func errorAtChunkEdge(badIndex: Int) throws {
        let scratch = try TemporaryDirectory()
        var text = MalformedCase.evemuHeader
        var line = 9
        var index = 0
        while text.utf8.count < Self.largeFileBytes || index <= badIndex {
            if index == badIndex {
                text += "E: 1.000000 0003 0035 twelve\n"
                line += 1
                break
            }
            text += Self.evemuLine(index)
            line += Self.evemuLineCount(index)
            index += 1
        }
        // Valid events after the bad line (a sequential reader never reaches them), up to the size
        // that is parsed on a second thread.
        var after = badIndex
        while text.utf8.count < Self.largeFileBytes {
            text += Self.evemuLine(after)
            after += 1
        }
        let path = try scratch.write("bad.evemu", text)
        let read = Self.readAll(path)
        Self.expectFormula(read.events, count: badIndex)
        let error = try #require(read.error)
        #expect(error.line == line)
        #expect(error.description.hasPrefix("\(path):\(line): expected an event `E: sec.usec type code value`"))
        #expect(error.found == "\"E: 1.000000 0003 0035 twelve\"")
    }

    @Test(
        "an error deep in a large file is the error the small file gives, lines later",
        arguments: MalformedCase.all.filter(\.failsInEvents))
    func errorMatchesSequentialRead(broken: MalformedCase) throws {
        let scratch = try TemporaryDirectory()
        let small = try scratch.write("small.rec", bytes: broken.bytes)
        let expected = try #require(Self.readAll(small).error)
        let (header, rest, filler) = try #require(broken.splitAfterHeader)
        var text = header
        var added = 0
        while text.utf8.count < Self.largeFileBytes {
            text += filler
            added += 1
        }
        let large = try scratch.write("large.rec", bytes: Array(text.utf8) + rest)
        let read = Self.readAll(large)
        let error = try #require(read.error, "read without an error")
        var shifted = expected
        shifted.path = large
        shifted.line = expected.line.map { $0 + added }
        #expect(error == shifted)
        #expect(read.events.count == (Self.readAll(small).events.count) + added)
    }

    @Test("a libinput record file: every event and its line across chunks, and a late error's line")
    func libinputRecord() throws {
        let scratch = try TemporaryDirectory()
        var text = MalformedCase.libinputHeader
        var lines: [Int] = []
        var line = 16
        var index = 0
        while text.utf8.count < Self.largeFileBytes {
            if index > 0 && index % 5 == 0 {
                text += "  - evdev:\n"
                line += 1
            }
            text += Self.libinputLine(index)
            line += 1
            lines.append(line)
            index += 1
        }
        let path = try scratch.write("large.yml", text)
        let read = Self.readAll(path)
        #expect(read.error == nil)
        Self.expectFormula(read.events, count: index)
        #expect(read.lines == lines)

        let broken = try scratch.write("broken.yml", text + "    - [0, 1000000, 3, 53, 1]\n")
        let failed = Self.readAll(broken)
        #expect(failed.events.count == index)
        #expect(failed.error?.line == line + 1)
        #expect(failed.error?.description.contains("usec below 1000000") == true)
    }

    @Test("a reader dropped after a few events stops its parser thread")
    func droppedEarly() throws {
        let scratch = try TemporaryDirectory()
        let file = try Self.writeEvemu(scratch)
        for _ in 0..<20 {
            let reader = try Recording.open(file.path)
            for _ in 0..<10 { _ = try reader.next() }
        }
        // Reaching here without a hang is the test; the last reader read what the formula says.
        let reader = try Recording.open(file.path)
        let first = try #require(try reader.next())
        #expect(first.time == 0 && first.code == 0x35)
    }

    @Test("standard input: a large recording piped to inspect gives every event")
    func standardInput() throws {
        let cli = try #require(CommandRunner.builtBinary, "gesture-replay was not built beside the tests")
        let scratch = try TemporaryDirectory()
        let file = try Self.writeEvemu(scratch)
        let run = try CommandRunner.run(
            ["60", "/bin/bash", "-c", "cat '\(file.path)' | '\(cli)' inspect --json -"], executable: "/usr/bin/timeout")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(json?["events"] as? Int == file.count)
    }
}

extension MalformedCase {
    /// Whether the case's error is found among its events (after a complete header), so more valid
    /// events can be put before it.
    var failsInEvents: Bool { splitAfterHeader != nil }

    /// The case as its header, the rest, and a valid event line that may stand between them
    /// (`SYN_REPORT` at time 0, which no later time precedes); nil when the rest holds anything but
    /// event lines, or the error is in the header.
    var splitAfterHeader: (header: String, rest: [UInt8], filler: String)? {
        for (header, headerLines, prefixes, filler) in [
            (
                Self.evemuHeader, 9, ["E:"],
                "E: 0.000000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms\n"
            ),
            (
                Self.libinputHeader, 16, ["    -"],
                "    - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms\n"
            ),
        ] {
            let head = Array(header.utf8)
            guard bytes.count > head.count, Array(bytes.prefix(head.count)) == head, line > headerLines else {
                continue
            }
            let rest = Array(bytes.dropFirst(head.count))
            let restLines = rest.split(separator: 0x0a, omittingEmptySubsequences: true)
            guard restLines.allSatisfy({ line in prefixes.contains { line.starts(with: Array($0.utf8)) } }) else {
                return nil
            }
            return (header, rest, filler)
        }
        return nil
    }
}
