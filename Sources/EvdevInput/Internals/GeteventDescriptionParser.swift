/// Folds `getevent -p`/`-lp`/`-i` device blocks into ``GeteventDevice`` values.
///
/// A block (`toolbox/getevent.c`, `open_device`, `print_possible_events`, `print_input_props`):
/// ```
/// add device 1: /dev/input/event2
///   name:     "sec_touchscreen"
///   events:
///     KEY (0001): BTN_TOUCH
///     ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
///                 ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0
///   input props:
///     INPUT_PROP_DIRECT
/// ```
/// Codes are names (`-l`) or 4 hex digits, a `*` marks a key held down; `-i` adds `bus`, `vendor`,
/// `product` and `version` lines in hex. Unknown detail lines are skipped; a malformed code or
/// axis line is an error.
struct GeteventDescriptionParser {
    let path: String
    private(set) var devices: [GeteventDevice] = []
    private var current: GeteventDevice?
    private var section = Section.header
    private var sectionType: UInt16?
    private let labels = GeteventLabels.shared

    /// The most device blocks one listing may hold: the kernel's limit on input character devices
    /// (`INPUT_MAX_CHAR_DEVICES` in `drivers/input/input.c`).
    static let maximumDevices = 1024

    private enum Section {
        case header, events, properties, skipped
    }

    init(path: String) {
        self.path = path
    }

    /// Reads a whole listing file.
    static func read(_ path: String) throws(RecordingError) -> [GeteventDevice] {
        let lines = try LineReader(path: path)
        var parser = GeteventDescriptionParser(path: path)
        while let line = try lines.nextLine() {
            switch try GeteventLine.parse(line, path: path, lineNumber: lines.lineNumber, labels: parser.labels) {
            case .addDevice(let node): try parser.addDevice(node, lineNumber: lines.lineNumber)
            case .detail: try parser.detail(line, lineNumber: lines.lineNumber)
            case .ignored: continue
            case .event:
                throw .bad(
                    path, line: lines.lineNumber,
                    expected: "a `getevent -lp` device listing (`add device N: NODE` and indented details)", text: line)
            }
        }
        return parser.finish()
    }

    /// Starts a new device block.
    mutating func addDevice(_ node: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(RecordingError) {
        if let current { devices.append(current) }
        guard devices.count < Self.maximumDevices else {
            throw RecordingError(
                .badData, path: path, line: lineNumber,
                expected: "at most \(Self.maximumDevices) devices (the kernel's INPUT_MAX_CHAR_DEVICES)",
                found: "more")
        }
        var description = DeviceDescription(name: "")
        description.propertiesKnown = false
        current = GeteventDevice(node: node.string, description: description, listsCodes: false)
        section = .header
        sectionType = nil
    }

    /// Reads one indented line of the current block.
    mutating func detail(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(RecordingError) {
        guard current != nil else {
            throw .bad(
                path, line: lineNumber, expected: "`add device N: NODE` before indented device details", text: line)
        }
        var scanner = ByteScanner(line)
        scanner.skipBlanks()
        let indent = scanner.index
        let word = GeteventLine.token(&scanner)
        if indent <= 2 {
            try header(word, &scanner, line: line, lineNumber: lineNumber)
            return
        }
        switch section {
        case .header, .skipped:
            return
        case .properties:
            try property(word, line: line, lineNumber: lineNumber)
        case .events:
            scanner.index = indent
            if let type = typeHeader(&scanner) {
                guard type <= Constants.evMax else {
                    throw .bad(path, line: lineNumber, expected: "an event type from 0000 to 001f", text: line)
                }
                sectionType = type
                current?.listsCodes = true
            }
            guard let type = sectionType else {
                throw .bad(path, line: lineNumber, expected: "an event type header `ABS (0003):`", text: line)
            }
            try codes(of: type, &scanner, line: line, lineNumber: lineNumber)
        }
    }

    /// The devices read, the last block included.
    mutating func finish() -> [GeteventDevice] {
        if let current { devices.append(current) }
        current = nil
        return devices
    }

    /// A two-space line: `name:`, `events:`, `input props:`, an id field, or something skipped.
    private mutating func header(
        _ word: UnsafeBufferPointer<UInt8>, _ scanner: inout ByteScanner, line: UnsafeBufferPointer<UInt8>,
        lineNumber: Int
    ) throws(RecordingError) {
        scanner.skipBlanks()
        if word.elementsEqual("name:".utf8) {
            var name = scanner.rest
            if name.count >= 2, name.first == 0x22, let close = name.lastIndex(of: 0x22), close > 0 {
                name = UnsafeBufferPointer(rebasing: name[1..<close])
            }
            current?.description.name = try DeviceDescription.checkedName(name.string, path: path, line: lineNumber)
            section = .header
        } else if word.elementsEqual("events:".utf8) {
            section = .events
            sectionType = nil
            current?.listsCodes = true
        } else if word.elementsEqual("input".utf8) {
            section = .properties
            current?.description.propertiesKnown = true
        } else if let field = Self.idFields.firstIndex(where: { $0.utf8.elementsEqual(word) }) {
            // `  bus:      0018`, `  vendor    0000`: hex; `  version:  1.0.1` is the driver's version.
            guard let value = scanner.hex(maxDigits: 4), scanner.skipBlanks() || scanner.isAtEnd, scanner.isAtEnd else {
                throw .bad(path, line: lineNumber, expected: "`\(Self.idFields[field])` and 4 hex digits", text: line)
            }
            let id = UInt16(value)
            switch field {
            case 0: current?.description.id.bustype = id
            case 1: current?.description.id.vendor = id
            case 2: current?.description.id.product = id
            default: current?.description.id.version = id
            }
            section = .header
        } else {
            section = word.elementsEqual("HID".utf8) ? .skipped : .header
        }
    }

    /// The id lines of `getevent -i`, in `struct input_id` order.
    private static let idFields = ["bus:", "vendor", "product", "version"]

    /// `XXX (hhhh):` at the scanner, consumed; nil (scanner unmoved) when the line continues a type.
    private func typeHeader(_ scanner: inout ByteScanner) -> UInt16? {
        let begin = scanner.index
        while let byte = scanner.current, byte != 0x28, byte != 0x3a, scanner.index - begin < 5 { scanner.index += 1 }
        guard scanner.consume(0x28), let type = scanner.hex(maxDigits: 4), scanner.consume(0x29), scanner.consume(0x3a)
        else {
            scanner.index = begin
            return nil
        }
        return UInt16(type)
    }

    /// The codes (and, for `EV_ABS`, the axis description) after a type header or on its continuation lines.
    private mutating func codes(
        of type: UInt16, _ scanner: inout ByteScanner, line: UnsafeBufferPointer<UInt8>, lineNumber: Int
    ) throws(RecordingError) {
        while true {
            scanner.skipBlanks()
            if scanner.isAtEnd { return }
            var word = GeteventLine.token(&scanner)
            if word.last == 0x2a { word = UnsafeBufferPointer(rebasing: word.dropLast()) }  // '*': held down
            // Types libevdev does not define (getevent's `???`) have no codes to keep.
            guard let maxCode = EventValidator.maxCodes[Int(type)] else { return }
            guard
                let code = GeteventLine.number(
                    word, maxDigits: 4, label: { labels.code(named: $0, type: type).map(UInt32.init) }),
                code <= UInt32(maxCode)
            else {
                throw .bad(
                    path, line: lineNumber, expected: "a code of type \(type) (a name or 4 hex digits)", text: line)
            }
            let eventType = EventType(rawValue: type)
            guard type == Constants.evAbs else {
                current?.description.enable(eventType, UInt16(code))
                continue
            }
            scanner.skipBlanks()
            var info: AbsInfo?
            if scanner.consume(0x3a) {
                guard let parsed = Self.absInfo(&scanner) else {
                    throw .bad(
                        path, line: lineNumber,
                        expected: "`CODE : value V, min A, max B, fuzz F, flat L, resolution R`", text: line)
                }
                guard parsed.minimum <= parsed.maximum else {
                    throw .bad(
                        path, line: lineNumber, expected: "an axis whose minimum is at most its maximum", text: line)
                }
                info = parsed
            }
            current?.description.enable(eventType, UInt16(code), info)
        }
    }

    /// `value V, min A, max B, fuzz F, flat L, resolution R` to the end of the line; min and max required.
    private static func absInfo(_ scanner: inout ByteScanner) -> AbsInfo? {
        var info = AbsInfo(minimum: 0, maximum: 0)
        var sawMinimum = false
        var sawMaximum = false
        while true {
            scanner.skipBlanks()
            if scanner.isAtEnd { break }
            let begin = scanner.index
            while let byte = scanner.current, (0x61...0x7a).contains(byte) { scanner.index += 1 }
            let key = UnsafeBufferPointer(rebasing: scanner.bytes[begin..<scanner.index])
            scanner.skipBlanks()
            guard let number = scanner.int32() else { return nil }
            switch String(decoding: key, as: UTF8.self) {
            case "value": info.value = number
            case "min":
                info.minimum = number
                sawMinimum = true
            case "max":
                info.maximum = number
                sawMaximum = true
            case "fuzz": info.fuzz = number
            case "flat": info.flat = number
            case "resolution": info.resolution = number
            default: return nil
            }
            scanner.skipBlanks()
            _ = scanner.consume(0x2c)
        }
        return sawMinimum && sawMaximum ? info : nil
    }

    /// One `input props:` line: a property name, 4 hex digits, `<none>` or `<not available`.
    private mutating func property(
        _ word: UnsafeBufferPointer<UInt8>, line: UnsafeBufferPointer<UInt8>, lineNumber: Int
    ) throws(RecordingError) {
        if word.first == 0x3c {  // '<'
            if word.elementsEqual("<not".utf8) { current?.description.propertiesKnown = false }
            return
        }
        let property = GeteventLine.number(word, maxDigits: 4) { name in
            name.count <= GeteventLabels.printedLabelLength * 2
                ? LibevdevCalls.property(named: name.string).map(UInt32.init) : nil
        }
        guard let property, property <= UInt32(Constants.propMax) else {
            throw .bad(
                path, line: lineNumber, expected: "an input property (`INPUT_PROP_DIRECT` or 4 hex digits)", text: line)
        }
        current?.description.properties.insert(InputProperty(rawValue: UInt16(property)))
    }
}
