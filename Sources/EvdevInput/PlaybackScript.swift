/// A recording's events grouped into the frames a player writes: each frame is the events up to and
/// including its `SYN_REPORT`, due at that `SYN_REPORT`'s recorded time.
///
/// `SYN_DROPPED` events are left out (the kernel makes its own when a reader falls behind) and their
/// times kept in ``droppedAt``; the events around them are played as recorded. Events after the last
/// `SYN_REPORT` become a last frame closed by a `SYN_REPORT` of their own, since the kernel passes
/// nothing on before one.
///
/// ```swift
/// let script = try PlaybackScript(reading: Recording.open("swipe.evemu"))
/// script.frameCount           // frames to write
/// script.frame(0)             // the first frame's events, its SYN_REPORT last
/// ```
package struct PlaybackScript: Sendable {
    /// Every event to write, frame after frame, without `SYN_DROPPED`.
    package private(set) var events: [InputEvent] = []
    /// The end (exclusive index into ``events``) of each frame.
    package private(set) var frameEnds: [Int] = []
    /// Recorded times of the skipped `SYN_DROPPED` events, µs as the file has them.
    package private(set) var droppedAt: [Int64] = []
    /// Whether the last frame had no `SYN_REPORT` in the recording and was given one.
    package private(set) var closedLastFrame = false

    /// Groups `events` into frames.
    /// - Parameter events: A recording's events in order, times in µs.
    package init(events: some Sequence<InputEvent>) {
        for event in events { append(event) }
        close()
    }

    /// Reads every event of `reader` and groups them into frames.
    /// - Parameter reader: A recording opened with ``Recording/open(_:descriptionPath:deviceIndex:)``
    ///   or a reader wrapping one.
    /// - Throws: The reader's ``RecordingError``.
    package init(reading reader: any EventReader) throws(RecordingError) {
        let capacity = Recording.batchCapacity
        var batch = [InputEvent](repeating: InputEvent(time: 0, type: .syn, code: 0, value: 0), count: capacity)
        while true {
            let count = try batch.withUnsafeMutableBufferPointer { buffer throws(RecordingError) in
                try reader.next(into: buffer)
            }
            if count == 0 { break }
            for event in batch[..<count] { append(event) }
        }
        close()
    }

    private mutating func append(_ event: InputEvent) {
        if event.type == .syn && event.code == EventCode.synDropped {
            droppedAt.append(event.time)
            return
        }
        events.append(event)
        if event.type == .syn && event.code == EventCode.synReport { frameEnds.append(events.count) }
    }

    private mutating func close() {
        guard let last = events.last, events.count > (frameEnds.last ?? 0) else { return }
        events.append(InputEvent(time: last.time, type: .syn, code: EventCode.synReport, value: 0))
        frameEnds.append(events.count)
        closedLastFrame = true
    }

    /// The number of frames.
    package var frameCount: Int { frameEnds.count }

    /// The events of frame `index` (0-based), its `SYN_REPORT` last.
    package func frame(_ index: Int) -> ArraySlice<InputEvent> {
        events[(index == 0 ? 0 : frameEnds[index - 1])..<frameEnds[index]]
    }

    /// The recorded time of frame `index`: its `SYN_REPORT`'s, µs as the file has them.
    package func time(ofFrame index: Int) -> Int64 { events[frameEnds[index] - 1].time }

    /// Recorded time from the first frame to the last, µs; 0 without frames.
    package var duration: Int64 { frameCount == 0 ? 0 : time(ofFrame: frameCount - 1) - time(ofFrame: 0) }

    /// Every code the frames use, by type (`EV_SYN` left out: every device has it).
    package var usedCodes: [EventType: Set<UInt16>] {
        var used: [EventType: Set<UInt16>] = [:]
        for event in events where event.type != .syn { used[event.type, default: []].insert(event.code) }
        return used
    }

    /// The used codes `description` lacks, as libevdev names them (`ABS_MT_PRESSURE`), sorted by type
    /// and code; empty when it has them all.
    package func codesMissing(from description: DeviceDescription) -> [String] {
        usedCodes.sorted { $0.key < $1.key }.flatMap { type, codes in
            codes.sorted().filter { !description.has(type, $0) }.map { EventCode.name(of: $0, type: type) }
        }
    }

    /// The same frames with every event passed through `transform` (positions mapped onto another
    /// device).
    package func mapped(_ transform: (InputEvent) -> InputEvent) -> PlaybackScript {
        var copy = self
        copy.events = events.map(transform)
        return copy
    }
}
