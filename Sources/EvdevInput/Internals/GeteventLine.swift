import GestureCore
/// One line of an Android `getevent` dump, classified and, for an event, parsed.
///
/// getevent (`toolbox/getevent.c`) prints one event per line: `[%8ld.%06ld] ` with `-t`, `NODE: `
/// when it watches every device, then `TYPE CODE VALUE` — `%04x %04x %08x` plain, or with `-l`
/// the kernel names padded to 12 and 20 columns, unknown ones as hex, key values as `UP`/`DOWN`/
/// `REPEAT` and tool types as `MT_TOOL_*`. With `-r` a ` rate N` follows `SYN_REPORT`. Without a
/// device argument it also prints `add device N: NODE` with indented details, and its standard
/// error (`could not open …`) is often captured in the same file.
enum GeteventLine {
    /// An event line.
    case event(Event)
    /// `add device N: NODE`, which starts a device block.
    case addDevice(node: UnsafeBufferPointer<UInt8>)
    /// An indented detail line of the current device block (`  name: "…"`, `  events:`, …).
    case detail
    /// A line without events: blank, `remove device …`, or getevent's error messages.
    case ignored

    /// A parsed event line; `node` is a view into the line, valid as long as the line.
    struct Event {
        /// Microseconds, when the dump has timestamps (`-t`).
        var time: Int64?
        /// The device node (`/dev/input/event1`), when the dump names it.
        var node: UnsafeBufferPointer<UInt8>?
        var type: UInt16
        var code: UInt16
        var value: Int32
    }

    /// The most digits getevent's timestamps have after the point (`%06ld`, microseconds); a few
    /// more are accepted (and cut) for dumps reformatted with nanoseconds.
    static let maximumFractionDigits = 9
    /// Microsecond digits: the fraction is scaled to this many.
    static let microsecondDigits = 6
    /// Seconds digits accepted: enough for any uptime or epoch time, small enough that µs fit Int64.
    static let maximumSecondsDigits = 12

    /// Classifies and parses `line`.
    static func parse(
        _ line: UnsafeBufferPointer<UInt8>, path: String, lineNumber: Int, labels: GeteventLabels
    ) throws(RecordingError) -> GeteventLine {
        guard let first = line.first, !line.isBlank else { return .ignored }
        if first == 0x20 || first == 0x09 { return .detail }
        if line.hasPrefix("add device ") {
            guard let node = addedNode(line) else {
                throw .bad(path, line: lineNumber, expected: "`add device N: NODE`", text: line)
            }
            return .addDevice(node: node)
        }
        if line.hasPrefix("remove device ") || line.hasPrefix("could not ") || line.hasPrefix("Can't ") {
            return .ignored
        }
        var scanner = ByteScanner(line)
        var event = Event(time: nil, node: nil, type: 0, code: 0, value: 0)
        if scanner.consume(0x5b) {  // '['
            guard let time = timestamp(&scanner) else {
                throw .bad(path, line: lineNumber, expected: "a timestamp `[ seconds.microseconds]`", text: line)
            }
            event.time = time
            scanner.skipBlanks()
        }
        if scanner.current == 0x2f {  // '/': a device node
            let begin = scanner.index
            while let byte = scanner.current, byte != 0x3a, byte != 0x20, byte != 0x09 { scanner.index += 1 }
            let node = UnsafeBufferPointer(rebasing: line[begin..<scanner.index])
            guard scanner.consume(0x3a), scanner.skipBlanks() || scanner.isAtEnd else {
                throw .bad(
                    path, line: lineNumber, expected: "a device node and a colon `/dev/input/eventN: `", text: line)
            }
            event.node = node
        }
        let expectation =
            "an event `TYPE CODE VALUE` (names as `getevent -l` prints them, or 4, 4 and 8 hex digits)"
        guard let type = number(token(&scanner), maxDigits: 4, label: { labels.type(named: $0).map(UInt32.init) })
        else {
            throw .bad(path, line: lineNumber, expected: expectation, text: line)
        }
        event.type = UInt16(truncatingIfNeeded: type)
        scanner.skipBlanks()
        guard
            let code = number(
                token(&scanner), maxDigits: 4, label: { labels.code(named: $0, type: event.type).map(UInt32.init) })
        else {
            throw .bad(path, line: lineNumber, expected: expectation, text: line)
        }
        event.code = UInt16(truncatingIfNeeded: code)
        scanner.skipBlanks()
        guard
            let value = number(
                token(&scanner), maxDigits: 8,
                label: { labels.value(named: $0, type: event.type, code: event.code).map { UInt32(bitPattern: $0) } })
        else {
            throw .bad(path, line: lineNumber, expected: expectation, text: line)
        }
        event.value = Int32(bitPattern: value)
        scanner.skipBlanks()
        let afterValue = scanner.index
        if token(&scanner).elementsEqual("rate".utf8) {  // `-r`: the rate after SYN_REPORT
            scanner.skipBlanks()
            _ = scanner.signed()
            scanner.skipBlanks()
        } else {
            scanner.index = afterValue
        }
        guard scanner.isAtEnd else {
            throw .bad(path, line: lineNumber, expected: expectation + " and nothing after it", text: line)
        }
        return .event(event)
    }

    /// `add device N: NODE` → the node.
    static func addedNode(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        var scanner = ByteScanner(line)
        scanner.index = 11  // after "add device "
        guard scanner.unsigned(maxDigits: 6) != nil, scanner.consume(0x3a), scanner.skipBlanks() else { return nil }
        let node = token(&scanner)
        scanner.skipBlanks()
        guard !node.isEmpty, scanner.isAtEnd else { return nil }
        return node
    }

    /// `seconds.fraction]` (after the `[`, blanks allowed before the seconds) in microseconds.
    private static func timestamp(_ scanner: inout ByteScanner) -> Int64? {
        scanner.skipBlanks()
        guard let seconds = scanner.unsigned(maxDigits: maximumSecondsDigits), scanner.consume(0x2e),
            let fraction = scanner.unsigned(maxDigits: maximumFractionDigits), scanner.consume(0x5d)
        else { return nil }
        var micros = fraction.value
        for _ in fraction.digits..<max(fraction.digits, microsecondDigits) { micros *= 10 }
        for _ in microsecondDigits..<max(microsecondDigits, fraction.digits) { micros /= 10 }
        return Microseconds.time(seconds: Int64(seconds.value), micros: Int64(micros))
    }

    /// The bytes up to the next blank.
    static func token(_ scanner: inout ByteScanner) -> UnsafeBufferPointer<UInt8> {
        let begin = scanner.index
        while let byte = scanner.current, byte != 0x20, byte != 0x09 { scanner.index += 1 }
        return UnsafeBufferPointer(rebasing: scanner.bytes[begin..<scanner.index])
    }

    /// A token of 1 to `maxDigits` hex digits, or else a label resolved by `label`.
    static func number(
        _ token: UnsafeBufferPointer<UInt8>, maxDigits: Int, label: (UnsafeBufferPointer<UInt8>) -> UInt32?
    ) -> UInt32? {
        guard !token.isEmpty else { return nil }
        if token.allSatisfy(isHexDigit) {
            guard token.count <= maxDigits else { return nil }
            var scanner = ByteScanner(token)
            return scanner.hex(maxDigits: maxDigits).map { UInt32(truncatingIfNeeded: $0) }
        }
        return label(token)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
