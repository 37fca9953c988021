package import EvdevInput
import GestureCore

/// An ``EvdevInput/EventReader`` that passes on only the frames of the gestures a
/// ``GestureSelection`` keeps.
///
/// A ``GestureCutter`` holds events until their frame ends and says, by ``GestureFilter``'s rule
/// (the one the replay engine applies), which gesture the frame belongs to. Frames of kept gestures
/// are passed on whole; the rest, including frames without contacts between gestures, are dropped.
/// A kept gesture that begins after a dropped frame is led by events restating what the dropped
/// frames set (axes, each slot's values, the slot in force, keys held): the kernel sends a value only
/// when it changes, so without them a touch that goes down where the last one was has no position.
package final class SelectedEventReader: EventReader {
    package var path: String { base.path }
    package var format: RecordingFormat { base.format }
    package var description: DeviceDescription? { base.description }
    package var lineNumber: Int { base.lineNumber }
    package var warnings: [String] { base.warnings }
    /// Gestures seen so far.
    package var gestureCount: Int { cutter.filter.gestureCount }
    /// Gestures kept so far.
    package var keptCount: Int { cutter.filter.keptCount }

    private let base: any EventReader
    private var cutter: GestureCutter
    private var ready: [InputEvent] = []
    private var readyIndex = 0
    private var skippedSinceKept = true

    private let onGesture: ((Double) -> Void)?

    /// Wraps `base`.
    /// - Parameters:
    ///   - base: The reader of the whole recording.
    ///   - selection: The gestures to pass on.
    ///   - onGesture: Told when each gesture begins, seconds from the first event, kept or not.
    package init(_ base: any EventReader, selection: GestureSelection, onGesture: ((Double) -> Void)? = nil) {
        self.base = base
        self.onGesture = onGesture
        cutter = GestureCutter(description: base.description, selection: selection)
    }

    package func next() throws(RecordingError) -> InputEvent? {
        while true {
            if readyIndex < ready.count {
                defer { readyIndex += 1 }
                return ready[readyIndex]
            }
            ready.removeAll(keepingCapacity: true)
            readyIndex = 0
            guard let event = try base.next() else { return nil }
            guard let frame = cutter.feed(event) else { continue }
            if let start = frame.beginsGesture { onGesture?(start) }
            guard frame.kept else {
                skippedSinceKept = true
                continue
            }
            if skippedSinceKept { ready += frame.stateLead }
            skippedSinceKept = false
            ready += frame.events
        }
    }
}
