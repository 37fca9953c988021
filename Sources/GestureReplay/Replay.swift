import EvdevInput

/// Runs a whole recording through a ``ReplayEngine``.
public enum Replay {
    /// Replays a recording file.
    ///
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description, for events-only files.
    ///   - deviceIndex: The device of a multi-device libinput record file.
    ///   - options: Model, transition, edge, clock and container.
    ///   - onLine: Receives every trace line in order (header, records, summary); nil skips building them.
    /// - Returns: The summary.
    /// - Throws: ``ReplayError``.
    public static func run(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil, options: ReplayOptions,
        onLine: ((JSONValue) -> Void)? = nil
    ) throws(ReplayError) -> ReplaySummary {
        let reader: any EventReader
        do throws(RecordingError) {
            reader = try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
        } catch {
            throw .recording(error)
        }
        var engine = try ReplayEngine(description: reader.description, source: path, options: options)
        engine.recordsFrames = onLine != nil
        if let onLine, let description = reader.description {
            onLine(
                StateTrace.header(
                    source: path, format: reader.format.rawValue, description: description, engine: engine))
        }
        do throws(RecordingError) {
            while let event = try reader.next() {
                engine.feed(event)
                let records = engine.drainRecords()
                if let onLine { for record in records { onLine(record.json) } }
            }
        } catch {
            throw .recording(error)
        }
        engine.finish()
        let records = engine.drainRecords()
        if let onLine {
            for record in records { onLine(record.json) }
            onLine(engine.summary.json)
        }
        return engine.summary
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
