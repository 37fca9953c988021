/// Reads a `libinput record` file up to the events of the device to replay.
///
/// Top-level keys are `version`, `ndevices`, `libinput`, `system` and `devices`; each device has
/// `node`, `evdev` (`name`, `id`, `codes`, `absinfo`, `properties`), `hid`, `udev`, `quirks` and
/// `events`. Everything else is skipped, including flow lists that span lines.
struct LibinputHeaderParser {
    let path: String
    let wanted: Int?
    private(set) var deviceCount = 0
    /// The file's `ndevices:`, how many devices it says it lists; nil without one.
    private(set) var declaredDevices: Int?
    /// The line of `ndevices:`.
    private var declaredLine = 0
    /// Whether the run reads every device's description to the end of the file (skipping their
    /// events) and checks that the file lists as many devices as its `ndevices:` says, rather than
    /// stopping at the wanted device's events.
    var checksWholeFile = false
    /// `system: kernel:` and `dmi:`, which every device of the file shares.
    private var kernel: String?
    private var dmi: String?
    /// `libinput: version:`, which every device of the file shares.
    private var libinputVersion: String?
    /// Whether the file carries ``LibinputRecordWriter/inferredRangesMark``.
    private var rangesInferred = false

    struct Outcome {
        var description: DeviceDescription?
        var deviceIndex: Int
        /// The first line of the chosen device's events, held back for the event reader.
        var pending: UnsafeBufferPointer<UInt8>?
        var eventsFollow: Bool
    }

    private enum Section {
        case top, system, libinput, devices, device, evdev, codes, absinfo, udev, udevProperties
    }

    init(path: String, wanted: Int?) {
        self.path = path
        self.wanted = wanted
    }

    mutating func run(_ lines: LineReader) throws(RecordingError) -> Outcome {
        var section = Section.top
        var version: Int64?
        var sawContent = false
        var current: DeviceDescription?
        var firstDevice: DeviceDescription?
        var skipIndent: Int?
        var flowBalance = 0
        var held: UnsafeBufferPointer<UInt8>?

        func next() throws(RecordingError) -> UnsafeBufferPointer<UInt8>? {
            if let line = held {
                held = nil
                return line
            }
            return try lines.nextLine()
        }

        while let raw = try next() {
            if !sawContent, raw.contains(0) {
                throw RecordingError(
                    .badData, path: path, line: lines.lineNumber, expected: "a libinput record YAML file",
                    found: "binary data")
            }
            if flowBalance > 0 {
                flowBalance += YAMLLine.bracketBalance(raw)
                continue
            }
            guard var line = try YAMLLine.split(raw, path: path, lineNumber: lines.lineNumber) else {
                if !sawContent, raw.starts(with: LibinputRecordWriter.inferredRangesMark.utf8) { rangesInferred = true }
                continue
            }
            sawContent = true
            if let indent = skipIndent {
                if line.indent > indent || (line.indent == indent && line.isListItem && indent > 0) { continue }
                skipIndent = nil
            }
            if section == .udevProperties {
                if line.indent >= 4, line.isListItem {
                    if let property = YAMLLine.string(line.afterDash.content) {
                        current?.udevProperties?.append(property)
                    }
                    continue
                }
                section = .device
            }
            if line.indent == 0, !line.isListItem {
                section = .top
            } else if line.indent == 0, line.isListItem {
                guard
                    section == .devices || section == .device || section == .evdev || section == .codes
                        || section == .absinfo || section == .udev || section == .udevProperties
                else {
                    throw .bad(path, line: lines.lineNumber, expected: "a top-level `key: value`", text: raw)
                }
                if let finished = current, firstDevice == nil { firstDevice = finished }
                current = DeviceDescription(name: "")
                current?.propertiesKnown = false
                current?.kernel = kernel
                current?.dmi = dmi
                current?.libinputVersion = libinputVersion
                current?.rangesInferred = rangesInferred
                deviceCount += 1
                section = .device
                line = line.afterDash
            }
            guard let (key, value) = line.keyValue else {
                throw .bad(path, line: lines.lineNumber, expected: "a YAML `key: value` line", text: raw)
            }
            let balance = YAMLLine.bracketBalance(value)
            switch (section, line.indent) {
            case (.top, _):
                switch key {
                case "version":
                    guard let number = YAMLLine.integer(value) else {
                        throw .bad(path, line: lines.lineNumber, expected: "`version: 1`", text: raw)
                    }
                    guard number == LibinputRecordReader.supportedVersion else {
                        throw RecordingError(
                            .badData, path: path, line: lines.lineNumber, expected: "libinput record version 1",
                            found: "version \(number)")
                    }
                    version = number
                case "ndevices":
                    guard let number = YAMLLine.integer(value), number >= 1, let count = Int(exactly: number) else {
                        throw .bad(path, line: lines.lineNumber, expected: "`ndevices: N` with N 1 or more", text: raw)
                    }
                    declaredDevices = count
                    declaredLine = lines.lineNumber
                case "system":
                    section = .system
                case "libinput":
                    section = .libinput
                case "devices":
                    guard version != nil else {
                        throw RecordingError(
                            .badData, path: path, line: lines.lineNumber,
                            expected: "`version: 1` before `devices:`", found: "no version")
                    }
                    section = .devices
                default:
                    if balance > 0 { flowBalance = balance }
                    skipIndent = 0
                }
            case (.libinput, 2):
                if key == "version" { libinputVersion = YAMLLine.string(value) }
                if balance > 0 { flowBalance = balance }
            case (.udev, 4):
                section = .udev
                if key == "properties" {
                    section = .udevProperties
                    current?.udevProperties = []
                } else {
                    if balance > 0 { flowBalance = balance }
                    skipIndent = 4
                }
            case (.system, 2):
                switch key {
                case "kernel": kernel = YAMLLine.string(value)
                case "dmi": dmi = YAMLLine.string(value)
                default: if balance > 0 { flowBalance = balance }
                }
            case (.device, 2), (.evdev, 2), (.codes, 2), (.absinfo, 2), (.udev, 2), (.udevProperties, 2):
                section = .device
                switch key {
                case "evdev":
                    section = .evdev
                case "udev":
                    section = .udev
                case "events" where checksWholeFile:
                    if balance > 0 { flowBalance = balance }
                    skipIndent = 2
                case "events":
                    let index = deviceCount - 1
                    let inlineEmpty = value.hasPrefix("[]")
                    if wanted == index {
                        return Outcome(
                            description: current, deviceIndex: index, pending: nil, eventsFollow: !inlineEmpty)
                    }
                    if wanted == nil, !inlineEmpty, let peek = try Self.peekEntry(lines, path: path) {
                        if peek.isEntry {
                            return Outcome(
                                description: current, deviceIndex: index, pending: peek.line, eventsFollow: true)
                        }
                        held = peek.line
                    }
                    if firstDevice == nil { firstDevice = current }
                    skipIndent = 2
                default:
                    if balance > 0 { flowBalance = balance }
                    skipIndent = 2
                }
            case (.evdev, 4), (.codes, 4), (.absinfo, 4):
                section = .evdev
                try parseEvdevKey(key, value, into: &current, section: &section, raw: raw, lines: lines)
                if section == .evdev, balance > 0 { flowBalance = balance }
            case (.codes, 6):
                guard let type = YAMLLine.integer(key), let list = YAMLLine.integers(value),
                    let eventType = UInt16(exactly: type)
                else {
                    throw .bad(path, line: lines.lineNumber, expected: "`TYPE: [CODE, …]` under `codes:`", text: raw)
                }
                for code in list {
                    guard let code16 = UInt16(exactly: code) else {
                        throw .bad(path, line: lines.lineNumber, expected: "codes from 0 to 65535", text: raw)
                    }
                    current?.codes[EventType(rawValue: eventType), default: []].insert(code16)
                }
            case (.absinfo, 6):
                guard let code = YAMLLine.integer(key), let code16 = UInt16(exactly: code),
                    let list = YAMLLine.integers(value), list.count == 5,
                    let numbers = Optional(list.compactMap { Int32(exactly: $0) }), numbers.count == 5
                else {
                    throw .bad(
                        path, line: lines.lineNumber,
                        expected: "`CODE: [min, max, fuzz, flat, resolution]` under `absinfo:`", text: raw)
                }
                guard numbers[0] <= numbers[1] else {
                    throw .bad(
                        path, line: lines.lineNumber, expected: "an axis whose minimum is at most its maximum",
                        text: raw)
                }
                current?.absInfo[code16] = AbsInfo(
                    minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: numbers[4]
                )
            default:
                // Deeper levels of keys we skip (udev properties, quirks, libinput metadata).
                if balance > 0 { flowBalance = balance }
                skipIndent = line.indent
            }
        }
        guard sawContent else {
            throw RecordingError(
                .badData, path: path, line: 1, expected: "a libinput record YAML file", found: "an empty file")
        }
        guard version != nil else {
            throw RecordingError(
                .badData, path: path, line: max(1, lines.lineNumber), expected: "a `version: 1` line", found: "none")
        }
        if let finished = current, firstDevice == nil { firstDevice = finished }
        if let wanted {
            throw RecordingError(
                .badData, path: path, expected: "a device at index \(wanted)",
                found: "\(deviceCount) device\(deviceCount == 1 ? "" : "s") with events sections")
        }
        guard let firstDevice else {
            throw RecordingError(
                .badData, path: path, line: max(1, lines.lineNumber), expected: "at least one device under `devices:`",
                found: "none")
        }
        if checksWholeFile, let declaredDevices, declaredDevices != deviceCount {
            throw RecordingError(
                .badData, path: path, line: declaredLine,
                expected:
                    "\(declaredDevices) device\(declaredDevices == 1 ? "" : "s") under `devices:`, as `ndevices:` says",
                found: "\(deviceCount)")
        }
        return Outcome(description: firstDevice, deviceIndex: 0, pending: nil, eventsFollow: false)
    }

    private func parseEvdevKey(
        _ key: String, _ value: UnsafeBufferPointer<UInt8>, into current: inout DeviceDescription?,
        section: inout Section, raw: UnsafeBufferPointer<UInt8>, lines: LineReader
    ) throws(RecordingError) {
        switch key {
        case "name":
            guard let name = YAMLLine.string(value) else {
                throw .bad(path, line: lines.lineNumber, expected: "a quoted device name", text: raw)
            }
            current?.name = try DeviceDescription.checkedName(name, path: path, line: lines.lineNumber)
        case "id":
            guard let list = YAMLLine.integers(value), list.count == 4,
                let ids = Optional(list.compactMap { UInt16(exactly: $0) }), ids.count == 4
            else {
                throw .bad(path, line: lines.lineNumber, expected: "`id: [bus, vendor, product, version]`", text: raw)
            }
            current?.id = DeviceID(bustype: ids[0], vendor: ids[1], product: ids[2], version: ids[3])
        case "codes":
            section = .codes
        case "absinfo":
            section = .absinfo
        case "properties":
            guard let list = YAMLLine.integers(value) else {
                throw .bad(path, line: lines.lineNumber, expected: "`properties: [N, …]`", text: raw)
            }
            current?.propertiesKnown = true
            for property in list {
                guard let bit = UInt16(exactly: property) else {
                    throw .bad(path, line: lines.lineNumber, expected: "property numbers from 0 to 31", text: raw)
                }
                current?.properties.insert(InputProperty(rawValue: bit))
            }
        default:
            break
        }
    }

    /// Looks past blank lines and comments for the next significant line after `events:` and tells
    /// whether it is an entry of that list (so the device has events); nil at the end of the file.
    private static func peekEntry(
        _ lines: LineReader, path: String
    ) throws(RecordingError) -> (line: UnsafeBufferPointer<UInt8>, isEntry: Bool)? {
        while let raw = try lines.nextLine() {
            guard let line = try YAMLLine.split(raw, path: path, lineNumber: lines.lineNumber) else { continue }
            return (raw, line.indent >= 2 && line.isListItem)
        }
        return nil
    }
}
