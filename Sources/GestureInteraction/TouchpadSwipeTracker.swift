public import GestureCore
public import InteractiveTransition
public import TouchpadGestures

/// A desktop's touchpad swipe tracker over libinput's events: when a swipe is the transition's,
/// its progress and velocity in the tracker's own units, and the decision at the release.
///
/// One state machine for the four trackers of ``TouchpadSwipeModel``; `direction` is the finger
/// motion that drives the transition forward. Scroll values are turned back into finger motion with
/// the natural-scrolling setting libinput applied.
///
/// ```swift
/// var tracker = TouchpadSwipeTracker(model: .gnomeShell, direction: .left, naturalScrolling: true)
/// for output in tracker.handle(event) { print(output) }
/// ```
public struct TouchpadSwipeTracker: Sendable {
    /// The tracker's states.
    public enum State: String, Sendable, Hashable {
        /// No gesture.
        case idle
        /// A gesture whose orientation is not locked yet.
        case pending
        /// A gesture that is not the transition's (fingers, orientation or direction), until it ends.
        case ignored
        /// The transition's gesture: progress follows it.
        case tracking
    }

    /// Why the state changed.
    public enum Reason: String, Sendable, Hashable {
        /// A swipe or scroll began.
        case gestureBegan
        /// The swipe has the wrong number of fingers for this tracker.
        case fingerCount
        /// The motion locked onto the transition's orientation and direction.
        case locked
        /// The motion locked onto the other orientation.
        case wrongOrientation
        /// The motion went against the transition's direction.
        case wrongDirection
        /// The first scroll was more across than along (libadwaita's 1.2, Firefox's 8).
        case crossMotion
        /// The swipe ended (or was cancelled) or the scroll stopped.
        case ended
        /// A finger vanished while input was lost (`SYN_DROPPED`): the rest of the gesture is ignored.
        case inputLost
    }

    /// A state change.
    public struct Change: Sendable, Hashable {
        /// When, on the input's clock.
        public var time: Timestamp
        /// The state before.
        public var from: State
        /// The state after.
        public var to: State
        /// Why.
        public var reason: Reason
        /// The gesture's finger count.
        public var fingers: Int
    }

    /// Progress after one event of a tracked gesture.
    public struct Update: Sendable, Hashable {
        /// When, on the input's clock.
        public var time: Timestamp
        /// The delta along the transition's direction, libinput units.
        public var delta: Double
        /// Progress, 0 at rest, 1 at the end.
        public var progress: Percent
        /// Velocity in the tracker's own unit, as its trace shows it.
        ///
        /// libinput units/ms (GNOME, libadwaita), amount (extents) per second (Firefox), 0 (KWin): a
        /// plain number because the unit depends on the model; ``percentVelocity`` is the same motion
        /// typed.
        public var velocity: Double
        /// Velocity in transition extents per second, positive forward.
        public var percentVelocity: Rate<ExtentsPerSecond>
    }

    /// What a tracker reports for one event.
    public enum Output: Sendable, Hashable {
        /// The state changed.
        case change(Change)
        /// The transition's gesture began (its transition starts).
        case began(Timestamp)
        /// The tracked gesture moved.
        case update(Update)
        /// The tracked gesture ended: the decision.
        case released(Timestamp, Decision)
    }

    /// The model.
    public let model: TouchpadSwipeModel
    /// The finger motion that drives the transition forward.
    public let direction: Direction
    /// Whether libinput negated scroll values (natural scrolling).
    public let naturalScrolling: Bool
    /// The state.
    public private(set) var state = State.idle
    /// Progress in the tracker's units.
    public private(set) var progress = Percent.zero
    var fingers = 0
    /// Scroll events passed over before any gesture began because they had no motion along the
    /// transition's axis (libadwaita 1.10 lets the next event decide; under 1.7 GTK does not hand them
    /// over once a hold began the scroll): nonzero when a scroll went only along the other axis,
    /// which is then why nothing was tracked.
    public private(set) var scrollsAcross = 0
    /// Whether GTK's scroll controller began the running scroll on libinput's hold, so that only
    /// events with motion along the swipe reach libadwaita (``AdwaitaRelease/scrollBeginsOnHold``).
    var scrollBegunOnHold = false
    /// Whether GTK's scroll controller began the running scroll on an earlier event than the one the
    /// swipe starts with (one libadwaita passed on), so that this one reaches the tracker once.
    var scrollBegun = false
    var cumulative = Vector.zero
    var history: [(ms: Int64, delta: Double)] = []
    var firefoxVelocity = Rate<ExtentsPerSecond>.zero
    var lastEventTime: Timestamp?

    /// Creates a tracker.
    /// - Parameters:
    ///   - model: The tracker's rules.
    ///   - direction: The finger motion that drives the transition forward.
    ///   - naturalScrolling: Whether libinput negates scroll values.
    public init(model: TouchpadSwipeModel, direction: Direction, naturalScrolling: Bool) {
        self.model = model
        self.direction = direction
        self.naturalScrolling = naturalScrolling
    }

    /// The distance of one progress unit, libinput units.
    var distance: Double { model.distance(along: direction) }

    /// Takes one libinput event.
    /// - Parameter event: The event.
    /// - Returns: What the tracker did, in order.
    public mutating func handle(_ event: TouchpadGestureEvent) -> [Output] {
        switch (model.source, event) {
        case (.unacceleratedSwipe, .swipe(let swipe)), (.acceleratedSwipe, .swipe(let swipe)):
            return handleSwipe(swipe)
        case (.fingerScroll, .scroll(let scroll)):
            return handleScroll(scroll)
        case (.unacceleratedSwipe, _), (.acceleratedSwipe, _), (.fingerScroll, _):
            return []
        }
    }

    /// The input ended under a tracked gesture: it releases there, as if it ended.
    /// - Parameter time: When the input ended.
    /// - Returns: What the tracker did.
    public mutating func inputEnded(at time: Timestamp) -> [Output] {
        var outputs: [Output] = []
        finish(at: time, &outputs)
        return outputs
    }

    /// A finger vanished while input was lost (`SYN_DROPPED`): its lift was never seen, so a tracked
    /// swipe is cancelled by ``Decision/Rule/inputLost`` (as a touchscreen pan is), and whatever
    /// libinput reports of the gesture after it is ignored until it ends.
    /// - Parameter time: When the synced state after the gap arrived.
    /// - Returns: What the tracker did.
    public mutating func inputLost(at time: Timestamp) -> [Output] {
        var outputs: [Output] = []
        let wasTracking = state == .tracking
        guard state == .pending || wasTracking else { return outputs }
        change(to: .ignored, .inputLost, time, &outputs)
        if wasTracking {
            outputs.append(
                .released(
                    time,
                    Decision(
                        outcome: .cancel, rule: .inputLost, percent: progress,
                        velocity: percentVelocity)))
        }
        return outputs
    }

    mutating func handleSwipe(_ swipe: SwipeEvent) -> [Output] {
        var outputs: [Output] = []
        let delta = model.source == .acceleratedSwipe ? swipe.delta : swipe.unaccelerated
        switch swipe.phase {
        case .begin:
            fingers = swipe.fingers
            cumulative = .zero
            progress = 0
            history.removeAll()
            let accepted = (model.minimumFingers...model.maximumFingers).contains(swipe.fingers)
            change(to: accepted ? .pending : .ignored, accepted ? .gestureBegan : .fingerCount, swipe.time, &outputs)
        case .update:
            switch state {
            case .idle, .ignored:
                break
            case .pending:
                cumulative = cumulative + delta
                lock(delta: delta, at: swipe.time, &outputs)
            case .tracking:
                cumulative = cumulative + delta
                move(along(delta), at: swipe.time, &outputs)
            }
        case .end, .cancel:
            finish(at: swipe.time, &outputs)
        }
        return outputs
    }

    /// GNOME locks at 16 units of accumulated motion, KWin at 5 on either axis.
    mutating func lock(delta: Vector, at time: Timestamp, _ outputs: inout [Output]) {
        let reached: Bool =
            switch model.tracker {
            case .kwin: abs(cumulative.x) >= model.orientationLock || abs(cumulative.y) >= model.orientationLock
            case .gnomeShell, .adwaita, .firefox: cumulative.length >= model.orientationLock
            }
        guard reached else { return }
        let horizontal = abs(cumulative.x) > abs(cumulative.y)
        guard horizontal == direction.isHorizontal else {
            change(to: .ignored, .wrongOrientation, time, &outputs)
            return
        }
        switch model.tracker {
        case .kwin:
            // KWin picks the direction too: a swipe the other way is another gesture.
            guard along(cumulative) > 0 else {
                change(to: .ignored, .wrongDirection, time, &outputs)
                return
            }
            change(to: .tracking, .locked, time, &outputs)
            outputs.append(.began(time))
            move(along(delta), at: time, &outputs)
        case .gnomeShell, .adwaita, .firefox:
            // GNOME: the earlier motion is discarded; the history starts with (t, 0), then this event.
            change(to: .tracking, .locked, time, &outputs)
            outputs.append(.began(time))
            history = [(Self.milliseconds(time), 0)]
            move(along(delta), at: time, &outputs)
        }
    }

    mutating func handleScroll(_ scroll: ScrollEvent) -> [Output] {
        var outputs: [Output] = []
        if scroll.isStop {
            finish(at: scroll.time, &outputs)
            return outputs
        }
        let sign = naturalScrolling ? -1.0 : 1.0
        let finger = Vector(x: sign * (scroll.horizontal ?? 0), y: sign * (scroll.vertical ?? 0))
        // 1.7 shares 1.2's handle_scroll_event (AdwaitaRelease.decidesOnFirstScrollSign).
        let adwaita12 = model.tracker == .adwaita && model.adwaitaRelease.decidesOnFirstScrollSign
        switch state {
        case .ignored:
            return outputs
        case .tracking:
            // GTK 4.8's scroll controller emits `scroll` only for a nonzero delta on its axis.
            if adwaita12, along(finger) == 0 { return outputs }
            move(along(finger), at: scroll.time, &outputs)
            return outputs
        case .idle, .pending:
            break
        }
        guard !finger.isZero else { return outputs }
        // GTK 4.18 under 1.7 and 1.10: a scroll begun on libinput's hold reaches the tracker only
        // through `scroll`, for events with motion along the swipe, each once.
        let onHold =
            model.tracker == .adwaita && model.adwaitaRelease.scrollBeginsOnHold
            && (scrollBegunOnHold || beganOnHold(scroll))
        if onHold { scrollBegunOnHold = true }
        // Nothing along the swipe: libadwaita 1.10 passes the event on and the next one decides, and
        // a scroll begun on a hold never hands it over.
        if model.tracker == .adwaita, !adwaita12 || onHold, along(finger) == 0 {
            scrollsAcross += 1
            scrollBegun = true
            return outputs
        }
        fingers = 2
        progress = 0
        change(to: .pending, .gestureBegan, scroll.time, &outputs)
        let forward = direction.isHorizontal ? finger.x : finger.y
        let cross = direction.isHorizontal ? finger.y : finger.x
        switch model.tracker {
        case .adwaita:
            guard adwaita12 || abs(forward) >= TouchpadSwipeModel.adwaitaOrientationFactor * abs(cross) else {
                change(to: .ignored, .crossMotion, scroll.time, &outputs)
                return outputs
            }
        case .firefox:
            guard direction.isHorizontal, abs(finger.x) > TouchpadSwipeModel.firefoxStartRatio * abs(finger.y) else {
                change(to: .ignored, .crossMotion, scroll.time, &outputs)
                return outputs
            }
        case .gnomeShell, .kwin:
            break
        }
        // libadwaita: the direction is the first delta's sign; only one way has a page to go to. 1.2
        // takes a zero delta as going back (`delta > 0 ? FORWARD : BACK`).
        guard along(finger) > 0 || (adwaita12 && along(finger) == 0) else {
            change(to: .ignored, .wrongDirection, scroll.time, &outputs)
            return outputs
        }
        change(to: .tracking, .locked, scroll.time, &outputs)
        outputs.append(.began(scroll.time))
        // libadwaita appends the first event twice: once as the time anchor.
        history = [(Self.milliseconds(scroll.time), along(finger))]
        lastEventTime = scroll.time
        move(along(finger), at: scroll.time, &outputs)
        // When GTK began the scroll on this, its first event (no hold before it), the event reaches
        // `handle_scroll_event` twice, from `scroll-begin` and again from `scroll` (nonzero along the
        // swipe), and moves the tracker each time: 1.2 under GTK 4.8 (measured), 1.7 under GTK 4.18
        // (measured), 1.10 (its `scroll_begin_cb` and `scroll_cb` both call it, and its first call
        // begins and updates the swipe).
        if model.tracker == .adwaita, !onHold, !scrollBegun, along(finger) != 0 {
            move(along(finger), at: scroll.time, &outputs)
        }
        return outputs
    }

    /// Whether GTK's scroll controller was still begun by libinput's hold when this, a scroll's
    /// first event, came: the hold was cancelled less than ``AdwaitaRelease/gtkHoldTimeout`` before.
    func beganOnHold(_ scroll: ScrollEvent) -> Bool {
        guard let cancelled = scroll.holdCancelled else { return false }
        return scroll.time.seconds(since: cancelled) < AdwaitaRelease.gtkHoldTimeout
    }

    /// Applies a delta along the transition's direction to progress and velocity.
    mutating func move(_ delta: Double, at time: Timestamp, _ outputs: inout [Output]) {
        switch model.tracker {
        case .gnomeShell, .adwaita:
            progress = Percent(progress.value + delta / distance)
            appendHistory(delta, at: time)
        case .kwin:
            progress = Percent(abs(along(cumulative)) / distance)
        case .firefox:
            let amount = delta / distance
            progress = Percent(progress.value + amount)
            let interval = max(TouchpadSwipeModel.firefoxMinimumInterval, time.seconds(since: lastEventTime ?? time))
            firefoxVelocity = Rate(amount / interval)
            lastEventTime = time
        }
        outputs.append(
            .update(
                Update(
                    time: time, delta: delta, progress: progress, velocity: velocity,
                    percentVelocity: percentVelocity)))
    }

    /// Velocity in the tracker's own units.
    var velocity: Double {
        switch model.tracker {
        case .gnomeShell, .adwaita: historyVelocity.value
        case .kwin: 0
        case .firefox: firefoxVelocity.value
        }
    }

    /// Velocity in extents per second.
    var percentVelocity: Rate<ExtentsPerSecond> {
        switch model.tracker {
        case .gnomeShell, .adwaita: historyVelocity.extentsPerSecond(unitsPerExtent: distance)
        case .kwin: .zero
        case .firefox: firefoxVelocity
        }
    }

    /// `EventHistory.append`: trims to the last 150 ms, then appends.
    mutating func appendHistory(_ delta: Double, at time: Timestamp) {
        trimHistory(at: time)
        history.append((Self.milliseconds(time), delta))
    }

    /// Drops the records older than 150 ms before `time`.
    ///
    /// libadwaita's `trim_history` drops every
    /// such record; GNOME Shell's `EventHistory.trim` splices up to the first recent record, and when
    /// there is none `splice(0, -1)` drops nothing.
    mutating func trimHistory(at time: Timestamp) {
        let threshold = Self.milliseconds(time) - model.historyMilliseconds
        if let index = history.firstIndex(where: { $0.ms >= threshold }) {
            history.removeFirst(index)
        } else if model.tracker == .adwaita {
            history.removeAll()
        }
    }

    /// `EventHistory.calculateVelocity`: the deltas after the first over the time they span, units/ms.
    var historyVelocity: Rate<UnitsPerMillisecond> {
        guard history.count >= 2, let first = history.first, let last = history.last, first.ms != last.ms else {
            return .zero
        }
        return Rate(history.dropFirst().map(\.delta).reduce(0, +) / Double(last.ms - first.ms))
    }

    /// The gesture ended: a tracked one releases.
    mutating func finish(at time: Timestamp, _ outputs: inout [Output]) {
        let wasTracking = state == .tracking
        // Both trackers trim the history at the end before they measure the velocity.
        if wasTracking, model.tracker == .gnomeShell || model.tracker == .adwaita { trimHistory(at: time) }
        change(to: .idle, .ended, time, &outputs)
        if wasTracking { outputs.append(.released(time, decision())) }
        cumulative = .zero
        scrollBegunOnHold = false
        scrollBegun = false
    }

    mutating func change(to next: State, _ reason: Reason, _ time: Timestamp, _ outputs: inout [Output]) {
        guard next != state else { return }
        outputs.append(.change(Change(time: time, from: state, to: next, reason: reason, fingers: fingers)))
        state = next
    }

    /// The component of a motion along the transition's direction.
    func along(_ v: Vector) -> Double {
        direction.component(of: Point(x: v.x, y: v.y))
    }

    /// Clutter's event time: milliseconds (`usec / 1000`).
    static func milliseconds(_ time: Timestamp) -> Int64 { Int64(time.microseconds / 1000) }
}
