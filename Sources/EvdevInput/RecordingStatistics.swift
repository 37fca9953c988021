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
    public private(set) var contacts: [ContactSummary] = []
    private var assembler: FrameAssembler
    private var open: [Int: Int] = [:]
    private var speedAnchor: [Int: (time: Int64, x: Double, y: Double)] = [:]

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
        for contact in frame.contacts { record(contact, at: frame.time) }
    }

    private mutating func record(_ contact: TouchContact, at time: Int64) {
        let normalized = contact.normalizedX.flatMap { x in contact.normalizedY.map { (x, $0) } }
        guard let index = open[contact.id] else {
            open[contact.id] = contacts.count
            speedAnchor[contact.id] = (time, contact.x, contact.y)
            contacts.append(
                ContactSummary(
                    id: contact.id, slot: contact.slot, start: time, end: time, startX: contact.x, startY: contact.y,
                    endX: contact.x, endY: contact.y, startNormalized: normalized, endNormalized: normalized,
                    pathLength: 0, maxSpeed: 0, lifted: contact.phase == .up, frames: 1))
            return
        }
        var summary = contacts[index]
        let dx = contact.x - summary.endX
        let dy = contact.y - summary.endY
        summary.pathLength += (dx * dx + dy * dy).squareRoot()
        summary.end = time
        summary.endX = contact.x
        summary.endY = contact.y
        summary.endNormalized = normalized
        summary.frames += 1
        if let anchor = speedAnchor[contact.id], time - anchor.time >= Self.minimumSpeedInterval {
            let ax = contact.x - anchor.x
            let ay = contact.y - anchor.y
            let speed = (ax * ax + ay * ay).squareRoot() / (Double(time - anchor.time) / 1_000_000)
            summary.maxSpeed = max(summary.maxSpeed, speed)
            speedAnchor[contact.id] = (time, contact.x, contact.y)
        }
        switch contact.phase {
        case .up:
            summary.lifted = true
            open[contact.id] = nil
            speedAnchor[contact.id] = nil
        case .cancel:
            open[contact.id] = nil
            speedAnchor[contact.id] = nil
        case .down, .move:
            break
        }
        contacts[index] = summary
    }
}
