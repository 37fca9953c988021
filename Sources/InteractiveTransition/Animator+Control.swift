public import GestureCore

extension Animator {
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
            beginRun(
                curve: timingParameters, duration: remainingTime(from: progress), fraction: progress, reason: .started)
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
            motion = .paused(fraction: progress, progress: progress)
            record(from: .inactive, reason: .paused)
        case .running(let segment):
            let progress = segment.progress(at: latestTime)
            let fraction = scrubsLinearly ? progress : segment.fraction(at: latestTime)
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
        let clamped = min(max(fraction, 0), 1)
        let progress = scrubsLinearly ? clamped : timingParameters.progress(at: clamped)
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
    public mutating func finishAnimation(at position: Position, time: Double) throws(AnimatorError) {
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

    // MARK: - Internals

    /// The progress the animation runs toward: 1, or 0 when reversed.
    var target: Double { isReversed ? 0 : 1 }

    /// The part of ``duration`` between a timeline fraction and the target, seconds.
    func remainingTime(from fraction: Double) -> Double {
        (isReversed ? fraction : 1 - fraction) * duration
    }

    /// Moves the clock forward and completes a run that ended by then.
    mutating func advance(to time: Double) {
        if time.isFinite, time > latestTime { latestTime = time }
        if case .running(let segment) = motion, segment.elapsedFraction(at: latestTime) >= 1 {
            complete(segment, at: segment.startTime + segment.duration)
        }
    }

    /// Starts a run from the layers' current position toward ``target``.
    mutating func beginRun(curve: TimingCurve, duration: Double, fraction: Double, reason: AnimatorEvent.Reason) {
        let from = phase
        let segment = Segment(
            startTime: latestTime, duration: duration, fromProgress: progress(atSeconds: latestTime),
            toProgress: target, fromFraction: fraction, toFraction: target, curve: curve)
        motion = .running(segment)
        record(from: from, reason: reason)
        if duration == 0 { complete(segment, at: latestTime) }
    }

    /// Ends a run at its target and records the completion.
    mutating func complete(_ segment: Segment, at time: Double) {
        motion = .inactive(progress: segment.toProgress)
        let position: Position = segment.toProgress == 0 ? .start : .end
        events.append(
            AnimatorEvent(time: Timestamp(seconds: time), from: .running, to: .inactive, reason: .completed(position)))
    }

    mutating func record(from: Phase, reason: AnimatorEvent.Reason) {
        events.append(AnimatorEvent(time: Timestamp(seconds: latestTime), from: from, to: phase, reason: reason))
    }
}
