public import EvdevInput

/// Runs a whole recording through a ``ReplayEngine``.
public enum Replay {
    /// Replays a recording file.
    ///
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description, for events-only files.
    ///   - deviceIndex: The device of a multi-device libinput record file.
    ///   - options: Model, transition, edge, clock and container.
    ///   - onRecord: Receives every trace record in order (header, records, summary); nil skips building
    ///     the frame records.
    /// - Returns: The summary.
    /// - Throws: ``ReplayError``.
    public static func run(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil, options: ReplayOptions,
        onRecord: ((TraceRecord) -> Void)? = nil
    ) throws(ReplayError) -> ReplaySummary {
        let reader: any EventReader
        do throws(RecordingError) {
            reader = try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
        } catch {
            throw .recording(error)
        }
        var engine = try ReplayEngine(description: reader.description, source: path, options: options)
        engine.recordsFrames = onRecord != nil
        if let onRecord, let description = reader.description {
            onRecord(
                .header(
                    TraceHeader(source: path, format: reader.format.rawValue, description: description, engine: engine)
                ))
        }
        do throws(RecordingError) {
            while let event = try reader.next() {
                engine.feed(event)
                let records = engine.drainRecords()
                if let onRecord { for record in records { onRecord(record) } }
            }
        } catch {
            throw .recording(error)
        }
        engine.finish()
        let records = engine.drainRecords()
        if let onRecord {
            for record in records { onRecord(record) }
            onRecord(.summary(engine.summary))
        }
        return engine.summary
    }

    /// The class of a recording's device (nil for an events-only file without a description).
    /// - Throws: ``ReplayError``.
    public static func deviceClass(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil
    ) throws(ReplayError) -> DeviceClass? {
        do throws(RecordingError) {
            return try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
                .description?.deviceClass
        } catch {
            throw .recording(error)
        }
    }

    /// How a recording's positions map to the container under `options`, reading only its description.
    /// - Throws: ``ReplayError``.
    public static func mapping(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil, options: ReplayOptions
    ) throws(ReplayError) -> ContainerMapping {
        let reader: any EventReader
        do throws(RecordingError) {
            reader = try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
        } catch {
            throw .recording(error)
        }
        return try ReplayEngine(description: reader.description, source: path, options: options).mapping
    }
}
