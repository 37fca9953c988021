import GestureCore

/// Folds raw evdev events into one `TouchFrame` per `SYN_REPORT`, for every kind of pointing device.
///
/// Events of a frame are held until its `SYN_REPORT` and then applied in order, as libinput's
/// `evdev-fallback.c` does, so a `SYN_DROPPED` can discard the partial frame: the assembler then drops
/// everything up to and including the next `SYN_REPORT` (the kernel's documented rule) and marks the
/// next frame as following a gap. Live input and recordings share this code.
///
/// Supported devices:
/// - multitouch protocol B: slots and tracking ids; slot 0 is implied when no `ABS_MT_SLOT` is sent;
/// - multitouch protocol A: contacts separated by `SYN_MT_REPORT`, matched to the previous frame by
///   tracking id, else by the least total distance (never by their order in the frame), each keeping
///   the slot it went down in; `BTN_TOUCH 0` lifts every contact;
/// - single touch and tablet tools: `ABS_X/ABS_Y`, touching while `BTN_TOUCH` (or `BTN_LEFT` for
///   pucks and absolute pointers) is down;
/// - relative pointers: `REL_X/REL_Y` summed from 0, a contact while `BTN_LEFT` is held.
///
/// ```swift
/// var assembler = FrameAssembler(description: reader.description)
/// while let event = try reader.next() {
///     if let frame = assembler.feed(event) { print(frame.contacts) }
/// }
/// ```
public struct FrameAssembler: Sendable {
    /// How the device reports contacts.
    public enum Mode: String, Sendable {
        case multitouchB, multitouchA, singleTouch, relative
    }

    /// The highest slot count accepted without a description, to bound memory on garbage input.
    public static let maximumSlots = 64
    /// The most events one frame may hold.
    ///
    /// A real frame holds a few per contact (about 60 for ten
    /// fingers; the kernel's evdev client buffer is sized for a few frames), so a larger one is garbage:
    /// it is dropped whole with an ``Anomaly``, keeping memory and time bounded.
    public static let maximumFrameEvents = 8192

    /// The reporting mode in use (nil until the first event that decides it, without a description).
    public private(set) var mode: Mode?
    /// Stretches of input lost to `SYN_DROPPED`.
    public internal(set) var gaps: [InputGap] = []
    /// Problems in the input that were tolerated (a slot outside the device's range), oldest first.
    public internal(set) var anomalies: [Anomaly] = []
    /// ``anomalies`` in words, one line each.
    public var bugs: [String] { anomalies.map(\.description) }
    /// `SYN_REPORT`s seen, including frames without contacts.
    public private(set) var reportCount = 0

    let xAxis: AbsInfo?
    let yAxis: AbsInfo?
    let slotLimit: Int
    var pending: [InputEvent] = []
    var dropping: (start: Int64, discarded: Int)?
    var followsGap = false
    /// Whether the next frame is the state libevdev synced after a gap.
    var resyncing = false

    /// Whether the last gap still awaits its synced state (its ``InputGap/lostContacts`` are not known yet).
    public var awaitsResync: Bool { resyncing }
    var oversized = false
    var nextContactID = 0
    var slots: [Slot] = []
    var currentSlot: Int? = 0
    var single = SingleState()
    var protocolA = ProtocolAState()
    var output: [TouchContact] = []
    /// Whether contacts carry their normalized position; a consumer that needs it only for a few
    /// contacts (``RecordingStatistics``) turns it off and asks ``normalizedPosition(x:y:)``.
    var normalizesContacts = true
    /// The touchpad's whole state after the latest frame, when the assembler was made to track it
    /// (``init(description:tracksPad:)``); nil otherwise.
    ///
    /// Read here rather than carried by each ``TouchFrame``: a frame that holds it is copied and
    /// destroyed through its value witnesses on every route, which cost a replay more than the pad's
    /// own tracking.
    public internal(set) var pad: PadState?

    /// Creates an assembler for a device.
    /// - Parameters:
    ///   - description: The device; nil for an events-only recording (the mode is then decided by the
    ///     first position event, and positions are not normalised).
    ///   - tracksPad: Whether to keep the touchpad's whole state (``PadState``) and close a frame at
    ///     every `SYN_REPORT`, with contacts or not, as libinput's touchpad code reads them. The
    ///     kernel's extra `SYN_REPORT` with value 1 (sent after keys it released itself) then closes
    ///     nothing: its events join the next frame, as libinput drops that report
    ///     (`evdev-mt-touchpad.c`, `tp_interface_process`).
    public init(description: DeviceDescription?, tracksPad: Bool = false) {
        if tracksPad {
            pad = PadState(
                slotCount: description?.slotCount ?? 1,
                usesSlots: description?.has(.abs, EventCode.absMTPositionX) ?? false)
        }
        if let description {
            let axes = description.positionAxes
            xAxis = axes.flatMap { description.absInfo[$0.x] }
            yAxis = axes.flatMap { description.absInfo[$0.y] }
            slotLimit = min(description.slotCount ?? Self.maximumSlots, Self.maximumSlots)
            if description.has(.abs, EventCode.absMTPositionX) {
                mode = .multitouchB
            } else if description.has(.abs, EventCode.absX) {
                mode = .singleTouch
            } else if description.has(.rel, EventCode.relX) || description.has(.rel, EventCode.relY) {
                mode = .relative
            }
        } else {
            xAxis = nil
            yAxis = nil
            slotLimit = Self.maximumSlots
        }
        pending.reserveCapacity(64)
        output.reserveCapacity(16)
    }

    /// Takes one event; returns a frame when the event is a `SYN_REPORT` that closes a frame with
    /// contacts in it.
    public mutating func feed(_ event: InputEvent) -> TouchFrame? {
        if event.type == .syn {
            switch event.code {
            case EventCode.synReport:
                if pad != nil, event.value != 0, dropping == nil { return nil }
                reportCount += 1
                if let drop = dropping {
                    gaps.append(
                        InputGap(start: drop.start, end: event.time, discardedEvents: drop.discarded + pending.count))
                    pending.removeAll(keepingCapacity: true)
                    dropping = nil
                    followsGap = true
                    resyncing = true
                    return nil
                }
                if oversized {
                    anomalies.append(Anomaly(time: event.time, kind: .oversizedFrame(limit: Self.maximumFrameEvents)))
                    pending.removeAll(keepingCapacity: true)
                    oversized = false
                    return nil
                }
                var held: [InputEvent] = []
                swap(&held, &pending)
                defer {
                    held.removeAll(keepingCapacity: true)
                    swap(&held, &pending)
                }
                return held.withUnsafeBufferPointer { closeFrame($0, at: event.time) }
            case EventCode.synDropped:
                // A second drop before the resync extends the same gap, which began at the first.
                dropping = (dropping?.start ?? event.time, (dropping?.discarded ?? 0) + pending.count)
                pending.removeAll(keepingCapacity: true)
                return nil
            default:
                break
            }
        }
        guard pending.count < Self.maximumFrameEvents else {
            oversized = true
            return nil
        }
        pending.append(event)
        return nil
    }

    /// Takes a batch of events in order and hands `body` each frame with contacts, exactly as
    /// ``feed(_:)`` would one event at a time.
    ///
    /// A frame that lies whole inside the batch is applied where it lies, without being held, so a
    /// reader's batch (``EventReader/next(into:)``) costs one pass over its events.
    public mutating func feed<Failure: Error>(
        contentsOf events: UnsafeBufferPointer<InputEvent>, _ body: (TouchFrame) throws(Failure) -> Void
    ) throws(Failure) {
        try feedContacts(contentsOf: events) { (time, contacts, followsGap) throws(Failure) in
            try body(TouchFrame(time: time, contacts: Array(contacts), followsGap: followsGap))
        }
    }

    /// ``feed(contentsOf:_:)`` without a ``TouchFrame`` per frame: `body` gets each frame's time
    /// (microseconds), its contacts, borrowed for the call, and whether it follows a gap.
    ///
    /// For a consumer that reads each frame once and keeps nothing of it (statistics over a whole
    /// recording): no frame's array is built, retained and released.
    public mutating func feedContacts<Failure: Error>(
        contentsOf events: UnsafeBufferPointer<InputEvent>,
        _ body: (_ time: Int64, _ contacts: UnsafeBufferPointer<TouchContact>, _ followsGap: Bool) throws(Failure) ->
            Void
    ) throws(Failure) {
        var start = 0
        for index in events.indices {
            let event = events[index]
            guard event.type == .syn, event.code == EventCode.synReport || event.code == EventCode.synDropped else {
                continue
            }
            if event.code == EventCode.synReport, pending.isEmpty, dropping == nil, !oversized, pad == nil,
                index - start <= Self.maximumFrameEvents
            {
                reportCount += 1
                if applyFrame(UnsafeBufferPointer(rebasing: events[start..<index]), at: event.time) {
                    let gap = followsGap
                    followsGap = false
                    try output.withUnsafeBufferPointer { (contacts) throws(Failure) in
                        try body(event.time, contacts, gap)
                    }
                }
            } else {
                hold(events[start..<index])
                if let frame = feed(event) {
                    try frame.contacts.withUnsafeBufferPointer { (contacts) throws(Failure) in
                        try body(frame.time, contacts, frame.followsGap)
                    }
                }
            }
            start = index + 1
        }
        hold(events[start...])
    }

    /// Holds events of a frame not yet closed, as ``feed(_:)`` does one at a time: up to
    /// ``maximumFrameEvents``, beyond which the frame is marked oversized.
    private mutating func hold(_ events: Slice<UnsafeBufferPointer<InputEvent>>) {
        let room = Self.maximumFrameEvents - pending.count
        if events.count > room {
            pending.append(contentsOf: events.prefix(room))
            oversized = true
        } else {
            pending.append(contentsOf: events)
        }
    }

    /// Applies the events of a frame and reports its contacts.
    ///
    /// Always inlined into its callers: it runs at every `SYN_REPORT`, and the call and the frame it
    /// returns through memory cost a replay more than its body.
    @inline(__always)
    private mutating func closeFrame(_ events: UnsafeBufferPointer<InputEvent>, at time: Int64) -> TouchFrame? {
        pad?.apply(events)
        guard applyFrame(events, at: time) || pad != nil else { return nil }
        let frame = TouchFrame(time: time, contacts: output, followsGap: followsGap)
        followsGap = false
        return frame
    }

    /// Applies the events of a frame that ends at `time` (microseconds), leaving its contacts in `output`.
    /// - Returns: Whether the frame has contacts.
    private mutating func applyFrame(_ events: UnsafeBufferPointer<InputEvent>, at time: Int64) -> Bool {
        output.removeAll(keepingCapacity: true)
        if mode == nil { mode = Self.detectMode(events) }
        switch mode {
        case .multitouchB?:
            if events.contains(where: { $0.type == .syn && $0.code == EventCode.synMTReport }) {
                mode = .multitouchA
                slots.removeAll()
                applyProtocolA(events, time: time)
            } else {
                applyProtocolB(events)
            }
        case .multitouchA?: applyProtocolA(events, time: time)
        case .singleTouch?: applySingle(events, relative: false)
        case .relative?: applySingle(events, relative: true)
        case nil: break
        }
        if resyncing { cancelLiftsHiddenByGap() }
        resyncing = false
        return !output.isEmpty
    }

    /// Turns the lifts of the frame libevdev synced after a gap into cancels.
    ///
    /// Such a contact vanished while events were lost, so its lift (and where it happened) was never
    /// seen, and it is cancelled as UIKit's `touchesCancelled` does. The contacts are noted in the gap's
    /// ``InputGap/lostContacts``.
    private mutating func cancelLiftsHiddenByGap() {
        for index in output.indices where output[index].phase == .up {
            output[index].phase = .cancel
            if !gaps.isEmpty { gaps[gaps.count - 1].lostContacts.append(output[index].id) }
        }
    }

    /// The mode events alone imply, for input without a description.
    static func detectMode(_ events: UnsafeBufferPointer<InputEvent>) -> Mode? {
        for event in events {
            if event.type == .syn && event.code == EventCode.synMTReport { return .multitouchA }
            if event.type == .abs && (event.code == EventCode.absMTPositionX || event.code == EventCode.absMTTrackingID)
            {
                return .multitouchB
            }
        }
        if events.contains(where: { $0.type == .abs && ($0.code == EventCode.absX || $0.code == EventCode.absY) }) {
            return .singleTouch
        }
        if events.contains(where: { $0.type == .rel && ($0.code == EventCode.relX || $0.code == EventCode.relY) }) {
            return .relative
        }
        return nil
    }

    func normalized(_ value: Double, _ axis: AbsInfo?) -> Double? {
        guard let axis else { return nil }
        return (value - Double(axis.minimum)) / axis.span
    }

    mutating func makeContact(
        id: Int, slot: Int, trackingID: Int32?, phase: TouchPhase, x: Double, y: Double, relative: Bool = false
    ) -> TouchContact {
        let normalizes = normalizesContacts && !relative
        return TouchContact(
            id: id, slot: slot, trackingID: trackingID, phase: phase, x: x, y: y,
            normalizedX: normalizes ? normalized(x, xAxis) : nil, normalizedY: normalizes ? normalized(y, yAxis) : nil)
    }

    /// The position `x, y` (device units) as fractions of the axis ranges, as this assembler's
    /// contacts carry it (``TouchContact/normalizedX``): nil for a relative pointer, or without both
    /// axes' ranges.
    func normalizedPosition(x: Double, y: Double) -> (x: Double, y: Double)? {
        guard mode != .relative, let x = normalized(x, xAxis), let y = normalized(y, yAxis) else { return nil }
        return (x, y)
    }

    mutating func newContactID() -> Int {
        defer { nextContactID += 1 }
        return nextContactID
    }
}
