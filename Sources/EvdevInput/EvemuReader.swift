/// Streams an evemu recording: the description first, then one event per `E:` line.
///
/// Reads evemu 1.0 to 1.3 as evemu-record and evemu-describe write them, and the variants found in
/// public recordings: no `# EVEMU` line, 5- and 6-number `A:` lines, padded and unpadded values,
/// values wider than 4 digits, negative values, trailing `# …` comments, epoch, uptime and zero
/// timestamps, and a description given in a separate file (`descriptionPath`). A description that
/// was commented out line by line (`# N: …`) is recovered when the file has no other.
public final class EvemuReader: EventReader {
    public let path: String
    public var format: RecordingFormat { .evemu }
    public let description: DeviceDescription?
    /// The `# EVEMU x.y` version of the events file (1.0 when it has none).
    public let version: (major: Int, minor: Int)
    /// Whether the description came from commented-out `# N:`/`# I:`/… lines.
    public let descriptionFromComments: Bool
    public var lineNumber: Int { lines.lineNumber }

    private let lines: LineReader
    @exclusivity(unchecked) private var pending: UnsafeBufferPointer<UInt8>?
    @exclusivity(unchecked) private var validator: EventValidator

    /// Opens an evemu file and reads its description.
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate description file (evemu-describe output, `.desc`, `.prop`), which
    ///     takes precedence over any description in `path`.
    public convenience init(path: String, descriptionPath: String? = nil) throws(RecordingError) {
        try self.init(input: try RecordingInput(path: path), descriptionPath: descriptionPath)
    }

    /// Reads an opened recording from its start (``Recording/open(_:descriptionPath:deviceIndex:)``).
    init(input: RecordingInput, descriptionPath: String?) throws(RecordingError) {
        let path = input.path
        self.path = path
        lines = LineReader(input: input)
        var parser = EvemuDescriptionParser(path: path)
        var commented = EvemuDescriptionParser(path: path)
        var sawContent = false
        while let line = try lines.nextLine() {
            if line.isBlank { continue }
            sawContent = true
            if line[0] == 0x23 {  // '#'
                try parser.parseComment(line, lineNumber: lines.lineNumber)
                if line.count > 4, line[1] == 0x20, line[3] == 0x3a {
                    _ = try? commented.parse(UnsafeBufferPointer(rebasing: line[2...]), lineNumber: lines.lineNumber)
                }
                continue
            }
            if line.hasPrefix("E:") {
                pending = line
                break
            }
            if try parser.parse(line, lineNumber: lines.lineNumber) { continue }
            if line.contains(0) {
                throw RecordingError(
                    .badData, path: path, line: lines.lineNumber, expected: "an evemu text recording",
                    found: "binary data")
            }
            throw .bad(
                path, line: lines.lineNumber,
                expected: "an evemu line (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`, `E:` or a `#` comment)",
                text: line)
        }
        guard sawContent else {
            throw RecordingError(.badData, path: path, line: 1, expected: "an evemu recording", found: "an empty file")
        }
        version = parser.version
        var description = parser.build()
        var fromComments = false
        if description == nil, let recovered = commented.build() {
            description = recovered
            fromComments = true
        }
        if let descriptionPath {
            description = try Self.readDescription(descriptionPath)
            fromComments = false
        }
        self.description = description
        descriptionFromComments = fromComments
        validator = EventValidator(description: description)
    }

    /// Reads a description-only evemu file (evemu-describe output, `.desc`, `.prop`).
    public static func readDescription(_ path: String) throws(RecordingError) -> DeviceDescription {
        let lines = try LineReader(path: path)
        var parser = EvemuDescriptionParser(path: path)
        while let line = try lines.nextLine() {
            if line.isBlank { continue }
            if line[0] == 0x23 {
                try parser.parseComment(line, lineNumber: lines.lineNumber)
                continue
            }
            if line.hasPrefix("E:") { break }
            guard try parser.parse(line, lineNumber: lines.lineNumber) else {
                throw .bad(
                    path, line: lines.lineNumber,
                    expected: "an evemu description line (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`)", text: line)
            }
        }
        guard let description = parser.build() else {
            throw RecordingError(
                .badData, path: path, line: max(1, lines.lineNumber), expected: "an evemu device description",
                found: "no description lines")
        }
        return description
    }

    public func next() throws(RecordingError) -> InputEvent? {
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

    /// Parses `E: sec.usec type code value [# comment]`.
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
            time: Int64(seconds.value) * 1_000_000 + Int64(micros.value), type: EventType(rawValue: UInt16(type)),
            code: UInt16(code), value: value)
    }
}
