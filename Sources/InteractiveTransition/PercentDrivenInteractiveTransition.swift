public import GestureCore

/// The UIKit model of an interactive transition: `UIPercentDrivenInteractiveTransition` driving an
/// ``Animator`` inside a ``TransitionContext``, advanced by the caller's clock.
///
/// Phases: `idle` → `interactive` (``startInteractive(at:)``) → `settling` (``finish(at:velocity:)``
/// or ``cancel(at:velocity:)``) → `completed`; ``pause(at:)`` takes a settling transition back to
/// `interactive` from where it is. ``startNonInteractive(at:)`` goes from `idle` straight to settling
/// toward the finish, running the animator from 0 to 1 for the full duration.
///
/// While interactive, ``update(_:at:)`` clamps the percent to 0…1 and the layers follow it linearly.
/// On release the ``settleModel`` decides how long the rest takes and along which curve; with the
/// default ``SettleModel/uikit`` that is `(1 − p)·duration / completionSpeed` to finish and
/// `p·duration / completionSpeed` to cancel, on ``completionCurve``. When the animator arrives, the
/// context is completed exactly once (`didComplete` = finished). Everything is recorded as
/// ``TransitionEvent``s, collected with ``drainEvents()``.
///
/// ```swift
/// var transition = try PercentDrivenInteractiveTransition(spec: .push(in: .standard))
/// try transition.startInteractive(at: 0)
/// try transition.update(0.6, at: 0.2)
/// try transition.finish(at: 0.25, velocity: 0.8)
/// transition.tick(at: 0.4)  // settles for 0.4 · 0.35 = 0.14 s, then completes
/// ```
public struct PercentDrivenInteractiveTransition: Sendable {
    /// Where the transition is in its life.
    public enum Phase: Sendable, Hashable {
        /// Not started.
        case idle
        /// Driven by ``update(_:at:)``.
        case interactive
        /// Animating toward an end after release (or after a non-interactive start).
        case settling(Outcome)
        /// Done; the context has completed.
        case completed(Outcome)
    }

    /// The transition's full duration, seconds.
    public let duration: Double
    /// `UIPercentDrivenInteractiveTransition.completionSpeed`: the settle runs `completionSpeed` times as
    /// fast as the transition's own duration; finite and > 0.
    ///
    /// A value that is not finite and above 0 is refused: the speed stays what it was and the event
    /// stream reports ``TransitionError/invalidCompletionSpeed(_:)`` as a problem, so a bad setting is
    /// traced rather than silently used (UIKit would divide by it).
    public var completionSpeed: Double {
        didSet {
            guard !(completionSpeed.isFinite && completionSpeed > 0) else { return }
            let refused = completionSpeed
            completionSpeed = oldValue
            events.append(TransitionEvent(time: latestTime, kind: .problem(.invalidCompletionSpeed(refused))))
        }
    }
    /// `UIPercentDrivenInteractiveTransition.completionCurve`, used by the ``SettleModel/uikit`` model.
    public var completionCurve: TimingCurve
    /// How a release settles.
    public var settleModel: SettleModel
    /// The current phase.
    public internal(set) var phase: Phase = .idle
    /// The animator moving the layers.
    public internal(set) var animator: Animator
    /// The transition's context.
    public internal(set) var context: TransitionContext
    /// The settle of the latest release, if any.
    public internal(set) var lastSettle: Settle?

    var events: [TransitionEvent] = []

    /// The latest moment the transition was driven to, on the input's clock.
    var latestTime: Timestamp { Timestamp(seconds: animator.latestTime) }

    /// Creates an idle transition.
    /// - Parameters:
    ///   - duration: Full duration, seconds; ≥ 0.
    ///   - curve: The animator's curve, used by a non-interactive start.
    ///   - layers: The animated layers.
    ///   - container: The container's bounds, points.
    ///   - completionSpeed: > 0.
    ///   - completionCurve: Curve of the ``SettleModel/uikit`` settle.
    ///   - settleModel: How a release settles.
    /// - Throws: ``TransitionError/invalidCompletionSpeed(_:)``, ``TransitionError/invalidDuration(_:)``
    ///   or an animator error for an unusable curve.
    public init(
        duration: Double, curve: TimingCurve = .easeInOut, layers: [AnimatedLayer], container: Size,
        completionSpeed: Double = 1, completionCurve: TimingCurve = .easeInOut, settleModel: SettleModel = .uikit
    ) throws(TransitionError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        guard completionSpeed.isFinite, completionSpeed > 0 else { throw .invalidCompletionSpeed(completionSpeed) }
        guard completionCurve.isValid else { throw .animator(.invalidCurve(completionCurve.name)) }
        do throws(AnimatorError) {
            animator = try Animator(duration: duration, timingParameters: curve, layers: layers)
        } catch {
            throw .animator(error)
        }
        self.duration = duration
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
        self.settleModel = settleModel
        context = TransitionContext(
            container: container, fromLayer: layers.first { $0.role == .from },
            toLayer: layers.first { $0.role == .to })
    }

    /// `UIPercentDrivenInteractiveTransition.percentComplete`: the animator's fraction, 0…1.
    public var percentComplete: Percent { animator.fractionComplete }

    /// Every layer's values at a time, without advancing anything.
    /// - Parameter time: The moment, on the input's clock.
    /// - Returns: One snapshot per layer.
    public func layerValues(at time: Timestamp) -> [LayerSnapshot] { animator.layerValues(at: time) }

    /// Returns the events recorded since the last call, oldest first, and forgets them.
    public mutating func drainEvents() -> [TransitionEvent] {
        defer { events.removeAll() }
        return events
    }
}

extension PercentDrivenInteractiveTransition {
    /// Creates an idle transition from a validated spec.
    /// - Parameters:
    ///   - spec: The transition; validated first.
    ///   - container: The container, points; the spec's layer values are rescaled to it
    ///     (``TransitionSpec/scaled(to:)``). `nil` takes the spec's, then ``Size/standard``.
    ///   - settleModel: How a release settles.
    /// - Throws: ``TransitionError/invalidSpec(_:)`` naming the bad field.
    public init(spec: TransitionSpec, container: Size? = nil, settleModel: SettleModel = .uikit)
        throws(TransitionError)
    {
        do throws(SpecError) {
            try spec.validate()
        } catch {
            throw .invalidSpec(error)
        }
        let target = container ?? spec.container ?? .standard
        try self.init(
            duration: spec.duration, curve: spec.curve, layers: spec.scaled(to: target).layers,
            container: target, completionSpeed: spec.completionSpeed,
            completionCurve: spec.completionCurve, settleModel: settleModel)
    }
}

extension PercentDrivenInteractiveTransition {
    /// Begins an interactive transition: the animator pauses at progress 0 and follows ``update(_:at:)``.
    /// - Parameter time: The moment, on the input's clock.
    /// - Throws: ``TransitionError/notAllowed(_:in:)`` unless idle.
    public mutating func startInteractive(at time: Timestamp) throws(TransitionError) {
        switch phase {
        case .idle: break
        case .interactive, .settling, .completed: throw .notAllowed(.startInteractive, in: phase)
        }
        try drive(at: time) { (animator) throws(AnimatorError) in try animator.pauseAnimation(at: time) }
        context.isInteractive = true
        move(to: .interactive, reason: .startedInteractive, at: time)
        forwardAnimatorEvents()
    }

    /// Begins without interaction (a button or tap): the animator runs from 0 to 1 for the full
    /// duration on its own curve, and the transition completes when it arrives.
    /// - Parameter time: The moment, on the input's clock.
    /// - Throws: ``TransitionError/notAllowed(_:in:)`` unless idle.
    public mutating func startNonInteractive(at time: Timestamp) throws(TransitionError) {
        switch phase {
        case .idle: break
        case .interactive, .settling, .completed: throw .notAllowed(.startNonInteractive, in: phase)
        }
        context.isInteractive = false
        move(to: .settling(.finish), reason: .startedNonInteractive(duration: duration), at: time)
        try drive(at: time) { (animator) throws(AnimatorError) in try animator.startAnimation(at: time) }
        forwardAnimatorEvents()
    }

    /// Moves the interactive transition to a percent; the layers follow linearly.
    /// - Parameters:
    ///   - percent: Progress, clamped to 0…1.
    ///   - time: The moment, on the input's clock.
    /// - Throws: ``TransitionError/invalidPercent(_:)`` for NaN; ``TransitionError/notAllowed(_:in:)``
    ///   unless interactive.
    public mutating func update(_ percent: Double, at time: Timestamp) throws(TransitionError) {
        guard !percent.isNaN else { throw .invalidPercent(percent) }
        switch phase {
        case .interactive: break
        case .idle, .settling, .completed: throw .notAllowed(.update, in: phase)
        }
        let clamped = Percent(percent).value
        try drive(at: time) { (animator) throws(AnimatorError) in
            animator.scrubsLinearly = true
            try animator.setFractionComplete(clamped, at: time)
        }
        forwardAnimatorEvents()
    }

    /// Releases toward the end: `finishInteractiveTransition()`.
    /// - Parameters:
    ///   - time: The moment, on the input's clock.
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    /// - Throws: ``TransitionError/invalidVelocity(_:)`` or ``TransitionError/notAllowed(_:in:)``
    ///   unless interactive.
    public mutating func finish(at time: Timestamp, velocity: Rate<ExtentsPerSecond> = 0) throws(TransitionError) {
        try release(toward: .finish, at: time, velocity: velocity)
    }

    /// Releases back toward the start: `cancelInteractiveTransition()`.
    /// - Parameters:
    ///   - time: The moment, on the input's clock.
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    /// - Throws: ``TransitionError/invalidVelocity(_:)`` or ``TransitionError/notAllowed(_:in:)``
    ///   unless interactive.
    public mutating func cancel(at time: Timestamp, velocity: Rate<ExtentsPerSecond> = 0) throws(TransitionError) {
        try release(toward: .cancel, at: time, velocity: velocity)
    }

    /// Releases toward an outcome, as a ``Decision`` says.
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - time: The moment, on the input's clock.
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    /// - Throws: ``TransitionError/invalidVelocity(_:)`` or ``TransitionError/notAllowed(_:in:)``
    ///   unless interactive.
    public mutating func release(
        toward outcome: Outcome, at time: Timestamp, velocity: Rate<ExtentsPerSecond>
    ) throws(TransitionError) {
        guard velocity.value.isFinite else { throw .invalidVelocity(velocity.value) }
        switch phase {
        case .interactive: break
        case .idle, .settling, .completed:
            switch outcome {
            case .finish: throw .notAllowed(.finish, in: phase)
            case .cancel: throw .notAllowed(.cancel, in: phase)
            }
        }
        animator.tick(at: time)
        let percent = animator.progress
        let settle = settleModel.settle(
            from: percent, toward: outcome, velocity: velocity, transitionDuration: duration,
            completionSpeed: completionSpeed, completionCurve: completionCurve)
        lastSettle = settle
        context.isInteractive = false
        context.transitionWasCancelled = outcome == .cancel
        move(to: .settling(outcome), reason: .released(percent: percent, velocity: velocity, settle: settle), at: time)
        try drive(at: time) { (animator) throws(AnimatorError) in
            try animator.setReversed(outcome == .cancel, at: time)
            try animator.continueAnimation(timingParameters: settle.curve, duration: settle.duration, at: time)
        }
        forwardAnimatorEvents()
    }

    /// Catches a settling transition where it is and makes it interactive again (a new touch during
    /// the completion animation); `UIPercentDrivenInteractiveTransition.pause()`.
    ///
    /// If the settle has already arrived by `time`, the transition completes instead and the pause is
    /// refused.
    /// - Parameter time: The moment, on the input's clock.
    /// - Throws: ``TransitionError/notAllowed(_:in:)`` unless settling.
    public mutating func pause(at time: Timestamp) throws(TransitionError) {
        tick(at: time)
        switch phase {
        case .settling: break
        case .idle, .interactive, .completed: throw .notAllowed(.pause, in: phase)
        }
        try drive(at: time) { (animator) throws(AnimatorError) in
            animator.scrubsLinearly = true
            try animator.pauseAnimation(at: time)
            try animator.setReversed(false, at: time)
        }
        context.isInteractive = true
        context.transitionWasCancelled = false
        move(to: .interactive, reason: .caught(percent: animator.progress), at: time)
        forwardAnimatorEvents()
    }

    /// Advances the animation to a time; completes the transition when the settle arrives.
    /// - Parameter time: The moment, on the input's clock.
    public mutating func tick(at time: Timestamp) {
        animator.tick(at: time)
        forwardAnimatorEvents()
    }

    // MARK: - Internals

    /// Runs an animator operation, turning its error into a transition error.
    mutating func drive(at time: Timestamp, _ body: (inout Animator) throws(AnimatorError) -> Void)
        throws(TransitionError)
    {
        do throws(AnimatorError) {
            try body(&animator)
        } catch {
            forwardAnimatorEvents()
            throw .animator(error)
        }
    }

    mutating func move(to next: Phase, reason: TransitionEvent.Reason, at time: Timestamp) {
        events.append(TransitionEvent(time: time, kind: .phase(from: phase, to: next, reason: reason)))
        phase = next
    }

    /// Moves the animator's events into the transition's and completes on arrival.
    mutating func forwardAnimatorEvents() {
        for event in animator.drainEvents() {
            events.append(TransitionEvent(time: event.time, kind: .animator(event)))
            guard case .completed(let position) = event.reason else { continue }
            switch phase {
            case .settling(let outcome):
                let didComplete = outcome == .finish
                do throws(TransitionError) {
                    try context.completeTransition(didComplete)
                    events.append(TransitionEvent(time: event.time, kind: .contextCompleted(didComplete: didComplete)))
                } catch {
                    events.append(TransitionEvent(time: event.time, kind: .problem(error)))
                }
                move(to: .completed(outcome), reason: .animationCompleted(position), at: event.time)
            case .idle, .interactive, .completed:
                events.append(
                    TransitionEvent(time: event.time, kind: .problem(.unexpectedAnimatorCompletion(in: phase))))
            }
        }
    }
}
