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

    /// One timed run from one progress to another.
    struct Segment: Sendable {
        var startTime: Double
        var duration: Double
        var fromProgress: Double
        var toProgress: Double
        var fromFraction: Double
        var toFraction: Double
        var curve: TimingCurve

        func elapsedFraction(at time: Double) -> Double {
            if time >= startTime + duration - Animator.timeTolerance { return 1 }
            return min(max((time - startTime) / duration, 0), 1)
        }

        func progress(at time: Double) -> Double {
            let u = elapsedFraction(at: time)
            return fromProgress + (toProgress - fromProgress) * curve.progress(at: u)
        }

        func fraction(at time: Double) -> Double {
            fromFraction + (toFraction - fromFraction) * elapsedFraction(at: time)
        }
    }

    /// What the animator is doing; the stored progress is the layers' position.
    enum Motion: Sendable {
        case inactive(progress: Double)
        case paused(fraction: Double, progress: Double)
        case running(Segment)
        case stopped(progress: Double)
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
    public var fractionComplete: Double {
        switch motion {
        case .inactive(let progress), .stopped(let progress): progress
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
}
