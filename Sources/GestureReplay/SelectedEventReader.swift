public import EvdevInput
import GestureCore

/// An ``EvdevInput/EventReader`` that passes on only the frames of the gestures a
/// ``GestureSelection`` keeps.
///
/// Events are held until their `SYN_REPORT`, then a `FrameAssembler` of its own decides what the
/// frame did: a frame whose contacts go down while none was down begins a gesture, and the frame in
/// which the last contact goes up ends it. Frames of kept gestures are passed on whole; the rest,
/// including frames without contacts between gestures, are dropped. A kept gesture that begins after
/// a dropped one is led by an `ABS_MT_SLOT` event naming the slot in force, which the dropped
/// frames may have set.
public final class SelectedEventReader: EventReader {
    public var path: String { base.path }
    public var format: RecordingFormat { base.format }
    public var description: DeviceDescription? { base.description }
    public var lineNumber: Int { base.lineNumber }
    public var warnings: [String] { base.warnings }
    /// Gestures seen so far.
    public private(set) var gestureCount = 0
    /// Gestures kept so far.
    public private(set) var keptCount = 0

    private let base: any EventReader
    private let selection: GestureSelection
    private var assembler: FrameAssembler
    private var frame: [InputEvent] = []
    private var ready: [InputEvent] = []
    private var readyIndex = 0
    private var down: Set<Int> = []
    private var keeping = false
    private var firstTime: Int64?
    private var slot: Int32?
    private var skippedSinceKept = true

    private let onGesture: ((Double) -> Void)?

    /// Wraps `base`.
    /// - Parameters:
    ///   - base: The reader of the whole recording.
    ///   - selection: The gestures to pass on.
    ///   - onGesture: Told when each gesture begins, seconds from the first event, kept or not.
    public init(_ base: any EventReader, selection: GestureSelection, onGesture: ((Double) -> Void)? = nil) {
        self.base = base
        self.selection = selection
        self.onGesture = onGesture
        assembler = FrameAssembler(description: base.description)
    }

    public func next() throws(RecordingError) -> InputEvent? {
        while true {
            if readyIndex < ready.count {
                defer { readyIndex += 1 }
                return ready[readyIndex]
            }
            ready.removeAll(keepingCapacity: true)
            readyIndex = 0
            guard let event = try base.next() else { return nil }
            if firstTime == nil { firstTime = event.time }
            frame.append(event)
            guard event.type == .syn, event.code == EventCode.synReport || event.code == EventCode.synDropped
            else { continue }
            if event.code == EventCode.synDropped {
                _ = assembler.feed(event)
                if keeping { ready = frame }
                frame.removeAll(keepingCapacity: true)
                continue
            }
            let events = frame
            frame.removeAll(keepingCapacity: true)
            var contacts: [TouchContact] = []
            for held in events {
                if let assembled = assembler.feed(held) { contacts = assembled.contacts }
            }
            let wasIdle = down.isEmpty
            for contact in contacts {
                switch contact.phase {
                case .down, .move: down.insert(contact.id)
                case .up, .cancel: down.remove(contact.id)
                }
            }
            if wasIdle, contacts.contains(where: { $0.phase == .down }) {
                gestureCount += 1
                let start = Double(event.time - (firstTime ?? event.time)) / 1_000_000
                onGesture?(start)
                keeping = selection.keeps(gesture: gestureCount, startingAt: start)
                if keeping {
                    keptCount += 1
                    if skippedSinceKept, let slot,
                        !events.contains(where: { $0.code == EventCode.absMTSlot && $0.type == .abs })
                    {
                        ready.append(
                            InputEvent(time: events[0].time, type: .abs, code: EventCode.absMTSlot, value: slot))
                    }
                    skippedSinceKept = false
                }
            }
            for held in events where held.type == .abs && held.code == EventCode.absMTSlot { slot = held.value }
            let inGesture = keeping && (!contacts.isEmpty || !down.isEmpty)
            if inGesture {
                ready += events
            } else {
                skippedSinceKept = true
            }
            if down.isEmpty { keeping = false }
        }
    }
}
