/// Streams a `libinput record` YAML file (version 1): the chosen device's description, then its events.
///
/// The reader understands the shape libinput writes (see `libinput-record(1)`, FILE FORMAT) line by
/// line, so memory stays flat on long recordings. Unknown keys and comments are skipped, as the format
/// requires ("parsers must ignore keys not specified"); `libinput:` entries among the events are
/// skipped too. A version other than 1 is refused with a clear error.
public final class LibinputRecordReader: EventReader {
    public let path: String
    public var format: RecordingFormat { .libinput }
    public let description: DeviceDescription?
    /// The index of the device whose events are read.
    public let deviceIndex: Int
    /// How many devices the file lists before the chosen one's events (at least `deviceIndex + 1`).
    public let devicesSeen: Int
    public var lineNumber: Int { lines.lineNumber }

    /// The only file format version defined by libinput.
    static let supportedVersion: Int64 = 1

    private let lines: LineReader
    @exclusivity(unchecked) private var pending: UnsafeBufferPointer<UInt8>?
    @exclusivity(unchecked) private var inEvdevFrame = false
    @exclusivity(unchecked) private var finished = false
    @exclusivity(unchecked) private var validator: EventValidator

    /// Opens a libinput record file and reads up to the chosen device's events.
    /// - Parameters:
    ///   - path: The recording.
    ///   - deviceIndex: The device to read (0-based); nil picks the first device that has events.
    public convenience init(path: String, deviceIndex: Int? = nil) throws(RecordingError) {
        try self.init(input: try RecordingInput(path: path), deviceIndex: deviceIndex)
    }

    /// Reads an opened recording from its start (``Recording/open(_:descriptionPath:deviceIndex:)``).
    init(input: RecordingInput, deviceIndex: Int?) throws(RecordingError) {
        let path = input.path
        self.path = path
        lines = LineReader(input: input)
        var header = LibinputHeaderParser(path: path, wanted: deviceIndex)
        let outcome = try header.run(lines)
        self.pending = outcome.pending
        self.finished = outcome.pending == nil && outcome.eventsFollow == false
        self.description = outcome.description
        self.deviceIndex = outcome.deviceIndex
        self.devicesSeen = header.deviceCount
        validator = EventValidator(description: outcome.description)
    }

    public func next() throws(RecordingError) -> InputEvent? {
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
            if line.indent == 2 {  // a new entry: `- evdev:` or another kind such as `- libinput:`
                inEvdevFrame = line.afterDash.keyValue?.key == "evdev"
                continue
            }
            guard inEvdevFrame, line.isListItem else { continue }
            let event = try parseEvent(line.afterDash.content, raw: raw)
            if let problem = validator.problem(with: event) {
                throw RecordingError(
                    .badData, path: path, line: lines.lineNumber, expected: problem.expected, found: problem.found)
            }
            return event
        }
        return nil
    }

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
        guard ok, scanner.restIsBlankOrComment(), seconds >= 0, seconds < 1 << 40, (0..<1_000_000).contains(micros),
            let type16 = UInt16(exactly: type), let code16 = UInt16(exactly: code), let value32 = Int32(exactly: value)
        else {
            throw .bad(
                path, line: lines.lineNumber,
                expected: "an event `- [sec, usec, type, code, value]` (usec below 1000000, 32-bit value)", text: raw)
        }
        return InputEvent(
            time: seconds * 1_000_000 + micros, type: EventType(rawValue: type16), code: code16, value: value32)
    }
}
