import GestureCore

/// The event part of an evemu file, after its description: one event per `E:` line, with the
/// checks every reader applies.
///
/// Runs on the reader's thread, or on a pipeline's for a large file (``EvemuReader``).
final class EvemuEventParser: EventParser {
    let path: String
    var lineNumber: Int { lines.lineNumber }

    private let lines: LineReader
    @exclusivity(unchecked) private var pending: UnsafeBufferPointer<UInt8>?
    /// The checks, with the time of the last event accepted.
    @exclusivity(unchecked) private(set) var validator: EventValidator

    /// Continues `lines`, whose last line read is `pending` (the first `E:` line, or nil).
    init(lines: LineReader, pending: UnsafeBufferPointer<UInt8>?, validator: EventValidator) {
        path = lines.path
        self.lines = lines
        self.pending = pending
        self.validator = validator
    }

    /// Parses the range its line reader was restarted at (``LineReader/restart(at:limit:lineNumber:)``)
    /// with `validator`, as if its lines came first.
    func restart(validator: EventValidator) {
        pending = nil
        self.validator = validator
    }

    func fill(
        _ events: UnsafeMutablePointer<InputEvent>, lines lineNumbers: UnsafeMutablePointer<Int>, capacity: Int
    ) -> Int {
        guard pending == nil else { return 0 }
        let (start, available) = lines.buffered
        var offset = 0
        var line = lines.lineNumber
        var validator = self.validator
        var filled = 0
        while filled < capacity,
            let (event, length) = EvemuFastLine.parse(start + offset, count: available - offset),
            length <= LineReader.maximumLineLength, validator.accepts(event)
        {
            events[filled] = event
            line += 1
            lineNumbers[filled] = line
            filled += 1
            offset += length
        }
        self.validator = validator
        lines.consumeLines(filled, bytes: offset)
        return filled
    }

    func next() throws(RecordingError) -> InputEvent? {
        // The common line, parsed in place in one pass; anything else takes the careful path below,
        // which gives the same event or the error naming the line.
        if pending == nil {
            let (start, count) = lines.buffered
            if let (event, length) = EvemuFastLine.parse(start, count: count),
                length <= LineReader.maximumLineLength, validator.accepts(event)
            {
                lines.consumeLine(length: length)
                return event
            }
        }
        while true {
            let line: UnsafeBufferPointer<UInt8>
            if let held = pending {
                line = held
                pending = nil
            } else {
                guard let read = try lines.nextLine() else { return nil }
                line = read
            }
            if line.isEmpty || line[0] == 0x23 || line.isBlank { continue }
            guard line.hasPrefix("E:") else {
                throw .bad(
                    path, line: lines.lineNumber, expected: "an event line `E: sec.usec type code value`", text: line)
            }
            let event = try parseEvent(line)
            if let problem = validator.problem(with: event) {
                throw RecordingError(
                    .badData, path: path, line: lines.lineNumber, expected: problem.expected, found: problem.found)
            }
            return event
        }
    }

    /// Parses `E: sec.usec type code value [# comment]` (the careful path: every variant, and the
    /// error naming the line).
    private func parseEvent(_ line: UnsafeBufferPointer<UInt8>) throws(RecordingError) -> InputEvent {
        var scanner = ByteScanner(line)
        scanner.index = 2
        scanner.skipBlanks()
        guard let seconds = scanner.unsigned(maxDigits: 12), scanner.consume(0x2e),
            let micros = scanner.unsigned(maxDigits: 6), scanner.skipBlanks(),
            let type = scanner.hex(maxDigits: 4), scanner.skipBlanks(),
            let code = scanner.hex(maxDigits: 4), scanner.skipBlanks(),
            let value = scanner.int32(), scanner.restIsBlankOrComment()
        else {
            throw .bad(
                path, line: lines.lineNumber,
                expected: "an event `E: sec.usec type code value` (hex type and code, decimal 32-bit value)",
                text: line)
        }
        return InputEvent(
            time: Microseconds.time(seconds: Int64(seconds.value), micros: Int64(micros.value)),
            type: EventType(rawValue: UInt16(type)),
            code: UInt16(code), value: value)
    }
}
