import GestureTestSupport
import Testing

@testable import EvdevInput

/// A large evemu file's events are parsed in 1 MiB blocks on every core and checked by the consumer
/// (issue 17): whatever lies across a block's edge, the events, their lines, the errors and reading
/// on after each error are those of the same file read line by line on one thread.
///
/// The expectation is the sequential read of the same bytes (`EvemuReader(… inBlocks: false)`), a
/// reader that has no blocks; the files put each hard case at a block's edge, where the block reader
/// could differ.
@Suite struct BlockPipelineTests {
    /// The block size the pipeline cuts the events into (`EvemuBlockPipeline.blockSize`).
    static let block = 1 << 20
    /// Above the 4 MiB from which a file is parsed in blocks.
    static let largeBytes = 5 << 20

    /// What a reader gave: an event or an error, each with the reader's line after it.
    enum Outcome: Equatable {
        case event(InputEvent, line: Int)
        case error(String, line: Int)
    }

    /// Every event and error of `path`, reading on after each error, and the reader's last line.
    ///
    /// A line too long is reported again at every call (the reader cannot step over it), so the read
    /// stops when an error comes twice in a row.
    static func read(_ path: String, inBlocks: Bool) throws -> (outcomes: [Outcome], lastLine: Int, blocks: Bool) {
        let reader = try EvemuReader(input: RecordingInput(path: path), descriptionPath: nil, inBlocks: inBlocks)
        var outcomes: [Outcome] = []
        while true {
            do throws(RecordingError) {
                guard let event = try reader.next() else { break }
                outcomes.append(.event(event, line: reader.lineNumber))
            } catch {
                let outcome = Outcome.error(error.description, line: reader.lineNumber)
                let repeated = outcomes.last == outcome
                outcomes.append(outcome)
                if repeated { break }
            }
        }
        return (outcomes, reader.lineNumber, reader.readsInBlocks)
    }

    /// Reads `path` both ways and expects the same; returns the sequential read's outcomes.
    @discardableResult
    static func expectSequential(_ path: String) throws -> [Outcome] {
        let sequential = try read(path, inBlocks: false)
        let blocks = try read(path, inBlocks: true)
        #expect(!sequential.blocks)
        #expect(blocks.blocks, "the file was not read in blocks")
        #expect(blocks.lastLine == sequential.lastLine)
        #expect(blocks.outcomes.count == sequential.outcomes.count)
        if let index = blocks.outcomes.indices.first(where: {
            $0 < sequential.outcomes.count && blocks.outcomes[$0] != sequential.outcomes[$0]
        }) {
            Issue.record("outcome \(index): blocks \(blocks.outcomes[index]), sequential \(sequential.outcomes[index])")
        }
        return sequential.outcomes
    }

    /// An evemu file built line by line, with the byte offset of each block's edge at hand.
    struct File {
        var bytes: [UInt8] = Array(MalformedCase.evemuHeader.utf8)
        /// Where the events start: the first block's first byte.
        let sectionStart = MalformedCase.evemuHeader.utf8.count
        /// Microseconds of the next ordinary event; rises so that times never go backwards.
        var time: Int64 = 0
        var index = 0

        /// The offset of block `k`'s first byte.
        func edge(_ k: Int) -> Int { sectionStart + k * BlockPipelineTests.block }

        mutating func append(_ line: String) { bytes += Array(line.utf8) }

        /// An ordinary event line in one of evemu-record's spellings or a looser one.
        mutating func event(crlf: Bool = false) {
            let seconds = time / 1_000_000
            let micros = String(time % 1_000_000)
            let stamp = "\(seconds)." + String(repeating: "0", count: 6 - micros.count) + micros
            let ending = crlf ? "\r\n" : "\n"
            switch index % 4 {
            case 0: append("E: \(stamp) 0003 0035 \(index % 100)\t# EV_ABS / ABS_MT_POSITION_X \(index % 100)" + ending)
            case 1: append("E: \(stamp) 0003 0036 \(index % 100)" + ending)
            case 2: append("E:  \(stamp)   0x0003 0039 \(index)  # spaced" + ending)
            default: append("E: \(stamp) 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +1ms" + ending)
            }
            index += 1
            time += 250
        }

        /// Ordinary events up to `offset`, leaving 90 to 160 bytes before it for ``comments(endingAt:)``.
        mutating func events(until offset: Int, crlf: Bool = false) {
            while bytes.count + 160 < offset { event(crlf: crlf) }
        }

        /// A time a second after the last ordinary event's, as `sec.usec`; later events follow it.
        mutating func laterStamp() -> String {
            let seconds = time / 1_000_000 + 1
            time = (seconds + 1) * 1_000_000
            return "\(seconds).000000"
        }

        /// Comment lines padded so that the last one ends exactly at `offset` (its `\n` the byte before).
        mutating func comments(endingAt offset: Int) {
            while offset - bytes.count > 40 { append("# a comment line between events\n") }
            let rest = offset - bytes.count
            append("#" + String(repeating: "-", count: rest - 2) + "\n")
        }
    }

    @Test("every kind of trouble at a block's edge reads as it does line by line")
    func edges() throws {
        let scratch = try TemporaryDirectory()
        var file = File()
        // Block 1 starts with an event earlier than the last of block 0 (time goes backwards).
        file.events(until: file.edge(1))
        file.comments(endingAt: file.edge(1))
        file.append("E: 0.000001 0003 0035 7\n")
        // Block 2 starts with a line that is not an event, in the middle of a CRLF stretch.
        file.events(until: file.edge(2), crlf: true)
        file.comments(endingAt: file.edge(2))
        file.append("E: 1.000000 0003 0035 twelve\n")
        // A 600 KiB comment line runs across the edge of block 3, and block 3 starts inside it.
        file.events(until: file.edge(3) - 300_000)
        file.append("# " + String(repeating: "x", count: 600_000) + "\n")
        // Block 4 and all of block 5 hold nothing but comments; block 4 starts one byte into a line.
        file.events(until: file.edge(4))
        file.comments(endingAt: file.edge(4) + 1)
        file.comments(endingAt: file.edge(6))
        // A slot out of the device's range (0…1) right at block 6's start, then short lines, shorter
        // than evemu-record writes, filling more of block 7 than its slot holds.
        file.append("E: \(file.laterStamp()) 0003 002f 5\n")
        file.events(until: file.edge(7))
        file.comments(endingAt: file.edge(7))
        let short = "E: \(file.laterStamp().prefix { $0 != "." }).0 0 0 0\n"
        while file.bytes.count < file.edge(8) + 1000 { file.append(short) }
        // An event line starts one byte before block 9: it is block 8's, and block 9 starts inside it.
        file.events(until: file.edge(9))
        file.comments(endingAt: file.edge(9) - 1)
        file.event()
        // The last line has no newline.
        file.events(until: file.edge(9) + 200_000)
        let last = file.laterStamp()
        file.append("E: \(last) 0000 0000 0000")
        let path = try scratch.write("edges.evemu", bytes: file.bytes)
        let outcomes = try Self.expectSequential(path)
        // The file holds what it was built to: three errors, read past, and events to its last line.
        #expect(outcomes.filter { if case .error = $0 { true } else { false } }.count == 3)
        let lastSeconds = try #require(Int64(last.prefix { $0 != "." }))
        guard case .event(let event, _) = outcomes.last else {
            Issue.record("the read did not end with the last line's event: \(String(describing: outcomes.last))")
            return
        }
        #expect(event.time == lastSeconds * 1_000_000)
    }

    @Test("a line too long ends the read where the sequential read ends")
    func lineTooLong() throws {
        let scratch = try TemporaryDirectory()
        var file = File()
        file.events(until: file.edge(3) - 500)
        // Longer than the longest line accepted (1 MiB), across the edges of blocks 3 and 4.
        file.append("# " + String(repeating: "y", count: LineReader.maximumLineLength + 10) + "\n")
        file.events(until: file.edge(6))
        let path = try scratch.write("long.evemu", bytes: file.bytes)
        let outcomes = try Self.expectSequential(path)
        #expect(
            outcomes.contains { if case .error(let text, _) = $0 { text.contains("a line of at most") } else { false } }
        )
    }

    @Test("random files: lines of every kind at random places", arguments: 0..<6)
    func random(seed: UInt64) throws {
        let scratch = try TemporaryDirectory()
        var generator = SplitMix(seed: seed)
        var file = File()
        while file.bytes.count < Self.largeBytes {
            switch generator.next() % 1000 {
            case 0..<970: file.event(crlf: generator.next() % 50 == 0)
            case 970..<980: file.append("# comment \(generator.next() % 1000)\n")
            case 980..<985: file.append("\n")
            case 985..<990: file.append("E: \(file.time / 1_000_000).\(generator.next() % 999_999 + 1) 0003 0035 1\n")
            case 990..<994: file.append("E: 1.000000 0003 0035 bad\n")
            case 994..<997: file.append("# " + String(repeating: "z", count: Int(generator.next() % 200_000)) + "\n")
            default: file.append("E: \(file.time / 1_000_000).000000 0003 002f \(generator.next() % 4)\n")
            }
        }
        let path = try scratch.write("random-\(seed).evemu", bytes: file.bytes)
        try Self.expectSequential(path)
    }
}

/// A small seeded generator (SplitMix64), so a failing random file can be made again.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
