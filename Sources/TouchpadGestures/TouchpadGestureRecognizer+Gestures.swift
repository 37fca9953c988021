import GestureCore

extension TouchpadGestureRecognizer {
    /// libinput's minimum move for a tracked finger to count, mm, plus 0.5 mm per finger beyond two
    /// (gestures.c:1227-1228, 1266-1268).
    static let minimumMove = 1.5
    /// The move past which the other finger's stillness means a thumb or a one-finger scroll, mm, plus
    /// 2 mm per finger beyond two.
    static let maximumMove = 4.0
    /// Below this both tracked fingers' motion says nothing yet, mm (gestures.c:1277-1279).
    static let undecidedMove = 1.0
    /// The box two fingers must stay within for the 150 ms rule, mm (gestures.c:1281-1293).
    static let box = (width: 40.0, height: 7.0)

    /// `tp_post_events` for gestures: the tap gate, then `tp_gesture_post_events`.
    mutating func postEvents(at time: Timestamp) {
        var ignoreMotion = false
        if configuration.tapping {
            for index in touches.indices where touches[index].dirty {
                switch touches[index].state {
                case .begin:
                    touches[index].tapInitial = touches[index].point
                    tapGate.touchDown(at: time)
                case .end:
                    tapGate.touchUp(at: time)
                case .update:
                    if exceedsTapThreshold(index) { tapGate.moved() }
                case .none, .hovering, .maybeEnd:
                    break
                }
            }
            ignoreMotion = tapGate.filtersMotion
        }
        guard fingerCount > 0, pendingFingerCount == 0, fingerCount <= Self.maximumFingers else { return }
        // While the tap machine holds motion back, a begun gesture is cancelled and nothing moves:
        // detection pauses and a gesture waiting to begin waits (no state flaps frame to frame).
        if ignoreMotion, state.hasBegun { end(at: time, cancelled: true, reason: .tapMotionFilter) }
        // The order of `tp_gesture_handle_state` (gestures.c:1774-1781): a gesture's running state is
        // handled before its start state, so the detection frame's motion reaches no update.
        if state == .none { handleNone(at: time) }
        guard !ignoreMotion else { return }
        if state == .unknown, let (next, reason) = detectMotionGesture(at: time) {
            enter(next, reason: reason, at: time)
        }
        if state == .pointerMotion { postPointerMotion(at: time) }
        if state == .scroll { handleScroll(at: time) }
        if state == .scrollStart {
            handleScrollStart(at: time)
            // libinput 1.22 has no SCROLL_START: the first delta is posted.
            if state == .scroll, configuration.series == .v1_22 { handleScroll(at: time) }
        }
        if state == .swipe { handleSwipe(at: time) }
        if state == .swipeStart {
            handleSwipeStart(at: time)
            // libinput 1.22 has no SWIPE_START: the detection frame's motion is an update too.
            if state == .swipe, configuration.series == .v1_22 { handleSwipe(at: time) }
        }
        if state == .pinch { handlePinch(at: time) }
        if state == .pinchStart { handlePinchStart(at: time) }
    }

    /// `tp_gesture_handle_state_none`: one finger is pointer motion; two or more pick the touches to
    /// track (the top-most and bottom-most of three or more) and keep their start.
    mutating func handleNone(at time: Timestamp) {
        let active = Array(touches.indices.filter(isActiveForGesture).prefix(Self.maximumFingers))
        guard let only = active.first else { return }
        if active.count == 1 {
            touches[only].gestureInitial = touches[only].point
            tracked = (only, only)
            setState(.pointerMotion, reason: .oneFinger, at: time)
            return
        }
        guard geometry.gesturesEnabled else {
            if active.count == 2 { enter(.scrollStart, reason: .gesturesDisabled, at: time) }
            return
        }
        var first = active[0]
        var second = active[1]
        if active.count > 2 {
            second = active[0]
            for position in 1..<min(active.count, geometry.trackedSlots) {
                let index = active[position]
                if touches[index].point.y < touches[first].point.y {
                    first = index
                } else if touches[index].point.y >= touches[second].point.y {
                    second = index
                }
            }
            guard first != second else { return }
        }
        initialTime = time
        touches[first].gestureInitial = touches[first].point
        touches[second].gestureInitial = touches[second].point
        tracked = (first, second)
        setState(.unknown, reason: .fingersDetected, at: time)
    }

    /// `tp_gesture_detect_motion_gestures` (gestures.c:1218-1389), without hold-and-motion.
    mutating func detectMotionGesture(at time: Timestamp) -> (TouchpadGestureState, TouchpadStateChange.Reason)? {
        let fingers = fingerCount
        if geometry.gesturesEnabled && fingers > 2 && fingers > geometry.trackedSlots {
            return (.swipeStart, .moreFingersThanSlots)
        }
        let extra = Double(max(0, fingers - 2))
        let maxMove = Self.maximumMove + 2 * extra
        let minMove = Self.minimumMove + 0.5 * extra
        let (first, second) = tracked
        let firstMoved = millimetresMoved(first)
        let secondMoved = millimetresMoved(second)
        let firstMM = firstMoved.length
        let secondMM = secondMoved.length
        let apart = geometry.millimetres(
            dx: abs(Double(touches[first].point.x) - Double(touches[second].point.x)),
            dy: abs(Double(touches[first].point.y) - Double(touches[second].point.y)))
        if firstMM < Self.undecidedMove && secondMM < Self.undecidedMove { return nil }
        let firstIsThumb = touches[first].point.y > touches[second].point.y
        let thumb = firstIsThumb ? first : second
        let thumbMM = firstIsThumb ? firstMM : secondMM
        let fingerMM = firstIsThumb ? secondMM : firstMM
        if (!geometry.gesturesEnabled || (apart.x < Self.box.width && apart.y < Self.box.height))
            && time > initialTime + .microseconds(Int64(Self.swipeTimeout))
        {
            return (fingers == 2 ? .scrollStart : .swipeStart, .boxTimeout)
        }
        if firstMM >= maxMove || secondMM >= maxMove {
            if geometry.detectsThumbs && thumbMM < minMove {
                touches[thumb].thumbSuppressed = true
                return nil
            }
            if (!geometry.gesturesEnabled || fingerMM < minMove) && fingers == 2 {
                return (.scrollStart, .oneFingerScroll)
            }
            if fingerMM < minMove && fingers > 2 && geometry.gesturesEnabled {
                return (.pinchStart, .thumbPinch)
            }
        }
        if firstMM < minMove || secondMM < minMove { return nil }
        let similar = Octants.areSimilar(Octants.direction(firstMoved), Octants.direction(secondMoved))
        if fingers > geometry.trackedSlots || similar {
            return (fingers == 2 ? .scrollStart : .swipeStart, .sameDirection)
        }
        return (.pinchStart, .oppositeDirections)
    }

    /// `tp_gesture_is_pinch` (gestures.c:1391-1416).
    func isPinch() -> Bool {
        let (first, second) = tracked
        let firstMoved = millimetresMoved(first)
        let secondMoved = millimetresMoved(second)
        if Octants.areSimilar(Octants.direction(firstMoved), Octants.direction(secondMoved)) { return false }
        return firstMoved.length >= Self.pinchMoveThreshold && secondMoved.length >= Self.pinchMoveThreshold
    }

    /// Moves to a detected state, preparing what it needs.
    mutating func enter(_ next: TouchpadGestureState, reason: TouchpadStateChange.Reason, at time: Timestamp) {
        switch next {
        case .scrollStart:
            constraints = ScrollConstraints()
            scrollAxes = (false, false)
        case .pinchStart:
            pinchInitialDistance = max(pinchDistance(), .leastNonzeroMagnitude)
            pinchCenter = pinchMidpoint()
        case .none, .unknown, .pointerMotion, .scroll, .pinch, .swipeStart, .swipe:
            break
        }
        setState(next, reason: reason, at: time)
    }

    /// SCROLL_START (gestures.c:1519-1547): may still turn into a pinch; the first non-zero delta is consumed.
    mutating func handleScrollStart(at time: Timestamp) {
        guard configuration.twoFingerScrolling else { return }
        if geometry.gesturesEnabled, time < initialTime + .microseconds(Int64(Self.pinchTimeout)), isPinch() {
            enter(.pinchStart, reason: .pinchCorrection, at: time)
            return
        }
        let raw = averageDelta()
        guard !filter.scroll(raw).isZero else { return }
        setState(.scroll, reason: .firstMotion, at: time)
    }

    /// SCROLL (gestures.c:1549-1580): the scroll filter, the axis constraints, `evdev_post_scroll`.
    mutating func handleScroll(at time: Timestamp) {
        let raw = averageDelta()
        let delta = filter.scroll(raw)
        guard !delta.isZero else { return }
        let constrained = constraints.apply(
            millimetres: geometry.millimetres(dx: raw.x, dy: raw.y), to: delta, at: time)
        // evdev_post_scroll with the touchpad's threshold 0 (touchpad.c:3085-3087): both axes scroll
        // from the first event, and the event carries the axes with a non-zero value.
        scrollAxes = (true, true)
        guard !constrained.isZero else { return }
        let sign = configuration.naturalScrolling ? -1.0 : 1.0
        events.append(
            .scroll(
                ScrollEvent(
                    time: time, horizontal: constrained.x != 0 ? sign * constrained.x + 0 : nil,
                    vertical: constrained.y != 0 ? sign * constrained.y + 0 : nil, isStop: false, raw: raw,
                    holdCancelled: holdCancelled)))
        holdCancelled = nil
    }

    /// `evdev_stop_scroll` (evdev.c:2772-2805): one zero event on the axes that scrolled.
    mutating func stopScroll(at time: Timestamp) {
        guard scrollAxes.horizontal || scrollAxes.vertical else { return }
        events.append(
            .scroll(
                ScrollEvent(
                    time: time, horizontal: scrollAxes.horizontal ? 0 : nil, vertical: scrollAxes.vertical ? 0 : nil,
                    isStop: true, raw: .zero)))
        scrollAxes = (false, false)
    }

    /// SWIPE_START (gestures.c:1583-1601): the begin, with zero deltas, on the first frame that moved.
    mutating func handleSwipeStart(at time: Timestamp) {
        let raw = averageDelta()
        guard !raw.isZero else { return }
        events.append(
            .swipe(
                SwipeEvent(
                    time: time, phase: .begin, fingers: fingerCount, delta: .zero, unaccelerated: .zero, raw: raw)))
        setState(.swipe, reason: .firstMotion, at: time)
    }

    /// SWIPE (gestures.c:1603-1621): an update per frame that moved.
    mutating func handleSwipe(at time: Timestamp) {
        let raw = averageDelta()
        let delta = filter.accelerated(raw, at: time)
        guard !delta.isZero || !raw.isZero else { return }
        events.append(
            .swipe(
                SwipeEvent(
                    time: time, phase: .update, fingers: fingerCount, delta: delta,
                    unaccelerated: filter.unaccelerated(raw), raw: raw)))
    }

    /// PINCH_START: the begin (scale 1), in the detection frame; libinput 1.22 sends it with the first
    /// update instead (`tp_gesture_start` from the PINCH state), a frame later, as the touchpad lane
    /// showed on the synthetic pinch and the hp8470p's two pinches.
    mutating func handlePinchStart(at time: Timestamp) {
        pinchBegun = false
        if configuration.series != .v1_22 { beginPinch(at: time) }
        setState(.pinch, reason: .firstMotion, at: time)
    }

    /// Sends the pinch's begin (scale 1).
    mutating func beginPinch(at time: Timestamp) {
        events.append(
            .pinch(PinchEvent(time: time, phase: .begin, fingers: fingerCount, delta: .zero, scale: 1)))
        pinchBegun = true
    }

    /// PINCH: the midpoint's motion and the scale.
    mutating func handlePinch(at time: Timestamp) {
        let center = pinchMidpoint()
        let raw = center.offset(from: pinchCenter)
        pinchCenter = center
        let midpointDelta = Vector(x: raw.x / 2, y: raw.y / 2)
        let delta = filter.accelerated(midpointDelta, at: time)
        let scale = pinchDistance() / pinchInitialDistance
        if !pinchBegun { beginPinch(at: time) }
        events.append(
            .pinch(
                PinchEvent(
                    time: time, phase: .update, fingers: fingerCount, delta: delta, scale: scale,
                    unaccelerated: filter.unaccelerated(midpointDelta))))
    }

    /// The tracked touches' midpoint, doubled to stay in integers (device units × 2).
    func pinchMidpoint() -> TouchpadTouch.Position {
        let (first, second) = tracked
        return TouchpadTouch.Position(
            x: touches[first].point.x &+ touches[second].point.x, y: touches[first].point.y &+ touches[second].point.y)
    }

    /// The tracked touches' distance, 1000-dpi units.
    func pinchDistance() -> Double {
        let (first, second) = tracked
        return filter.normalized(touches[first].point.offset(from: touches[second].point)).length
    }

    /// POINTER_MOTION: one finger moves the pointer.
    mutating func postPointerMotion(at time: Timestamp) {
        let raw = averageDelta()
        let delta = filter.accelerated(raw, at: time)
        guard !delta.isZero || !raw.isZero else { return }
        events.append(.pointer(PointerMotion(time: time, delta: delta, unaccelerated: filter.unaccelerated(raw))))
    }

    /// `tp_gesture_end` (gestures.c:1887-1917): a begun gesture sends its end (or cancel); the state
    /// returns to NONE.
    mutating func end(at time: Timestamp, cancelled: Bool, reason: TouchpadStateChange.Reason) {
        let old = state
        guard old != .none else { return }
        setState(.none, reason: reason, at: time)
        let phase: SwipeEvent.Phase = cancelled ? .cancel : .end
        switch old {
        case .scroll:
            stopScroll(at: time)
        case .swipe:
            events.append(
                .swipe(
                    SwipeEvent(
                        time: time, phase: phase, fingers: fingerCount, delta: .zero, unaccelerated: .zero,
                        raw: .zero)))
        case .pinch where pinchBegun:
            events.append(
                .pinch(
                    PinchEvent(
                        time: time, phase: phase, fingers: fingerCount, delta: .zero,
                        scale: pinchDistance() / pinchInitialDistance)))
        case .none, .unknown, .pointerMotion, .scrollStart, .pinch, .pinchStart, .swipeStart:
            break
        }
    }

    mutating func setState(_ next: TouchpadGestureState, reason: TouchpadStateChange.Reason, at time: Timestamp) {
        guard next != state else { return }
        updateHold(entering: next, reason: reason, at: time)
        events.append(
            .state(TouchpadStateChange(time: time, from: state, to: next, reason: reason, fingers: fingerCount)))
        state = next
    }

    /// libinput's quick hold timer, kept across a state change.
    ///
    /// gestures.c `tp_gesture_set_hold_timer`, `tp_gesture_is_quick_hold`: two fingers detected set
    /// the hold timer when the pad does gestures (`hold_enabled`); a scroll that starts at or past
    /// ``quickHoldTimeout`` cancels the hold begun at the expiry, one that starts earlier cancels the
    /// timer; any other state change cancels it. One finger's hold (and hold-and-motion) is not
    /// modelled: the recognizer moves one finger straight to pointer motion.
    mutating func updateHold(
        entering next: TouchpadGestureState, reason: TouchpadStateChange.Reason, at time: Timestamp
    ) {
        switch (next, reason) {
        case (.unknown, .fingersDetected):
            holdTimerStart = fingerCount == 2 && geometry.gesturesEnabled ? time : nil
        case (.scrollStart, _):
            if let start = holdTimerStart, time >= start + .microseconds(Int64(Self.quickHoldTimeout)) {
                holdCancelled = time
            }
            holdTimerStart = nil
        case (.scroll, _):
            break
        default:
            holdTimerStart = nil
            holdCancelled = nil
        }
    }
}
