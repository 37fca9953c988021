/// An ``EventReader`` over events already in memory: a recording read whole, perturbed variants of
/// it, or events a test or an app made.
///
/// ```swift
/// let reader = EventArrayReader(events, description: device, path: "swipe.evemu", format: .evemu)
/// let summary = try Replay.run(reader: reader, options: ReplayOptions())
/// ```
public final class EventArrayReader: EventReader {
    public let path: String
    public let format: RecordingFormat
    public let description: DeviceDescription?
    public let warnings: [String]
    /// The events, in order.
    public let events: [InputEvent]
    private var index = 0

    /// The index of the next event, 1-based as a line would be.
    public var lineNumber: Int { index }

    /// Creates a reader.
    /// - Parameters:
    ///   - events: The events, in order.
    ///   - description: Their device.
    ///   - path: Where they came from, for messages and the trace header.
    ///   - format: The format they were read from.
    ///   - warnings: What reading them had to guess.
    public init(
        _ events: [InputEvent], description: DeviceDescription?, path: String, format: RecordingFormat,
        warnings: [String] = []
    ) {
        self.events = events
        self.description = description
        self.path = path
        self.format = format
        self.warnings = warnings
    }

    public func next() throws(RecordingError) -> InputEvent? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return events[index]
    }

    public func next(into buffer: UnsafeMutableBufferPointer<InputEvent>) throws(RecordingError) -> Int {
        let count = min(buffer.count, events.count - index)
        for offset in 0..<count { buffer[offset] = events[index + offset] }
        index += count
        return count
    }
}
