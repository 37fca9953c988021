/// Builds a device description from the header `evtest` prints before the events.
///
/// The header (`evtest.c`, `print_device_info`) reads:
///
/// ```
/// Input driver version is 1.0.1
/// Input device ID: bus 0x18 vendor 0x0 product 0x0 version 0x1
/// Input device name: "cyapa"
/// Supported events:
///   Event type 3 (EV_ABS)
///     Event code 0 (ABS_X)
///       Value   1007
///       Min        0
///       Max     1280
///       Resolution      12
/// Properties:
///   Property type 0 (INPUT_PROP_POINTER)
/// Testing ... (interrupt to exit)
/// ```
///
/// `Fuzz`, `Flat` and `Resolution` appear only when non-zero; older evtest prints no `Properties:`
/// section, and the properties are then unknown. Key-repeat and switch-state lines are skipped.
struct EvtestHeaderParser {
    private let path: String
    private var name: String?
    private var id = DeviceID(bustype: 0, vendor: 0, product: 0, version: 0)
    private var codes: [(type: EventType, code: UInt16, info: AbsInfo?)] = []
    private var properties: Set<InputProperty> = []
    private var sawProperties = false
    private var sawEvents = false
    private var type: EventType?
    private var inRepeat = false

    init(path: String) {
        self.path = path
    }

    /// Whether any header line was read.
    var sawHeader: Bool { name != nil || sawEvents }

    /// Reads one header line.
    mutating func parse(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(RecordingError) {
        let text = line.string
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("Input device name: ") {
            var value = text.dropFirst("Input device name: ".count)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
            name = try DeviceDescription.checkedName(String(value), path: path, line: lineNumber)
        } else if text.hasPrefix("Input device ID: ") {
            let fields = text.split(separator: " ")
            func field(_ key: String) -> UInt16? {
                guard let at = fields.firstIndex(where: { $0 == key }), at + 1 < fields.count else { return nil }
                let digits = fields[at + 1].hasPrefix("0x") ? fields[at + 1].dropFirst(2) : fields[at + 1]
                return UInt16(digits, radix: 16)
            }
            guard let bus = field("bus"), let vendor = field("vendor"), let product = field("product"),
                let version = field("version")
            else {
                throw .bad(path, line: lineNumber, expected: "`Input device ID: bus 0x… vendor 0x… …`", text: line)
            }
            id = DeviceID(bustype: bus, vendor: vendor, product: product, version: version)
        } else if text.hasPrefix("Supported events:") {
            sawEvents = true
        } else if text.hasPrefix("Properties:") {
            sawProperties = true
            type = nil
        } else if text.hasPrefix("Key repeat handling:") {
            inRepeat = true
            type = nil
        } else if trimmed.hasPrefix("Event type ") {
            inRepeat = false
            guard let number = Self.number(after: "Event type ", in: trimmed) else {
                throw .bad(path, line: lineNumber, expected: "`Event type N (EV_…)`", text: line)
            }
            type = EventType(rawValue: number)
        } else if trimmed.hasPrefix("Event code "), let type, !inRepeat {
            guard let code = Self.number(after: "Event code ", in: trimmed) else {
                throw .bad(path, line: lineNumber, expected: "`Event code N (NAME)`", text: line)
            }
            codes.append((type, code, type == .abs ? AbsInfo(minimum: 0, maximum: 0) : nil))
        } else if trimmed.hasPrefix("Property type ") {
            guard let number = Self.number(after: "Property type ", in: trimmed) else {
                throw .bad(path, line: lineNumber, expected: "`Property type N (INPUT_PROP_…)`", text: line)
            }
            properties.insert(InputProperty(rawValue: number))
        } else if type == .abs, !inRepeat, let last = codes.last, last.type == .abs,
            let (key, value) = Self.axisField(trimmed)
        {
            var info = last.info ?? AbsInfo(minimum: 0, maximum: 0)
            switch key {
            case "Value": info.value = value
            case "Min": info.minimum = value
            case "Max":
                // evtest prints Min before Max.
                guard value >= info.minimum else {
                    throw .bad(
                        path, line: lineNumber, expected: "an axis whose minimum is at most its maximum", text: line)
                }
                info.maximum = value
            case "Fuzz": info.fuzz = value
            case "Flat": info.flat = value
            case "Resolution": info.resolution = value
            default: break
            }
            codes[codes.count - 1].info = info
        }
    }

    /// The description, or nil when the dump has no header.
    func build() -> DeviceDescription? {
        guard sawHeader else { return nil }
        var description = DeviceDescription(name: name ?? "", id: id)
        description.enable(.syn, 0)
        for entry in codes { description.enable(entry.type, entry.code, entry.info) }
        description.properties = properties
        description.propertiesKnown = sawProperties
        return description
    }

    /// The decimal number after `prefix` (`Event code 53 (…)` → 53).
    private static func number(after prefix: String, in text: Substring) -> UInt16? {
        let digits = text.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
        return UInt16(digits)
    }

    /// `Min        0` → ("Min", 0).
    private static func axisField(_ text: Substring) -> (String, Int32)? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, let value = Int32(parts[1]) else { return nil }
        return (String(parts[0]), value)
    }
}
