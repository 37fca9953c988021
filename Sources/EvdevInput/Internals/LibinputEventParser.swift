import GestureCore

/// The event part of a `libinput record` file, after the chosen device's description: the `evdev`
/// entries' `- [sec, usec, type, code, value]` lines, with the checks every reader applies.
///
/// Runs on the reader's thread, or on a pipeline's for a large file (``LibinputRecordReader``).
final class LibinputEventParser: EventParser {
    let path: String
    var lineNumber: Int { lines.lineNumber }

    private let lines: LineReader
    @exclusivity(unchecked) private var pending: UnsafeBufferPointer<UInt8>?
    @exclusivity(unchecked) private var inEvdevFrame = false
    /// The indentation of the events list's entries (`  - evdev:`), fixed by the first.
    @exclusivity(unchecked) private var entryIndent: Int?
    /// The indentation of the current entry's keys (`evdev:` after `- `, `libinput:` below it).
    @exclusivity(unchecked) private var keyIndent: Int?
    @exclusivity(unchecked) private var finished: Bool
    @exclusivity(unchecked) private var validator: EventValidator

    /// Continues `lines` after the header, whose last line read is `pending` (nil: none held).
    init(lines: LineReader, pending: UnsafeBufferPointer<UInt8>?, finished: Bool, validator: EventValidator) {
        path = lines.path
        self.lines = lines
        self.pending = pending
        self.finished = finished
        self.validator = validator
    }

    func fill(
        _ events: UnsafeMutablePointer<InputEvent>, lines lineNumbers: UnsafeMutablePointer<Int>, capacity: Int
    ) -> Int {
        guard inEvdevFrame, pending == nil, !finished else { return 0 }
        let (start, available) = lines.buffered
        var offset = 0
        var line = lines.lineNumber
        var validator = self.validator
        var filled = 0
        while filled < capacity {
            if let (event, length) = LibinputFastLine.parse(start + offset, count: available - offset),
                length <= LineReader.maximumLineLength, validator.accepts(event)
            {
                events[filled] = event
                line += 1
                lineNumbers[filled] = line
                filled += 1
                offset += length
            } else if LibinputFastLine.isEvdevEntry(start + offset, count: available - offset) {
                // The next frame's `  - evdev:`: still an evdev entry.
                line += 1
                offset += LibinputFastLine.evdevEntryLength
            } else {
                break
            }
        }
        self.validator = validator
        lines.consumeLines(line - lines.lineNumber, bytes: offset)
        return filled
    }

    func next() throws(RecordingError) -> InputEvent? {
        // The common line inside an `evdev` entry, parsed in place in one pass; anything else takes
        // the careful path below, which gives the same event or the error naming the line.
        if inEvdevFrame, pending == nil, !finished {
            let (start, count) = lines.buffered
            if let (event, length) = LibinputFastLine.parse(start, count: count),
                length <= LineReader.maximumLineLength, validator.accepts(event)
            {
                lines.consumeLine(length: length)
                return event
            }
        }
        while !finished {
            let raw: UnsafeBufferPointer<UInt8>
            if let held = pending {
                raw = held
                pending = nil
            } else {
                guard let read = try lines.nextLine() else {
                    finished = true
                    return nil
                }
                raw = read
            }
            guard let line = try YAMLLine.split(raw, path: path, lineNumber: lines.lineNumber) else { continue }
            if line.indent == 0 || (line.indent <= 2 && !line.isListItem) {
                finished = true
                return nil
            }
            if line.isListItem, line.indent == entryIndent ?? line.indent {
                // A new entry: `- evdev:` or another kind such as `- libinput:`. The first fixes the
                // list's indentation (libinput writes 2; YAML allows any deeper one).
                entryIndent = line.indent
                let entry = line.afterDash
                keyIndent = entry.indent
                inEvdevFrame = try isEvdevKey(entry, raw: raw)
                continue
            }
            if let entryIndent, line.indent < entryIndent {
                throw .bad(
                    path, line: lines.lineNumber,
                    expected: "an entry of the events list at indentation \(entryIndent) (`- evdev:`)", text: raw)
            }
            if !line.isListItem, line.indent == keyIndent {
                // Another key of the same entry: `evdev:` starts its events, `libinput:` others.
                inEvdevFrame = try isEvdevKey(line, raw: raw)
                continue
            }
            guard inEvdevFrame else { continue }
            guard line.isListItem else {
                throw .bad(
                    path, line: lines.lineNumber, expected: "an event `- [sec, usec, type, code, value]` on one line",
                    text: raw)
            }
            let event = try parseEvent(line.afterDash.content, raw: raw)
            if let problem = validator.problem(with: event) {
                throw RecordingError(
                    .badData, path: path, line: lines.lineNumber, expected: problem.expected, found: problem.found)
            }
            return event
        }
        return nil
    }

    /// Whether an entry's key line is `evdev:` (the events follow in block style); false for another
    /// key such as `libinput:`.
    ///
    /// YAML forms this reader does not follow are refused with the line, never skipped: an anchor
    /// (`- &a evdev:`), an alias (`- *a`), a tag, a quoted or complex key, a flow mapping
    /// (`- {evdev: [[…]]}`), and an `evdev:` whose events are not a block list below it
    /// (`evdev: [[…]]`, `evdev: *a`). Skipping them read 291 of 298 events, or turned a finish into
    /// a cancel, with exit 0.
    private func isEvdevKey(_ entry: YAMLLine, raw: UnsafeBufferPointer<UInt8>) throws(RecordingError) -> Bool {
        let expected =
            "a frame `- evdev:` with its events in block style below it "
            + "(anchors, aliases, tags and flow style are not read in the events list)"
        guard let first = entry.content.first, !Self.unfollowedStarts.contains(first),
            let (key, value) = entry.keyValue
        else {
            throw .bad(path, line: lines.lineNumber, expected: expected, text: raw)
        }
        guard key == "evdev" else { return false }
        guard value.isEmpty else { throw .bad(path, line: lines.lineNumber, expected: expected, text: raw) }
        return true
    }

    /// First bytes of an entry's content that start a YAML form the events reader does not follow:
    /// anchor `&`, alias `*`, tag `!`, flow `{` and `[`, complex key `?`, quotes, block scalars `|`
    /// and `>`, and the reserved `@` and backquote.
    private static let unfollowedStarts: Set<UInt8> = Set("&*!{[?\"'|>@`%".utf8)

    /// Parses `[sec, usec, type, code, value]`.
    private func parseEvent(
        _ content: UnsafeBufferPointer<UInt8>, raw: UnsafeBufferPointer<UInt8>
    ) throws(RecordingError) -> InputEvent {
        var scanner = ByteScanner(content)
        var numbers: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
        var ok = scanner.consume(0x5b)
        if ok {
            for position in 0..<5 {
                scanner.skipBlanks()
                guard let value = scanner.signed() else {
                    ok = false
                    break
                }
                switch position {
                case 0: numbers.0 = value
                case 1: numbers.1 = value
                case 2: numbers.2 = value
                case 3: numbers.3 = value
                default: numbers.4 = value
                }
                scanner.skipBlanks()
                if !scanner.consume(position == 4 ? 0x5d : 0x2c) {
                    ok = false
                    break
                }
            }
        }
        let (seconds, micros, type, code, value) = numbers
        guard ok, scanner.restIsBlankOrComment(), seconds >= 0, seconds < 1 << 40,
            (0..<Microseconds.perSecond).contains(micros),
            let type16 = UInt16(exactly: type), let code16 = UInt16(exactly: code), let value32 = Int32(exactly: value)
        else {
            throw .bad(
                path, line: lines.lineNumber,
                expected: "an event `- [sec, usec, type, code, value]` (usec below 1000000, 32-bit value)", text: raw)
        }
        return InputEvent(
            time: Microseconds.time(seconds: seconds, micros: micros), type: EventType(rawValue: type16), code: code16,
            value: value32)
    }
}
