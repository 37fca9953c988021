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
    /// A file converted from a dump whose axis ranges were inferred says so again
    /// (``EvemuWriter/inferredRangesMark``).
    public var warnings: [String] {
        guard description?.rangesInferred == true else { return [] }
        return [
            "axis ranges inferred from the events when this file was converted, not read from the device: "
                + "positions are relative to the area touched"
        ]
    }
    public let description: DeviceDescription?
    /// The `# EVEMU x.y` version of the events file (1.0 when it has none).
    public let version: (major: Int, minor: Int)
    /// Whether the description came from commented-out `# N:`/`# I:`/… lines.
    public let descriptionFromComments: Bool
    public var lineNumber: Int { blocks?.lineNumber ?? events.lineNumber }

    /// The events after the description.
    private let events: EvemuEventParser
    /// The events parsed a block at a time on every core, for a large file
    /// (``RecordingInput/worthPipelining``).
    private let blocks: EvemuBlockPipeline?

    /// Opens an evemu file and reads its description.
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate description file (evemu-describe output, `.desc`, `.prop`), which
    ///     takes precedence over any description in `path`.
    public convenience init(path: String, descriptionPath: String? = nil) throws(RecordingError) {
        try self.init(input: try RecordingInput(path: path), descriptionPath: descriptionPath)
    }

    /// Reads an opened recording from its start (``Recording/open(_:descriptionPath:deviceIndex:)``).
    /// - Parameter inBlocks: Whether a large file's events may be parsed in blocks on every core
    ///   (false reads them in order on this thread, as the tests compare).
    init(input: RecordingInput, descriptionPath: String?, inBlocks: Bool = true) throws(RecordingError) {
        let path = input.path
        self.path = path
        input.startLastPass()
        let lines = LineReader(input: input)
        var pending: UnsafeBufferPointer<UInt8>?
        var parser = EvemuDescriptionParser(path: path)
        var commented = EvemuDescriptionParser(path: path)
        var sawContent = false
        // Where the first event line starts: where the events do.
        var eventsStart = lines.nextOffset
        while true {
            let lineStart = lines.nextOffset
            guard let line = try lines.nextLine() else { break }
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
                eventsStart = lineStart
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
        events = EvemuEventParser(lines: lines, pending: pending, validator: EventValidator(description: description))
        var blocks: EvemuBlockPipeline?
        if inBlocks, input.worthPipelining, pending != nil {
            blocks = EvemuBlockPipeline(
                input: input, description: description, sectionStart: eventsStart, firstLine: lines.lineNumber)
        }
        self.blocks = blocks?.start() == true ? blocks : nil
    }

    deinit {
        blocks?.stop()
    }

    /// Whether the events are parsed in blocks on every core (a large file on two cores or more).
    var readsInBlocks: Bool { blocks != nil }

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
        if let blocks { return try blocks.next() }
        return try events.next()
    }

    public func next(into buffer: UnsafeMutableBufferPointer<InputEvent>) throws(RecordingError) -> Int {
        if let blocks { return try blocks.next(into: buffer) }
        guard !buffer.isEmpty, let event = try events.next() else { return 0 }
        buffer[0] = event
        return 1
    }
}
