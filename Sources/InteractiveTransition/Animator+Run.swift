import GestureCore

extension Animator {
    /// One timed run from one progress to another.
    struct Segment: Sendable {
        var startTime: Double
        var duration: Double
        var fromProgress: Double
        var toProgress: Double
        var fromFraction: Percent
        var toFraction: Percent
        var curve: TimingCurve

        func elapsedFraction(at time: Double) -> Percent {
            if time >= startTime + duration - Animator.timeTolerance { return 1 }
            return Percent((time - startTime) / duration)
        }

        func progress(at time: Double) -> Double {
            let u = elapsedFraction(at: time)
            return fromProgress + (toProgress - fromProgress) * curve.progress(at: u.value)
        }

        func fraction(at time: Double) -> Percent {
            Percent(fromFraction.value + (toFraction.value - fromFraction.value) * elapsedFraction(at: time).value)
        }
    }

    /// What the animator is doing; the stored progress is the layers' position.
    enum Motion: Sendable {
        case inactive(progress: Double)
        case paused(fraction: Percent, progress: Double)
        case running(Segment)
        case stopped(progress: Double)
    }

    /// The progress the animation runs toward: 1, or 0 when reversed.
    var target: Double { isReversed ? 0 : 1 }

    /// The part of ``duration`` between a timeline fraction and the target, seconds.
    func remainingTime(from fraction: Percent) -> Double {
        (isReversed ? fraction : fraction.remaining).value * duration
    }

    /// Moves the clock forward and completes a run that ended by then.
    mutating func advance(to time: Double) {
        if time.isFinite, time > latestTime { latestTime = time }
        if case .running(let segment) = motion, segment.elapsedFraction(at: latestTime) == .one {
            complete(segment, at: segment.startTime + segment.duration)
        }
    }

    /// Starts a run from the layers' current position toward ``target``.
    mutating func beginRun(curve: TimingCurve, duration: Double, fraction: Percent, reason: AnimatorEvent.Reason) {
        let from = phase
        let segment = Segment(
            startTime: latestTime, duration: duration, fromProgress: progress(atSeconds: latestTime),
            toProgress: target, fromFraction: fraction, toFraction: Percent(target), curve: curve)
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
