import GestureCore

/// One of libinput's touches (`struct tp_touch`): a slot, or a fake touch beyond the slots.
struct TouchpadTouch: Sendable {
    /// `enum touch_state` (evdev-mt-touchpad.h).
    enum State: Sendable, Hashable {
        case none, hovering, begin, update, maybeEnd, end
    }

    /// A position, device units.
    struct Position: Sendable, Hashable {
        var x: Int32
        var y: Int32

        func offset(from other: Position) -> Vector {
            Vector(x: Double(x) - Double(other.x), y: Double(y) - Double(other.y))
        }
    }

    /// `TOUCHPAD_HISTORY_LENGTH` (evdev-mt-touchpad.h).
    static let historyLength = 4

    var state = State.none
    var point = Position(x: 0, y: 0)
    /// The kernel's last values for this slot, device units: an axis whose value did not change sent
    /// no event, and libinput's `point` keeps its previous (hysteresis-filtered) value on that axis.
    var rawPoint = Position(x: 0, y: 0)
    var pressure: Int32 = 0
    var dirty = false
    var hasEnded = true
    /// Newest first: positions after hysteresis with their times.
    var history: [(point: Position, time: Timestamp)] = []
    var lastJumpMillimetres = 0.0
    var xMotionHistory: UInt8 = 0
    var hysteresisCenter = Position(x: 0, y: 0)
    var gestureInitial = Position(x: 0, y: 0)
    var tapInitial = Position(x: 0, y: 0)
    var thumbSuppressed = false
    var resetHistoryOnNextFrame = false

    /// Whether the touch is down (`BEGIN` or `UPDATE`).
    var isDown: Bool { state == .begin || state == .update }

    /// `tp_motion_history_push`.
    mutating func pushHistory(at time: Timestamp) {
        history.insert((point, time), at: 0)
        if history.count > Self.historyLength { history.removeLast() }
    }

    /// `tp_get_delta`: the last frame's motion, device units; zero with fewer than two entries.
    var delta: Vector {
        guard history.count > 1 else { return .zero }
        return history[0].point.offset(from: history[1].point)
    }
}
