public import GestureCore

/// A property animator with `UIViewPropertyAnimator`'s semantics, advanced by the caller's clock.
///
/// The animator moves a set of layers from their from-values (progress 0) to their to-values
/// (progress 1). It never reads a clock: every operation takes the caller's time in seconds, and
/// ``tick(at:)`` advances it (a frame clock during replay). Its ``state`` follows
/// `UIViewAnimatingState`:
///
/// - `inactive`: at rest; initially and after completing.
/// - `active`: started or paused (``isRunning`` tells which).
/// - `stopped`: after `stopAnimation(withoutFinishing: false)`, until ``finishAnimation(at:time:)``.
///
/// While paused, ``fractionComplete`` can be set; with ``scrubsLinearly`` (the default) the layers
/// follow it linearly, otherwise through the animator's timing curve. `continueAnimation` runs the
/// rest from wherever the layers are, to the end (or to the start when ``isReversed``), with new
/// timing parameters; pausing a running animator freezes the layers where they are, so a
/// re-grabbed animation never jumps. Every phase change is recorded as an ``AnimatorEvent``.
///
/// ```swift
/// var animator = try Animator(duration: 0.35, timingParameters: .easeInOut, layers: layers)
/// try animator.startAnimation(at: 0)
/// animator.tick(at: 0.35)  // completed at the end; drainEvents() reports it
/// ```
public struct Animator: Sendable {
    /// `UIViewAnimatingState`.
    public enum State: String, Sendable, Hashable {
        case inactive, active, stopped
    }

    /// `UIViewAnimatingPosition`: where an animation completed.
    public enum Position: String, Sendable, Hashable {
        case start, end, current
    }

    /// The animator's phase: ``State`` with `active` split into running and paused, for traces.
    public enum Phase: String, Sendable, Hashable {
        case inactive, running, paused, stopped
    }

    /// Times this close to a run's end, seconds, count as the end: a nanosecond, far below any frame
    /// period, absorbs the rounding of `start + duration` in the caller's arithmetic.
    public static let timeTolerance = 1e-9

    /// The full animation's duration, seconds (from progress 0 to 1).
    public let duration: Double
    /// The timing curve used by ``startAnimation(at:)`` and by `continueAnimation` without new parameters.
    public private(set) var timingParameters: TimingCurve
    /// The layers the animator moves.
    public var layers: [AnimatedLayer]
    /// Whether a paused animator maps ``fractionComplete`` to progress linearly (`true`, UIKit's
    /// default) or through ``timingParameters``.
    public var scrubsLinearly = true
    /// Whether the animation runs toward its start; set with ``setReversed(_:at:)``.
    public internal(set) var isReversed = false

    var motion: Motion = .inactive(progress: 0)
    var latestTime: Double = 0
    var events: [AnimatorEvent] = []

    /// Creates an inactive animator at progress 0.
    /// - Parameters:
    ///   - duration: The full animation's duration, seconds; ≥ 0.
    ///   - timingParameters: The timing curve.
    ///   - layers: The layers to move.
    /// - Throws: ``AnimatorError/invalidDuration(_:)`` or ``AnimatorError/invalidCurve(_:)``.
    public init(duration: Double, timingParameters: TimingCurve = .easeInOut, layers: [AnimatedLayer] = [])
        throws(AnimatorError)
    {
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        guard timingParameters.isValid else { throw .invalidCurve(timingParameters.name) }
        self.duration = duration
        self.timingParameters = timingParameters
        self.layers = layers
    }

    /// The phase: inactive, running, paused or stopped.
    public var phase: Phase {
        switch motion {
        case .inactive: .inactive
        case .paused: .paused
        case .running: .running
        case .stopped: .stopped
        }
    }

    /// `UIViewAnimating.state`.
    public var state: State {
        switch motion {
        case .inactive: .inactive
        case .paused, .running: .active
        case .stopped: .stopped
        }
    }

    /// Whether the animation is running (active and not paused).
    public var isRunning: Bool {
        switch motion {
        case .running: true
        case .inactive, .paused, .stopped: false
        }
    }

    /// The fraction of the animation's timeline completed, 0…1, as of the latest time seen.
    ///
    /// While paused it is the value last set (or where a pause caught the animation); while running
    /// it advances linearly in time toward 1 (or 0 when reversed).
    public var fractionComplete: Percent {
        switch motion {
        case .inactive(let progress), .stopped(let progress): Percent(progress)
        case .paused(let fraction, _): fraction
        case .running(let segment): segment.fraction(at: latestTime)
        }
    }

    /// The layers' position, as of the latest time seen: 0 at the from-values, 1 at the to-values.
    public var progress: Double { progress(atSeconds: latestTime) }

    /// The layers' position at a time, without advancing the animator.
    ///
    /// - Parameter timestamp: A moment on the input's clock; before the latest time seen it counts as that.
    /// - Returns: 0 at the from-values, 1 at the to-values (a spring may overshoot).
    public func progress(at timestamp: Timestamp) -> Double { progress(atSeconds: timestamp.seconds) }

    /// ``progress(at:)`` at a time in seconds on the input's clock.
    func progress(atSeconds time: Double) -> Double {
        switch motion {
        case .inactive(let progress), .stopped(let progress), .paused(_, let progress): progress
        case .running(let segment): segment.progress(at: max(time, latestTime))
        }
    }

    /// Every layer's values at a time, without advancing the animator.
    ///
    /// - Parameter timestamp: A moment on the input's clock.
    /// - Returns: One snapshot per layer, in the order of ``layers``.
    public func layerValues(at timestamp: Timestamp) -> [LayerSnapshot] {
        let progress = progress(at: timestamp)
        return layers.map { LayerSnapshot(name: $0.name, values: $0.values(at: progress)) }
    }

    /// Every layer's values as of the latest time seen.
    public var layerValues: [LayerSnapshot] {
        let progress = progress
        return layers.map { LayerSnapshot(name: $0.name, values: $0.values(at: progress)) }
    }

    /// Returns the events recorded since the last call, oldest first, and forgets them.
    public mutating func drainEvents() -> [AnimatorEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Advances the animator to a time, completing a run that has reached its end.
    ///
    /// Completion is recorded at the exact moment the run ended (which may lie before `time`), with
    /// the reason ``AnimatorEvent/Reason/completed(_:)``. Times earlier than the latest time seen
    /// count as the latest time: the animator's clock never goes back.
    /// - Parameter timestamp: The moment, on the input's clock.
    public mutating func tick(at timestamp: Timestamp) {
        let time = timestamp.seconds
        advance(to: time)
    }

    /// Runs the animation from where it is toward its end (its start when reversed), with
    /// ``timingParameters``, for the rest of ``duration``; `UIViewPropertyAnimator.startAnimation()`.
    ///
    /// Starting a running animator does nothing. A start with nothing left to run completes at once.
    /// - Parameter timestamp: The moment, on the input's clock.
    /// - Throws: ``AnimatorError/notAllowed(_:in:)`` when stopped.
    public mutating func startAnimation(at timestamp: Timestamp) throws(AnimatorError) {
        let time = timestamp.seconds
        advance(to: time)
        switch motion {
        case .inactive(let progress):
            let fraction = Percent(progress)
            beginRun(
                curve: timingParameters, duration: remainingTime(from: fraction), fraction: fraction, reason: .started)
        case .paused(let fraction, _):
            beginRun(
                curve: timingParameters, duration: remainingTime(from: fraction), fraction: fraction, reason: .started)
        case .running:
            return
        case .stopped:
            throw .notAllowed(.start, in: .stopped)
        }
    }

    /// Freezes the layers where they are; `UIViewPropertyAnimator.pauseAnimation()`.
    ///
    /// Pausing an inactive animator makes it active and paused, as in UIKit. Pausing a running one
    /// keeps the layers in place: with ``scrubsLinearly`` the ``fractionComplete`` becomes the current
    /// progress, so scrubbing continues from exactly there.
    /// - Parameter timestamp: The moment, on the input's clock.
    /// - Throws: ``AnimatorError/notAllowed(_:in:)`` when stopped.
    public mutating func pauseAnimation(at timestamp: Timestamp) throws(AnimatorError) {
        let time = timestamp.seconds
        advance(to: time)
        switch motion {
        case .inactive(let progress):
            motion = .paused(fraction: Percent(progress), progress: progress)
            record(from: .inactive, reason: .paused)
        case .running(let segment):
            let progress = segment.progress(at: latestTime)
            let fraction = scrubsLinearly ? Percent(progress) : segment.fraction(at: latestTime)
            motion = .paused(fraction: fraction, progress: progress)
            record(from: .running, reason: .paused)
        case .paused:
            return
        case .stopped:
            throw .notAllowed(.pause, in: .stopped)
        }
    }

    /// Sets ``fractionComplete`` of a paused (or inactive) animator and moves the layers there.
    ///
    /// The fraction is clamped to 0…1. With ``scrubsLinearly`` the progress equals the fraction;
    /// otherwise it is ``timingParameters`` at the fraction. An inactive animator becomes paused.
    /// - Parameters:
    ///   - fraction: The timeline fraction, 0…1.
    ///   - timestamp: The moment, on the input's clock.
    /// - Throws: ``AnimatorError/invalidFraction(_:)`` for NaN; ``AnimatorError/notAllowed(_:in:)``
    ///   while running or stopped.
    public mutating func setFractionComplete(_ fraction: Double, at timestamp: Timestamp) throws(AnimatorError) {
        let time = timestamp.seconds
        guard !fraction.isNaN else { throw .invalidFraction(fraction) }
        advance(to: time)
        let clamped = Percent(fraction)
        let progress = scrubsLinearly ? clamped.value : timingParameters.progress(at: clamped.value)
        switch motion {
        case .inactive:
            motion = .paused(fraction: clamped, progress: progress)
            record(from: .inactive, reason: .scrubbed)
        case .paused:
            motion = .paused(fraction: clamped, progress: progress)
        case .running:
            throw .notAllowed(.setFractionComplete, in: .running)
        case .stopped:
            throw .notAllowed(.setFractionComplete, in: .stopped)
        }
    }

    /// Sets ``isReversed``: whether the animation runs toward its start.
    ///
    /// Reversing a running animator sends the rest of it the other way from where the layers are,
    /// with the same curve, over the part of ``duration`` that lies in that direction.
    /// - Parameters:
    ///   - reversed: `true` to run toward the start.
    ///   - timestamp: The moment, on the input's clock.
    /// - Throws: ``AnimatorError/notAllowed(_:in:)`` when stopped.
    public mutating func setReversed(_ reversed: Bool, at timestamp: Timestamp) throws(AnimatorError) {
        let time = timestamp.seconds
        advance(to: time)
        switch motion {
        case .inactive, .paused:
            isReversed = reversed
        case .running(let segment):
            guard reversed != isReversed else { return }
            isReversed = reversed
            let fraction = segment.fraction(at: latestTime)
            let remaining = remainingTime(from: fraction)
            beginRun(
                curve: segment.curve, duration: remaining, fraction: fraction, reason: .reversed(duration: remaining))
        case .stopped:
            throw .notAllowed(.setReversed, in: .stopped)
        }
    }

    /// Runs the rest of an active animation with new timing parameters;
    /// `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)`.
    ///
    /// The rest runs from where the layers are to the end (the start when reversed) for the remaining
    /// part of ``duration`` — `(1 − fractionComplete)` of it, or `fractionComplete` when reversed —
    /// times `durationFactor`. A spring instead runs for its own ``Spring/settlingDuration`` times
    /// `durationFactor`, as UIKit lets physical spring parameters set the duration. Nothing left to
    /// run completes at once.
    /// - Parameters:
    ///   - timingParameters: The curve for the rest, or `nil` to keep ``timingParameters``.
    ///   - durationFactor: Multiplies the remaining duration; ≥ 0.
    ///   - timestamp: The moment, on the input's clock.
    /// - Throws: ``AnimatorError/invalidDurationFactor(_:)``, ``AnimatorError/invalidCurve(_:)``,
    ///   or ``AnimatorError/notAllowed(_:in:)`` when inactive or stopped.
    public mutating func continueAnimation(
        timingParameters: TimingCurve? = nil, durationFactor: Double = 1, at timestamp: Timestamp
    ) throws(AnimatorError) {
        let time = timestamp.seconds
        guard durationFactor.isFinite, durationFactor >= 0 else { throw .invalidDurationFactor(durationFactor) }
        advance(to: time)
        let curve = timingParameters ?? self.timingParameters
        let fraction = fractionComplete
        let duration =
            curve.naturalDuration.map { $0 * durationFactor } ?? remainingTime(from: fraction) * durationFactor
        try continueAnimation(timingParameters: curve, duration: duration, at: timestamp)
    }

    /// Runs the rest of an active animation with a curve for a given number of seconds.
    ///
    /// The explicit-duration form of `continueAnimation`, used when a settle model decides the
    /// duration. Zero seconds completes at once.
    /// - Parameters:
    ///   - timingParameters: The curve for the rest (a spring is stretched to `duration`).
    ///   - duration: Seconds; ≥ 0.
    ///   - timestamp: The moment, on the input's clock.
    /// - Throws: ``AnimatorError/invalidDuration(_:)``, ``AnimatorError/invalidCurve(_:)``, or
    ///   ``AnimatorError/notAllowed(_:in:)`` when inactive or stopped.
    public mutating func continueAnimation(
        timingParameters: TimingCurve, duration: Double, at timestamp: Timestamp
    ) throws(AnimatorError) {
        let time = timestamp.seconds
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        guard timingParameters.isValid else { throw .invalidCurve(timingParameters.name) }
        advance(to: time)
        switch motion {
        case .paused(let fraction, _):
            beginRun(
                curve: timingParameters, duration: duration, fraction: fraction,
                reason: .continued(curve: timingParameters.name, duration: duration))
        case .running(let segment):
            beginRun(
                curve: timingParameters, duration: duration, fraction: segment.fraction(at: latestTime),
                reason: .continued(curve: timingParameters.name, duration: duration))
        case .inactive:
            throw .notAllowed(.continue, in: .inactive)
        case .stopped:
            throw .notAllowed(.continue, in: .stopped)
        }
    }

    /// Stops an active animation where it is; `UIViewPropertyAnimator.stopAnimation(_:)`.
    ///
    /// Without finishing, the animator becomes inactive at once and never completes; otherwise it
    /// becomes stopped and waits for ``finishAnimation(at:time:)``. Stopping an inactive or stopped
    /// animator does nothing.
    /// - Parameters:
    ///   - withoutFinishing: `true` to go straight to inactive.
    ///   - timestamp: The moment, on the input's clock.
    public mutating func stopAnimation(withoutFinishing: Bool, at timestamp: Timestamp) {
        let time = timestamp.seconds
        advance(to: time)
        let from = phase
        let progress = progress(atSeconds: latestTime)
        switch motion {
        case .running, .paused:
            if withoutFinishing {
                motion = .inactive(progress: progress)
                record(from: from, reason: .stoppedWithoutFinishing)
            } else {
                motion = .stopped(progress: progress)
                record(from: from, reason: .stopped)
            }
        case .inactive, .stopped:
            return
        }
    }

    /// Completes a stopped animation at a position; `UIViewPropertyAnimator.finishAnimation(at:)`.
    /// - Parameters:
    ///   - position: Where the layers end: the start, the end, or where they stopped.
    ///   - timestamp: The moment, on the input's clock.
    /// - Throws: ``AnimatorError/notAllowed(_:in:)`` unless stopped.
    public mutating func finishAnimation(at position: Position, time timestamp: Timestamp) throws(AnimatorError) {
        let time = timestamp.seconds
        advance(to: time)
        switch motion {
        case .stopped(let progress):
            let final: Double
            switch position {
            case .start: final = 0
            case .end: final = 1
            case .current: final = progress
            }
            motion = .inactive(progress: final)
            record(from: .stopped, reason: .completed(position))
        case .inactive:
            throw .notAllowed(.finish, in: .inactive)
        case .running:
            throw .notAllowed(.finish, in: .running)
        case .paused:
            throw .notAllowed(.finish, in: .paused)
        }
    }

}
