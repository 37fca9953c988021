import GestureCore

/// Counts and contact summaries of a whole recording, gathered in one streaming pass.
///
/// ```swift
/// var statistics = RecordingStatistics(description: reader.description)
/// while let event = try reader.next() { statistics.add(event) }
/// print(statistics.eventCount, statistics.contacts.count)
/// ```
public struct RecordingStatistics {
    /// Speeds are measured between frames at least this far apart, microseconds, so that two frames
    /// a few microseconds apart (a whole tap inside 53 µs exists) do not read as absurd speeds.
    public static let minimumSpeedInterval: Int64 = 4_000

    /// Every evdev event, `SYN_REPORT` included.
    public private(set) var eventCount = 0
    /// Time of the first event, microseconds.
    public private(set) var firstTime: Int64?
    /// Time of the last event, microseconds.
    public private(set) var lastTime: Int64?
    /// Contacts in order of appearance.
    public var contacts: [ContactSummary] { tally.contacts }
    private var assembler: FrameAssembler
    private var tally = Tally()

    /// Starts empty for a device.
    public init(description: DeviceDescription?) {
        assembler = FrameAssembler(description: description)
    }

    /// `SYN_REPORT`s seen (frames, with or without contacts).
    public var frameCount: Int { assembler.reportCount }
    /// Stretches lost to `SYN_DROPPED`.
    public var gaps: [InputGap] { assembler.gaps }
    /// Tolerated input problems.
    public var bugs: [String] { assembler.bugs }
    /// The contact reporting mode.
    public var mode: FrameAssembler.Mode? { assembler.mode }
    /// Seconds from the first to the last event.
    public var duration: Double {
        guard let firstTime, let lastTime else { return 0 }
        return Double(lastTime - firstTime) / 1_000_000
    }

    /// Adds one event.
    public mutating func add(_ event: InputEvent) {
        eventCount += 1
        if firstTime == nil { firstTime = event.time }
        lastTime = event.time
        guard let frame = assembler.feed(event) else { return }
        for contact in frame.contacts { tally.record(contact, at: frame.time) }
    }

    /// Adds every event `reader` has left, a batch at a time.
    public mutating func add(eventsOf reader: any EventReader) throws(RecordingError) {
        let batch = UnsafeMutableBufferPointer<InputEvent>.allocate(capacity: Recording.batchCapacity)
        defer { batch.deallocate() }
        while true {
            let count = try reader.next(into: batch)
            guard count > 0 else { return }
            add(contentsOf: UnsafeBufferPointer(rebasing: batch[..<count]))
        }
    }

    /// Adds a batch of events in order (``EventReader/next(into:)``); the same as adding each.
    public mutating func add(contentsOf events: UnsafeBufferPointer<InputEvent>) {
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
    var contacts: [ContactSummary] = []
    /// The contacts still down, with their index in `contacts` and speed anchor.
    ///
    /// A few at a time (one per finger), so a linear search beats hashing the id twice per contact
    /// and frame.
    private var open: [OpenContact] = []

    private struct OpenContact {
        var id: Int
        var index: Int
        var anchorTime: Int64
        var anchorX: Double
        var anchorY: Double
    }

    mutating func record(_ contact: TouchContact, at time: Int64) {
        let normalized = contact.normalizedX.flatMap { x in contact.normalizedY.map { (x, $0) } }
        guard let position = open.firstIndex(where: { $0.id == contact.id }) else {
            contacts.append(
                ContactSummary(
                    id: contact.id, slot: contact.slot, start: time, end: time, startX: contact.x, startY: contact.y,
                    endX: contact.x, endY: contact.y, startNormalized: normalized, endNormalized: normalized,
                    pathLength: 0, maxSpeed: 0, lifted: contact.phase == .up, frames: 1))
            // A contact's id never comes back after its lift or cancel, so one that ends in its first
            // frame is not kept open (and `open` holds only the contacts down now).
            if contact.phase == .down || contact.phase == .move {
                let entry = OpenContact(
                    id: contact.id, index: contacts.count - 1, anchorTime: time, anchorX: contact.x, anchorY: contact.y)
                open.append(entry)
            }
            return
        }
        let anchor = open[position]
        let speedDue = time - anchor.anchorTime >= RecordingStatistics.minimumSpeedInterval
        Self.extend(
            &contacts[anchor.index], with: contact, normalized: normalized, at: time, anchor: speedDue ? anchor : nil)
        switch contact.phase {
        case .up, .cancel:
            open.remove(at: position)
        case .down, .move:
            if speedDue {
                open[position].anchorTime = time
                open[position].anchorX = contact.x
                open[position].anchorY = contact.y
            }
        }
    }

    /// Extends a contact's summary by one frame, in place in the list.
    /// - Parameter anchor: Where the speed is measured from, when a speed is due at this frame.
    private static func extend(
        _ summary: inout ContactSummary, with contact: TouchContact, normalized: (x: Double, y: Double)?,
        at time: Int64, anchor: OpenContact?
    ) {
        let dx = contact.x - summary.endX
        let dy = contact.y - summary.endY
        summary.pathLength += (dx * dx + dy * dy).squareRoot()
        summary.end = time
        summary.endX = contact.x
        summary.endY = contact.y
        summary.endNormalized = normalized
        summary.frames += 1
        if let anchor {
            let ax = contact.x - anchor.anchorX
            let ay = contact.y - anchor.anchorY
            let speed = (ax * ax + ay * ay).squareRoot() / (Double(time - anchor.anchorTime) / 1_000_000)
            summary.maxSpeed = max(summary.maxSpeed, speed)
        }
        if contact.phase == .up { summary.lifted = true }
    }
}
