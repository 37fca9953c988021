import GestureCore

/// Counts and contact summaries of a whole recording, gathered in one streaming pass.
///
/// ```swift
/// var statistics = RecordingStatistics(description: reader.description)
/// while let event = try reader.next() { statistics.add(event) }
/// print(statistics.eventCount, statistics.contacts.count)
/// ```
package struct RecordingStatistics {
    /// Speeds are measured between frames at least this far apart, microseconds, so that two frames
    /// a few microseconds apart (a whole tap inside 53 µs exists) do not read as absurd speeds.
    package static let minimumSpeedInterval: Int64 = 4_000

    /// Every evdev event, `SYN_REPORT` included.
    package private(set) var eventCount = 0
    /// Time of the first event, microseconds.
    package private(set) var firstTime: Int64?
    /// Time of the last event, microseconds.
    package private(set) var lastTime: Int64?
    /// Contacts in order of appearance.
    ///
    /// Their normalized positions are worked out here, from the first and last positions, as the
    /// assembler would have for those frames (the frames in between need none).
    package var contacts: [ContactSummary] {
        var contacts = tally.contacts
        for index in contacts.indices {
            contacts[index].startNormalized = assembler.normalizedPosition(
                x: contacts[index].startX, y: contacts[index].startY)
            contacts[index].endNormalized = assembler.normalizedPosition(
                x: contacts[index].endX, y: contacts[index].endY)
        }
        return contacts
    }
    private var assembler: FrameAssembler
    private var tally = Tally()

    /// Starts empty for a device.
    package init(description: DeviceDescription?) {
        assembler = FrameAssembler(description: description)
        // Two divisions per contact and frame, for positions only the first and last frames keep.
        assembler.normalizesContacts = false
    }

    /// `SYN_REPORT`s seen (frames, with or without contacts).
    package var frameCount: Int { assembler.reportCount }
    /// Stretches lost to `SYN_DROPPED`.
    package var gaps: [InputGap] { assembler.gaps }
    /// Tolerated input problems.
    package var bugs: [String] { assembler.bugs }
    /// The contact reporting mode.
    package var mode: FrameAssembler.Mode? { assembler.mode }
    /// Seconds from the first to the last event.
    package var duration: Double {
        guard let firstTime, let lastTime else { return 0 }
        return Microseconds.seconds(from: firstTime, to: lastTime)
    }

    /// Adds one event.
    package mutating func add(_ event: InputEvent) {
        eventCount += 1
        if firstTime == nil { firstTime = event.time }
        lastTime = event.time
        guard let frame = assembler.feed(event) else { return }
        for contact in frame.contacts { tally.record(contact, at: frame.time) }
    }

    /// Adds every event `reader` has left, a batch at a time.
    package mutating func add(eventsOf reader: any EventReader) throws(RecordingError) {
        let batch = UnsafeMutableBufferPointer<InputEvent>.allocate(capacity: Recording.batchCapacity)
        defer { batch.deallocate() }
        while true {
            let count = try reader.next(into: batch)
            guard count > 0 else { return }
            add(contentsOf: UnsafeBufferPointer(rebasing: batch[..<count]))
        }
    }

    /// Adds a batch of events in order (``EventReader/next(into:)``); the same as adding each.
    package mutating func add(contentsOf events: UnsafeBufferPointer<InputEvent>) {
        guard let first = events.first, let last = events.last else { return }
        eventCount += events.count
        if firstTime == nil { firstTime = first.time }
        lastTime = last.time
        // The tally is moved out while the assembler calls back, so the two are changed apart.
        var tally = Tally()
        swap(&tally, &self.tally)
        assembler.feedContacts(contentsOf: events) { time, contacts, _ in
            for contact in contacts { tally.record(contact, at: time) }
        }
        swap(&tally, &self.tally)
    }
}

/// The contact summaries, and the contacts still down.
private struct Tally {
    /// Every contact in order of appearance, with the summaries of those still down as they are now.
    var contacts: [ContactSummary] {
        guard !open.isEmpty else { return ended }
        var all = ended
        for contact in open { all[contact.index] = contact.summary }
        return all
    }

    /// The summaries in order of appearance: final for the contacts that ended, as first seen for
    /// those still down (whose summaries grow in ``open`` and are written here when they end).
    private var ended: [ContactSummary] = []
    /// The contacts still down, with their index in `ended`, speed anchor and growing summary.
    ///
    /// A few at a time (one per finger), so a linear search beats hashing the id twice per contact
    /// and frame, and each frame extends a summary in this short list instead of in the long one.
    private var open: [OpenContact] = []

    private struct OpenContact {
        var id: Int
        var index: Int
        var anchorTime: Int64
        var anchorX: Double
        var anchorY: Double
        var summary: ContactSummary
    }

    /// Extends the summaries by a contact of a frame at `time` (microseconds); the normalized
    /// positions are left for ``RecordingStatistics/contacts``.
    mutating func record(_ contact: TouchContact, at time: Int64) {
        guard let position = open.firstIndex(where: { $0.id == contact.id }) else {
            let summary = ContactSummary(
                id: contact.id, slot: contact.slot, start: time, end: time, startX: contact.x, startY: contact.y,
                endX: contact.x, endY: contact.y, startNormalized: nil, endNormalized: nil,
                pathLength: 0, maxSpeed: 0, lifted: contact.phase == .up, frames: 1)
            ended.append(summary)
            // A contact's id never comes back after its lift or cancel, so one that ends in its first
            // frame is not kept open (and `open` holds only the contacts down now).
            if contact.phase == .down || contact.phase == .move {
                open.append(
                    OpenContact(
                        id: contact.id, index: ended.count - 1, anchorTime: time, anchorX: contact.x,
                        anchorY: contact.y, summary: summary))
            }
            return
        }
        let speedDue = time - open[position].anchorTime >= RecordingStatistics.minimumSpeedInterval
        Self.extend(&open[position], with: contact, at: time, speedDue: speedDue)
        switch contact.phase {
        case .up, .cancel:
            ended[open[position].index] = open[position].summary
            open.remove(at: position)
        case .down, .move:
            if speedDue {
                open[position].anchorTime = time
                open[position].anchorX = contact.x
                open[position].anchorY = contact.y
            }
        }
    }

    /// Extends an open contact's summary by one frame.
    /// - Parameter speedDue: Whether a speed is measured at this frame, from the contact's anchor.
    private static func extend(
        _ open: inout OpenContact, with contact: TouchContact, at time: Int64, speedDue: Bool
    ) {
        let dx = contact.x - open.summary.endX
        let dy = contact.y - open.summary.endY
        open.summary.pathLength += (dx * dx + dy * dy).squareRoot()
        open.summary.end = time
        open.summary.endX = contact.x
        open.summary.endY = contact.y
        open.summary.frames += 1
        if speedDue {
            let ax = contact.x - open.anchorX
            let ay = contact.y - open.anchorY
            let speed = (ax * ax + ay * ay).squareRoot() / Microseconds.seconds(from: open.anchorTime, to: time)
            open.summary.maxSpeed = max(open.summary.maxSpeed, speed)
        }
        if contact.phase == .up { open.summary.lifted = true }
    }
}
