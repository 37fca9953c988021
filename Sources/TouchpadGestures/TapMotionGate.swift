package import GestureCore

/// The part of libinput's tap state machine that holds motion back (tap.c:1208-1325): while a touch
/// might still be a tap, gesture detection pauses and motion gestures are cancelled.
///
/// A touch-down starts the wait; it ends when a finger moves more than
/// ``moveThreshold`` from where it landed or ``timeout`` passes. A second and third finger restart it;
/// a fourth makes the tap machine dead (nothing held back until every finger is up). Tap *buttons*
/// are not emitted. The states are libinput's, collapsed where only the filtering differs:
/// `TOUCH`, `TOUCH_2`, `TOUCH_3` and the wait after a tap (`TAPPED`, `DRAGGING_OR_DOUBLETAP`) filter;
/// the `*_HOLD`, `*_RELEASE` and `DEAD` states do not.
package struct TapMotionGate: Sendable {
    /// `DEFAULT_TAP_MOVE_THRESHOLD`, mm (tap.c:36).
    package static let moveThreshold = 1.3
    /// `DEFAULT_TAP_TIMEOUT_PERIOD`, µs (tap.c:32).
    package static let timeout: UInt64 = 180_000

    /// The collapsed tap states.
    package enum State: Sendable, Hashable {
        /// No finger, or fingers that are not a tap any more (`IDLE`, `HOLD`, `TOUCH_2_HOLD`, …), with
        /// the number of fingers down.
        case idle(fingers: Int)
        /// Waiting to tell a tap from motion (`TOUCH`, `TOUCH_2`, `TOUCH_3`), fingers down, until the deadline.
        case touch(fingers: Int, deadline: Timestamp)
        /// One finger lifted as a tap; a new touch before the deadline waits again (`TAPPED`).
        case tapped(deadline: Timestamp)
        /// Four or more fingers: no tapping until all lift (`DEAD`).
        case dead(fingers: Int)
    }

    /// The current state.
    package private(set) var state = State.idle(fingers: 0)

    /// Creates the gate, idle.
    package init() {}

    /// Whether motion is held back now.
    package var filtersMotion: Bool {
        switch state {
        case .touch: true
        case .idle, .tapped, .dead: false
        }
    }

    /// Fires the timeout when its deadline has passed.
    /// - Parameter time: Now, on the input's clock.
    package mutating func expire(at time: Timestamp) {
        switch state {
        case .touch(let fingers, let deadline) where deadline <= time: state = .idle(fingers: fingers)
        case .tapped(let deadline) where deadline <= time: state = .idle(fingers: 0)
        case .idle, .touch, .tapped, .dead: break
        }
    }

    /// The earliest pending deadline.
    package var deadline: Timestamp? {
        switch state {
        case .touch(_, let deadline), .tapped(let deadline): deadline
        case .idle, .dead: nil
        }
    }

    /// A finger landed.
    package mutating func touchDown(at time: Timestamp) {
        let deadline = time + .microseconds(Int64(Self.timeout))
        switch state {
        case .idle(let fingers), .touch(let fingers, _):
            state = fingers + 1 >= 4 ? .dead(fingers: fingers + 1) : .touch(fingers: fingers + 1, deadline: deadline)
        case .tapped:
            state = .touch(fingers: 1, deadline: deadline)
        case .dead(let fingers):
            state = .dead(fingers: fingers + 1)
        }
    }

    /// A finger lifted.
    package mutating func touchUp(at time: Timestamp) {
        switch state {
        case .touch(let fingers, _):
            state =
                fingers <= 1
                ? .tapped(deadline: time + .microseconds(Int64(Self.timeout))) : .idle(fingers: fingers - 1)
        case .idle(let fingers):
            state = .idle(fingers: max(0, fingers - 1))
        case .dead(let fingers):
            state = fingers <= 1 ? .idle(fingers: 0) : .dead(fingers: fingers - 1)
        case .tapped:
            break
        }
    }

    /// A finger moved more than ``moveThreshold`` from where it landed.
    package mutating func moved() {
        if case .touch(let fingers, _) = state { state = .idle(fingers: fingers) }
    }
}
