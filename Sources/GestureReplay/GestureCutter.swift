package import EvdevInput
import GestureCore

/// Cuts raw events into frames and says which gesture each frame belongs to, by
/// ``GestureFilter``'s rule: the one selection rule, for readers that pass events on rather than
/// assembled frames (``SelectedEventReader``, ``GestureInventory``).
///
/// Events are held until the `SYN_REPORT` or `SYN_DROPPED` that ends their frame; a
/// `FrameAssembler` of the cutter's own then says what the frame did to the contacts, and the
/// filter counts and selects gestures from that.
package struct GestureCutter {
    /// One frame's events and where they belong.
    package struct Frame {
        /// The frame's events, its `SYN_REPORT` or `SYN_DROPPED` last.
        package var events: [InputEvent]
        /// The gesture the frame belongs to (1-based), nil between gestures.
        package var gesture: Int?
        /// Whether the frame belongs to a gesture the selection keeps.
        package var kept: Bool
        /// When the frame begins a gesture: its start, seconds from the recording's first event.
        package var beginsGesture: Double?
        /// When the frame begins a gesture: the events restating the values earlier frames set (axes,
        /// each slot's, the slot in force, keys held), which a cut that drops those frames must carry
        /// before this one (``EvdevInput/InputState``).
        package var stateLead: [InputEvent] = []
        /// The contacts that went down in the frame.
        package var wentDown = 0
    }

    /// The selection rule and its counts.
    package private(set) var filter: GestureFilter
    private var assembler: FrameAssembler
    private var held: [InputEvent] = []
    /// The values the frames so far have set.
    private var state = InputState()

    /// Creates a cutter for a device's events.
    package init(description: DeviceDescription?, selection: GestureSelection) {
        filter = GestureFilter(selection: selection)
        assembler = FrameAssembler(description: description)
    }

    /// Takes one event; returns its frame when the event ends one.
    package mutating func feed(_ event: InputEvent) -> Frame? {
        filter.see(event)
        held.append(event)
        guard event.type == .syn, event.code == EventCode.synReport || event.code == EventCode.synDropped
        else { return nil }
        let events = held
        held.removeAll(keepingCapacity: true)
        if event.code == EventCode.synDropped {
            _ = assembler.feed(event)
            let gesture = filter.gestureUnderWay
            return Frame(events: events, gesture: gesture, kept: gesture != nil && filter.keeping)
        }
        var assembled: TouchFrame?
        for one in events {
            if let frame = assembler.feed(one) { assembled = frame }
        }
        var frame: Frame
        if let assembled {
            let kept = filter.keeps(assembled)
            frame = Frame(events: events, gesture: filter.frameGesture, kept: kept)
            frame.beginsGesture = filter.frameBeganGesture
            frame.wentDown = assembled.contacts.count { $0.phase == .down }
        } else {
            let gesture = filter.gestureUnderWay
            frame = Frame(events: events, gesture: gesture, kept: gesture != nil && filter.keeping)
        }
        if frame.beginsGesture != nil { frame.stateLead = state.restatingEvents(at: events[0].time) }
        for one in events { state.note(one) }
        return frame
    }
}
