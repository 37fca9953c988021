import GestureCore
/// One line of an `evtest` dump, classified and, for an event, parsed.
///
/// evtest (`evtest.c`, `print_events`) prints each event as `Event: time %ld.%06ld, ` followed by
/// `type %d (%s), code %d (%s), value %d` — the value as `%02x` for `MSC_SCAN` and `MSC_RAW` — or,
/// for `EV_SYN`, by the code's name between dashes (`-------------- SYN_REPORT ------------`),
/// plus signs (`SYN_MT_REPORT`) or angle brackets (`SYN_DROPPED`). Before the events it prints a
/// header (see `EvtestHeaderParser`); unknown names print as `?`.
enum EvtestLine {
    /// An event line.
    case event(time: Int64, type: UInt16, code: UInt16, value: Int32)
    /// A header line, or anything before the first event (kept for the header parser).
    case header
    /// A blank line.
    case blank

    /// The prefix of every event line.
    static let eventPrefix: StaticString = "Event: time "
    /// The `EV_MSC` codes evtest prints in hex (`MSC_SCAN`, `MSC_RAW`), from `evtest.c`.
    static let hexValueCodes: Set<UInt16> = [Constants.mscScan, Constants.mscRaw]

    /// Classifies and parses `line`.
    static func parse(
        _ line: UnsafeBufferPointer<UInt8>, path: String, lineNumber: Int
    ) throws(RecordingError) -> EvtestLine {
        if line.isBlank { return .blank }
        guard line.hasPrefix(eventPrefix) else { return .header }
        var scanner = ByteScanner(line)
        scanner.index = eventPrefix.utf8CodeUnitCount
        guard let seconds = scanner.unsigned(maxDigits: GeteventLine.maximumSecondsDigits), scanner.consume(0x2e),
            let micros = scanner.unsigned(maxDigits: GeteventLine.microsecondDigits), micros.digits == 6,
            scanner.consume(0x2c), scanner.skipBlanks()
        else {
            throw .bad(path, line: lineNumber, expected: "`Event: time SECONDS.MICROSECONDS, …`", text: line)
        }
        let time = Microseconds.time(seconds: Int64(seconds.value), micros: Int64(micros.value))
        if let code = synCode(&scanner) { return .event(time: time, type: 0, code: code, value: 0) }
        guard scanner.word("type"), let type = scanner.unsigned(maxDigits: 5), type.value <= UInt16.max,
            scanner.skipName(), scanner.word("code"), let code = scanner.unsigned(maxDigits: 5),
            code.value <= UInt16.max, scanner.skipName(), scanner.word("value")
        else {
            throw .bad(
                path, line: lineNumber, expected: "`type N (EV_…), code N (…), value V` or `---- SYN_REPORT ----`",
                text: line)
        }
        let value: Int32?
        if type.value == UInt64(Constants.evMsc), hexValueCodes.contains(UInt16(code.value)) {
            value = scanner.hex(maxDigits: 8).map { Int32(truncatingIfNeeded: $0) }
        } else {
            value = scanner.int32()
        }
        guard let value, scanner.restIsBlankOrComment() else {
            throw .bad(path, line: lineNumber, expected: "a 32-bit value after `value `", text: line)
        }
        return .event(time: time, type: UInt16(type.value), code: UInt16(code.value), value: value)
    }

    /// The code of a `---- SYN_X ----` line (`SYN_REPORT`, `SYN_MT_REPORT`, `SYN_DROPPED`, `SYN_CONFIG`).
    private static func synCode(_ scanner: inout ByteScanner) -> UInt16? {
        guard let first = scanner.current, first == 0x2d || first == 0x2b || first == 0x3e else { return nil }
        while scanner.consume(first) {}
        scanner.skipBlanks()
        let start = scanner.index
        while let byte = scanner.current, byte != 0x20 { scanner.index += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.index]), as: UTF8.self)
        return EventCode.code(named: name, type: .syn)
    }
}

extension ByteScanner {
    /// Consumes `word` and the blanks after it.
    fileprivate mutating func word(_ word: StaticString) -> Bool {
        guard rest.hasPrefix(word) else { return false }
        index += word.utf8CodeUnitCount
        return skipBlanks()
    }

    /// Skips ` (NAME),` after a number.
    fileprivate mutating func skipName() -> Bool {
        skipBlanks()
        guard consume(0x28) else { return false }
        while let byte = current, byte != 0x29 { index += 1 }
        guard consume(0x29) else { return false }
        _ = consume(0x2c)
        return skipBlanks()
    }
}
