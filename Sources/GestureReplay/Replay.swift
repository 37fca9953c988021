public import EvdevInput
public import GestureCore
package import GestureInteraction

/// Runs a whole recording through a ``ReplayEngine``.
public enum Replay {
    /// Replays a recording file, without warnings.
    ///
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description, for events-only files.
    ///   - deviceIndex: The device of a multi-device libinput record file.
    ///   - options: Model, transition, edge, clock and container.
    ///   - onRecord: Receives every trace record in order; nil skips building the frame records.
    /// - Returns: The summary.
    /// - Throws: ``ReplayError``.
    public static func run(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil, options: ReplayOptions,
        onRecord: ((TraceRecord) -> Void)? = nil
    ) throws(ReplayError) -> ReplaySummary {
        try run(
            path: path, descriptionPath: descriptionPath, deviceIndex: deviceIndex, options: options, onWarning: nil,
            onRecord: onRecord)
    }

    /// Replays a recording file, reporting what it had to guess.
    ///
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description, for events-only files.
    ///   - deviceIndex: The device of a multi-device libinput record file.
    ///   - options: Model, transition, edge, clock and container.
    ///   - onWarning: Receives what the replay had to guess, before the first event.
    ///   - onRecord: Receives every trace record in order (header, records, summary); nil skips building
    ///     the frame records.
    ///   - onSample: Receives every contact sample the replay takes (``ReplayEngine/onSample``).
    /// - Returns: The summary.
    /// - Throws: ``ReplayError``.
    public static func run(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil, options: ReplayOptions,
        onWarning: ((ReplayWarning) -> Void)?, onRecord: ((TraceRecord) -> Void)?,
        onSample: ((TouchSample) -> Void)? = nil
    ) throws(ReplayError) -> ReplaySummary {
        let reader: any EventReader
        do throws(RecordingError) {
            reader = try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
        } catch {
            throw .recording(error)
        }
        return try run(reader: reader, options: options, onWarning: onWarning, onRecord: onRecord, onSample: onSample)
    }

    /// Replays what a reader reads: the one replay loop, for files, standard input, recordings read
    /// whole (``EvdevInput/EventArrayReader``) and their perturbed variants.
    ///
    /// - Parameters:
    ///   - reader: The events and their device.
    ///   - options: Model, transition, edge, clock, container and gesture selection.
    ///   - onWarning: Receives what the replay had to guess, before the first event.
    ///   - onRecord: Receives every trace record in order (header, records, summary); nil builds no
    ///     records at all.
    ///   - onSample: Receives every contact sample the replay takes (``ReplayEngine/onSample``).
    /// - Returns: The summary.
    /// - Throws: ``ReplayError``.
    public static func run(
        reader: any EventReader, options: ReplayOptions, onWarning: ((ReplayWarning) -> Void)?,
        onRecord: ((TraceRecord) -> Void)?, onSample: ((TouchSample) -> Void)? = nil
    ) throws(ReplayError) -> ReplaySummary {
        let path = reader.path
        var engine = try ReplayEngine(description: reader.description, source: path, options: options)
        engine.onSample = onSample
        let assumptions = engine.noteAssumptions(inputWarnings: reader.warnings)
        if let onWarning { assumptions.forEach(onWarning) }
        engine.recordsFrames = onRecord != nil
        engine.keepsRecords = onRecord != nil
        if let onRecord, let description = reader.description {
            onRecord(
                .header(
                    TraceHeader(source: path, format: reader.format.rawValue, description: description, engine: engine)
                ))
        }
        var records: [TraceRecord] = []
        // A batch at a time: a reader that parses on a second thread hands over whole chunks.
        let batch = UnsafeMutableBufferPointer<InputEvent>.allocate(capacity: Recording.batchCapacity)
        defer { batch.deallocate() }
        do throws(RecordingError) {
            while true {
                let count = try reader.next(into: batch)
                guard count > 0 else { break }
                for event in batch[..<count] {
                    engine.feed(event)
                    guard let onRecord else { continue }
                    engine.drainRecords(into: &records)
                    // Most events close no frame and produce no record: nothing to pass on or empty.
                    guard !records.isEmpty else { continue }
                    for record in records { onRecord(record) }
                    records.removeAll(keepingCapacity: true)
                }
            }
        } catch {
            throw .recording(error)
        }
        engine.finish()
        let filter = engine.filter
        if !filter.selection.isAll, filter.keptCount == 0 {
            throw .emptySelection(
                path: path, selection: filter.selection, gestures: filter.gestureCount, end: filter.end)
        }
        if let onRecord {
            engine.drainRecords(into: &records)
            for record in records { onRecord(record) }
            onRecord(.summary(engine.summary))
        }
        return engine.summary
    }

    /// The class of a recording's device (nil for an events-only file without a description).
    /// - Throws: ``ReplayError``.
    package static func deviceClass(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil
    ) throws(ReplayError) -> DeviceClass? {
        do throws(RecordingError) {
            return try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
                .description?.deviceClass
        } catch {
            throw .recording(error)
        }
    }

    /// The models a recording is replayed under when none are named: those that drive its device
    /// (``ReplayEngine/Route/models(for:)``), the class as declared when one is.
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description, for events-only files.
    ///   - deviceIndex: The device of a multi-device libinput record file.
    ///   - declaredClass: The class the replay declares, which replaces the one the description's bits say.
    /// - Returns: The models; every touchscreen model when the recording cannot be read (its replay says why).
    package static func defaultModels(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil, declaredClass: DeviceClass?
    ) -> [FeelModel] {
        if let declaredClass { return ReplayEngine.Route.models(for: declaredClass) }
        let found = try? self.deviceClass(path: path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
        return ReplayEngine.Route.models(for: found ?? .touchscreen)
    }

    /// How a recording's positions map to the container under `options`, reading only its description.
    /// - Throws: ``ReplayError``.
    package static func mapping(
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

    /// When each gesture of a recording begins, seconds from its first event, in order (a gesture is
    /// a touch sequence from first contact down to all up, as ``GestureSelection`` counts them).
    /// - Throws: ``ReplayError``.
    package static func gestureStarts(
        path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil
    ) throws(ReplayError) -> [Double] {
        do throws(RecordingError) {
            let reader = try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
            var assembler = FrameAssembler(description: reader.description)
            var filter = GestureFilter(selection: .all)
            var starts: [Double] = []
            while let event = try reader.next() {
                filter.see(event)
                guard let frame = assembler.feed(event) else { continue }
                let before = filter.gestureCount
                _ = filter.keeps(frame)
                if filter.gestureCount > before, let origin = filter.origin {
                    starts.append(Microseconds.seconds(from: origin, to: frame.time))
                }
            }
            return starts
        } catch {
            throw .recording(error)
        }
    }
}
