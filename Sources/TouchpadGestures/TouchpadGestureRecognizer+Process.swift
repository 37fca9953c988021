import GestureCore

extension TouchpadGestureRecognizer {
    /// `tp_process_state` (evdev-mt-touchpad.c:1621-1730): fake positions, history resets, jumps,
    /// wobble and hysteresis, the history push, the filter restart, then the finger count.
    mutating func process(at time: Timestamp) {
        positionFakeTouches()
        let wantReset = fingersDown != oldFingersDown
        var restartFilter = false
        for index in touches.indices where touches[index].state != .none {
            if wantReset {
                touches[index].history.removeAll()
                touches[index].resetHistoryOnNextFrame = true
            } else if touches[index].resetHistoryOnNextFrame {
                touches[index].history.removeAll()
                touches[index].resetHistoryOnNextFrame = false
            }
            guard touches[index].dirty else {
                touches[index].pushHistory(at: time)
                continue
            }
            if detectsJump(index, at: time) { touches[index].history.removeAll() }
            detectWobble(index, at: time)
            applyHysteresis(index)
            touches[index].pushHistory(at: time)
            if touches[index].state == .begin { restartFilter = true }
        }
        if restartFilter { filter.restart(at: time) }
        updateFingerState(at: time)
    }

    /// `tp_position_fake_touches`: fake touches take the top-most real touch's position.
    mutating func positionFakeTouches() {
        guard let count = fakeCount, count > geometry.trackedSlots, fingersDown > 0 else { return }
        var topmost: Int?
        for index in 0..<min(geometry.trackedSlots, touches.count) {
            let state = touches[index].state
            if state == .end || state == .none { continue }
            if let best = topmost, touches[best].point.y <= touches[index].point.y { continue }
            topmost = index
        }
        guard let topmost else { return }
        let start = geometry.hasMultitouch ? geometry.trackedSlots : 1
        guard start < touches.count else { return }
        for index in start..<touches.count where touches[index].state != .none {
            touches[index].point = touches[topmost].point
            touches[index].pressure = touches[topmost].pressure
            if !touches[index].dirty { touches[index].dirty = touches[topmost].dirty }
        }
    }

    /// `tp_detect_jumps` (touchpad.c:1400-1477): more than 20 mm in a 12 ms-normalised frame, or a
    /// frame's motion grown by more than 7 mm.
    mutating func detectsJump(_ index: Int, at time: Timestamp) -> Bool {
        guard let last = touches[index].history.first else {
            touches[index].lastJumpMillimetres = 0
            return false
        }
        let interval = time.microseconds(since: last.time)
        let reference = Double(Self.jumpReferenceInterval)
        if Double(interval) > 2.5 * reference || interval == 0 { return false }
        let delta = touches[index].point.offset(from: last.point)
        let mm = geometry.millimetres(dx: abs(delta.x), dy: abs(delta.y))
        let distance = mm.length * reference / Double(interval)
        let growth = distance - touches[index].lastJumpMillimetres
        touches[index].lastJumpMillimetres = distance
        return distance > Self.jumpDistance || growth > Self.jumpGrowth
    }

    /// `tp_detect_wobbling` (touchpad.c:178-221): one finger going right-left-right within 40 ms turns
    /// hysteresis on for good.
    mutating func detectWobble(_ index: Int, at time: Timestamp) {
        guard fingersDown == 1, fingersDown == oldFingersDown else { return }
        guard !hysteresisEnabled, let previous = touches[index].history.first else { return }
        guard motionQueued else {
            touches[index].xMotionHistory = 0
            return
        }
        let dx = Int(previous.point.x) - Int(touches[index].point.x)
        let dy = Int(previous.point.y) - Int(touches[index].point.y)
        let interval = time.microseconds(since: lastMotionTime)
        lastMotionTime = time
        if (dx == 0 && dy != 0) || interval > Self.wobbleWindow {
            touches[index].xMotionHistory = 0
            return
        }
        touches[index].xMotionHistory >>= 1
        if dx > 0 {
            touches[index].xMotionHistory |= 1 << 2
            // {Right, Left, Right} as libinput names the bits.
            if touches[index].xMotionHistory == 0x5 { hysteresisEnabled = true }
        }
    }

    /// `tp_motion_hysteresis` with `evdev_hysteresis` (evdev.h:679-720): the point lags inside an
    /// ellipse of the margin's radii.
    mutating func applyHysteresis(_ index: Int) {
        guard hysteresisEnabled else { return }
        if !touches[index].history.isEmpty {
            touches[index].point = Self.hysteresis(
                touches[index].point, center: touches[index].hysteresisCenter, margin: hysteresisMargin)
        }
        touches[index].hysteresisCenter = touches[index].point
    }

    static func hysteresis(
        _ point: TouchpadTouch.Position, center: TouchpadTouch.Position, margin: (x: Int32, y: Int32)
    ) -> TouchpadTouch.Position {
        let dx = Double(point.x) - Double(center.x)
        let dy = Double(point.y) - Double(center.y)
        let a = Double(margin.x)
        let b = Double(margin.y)
        guard a != 0, b != 0 else { return point }
        let normalized = (dx * dx / (a * a) + dy * dy / (b * b)).squareRoot()
        if normalized < 1 { return center }
        let distance = (dx * dx + dy * dy).squareRoot()
        let marginDistance = distance / normalized
        let lagX: Double
        let lagY: Double
        if dx != 0 {
            let gradient = dy / dx
            lagX = marginDistance / (gradient * gradient + 1).squareRoot()
            lagY = ((marginDistance + lagX) * (marginDistance - lagX)).squareRoot()
        } else {
            lagX = 0
            lagY = marginDistance
        }
        // struct device_coords holds ints: the C assignment truncates.
        let x = dx >= 0 ? Double(point.x) - lagX : Double(point.x) + lagX
        let y = dy >= 0 ? Double(point.y) - lagY : Double(point.y) + lagY
        return TouchpadTouch.Position(x: Int32(x.rounded(.towardZero)), y: Int32(y.rounded(.towardZero)))
    }

    /// `tp_touch_active_for_gesture`: down and not a suppressed thumb.
    func isActiveForGesture(_ index: Int) -> Bool {
        touches[index].isDown && !touches[index].thumbSuppressed
    }

    /// `tp_gesture_update_finger_state` (gestures.c:1998-2035): all lifted ends the gesture; before a
    /// gesture begins a new count applies at once; after, it waits out the 100 ms debounce.
    mutating func updateFingerState(at time: Timestamp) {
        let active = touches.indices.filter(isActiveForGesture).count
        guard active != fingerCount else {
            pendingFingerCount = 0
            return
        }
        if active == 0 {
            end(at: time, cancelled: false, reason: .allLifted)
            events.append(.fingers(FingerCountChange(time: time, from: fingerCount, to: 0, pending: false)))
            fingerCount = 0
            pendingFingerCount = 0
            switchDeadline = nil
        } else if !state.hasBegun {
            events.append(.fingers(FingerCountChange(time: time, from: fingerCount, to: active, pending: false)))
            fingerCount = active
            pendingFingerCount = 0
            switchDeadline = nil
            switch state {
            case .unknown, .pointerMotion, .scrollStart, .pinchStart, .swipeStart:
                setState(.none, reason: .fingerCountChanged, at: time)
            case .none, .scroll, .pinch, .swipe: break
            }
        } else if active != pendingFingerCount {
            events.append(.fingers(FingerCountChange(time: time, from: fingerCount, to: active, pending: true)))
            pendingFingerCount = active
            switchDeadline = time + .microseconds(Int64(Self.switchTimeout))
        }
    }

    /// `tp_get_touches_delta(average: true)` (gestures.c:115-147): the dirty real touches' deltas summed
    /// and divided by every active real touch, device units.
    func averageDelta() -> Vector {
        var sum = Vector.zero
        var active = 0
        for index in 0..<min(geometry.trackedSlots, touches.count) where isActiveForGesture(index) {
            active += 1
            if touches[index].dirty { sum = sum + touches[index].delta }
        }
        guard active > 0 else { return .zero }
        return Vector(x: sum.x / Double(active), y: sum.y / Double(active))
    }

    /// How far a tracked touch moved since the gesture's start, mm (`tp_gesture_mm_moved`).
    func millimetresMoved(_ index: Int) -> Vector {
        let delta = touches[index].point.offset(from: touches[index].gestureInitial)
        return geometry.millimetres(dx: delta.x, dy: delta.y)
    }

    /// Whether a touch moved more than the tap threshold from where it landed (`tp_tap_exceeds_motion_threshold`).
    func exceedsTapThreshold(_ index: Int) -> Bool {
        if geometry.isSemiMultitouch && fingersDown != oldFingersDown { return false }
        let delta = touches[index].point.offset(from: touches[index].tapInitial)
        return geometry.millimetres(dx: delta.x, dy: delta.y).length > TapMotionGate.moveThreshold
    }
}
