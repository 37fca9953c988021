public import GestureCore

/// One thing a ``TouchpadGestureRecognizer`` reports, in the order libinput would.
///
/// The gesture events are libinput's (`GESTURE_SWIPE_BEGIN/UPDATE/END`, `POINTER_SCROLL_FINGER`,
/// `GESTURE_PINCH_*`, `POINTER_MOTION`); the state and finger-count changes are what
/// `libinput debug-events --verbose` prints, each with its reason.
public enum TouchpadGestureEvent: Sendable, Hashable {
    /// The gesture state machine moved (`gesture: [3fg] state UNKNOWN → SWIPE_START`).
    case state(TouchpadStateChange)
    /// The number of fingers the gesture counts changed, or a change was held back for the debounce.
    case fingers(FingerCountChange)
    /// A swipe began, moved or ended.
    case swipe(SwipeEvent)
    /// A two-finger scroll moved, or stopped.
    case scroll(ScrollEvent)
    /// A pinch began, moved or ended.
    case pinch(PinchEvent)
    /// One finger moved the pointer.
    case pointer(PointerMotion)

    /// When it happened, on the input's clock.
    public var time: Timestamp {
        switch self {
        case .state(let change): change.time
        case .fingers(let change): change.time
        case .swipe(let event): event.time
        case .scroll(let event): event.time
        case .pinch(let event): event.time
        case .pointer(let event): event.time
        }
    }
}

/// libinput's gesture states (`enum tp_gesture_state`), without hold and three-finger drag.
public enum TouchpadGestureState: String, Sendable, Hashable, CaseIterable {
    case none = "NONE"
    case unknown = "UNKNOWN"
    case pointerMotion = "POINTER_MOTION"
    case scrollStart = "SCROLL_START"
    case scroll = "SCROLL"
    case pinchStart = "PINCH_START"
    case pinch = "PINCH"
    case swipeStart = "SWIPE_START"
    case swipe = "SWIPE"

    /// Whether a gesture of this state has sent its begin (its end must be sent).
    public var hasBegun: Bool {
        switch self {
        case .scroll, .pinch, .swipe: true
        case .none, .unknown, .pointerMotion, .scrollStart, .pinchStart, .swipeStart: false
        }
    }
}

/// A change of the gesture state, with the rule that made it.
public struct TouchpadStateChange: Sendable, Hashable {
    /// Why the state changed, named after the libinput rule.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// Two or more fingers down: two are tracked, their start points kept.
        case fingersDetected
        /// One finger: pointer motion.
        case oneFinger
        /// More fingers than slots: positions unknown, a swipe (gestures.c:1257-1264).
        case moreFingersThanSlots
        /// Gestures disabled (semi-MT, one slot): two fingers scroll at once.
        case gesturesDisabled
        /// Past 150 ms within the 40 × 7 mm box: scroll or swipe (gestures.c:1281-1293).
        case boxTimeout
        /// Both tracked fingers moved the same or a neighbouring octant (gestures.c:1359-1388).
        case sameDirection
        /// The tracked fingers moved apart in direction: a pinch.
        case oppositeDirections
        /// One finger still, the other past the maximum move: a one-finger scroll (gestures.c:1303-1351).
        case oneFingerScroll
        /// The thumb (lowest touch) moved while the fingers stayed: a pinch.
        case thumbPinch
        /// Within 300 ms of the start a scroll turned out to be a pinch (`tp_gesture_is_pinch`).
        case pinchCorrection
        /// The first non-zero delta: the begin is sent (swipe) or consumed (scroll).
        case firstMotion
        /// The finger count changed before a gesture began; detection restarts.
        case fingerCountChanged
        /// The finger count stayed changed for 100 ms: the running gesture is cancelled.
        case fingerCountSwitch
        /// Every finger lifted: the gesture ends.
        case allLifted
        /// The tap state machine holds motion back: motion gestures are cancelled.
        case tapMotionFilter
    }

    /// When, on the input's clock.
    public var time: Timestamp
    /// The state before.
    public var from: TouchpadGestureState
    /// The state after.
    public var to: TouchpadGestureState
    /// Why.
    public var reason: Reason
    /// The gesture's finger count at the change.
    public var fingers: Int
}

/// A change of the gesture finger count.
public struct FingerCountChange: Sendable, Hashable {
    /// When, on the input's clock.
    public var time: Timestamp
    /// The count before.
    public var from: Int
    /// The count the fingers now show.
    public var to: Int
    /// Whether the change is held back for the 100 ms debounce (false: it applied).
    public var pending: Bool
}

/// A swipe event: libinput's `GESTURE_SWIPE_BEGIN`, `UPDATE` or `END`.
public struct SwipeEvent: Sendable, Hashable {
    /// Which of the three.
    public enum Phase: String, Sendable, Hashable {
        case begin, update, end, cancel
    }

    /// When, on the input's clock.
    public var time: Timestamp
    /// Begin, update, end or cancel (an end with `cancelled` set).
    public var phase: Phase
    /// The finger count.
    public var fingers: Int
    /// The accelerated delta, 1000-dpi units (`libinput_event_gesture_get_dx/dy`); 0 for begin and end.
    public var delta: Vector
    /// The unaccelerated delta, 1000-dpi units (`…_get_dx_unaccelerated`); 0 for begin and end.
    public var unaccelerated: Vector
    /// The averaged centroid delta before normalisation, device units.
    public var raw: Vector

    /// Creates a swipe event (for trackers fed by something other than the recognizer, and tests).
    public init(
        time: Timestamp, phase: Phase, fingers: Int, delta: Vector = .zero,
        unaccelerated: Vector = .zero, raw: Vector = .zero
    ) {
        self.time = time
        self.phase = phase
        self.fingers = fingers
        self.delta = delta
        self.unaccelerated = unaccelerated
        self.raw = raw
    }
}

/// A finger-scroll event (`LIBINPUT_EVENT_POINTER_SCROLL_FINGER`), natural scrolling applied.
public struct ScrollEvent: Sendable, Hashable {
    /// When, on the input's clock.
    public var time: Timestamp
    /// Horizontal scroll value, 1000-dpi units (positive: content moves left, unless natural), nil
    /// when the axis is not in the event.
    public var horizontal: Double?
    /// Vertical scroll value, 1000-dpi units, nil when the axis is not in the event.
    public var vertical: Double?
    /// Whether this is the scroll stop (both values 0: Wayland's `axis_stop`).
    public var isStop: Bool
    /// The averaged centroid delta before normalisation, device units (0 for the stop).
    public var raw: Vector
    /// When libinput cancelled the two-finger hold gesture that came before this scroll.
    ///
    /// libinput sends the hold's end with `cancelled` at `SCROLL_START` (gestures.c
    /// `tp_gesture_handle_event_on_state_hold`). Set on a scroll's first event only; nil when no hold
    /// began (the scroll started within ``TouchpadGestureRecognizer/quickHoldTimeout`` of the fingers'
    /// detection). Hold gestures have no deltas; GTK's scroll controller begins a scroll on one.
    public var holdCancelled: Timestamp?

    /// Creates a scroll event (for trackers fed by something other than the recognizer, and tests).
    public init(
        time: Timestamp, horizontal: Double?, vertical: Double?, isStop: Bool = false, raw: Vector = .zero,
        holdCancelled: Timestamp? = nil
    ) {
        self.time = time
        self.horizontal = horizontal
        self.vertical = vertical
        self.isStop = isStop
        self.raw = raw
        self.holdCancelled = holdCancelled
    }
}

/// A pinch event (`GESTURE_PINCH_*`): only the decision that fingers pinch is modelled faithfully.
public struct PinchEvent: Sendable, Hashable {
    /// When, on the input's clock.
    public var time: Timestamp
    /// Begin, update, end or cancel.
    public var phase: SwipeEvent.Phase
    /// The finger count.
    public var fingers: Int
    /// The midpoint's accelerated delta, 1000-dpi units.
    public var delta: Vector
    /// Distance between the tracked fingers over the distance at the start.
    public var scale: Double
    /// The midpoint's unaccelerated delta, 1000-dpi units (`tp_filter_motion_unaccelerated` on the same
    /// delta, gestures.c `tp_gesture_handle_state_pinch`; libinput 1.22's debug-events prints it).
    public var unaccelerated: Vector = .zero
}

/// One-finger pointer motion (`LIBINPUT_EVENT_POINTER_MOTION`).
public struct PointerMotion: Sendable, Hashable {
    /// When, on the input's clock.
    public var time: Timestamp
    /// The accelerated delta, 1000-dpi units.
    public var delta: Vector
    /// The unaccelerated delta, 1000-dpi units.
    public var unaccelerated: Vector
}
