public import EvdevInput
public import GestureCore

/// Applies a ``GestureSelection`` to assembled frames: counts gestures as they begin, says which
/// frames belong to a kept one, and where the selection's time starts.
///
/// A gesture begins in the frame in which a contact goes down while none was down, and ends in the
/// frame in which the last contact goes up; frames between gestures belong to none. The whole
/// recording keeps every frame. Times of a selection count from the first event of the frame in
/// which its first kept gesture begins, so the selected part replays as a recording of its own.
///
/// ```swift
/// var filter = GestureFilter(selection: GestureSelection(gesture: 2))
/// for event in events {
///     filter.see(event)
///     if let frame = assembler.feed(event), filter.keeps(frame) { use(frame) }
/// }
/// ```
public struct GestureFilter: Sendable {
    /// The gestures to keep.
    public let selection: GestureSelection
    /// The time origin: the first event, or with a selection the first event of the frame in which
    /// the first kept gesture begins; microseconds on the input's clock, nil until known.
    public private(set) var origin: Int64?
    /// Gestures seen so far.
    public private(set) var gestureCount = 0
    /// Gestures kept so far.
    public private(set) var keptCount = 0
    /// Whether a kept gesture is under way (always, for the whole recording).
    public private(set) var keeping: Bool
    /// The recording's first event, microseconds: gesture start times count from it.
    private var recordingStart: Int64?
    /// The latest event seen, microseconds.
    private var latest: Int64?

    /// The latest event seen, from the first (with a selection; the whole recording's latest event is
    /// not kept): how long the recording read lasts.
    public var end: Timestamp {
        guard let recordingStart, let latest, latest > recordingStart else { return .zero }
        return Timestamp(microseconds: UInt64(latest - recordingStart))
    }
    /// The first event of the frame being read, microseconds.
    private var frameStart: Int64?
    /// Whether the next event begins a frame.
    private var startsFrame = true
    /// Contacts down now.
    private var down = 0
    /// Whether the gesture now under way is kept.
    private var inKeptGesture = false

    /// The contacts down now.
    public var contactsDown: Int { down }
    /// The number of the gesture under way (1-based), nil while no contact is down.
    public var gestureUnderWay: Int? { down > 0 ? gestureCount : nil }
    /// The number of the gesture the last frame given to ``keeps(_:)`` belongs to, nil for a frame
    /// between gestures.
    public private(set) var frameGesture: Int?
    /// The start of the gesture the last frame given to ``keeps(_:)`` began, seconds from the
    /// recording's first event; nil when that frame began none.
    public private(set) var frameBeganGesture: Double?

    /// Creates a filter.
    public init(selection: GestureSelection) {
        self.selection = selection
        keeping = selection.isAll
        keepsAll = selection.isAll
    }

    /// Whether the selection is the whole recording (``GestureSelection/isAll``).
    ///
    /// Kept, as it is read at every event and frame. Such a filter keeps every frame; a replay that
    /// needs nothing else from it (no gesture count) need not show it the frames.
    public let keepsAll: Bool

    /// Notes an event before it goes to the frame assembler (for the start of its frame).
    public mutating func see(_ event: InputEvent) {
        if recordingStart == nil {
            recordingStart = event.time
            if keepsAll { origin = event.time }
        }
        // Frame starts place a selection's origin; the whole recording's is its first event.
        guard !keepsAll else { return }
        latest = max(latest ?? event.time, event.time)
        if startsFrame {
            frameStart = event.time
            startsFrame = false
        }
        if event.type == .syn, event.code == EventCode.synReport || event.code == EventCode.synDropped {
            startsFrame = true
        }
    }

    /// Whether `frame` belongs to a kept gesture, counting the gesture it begins.
    public mutating func keeps(_ frame: TouchFrame) -> Bool {
        let wasIdle = down == 0
        var began = false
        for contact in frame.contacts {
            switch contact.phase {
            case .down:
                down += 1
                began = true
            case .move: break
            case .up, .cancel: down = max(down - 1, 0)
            }
        }
        frameBeganGesture = nil
        if wasIdle, began {
            gestureCount += 1
            let start = Microseconds.seconds(from: recordingStart ?? frame.time, to: frame.time)
            frameBeganGesture = start
            inKeptGesture = selection.keeps(gesture: gestureCount, startingAt: start)
            if inKeptGesture { keptCount += 1 }
        }
        frameGesture = !frame.contacts.isEmpty || down > 0 ? gestureCount : nil
        guard !keepsAll else { return true }
        let kept = inKeptGesture && (!frame.contacts.isEmpty || down > 0)
        if kept, origin == nil { origin = frameStart ?? frame.time }
        keeping = kept && down > 0
        if down == 0 { inKeptGesture = false }
        return kept
    }
}
