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
    /// How many devices the file says it lists (its `ndevices:`); nil when it does not say.
    public let declaredDevices: Int?
    /// A file converted from a dump whose axis ranges were inferred says so again
    /// (``LibinputRecordWriter/inferredRangesMark``), as an evemu file does.
    public var warnings: [String] {
        guard description?.rangesInferred == true else { return [] }
        return [
            "axis ranges inferred from the events when this file was converted, not read from the device: "
                + "positions are relative to the area touched"
        ]
    }
    public var lineNumber: Int { pipeline?.lineNumber ?? events.lineNumber }

    /// The only file format version defined by libinput.
    static let supportedVersion: Int64 = 1

    /// The chosen device's events.
    private let events: LibinputEventParser
    /// The parser running on a second thread, for a large file (``RecordingInput/worthPipelining``).
    private let pipeline: EventPipeline<LibinputEventParser>?

    /// Opens a libinput record file and reads up to the chosen device's events.
    ///
    /// A regular file is first read whole: every device's description is checked, and the number of
    /// devices against `ndevices:`, so its mistakes are reported with their line whichever device is
    /// chosen. (A stream, read once, is checked as far as the chosen device's events.)
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
        if input.isRegular {
            // Every device of the file is checked before the chosen one is read, so a mistake in a
            // device no command shows (or an `ndevices:` the devices contradict) is never passed over.
            var whole = LibinputHeaderParser(path: path, wanted: nil)
            whole.checksWholeFile = true
            _ = try whole.run(LineReader(input: input))
        }
        input.startLastPass()
        let lines = LineReader(input: input)
        var header = LibinputHeaderParser(path: path, wanted: deviceIndex)
        let outcome = try header.run(lines)
        self.description = outcome.description
        self.deviceIndex = outcome.deviceIndex
        self.devicesSeen = header.deviceCount
        self.declaredDevices = header.declaredDevices
        events = LibinputEventParser(
            lines: lines, pending: outcome.pending,
            finished: outcome.pending == nil && outcome.eventsFollow == false,
            validator: EventValidator(description: outcome.description))
        let pipeline = input.worthPipelining ? EventPipeline(parser: events) : nil
        self.pipeline = pipeline?.start() == true ? pipeline : nil
    }

    deinit {
        pipeline?.stop()
    }

    public func next() throws(RecordingError) -> InputEvent? {
        if let pipeline { return try pipeline.next() }
        return try events.next()
    }

    public func next(into buffer: UnsafeMutableBufferPointer<InputEvent>) throws(RecordingError) -> Int {
        if let pipeline { return try pipeline.next(into: buffer) }
        guard !buffer.isEmpty, let event = try events.next() else { return 0 }
        buffer[0] = event
        return 1
    }
}
