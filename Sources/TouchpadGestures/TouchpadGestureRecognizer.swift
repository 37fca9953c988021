public import GestureCore

/// libinput's touchpad gesture recognition, frame by frame: touches, finger count, the gesture state
/// machine, and the deltas swipes and scrolls carry.
///
/// The faithful subset of `src/evdev-mt-touchpad*.c` and `filter*.c` (libinput 1.29) that
/// `touchpad-models.md` describes: touch begin and end by pressure hysteresis or by `BTN_TOUCH` and the
/// `BTN_TOOL_*` count; fake touches for more fingers than slots; semi-MT pads; jump detection,
/// wobble-triggered hysteresis, motion history reset on finger-count change; the finger-count
/// debounce; the detection state machine; begin, update, end and cancel; normalisation and the
/// filters; scroll axis locking, natural scrolling and the scroll stop; the tap motion gate. Not
/// modelled: hold gestures, three-finger drag, edge scrolling, palm and thumb by pressure or size,
/// soft-button areas, disable-while-typing, the MSC_TIMESTAMP fix.
///
/// Feed it every frame from the start of the input (hysteresis, once on, stays on) and read the events.
/// Timers (the finger-count switch, the tap timeout) fire at their deadlines when the next frame or
/// ``advance(to:)`` passes them.
///
/// ```swift
/// var recognizer = TouchpadGestureRecognizer(geometry: pad, configuration: .gnome)
/// recognizer.handle(frame)
/// for event in recognizer.drainEvents() {
///     if case .swipe(let swipe) = event { print(swipe.phase, swipe.unaccelerated) }
/// }
/// ```
public struct TouchpadGestureRecognizer: Sendable {
    /// `DEFAULT_GESTURE_SWITCH_TIMEOUT`: how long a new finger count must hold before it cancels a
    /// running gesture, µs (gestures.c:38).
    public static let switchTimeout: UInt64 = 100_000
    /// `DEFAULT_GESTURE_SWIPE_TIMEOUT`: the box rule's wait, µs (gestures.c:36-43).
    public static let swipeTimeout: UInt64 = 150_000
    /// `DEFAULT_GESTURE_PINCH_TIMEOUT`: how long a scroll may still turn into a pinch, µs (gestures.c:36-43).
    public static let pinchTimeout: UInt64 = 300_000
    /// `PINCH_DISAMBIGUATION_MOVE_THRESHOLD`, mm (gestures.c:36-43).
    public static let pinchMoveThreshold = 1.5
    /// The most fingers a gesture is processed with (gestures.c:1874-1875).
    public static let maximumFingers = 4
    /// Jump detection's reference frame interval, µs (touchpad.c:1400-1477).
    public static let jumpReferenceInterval: UInt64 = 12_000
    /// A frame's motion above this is a jump, mm per reference interval.
    public static let jumpDistance = 20.0
    /// A frame's motion growing by more than this is a jump, mm per reference interval.
    public static let jumpGrowth = 7.0
    /// Wobble detection's window, µs (touchpad.c:178-221).
    public static let wobbleWindow: UInt64 = 40_000
    /// `QUICK_GESTURE_HOLD_TIMEOUT`: how long one or two fingers must stay undecided after their
    /// detection before libinput begins a hold gesture, µs (gestures.c:36 in libinput 1.28.1, the same
    /// 40 ms since 1.19; `tp_gesture_set_hold_timer` from `FINGER_DETECTED`, cancelled by a scroll's
    /// start; the timer is flushed by event time in `evdev_process_event`, so a frame at or past
    /// the expiry comes after the hold's begin).
    public static let quickHoldTimeout: UInt64 = 40_000

    /// The pad.
    public let geometry: TouchpadGeometry
    /// The settings in force.
    public let configuration: TouchpadConfiguration
    /// The gesture state.
    public internal(set) var state = TouchpadGestureState.none
    /// The gesture's finger count.
    public internal(set) var fingerCount = 0
    /// A finger count waiting out the debounce (0: none).
    public internal(set) var pendingFingerCount = 0
    /// Fingers down (`nfingers_down`).
    public internal(set) var fingersDown = 0

    var touches: [TouchpadTouch]
    var oldFingersDown = 0
    var fakeTouching = false
    var fakeCount: Int? = 0
    var switchDeadline: Timestamp?
    var tracked = (0, 0)
    var initialTime = Timestamp.zero
    var tapGate = TapMotionGate()
    var filter: MotionFilter
    var constraints = ScrollConstraints()
    var scrollAxes = (horizontal: false, vertical: false)
    var hysteresisEnabled: Bool
    let hysteresisMargin: (x: Int32, y: Int32)
    var lastMotionTime = Timestamp.zero
    var motionQueued = false
    var pinchInitialDistance = 1.0
    var pinchCenter = TouchpadTouch.Position(x: 0, y: 0)
    /// Whether the running pinch's begin has been sent (libinput's `gesture.started`).
    var pinchBegun = false
    var latest = Timestamp.zero
    /// When libinput's hold timer was set for the tracked fingers (`FINGER_DETECTED`), nil when none runs.
    var holdTimerStart: Timestamp?
    /// When the hold that came before the running scroll was cancelled, until the scroll's first event.
    var holdCancelled: Timestamp?
    var events: [TouchpadGestureEvent] = []

    /// Creates a recognizer.
    /// - Parameters:
    ///   - geometry: The pad.
    ///   - configuration: The libinput settings; GNOME's by default.
    public init(geometry: TouchpadGeometry, configuration: TouchpadConfiguration = .gnome) {
        self.geometry = geometry
        self.configuration = configuration
        touches = Array(repeating: TouchpadTouch(), count: geometry.touchCount)
        filter = MotionFilter(geometry: geometry, configuration: configuration)
        // touchpad.c:223-235, 3461-3485: the margin is the fuzz, else a quarter millimetre.
        hysteresisMargin = (
            geometry.x.fuzz != 0 ? geometry.x.fuzz : geometry.x.resolution / 4,
            geometry.y.fuzz != 0 ? geometry.y.fuzz : geometry.y.resolution / 4
        )
        hysteresisEnabled = geometry.x.fuzz != 0 || geometry.y.fuzz != 0
    }

    /// The events since the last call, oldest first.
    public mutating func drainEvents() -> [TouchpadGestureEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Fires the timers whose deadlines are at or before `time`, without a frame.
    /// - Parameter time: Now, on the input's clock.
    public mutating func advance(to time: Timestamp) {
        fireTimers(upTo: time)
    }

    /// Processes one frame (`tp_handle_state`): pre-process, process, post events, post-process.
    /// - Parameter frame: The pad's state after a `SYN_REPORT`; its time not before the previous frame's.
    public mutating func handle(_ frame: TouchpadFrame) {
        let time = max(frame.time, latest)
        latest = time
        fireTimers(upTo: time)
        apply(frame)
        preProcess(at: time)
        process(at: time)
        postEvents(at: time)
        postProcess()
    }

    // MARK: - Timers

    mutating func fireTimers(upTo time: Timestamp) {
        while true {
            let tap = tapGate.deadline
            let deadlines = [switchDeadline, tap].compactMap { $0 }.filter { $0 <= time }
            guard let first = deadlines.min() else { return }
            if let switchDeadline, switchDeadline == first {
                self.switchDeadline = nil
                fingerCountSwitchTimeout(at: first)
            } else {
                tapGate.expire(at: first)
            }
        }
    }

    /// `tp_gesture_finger_count_switch_timeout`: the new count held; the running gesture is cancelled.
    mutating func fingerCountSwitchTimeout(at time: Timestamp) {
        guard pendingFingerCount != 0 else { return }
        end(at: time, cancelled: true, reason: .fingerCountSwitch)
        events.append(
            .fingers(FingerCountChange(time: time, from: fingerCount, to: pendingFingerCount, pending: false)))
        fingerCount = pendingFingerCount
        pendingFingerCount = 0
    }

    // MARK: - Frame input

    /// Applies the frame's slots and keys to the touches, as the event handlers do.
    mutating func apply(_ frame: TouchpadFrame) {
        fakeTouching = frame.touch
        fakeCount = frame.tools.fingerCount
        let slots = geometry.hasMultitouch ? geometry.trackedSlots : 1
        for index in 0..<min(slots, frame.slots.count) {
            let slot = frame.slots[index]
            if geometry.hasMultitouch {
                if slot.isTracking && touches[index].hasEnded {
                    newTouch(index)
                } else if !slot.isTracking && !touches[index].hasEnded {
                    touches[index].hasEnded = true
                    maybeEndTouch(index)
                }
            }
            guard slot.changed else { continue }
            // tp_process_absolute (evdev-mt-touchpad.c) writes only the axis an event carries into
            // t->point, which holds the previous frame's hysteresis output: an axis that did not move
            // keeps the filtered value, not the kernel's (the Synaptics recording's x-only frames).
            let raw = TouchpadTouch.Position(x: slot.x, y: slot.y)
            let point = TouchpadTouch.Position(
                x: raw.x != touches[index].rawPoint.x ? raw.x : touches[index].point.x,
                y: raw.y != touches[index].rawPoint.y ? raw.y : touches[index].point.y)
            touches[index].rawPoint = raw
            if point != touches[index].point { motionQueued = true }
            touches[index].point = point
            touches[index].pressure = slot.pressure ?? 0
            touches[index].dirty = true
        }
    }

    /// `tp_new_touch`: a contact appears, hovering.
    mutating func newTouch(_ index: Int) {
        switch touches[index].state {
        case .begin, .update, .hovering: return
        case .none, .maybeEnd, .end: break
        }
        touches[index].state = .hovering
        touches[index].history.removeAll()
        touches[index].hasEnded = false
        touches[index].thumbSuppressed = false
        touches[index].dirty = true
        motionQueued = true
    }

    /// `tp_begin_touch`: a hovering touch goes down.
    mutating func beginTouch(_ index: Int) {
        guard touches[index].state == .hovering else { return }
        touches[index].state = .begin
        touches[index].dirty = true
        touches[index].xMotionHistory = 0
        fingersDown += 1
        motionQueued = true
    }

    /// `tp_maybe_end_touch`: a down touch will end this frame; a hovering one is gone.
    mutating func maybeEndTouch(_ index: Int) {
        switch touches[index].state {
        case .none, .maybeEnd, .end: return
        case .hovering:
            touches[index].state = .none
        case .begin, .update:
            fingersDown -= 1
            touches[index].state = .maybeEnd
        }
        touches[index].dirty = true
    }

    /// `tp_end_sequence`: the contact is gone for good.
    mutating func endSequence(_ index: Int) {
        touches[index].hasEnded = true
        maybeEndTouch(index)
    }

    // MARK: - Pre-process

    mutating func preProcess(at time: Timestamp) {
        processFakeTouches()
        if geometry.pressure != nil { unhoverPressure() } else { unhoverButtons() }
        for index in touches.indices where touches[index].state == .maybeEnd {
            touches[index].state = .end
            touches[index].dirty = true
        }
    }

    /// `tp_process_fake_touches`: touches beyond the slots follow the `BTN_TOOL_*` count.
    mutating func processFakeTouches() {
        guard let count = fakeCount else { return }
        let start = geometry.hasMultitouch ? geometry.trackedSlots : 0
        for index in start..<touches.count {
            if index < count { newTouch(index) } else { endSequence(index) }
        }
    }

    /// `tp_unhover_buttons`: without pressure, `BTN_TOUCH` and the tool count decide.
    mutating func unhoverButtons() {
        guard let count = fakeCount else { return }
        if fingersDown == count && ((fingersDown == 0 && !fakeTouching) || (fingersDown > 0 && fakeTouching)) {
            return
        }
        if fakeTouching && fingersDown < count {
            for index in touches.indices where touches[index].state == .hovering {
                beginTouch(index)
                if fingersDown >= count { break }
            }
        }
        if fingersDown > count || !fakeTouching {
            for index in touches.indices.reversed() {
                let state = touches[index].state
                if state == .hovering || state == .none || state == .maybeEnd || state == .end { continue }
                maybeEndTouch(index)
                if fakeTouching && fingersDown == count { break }
            }
        }
    }

    /// `tp_unhover_pressure`: pressure hysteresis, and every finger down when the tools count more
    /// fingers than slots.
    mutating func unhoverPressure() {
        guard let high = geometry.pressureHigh, let low = geometry.pressureLow else { return }
        let fake = fakeCount ?? 0
        let slots = geometry.trackedSlots
        var realDown = 0
        for index in 0..<min(slots, touches.count) where touches[index].state != .none {
            if touches[index].dirty {
                if touches[index].state == .hovering {
                    if touches[index].pressure >= high {
                        touches[index].history.removeAll()
                        beginTouch(index)
                    }
                } else if fake <= slots || slots == 1, touches[index].pressure < low {
                    maybeEndTouch(index)
                }
            }
            if touches[index].isDown { realDown += 1 }
        }
        guard fake > slots, fingersDown > 0 else { return }
        if realDown > 0 {
            for index in touches.indices where touches[index].state == .hovering {
                touches[index].history.removeAll()
                beginTouch(index)
                if fingersDown >= fake { break }
            }
        }
        if fingersDown > fake || fake == 0 {
            for index in touches.indices.reversed() {
                let state = touches[index].state
                if state == .hovering || state == .none || state == .maybeEnd || state == .end { continue }
                maybeEndTouch(index)
                if realDown > 0 && fingersDown == fake { break }
            }
        }
    }

    // MARK: - Post-process

    /// `tp_post_process_state`.
    mutating func postProcess() {
        for index in touches.indices {
            switch touches[index].state {
            case .end: touches[index].state = touches[index].hasEnded ? .none : .hovering
            case .begin: touches[index].state = .update
            case .none, .hovering, .update, .maybeEnd: break
            }
            touches[index].dirty = false
        }
        oldFingersDown = fingersDown
        motionQueued = false
    }
}
