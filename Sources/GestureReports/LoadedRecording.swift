public import EvdevInput
public import GestureReplay

/// A recording read whole into memory: its device and its events, ready to replay as they are or
/// perturbed.
///
/// Robustness replays one recording dozens of times with changed events; reading it once and
/// driving ``ReplayEngine`` from the array keeps those replays off the disk.
public struct LoadedRecording: Sendable {
    /// The recording's path, for the trace header and messages.
    public var path: String
    /// The recording's format name (`evemu`, `libinput`, `getevent`), for the trace header.
    public var format: String
    /// The device the events came from.
    public var description: DeviceDescription
    /// Every event in file order.
    public var events: [InputEvent]

    /// Reads a recording.
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description, for events-only files.
    ///   - deviceIndex: The device of a multi-device file.
    /// - Throws: ``ReplayError`` when the file cannot be read or has no description.
    public init(path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil) throws(ReplayError) {
        let reader: any EventReader
        var events: [InputEvent] = []
        do throws(RecordingError) {
            reader = try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
            while let event = try reader.next() { events.append(event) }
        } catch {
            throw .recording(error)
        }
        guard let description = reader.description else { throw .noDescription(path: path) }
        self.path = path
        format = reader.format.rawValue
        self.description = description
        self.events = events
    }

    /// Replays `events` (the recording's own by default) with `options`, as
    /// ``Replay/run(path:descriptionPath:deviceIndex:options:onRecord:)`` replays a file.
    /// - Parameters:
    ///   - events: The events to feed; nil feeds the recording's own.
    ///   - options: Model, transition, edge, clock and container.
    ///   - onRecord: Receives every trace record in order (header, records, summary); nil skips building
    ///     the frame records.
    /// - Returns: The summary.
    /// - Throws: ``ReplayError`` when the device cannot drive a pan or an option is out of range.
    public func replay(
        _ events: [InputEvent]? = nil, options: ReplayOptions, onRecord: ((TraceRecord) -> Void)? = nil
    ) throws(ReplayError) -> ReplaySummary {
        var engine = try ReplayEngine(description: description, source: path, options: options)
        engine.recordsFrames = onRecord != nil
        onRecord?(.header(TraceHeader(source: path, format: format, description: description, engine: engine)))
        for event in events ?? self.events {
            engine.feed(event)
            let records = engine.drainRecords()
            if let onRecord { for record in records { onRecord(record) } }
        }
        engine.finish()
        let records = engine.drainRecords()
        if let onRecord {
            for record in records { onRecord(record) }
            onRecord(.summary(engine.summary))
        }
        return engine.summary
    }
}
