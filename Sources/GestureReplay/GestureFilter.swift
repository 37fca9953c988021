import EvdevInput
import GestureCore

/// Applies a ``GestureSelection`` to assembled frames: counts gestures as they begin and says which
/// frames belong to a kept one.
///
/// A gesture begins in the frame in which a contact goes down while none was down, and ends in the
/// frame in which the last contact goes up; frames between gestures belong to none. The whole
/// recording keeps every frame.
struct GestureFilter {
    /// The gestures to keep.
    let selection: GestureSelection
    /// The recording's first event, microseconds on the input's clock: gesture start times count from it.
    var recordingStart: Int64?
    /// Gestures seen so far.
    private(set) var gestureCount = 0
    /// Gestures kept so far.
    private(set) var keptCount = 0
    /// Whether the frames now belong to a kept gesture (always, for the whole recording).
    private(set) var keeping: Bool
    /// Contacts down now.
    private var down = 0
    /// Whether the gesture now under way is kept.
    private var inKeptGesture = false

    init(selection: GestureSelection) {
        self.selection = selection
        keeping = selection.isAll
    }

    /// Whether `frame` belongs to a kept gesture, counting the gesture it begins.
    mutating func keeps(_ frame: TouchFrame) -> Bool {
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
        if wasIdle, began {
            gestureCount += 1
            let start = Double(frame.time - (recordingStart ?? frame.time)) / 1_000_000
            inKeptGesture = selection.keeps(gesture: gestureCount, startingAt: start)
            if inKeptGesture { keptCount += 1 }
        }
        guard !selection.isAll else { return true }
        let kept = inKeptGesture && (!frame.contacts.isEmpty || down > 0)
        keeping = kept && down > 0
        if down == 0 { inKeptGesture = false }
        return kept
    }
}
