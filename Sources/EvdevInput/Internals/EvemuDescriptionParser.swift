/// Folds evemu description lines (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`) into a `DeviceDescription`.
///
/// `P:` and `B:` lines are bitmasks of 8 bytes each; consecutive lines of one type continue where the
/// previous one stopped, as `evemu_read` counts `pbytes` and `mbytes`.
struct EvemuDescriptionParser {
    let path: String
    /// The file format version from `# EVEMU x.y`; 1.0 when the file has none.
    var version = (major: 1, minor: 0)
    private(set) var sawAnyLine = false
    private var name: String?
    private var id: DeviceID?
    private var properties: Set<InputProperty> = []
    private var propertyBytes = 0
    private var maskBytes: [Int] = Array(repeating: 0, count: Int(Constants.evMax) + 1)
    private var codes: [EventType: Set<UInt16>] = [:]
    private var absInfo: [UInt16: AbsInfo] = [:]
    /// Whether a `B: 03` line was read: from then on `A:` lines only describe the axes it enables.
    private var sawAbsMask = false
    private var states: [EventType: [UInt16: Int32]] = [:]
    var kernel: String?
    var dmi: String?
    /// Whether the file carries ``EvemuWriter/inferredRangesMark``.
    var rangesInferred = false

    init(path: String) {
        self.path = path
    }

    /// The highest file format version this reader knows.
    ///
    /// evemu 2.7 writes 1.3.
    static let newestVersion = (major: 1, minor: 3)

    /// Reads `# EVEMU x.y`, `# Kernel:` and `# DMI:` from a comment line; other comments are ignored.
    mutating func parseComment(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(RecordingError) {
        if line.hasPrefix("# EVEMU ") {
            var scanner = ByteScanner(UnsafeBufferPointer(rebasing: line[8...]))
            guard let major = scanner.unsigned(maxDigits: 4), scanner.consume(0x2e),
                let minor = scanner.unsigned(maxDigits: 4)
            else {
                throw .bad(path, line: lineNumber, expected: "a version `# EVEMU MAJOR.MINOR`", text: line)
            }
            let found = (major: Int(major.value), minor: Int(minor.value))
            guard found.major == Self.newestVersion.major, found.minor <= Self.newestVersion.minor else {
                throw RecordingError(
                    .badData, path: path, line: lineNumber, expected: "EVEMU version 1.0 to 1.3",
                    found: "version \(found.major).\(found.minor)")
            }
            version = found
        } else if line.hasPrefix("# Kernel: ") {
            kernel = UnsafeBufferPointer(rebasing: line[10...]).string
        } else if line.hasPrefix("# DMI: ") {
            dmi = UnsafeBufferPointer(rebasing: line[7...]).string
        } else if UnsafeBufferPointer(rebasing: line[...]).string.hasPrefix(EvemuWriter.inferredRangesMark) {
            rangesInferred = true
        }
    }

    /// Parses one description line; returns false when the line is not a description line.
    mutating func parse(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(RecordingError) -> Bool {
        guard line.count >= 2, line[1] == 0x3a else { return false }
        var scanner = ByteScanner(UnsafeBufferPointer(rebasing: line[2...]))
        scanner.skipBlanks()
        switch line[0] {
        case 0x4e:  // N:
            name = try DeviceDescription.checkedName(scanner.rest.string, path: path, line: lineNumber)
        case 0x49:  // I:
            var numbers: [UInt16] = []
            for _ in 0..<4 {
                scanner.skipBlanks()
                guard let value = scanner.hex(maxDigits: 4), scanner.atTokenEnd else {
                    throw .bad(path, line: lineNumber, expected: "`I: bus vendor product version` in hex", text: line)
                }
                numbers.append(UInt16(value))
            }
            id = DeviceID(bustype: numbers[0], vendor: numbers[1], product: numbers[2], version: numbers[3])
        case 0x50:  // P:
            let mask = try bytes(8, from: &scanner, line: line, lineNumber: lineNumber, what: "`P:` with 8 hex bytes")
            for (offset, byte) in mask.enumerated() {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    // libevdev (and so evemu) ignores bits past INPUT_PROP_MAX; thousands of `P:`
                    // lines would otherwise reach past UInt16 and trap.
                    let property = (propertyBytes + offset) * 8 + bit
                    if property <= Int(Constants.propMax) {
                        properties.insert(InputProperty(rawValue: UInt16(property)))
                    }
                }
            }
            propertyBytes += 8
        case 0x42:  // B:
            let expectation = "`B:` with a type and 8 hex bytes"
            let all = try bytes(9, from: &scanner, line: line, lineNumber: lineNumber, what: expectation)
            let type = Int(all[0])
            guard type <= Int(Constants.evMax) else {
                throw .bad(path, line: lineNumber, expected: "an event type from 00 to 1f", text: line)
            }
            let eventType = EventType(rawValue: UInt16(type))
            for (offset, byte) in all.dropFirst().enumerated() {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    let code = (maskBytes[type] + offset) * 8 + bit
                    if let code = UInt16(exactly: code) { codes[eventType, default: []].insert(code) }
                }
            }
            maskBytes[type] += 8
            if eventType == .abs { sawAbsMask = true }
            // libevdev's `libevdev_enable_event_type(EV_REP)` enables REP_DELAY and REP_PERIOD
            // together, so a device evemu reads or creates has both whenever it has one.
            if eventType.rawValue == Constants.evRep, codes[eventType]?.isEmpty == false {
                codes[eventType, default: []].formUnion([Constants.repDelay, Constants.repPeriod])
            }
        case 0x41:  // A:
            try parseAbs(&scanner, line: line, lineNumber: lineNumber)
        case 0x4c, 0x53:  // L:, S:
            let type: EventType = line[0] == 0x4c ? .led : .sw
            scanner.skipBlanks()
            guard let code = scanner.hex(maxDigits: 4), scanner.skipBlanks(), let state = scanner.int32(),
                scanner.restIsBlankOrComment()
            else {
                throw .bad(path, line: lineNumber, expected: "`\(line[0] == 0x4c ? "L" : "S"): code state`", text: line)
            }
            states[type, default: [:]][UInt16(code)] = state
        default:
            return false
        }
        sawAnyLine = true
        return true
    }

    private mutating func parseAbs(
        _ scanner: inout ByteScanner, line: UnsafeBufferPointer<UInt8>, lineNumber: Int
    ) throws(RecordingError) {
        let needed = version.major == 1 && version.minor <= 1 ? 5 : 6
        let expectation =
            "`A: code min max fuzz flat" + (needed == 6 ? " resolution`" : " [resolution]`")
            + " (\(needed) numbers for EVEMU \(version.major).\(version.minor))"
        guard let code = scanner.hex(maxDigits: 4), code <= UInt64(Constants.absMax) else {
            throw .bad(path, line: lineNumber, expected: expectation, text: line)
        }
        var numbers: [Int32] = []
        while scanner.skipBlanks(), !scanner.isAtEnd, scanner.current != 0x23 {
            guard let value = scanner.int32(), scanner.atTokenEnd else {
                throw .bad(path, line: lineNumber, expected: expectation, text: line)
            }
            numbers.append(value)
        }
        // `needed` counts the code too, as evemu's sscanf does; `numbers` holds the values after it.
        let found = numbers.count + 1
        guard found == needed || (needed == 5 && found == 6) else {
            throw .bad(path, line: lineNumber, expected: expectation, text: line)
        }
        guard numbers[0] <= numbers[1] else {
            throw .bad(path, line: lineNumber, expected: "an axis whose minimum is at most its maximum", text: line)
        }
        let info = AbsInfo(
            minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
            resolution: numbers.count > 4 ? numbers[4] : 0)
        let axis = UInt16(code)
        // evemu sets absinfo through libevdev, which ignores axes the `B: 03` mask did not enable.
        // Descriptions with `A:` lines only (some Chromium OS `.desc` files) enable their axes.
        if sawAbsMask, codes[.abs]?.contains(axis) != true { return }
        absInfo[axis] = info
        codes[.abs, default: []].insert(axis)
    }

    private func bytes(
        _ count: Int, from scanner: inout ByteScanner, line: UnsafeBufferPointer<UInt8>, lineNumber: Int,
        what: String
    ) throws(RecordingError) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            scanner.skipBlanks()
            guard let value = scanner.hex(maxDigits: 2), scanner.atTokenEnd else {
                throw .bad(path, line: lineNumber, expected: what, text: line)
            }
            result.append(UInt8(value))
        }
        guard scanner.restIsBlankOrComment() else {
            throw .bad(path, line: lineNumber, expected: what, text: line)
        }
        return result
    }

    /// The description, or nil when no description line was seen.
    func build() -> DeviceDescription? {
        guard sawAnyLine else { return nil }
        var description = DeviceDescription(
            name: name ?? "", id: id ?? DeviceID(bustype: 0, vendor: 0, product: 0, version: 0))
        description.properties = properties
        description.propertiesKnown = propertyBytes > 0
        description.codes = codes
        description.absInfo = absInfo
        for code in codes[.abs] ?? [] where absInfo[code] == nil {
            description.absInfo[code] = AbsInfo(minimum: 0, maximum: 0)
        }
        description.states = states
        description.kernel = kernel
        description.dmi = dmi
        description.rangesInferred = rangesInferred
        return description
    }
}
