package import EvdevInput
package import GestureCore
package import GestureReplay

/// A recording read whole into memory: its device and its events, ready to replay as they are or
/// perturbed.
///
/// Robustness replays one recording dozens of times with changed events; reading it once and
/// driving ``ReplayEngine`` from the array keeps those replays off the disk.
package struct LoadedRecording: Sendable {
    /// The recording's path, for the trace header and messages.
    package var path: String
    /// The recording's format, for the trace header.
    package var format: RecordingFormat
    /// What reading it had to guess (axis ranges taken from the events), one sentence each.
    package var warnings: [String]
    /// The device the events came from.
    package var description: DeviceDescription
    /// Every event in file order.
    package var events: [InputEvent]

    /// Reads a recording.
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description, for events-only files.
    ///   - deviceIndex: The device of a multi-device file.
    /// - Throws: ``ReplayError`` when the file cannot be read or has no description.
    package init(path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil) throws(ReplayError) {
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
        format = reader.format
        warnings = reader.warnings
        self.description = description
        self.events = events
    }

    /// Replays `events` (the recording's own by default) with `options` through
    /// ``GestureReplay/Replay/run(reader:options:onWarning:onRecord:)``, as a file is replayed.
    /// - Parameters:
    ///   - events: The events to feed; nil feeds the recording's own.
    ///   - options: Model, transition, edge, clock, container and gesture selection.
    ///   - onRecord: Receives every trace record in order (header, records, summary); nil skips building
    ///     the records.
    ///   - onSample: Receives every contact sample the replay takes (``GestureReplay/ReplayEngine/onSample``).
    /// - Returns: The summary.
    /// - Throws: ``ReplayError`` when the device cannot drive a pan or an option is out of range.
    package func replay(
        _ events: [InputEvent]? = nil, options: ReplayOptions, onRecord: ((TraceRecord) -> Void)? = nil,
        onSample: ((TouchSample) -> Void)? = nil
    ) throws(ReplayError) -> ReplaySummary {
        let reader = EventArrayReader(
            events ?? self.events, description: description, path: path, format: format, warnings: warnings)
        return try Replay.run(reader: reader, options: options, onWarning: nil, onRecord: onRecord, onSample: onSample)
    }
}
