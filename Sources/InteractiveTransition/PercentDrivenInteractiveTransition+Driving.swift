public import GestureCore

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
        let clamped = min(max(percent, 0), 1)
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
    public mutating func finish(at time: Timestamp, velocity: Double = 0) throws(TransitionError) {
        try release(toward: .finish, at: time, velocity: velocity)
    }

    /// Releases back toward the start: `cancelInteractiveTransition()`.
    /// - Parameters:
    ///   - time: The moment, on the input's clock.
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    /// - Throws: ``TransitionError/invalidVelocity(_:)`` or ``TransitionError/notAllowed(_:in:)``
    ///   unless interactive.
    public mutating func cancel(at time: Timestamp, velocity: Double = 0) throws(TransitionError) {
        try release(toward: .cancel, at: time, velocity: velocity)
    }

    /// Releases toward an outcome, as a ``Decision`` says.
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - time: The moment, on the input's clock.
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    /// - Throws: ``TransitionError/invalidVelocity(_:)`` or ``TransitionError/notAllowed(_:in:)``
    ///   unless interactive.
    public mutating func release(toward outcome: Outcome, at time: Timestamp, velocity: Double) throws(TransitionError)
    {
        guard velocity.isFinite else { throw .invalidVelocity(velocity) }
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
