public import GestureCore

/// One thing that happened to a ``PercentDrivenInteractiveTransition``, for the state trace.
public struct TransitionEvent: Sendable, Hashable {
    /// Why the transition's phase changed.
    public enum Reason: Sendable, Hashable {
        /// An interaction controller began driving it, paused at progress 0.
        case startedInteractive
        /// It started without interaction and runs from 0 to 1 for its full duration (seconds).
        case startedNonInteractive(duration: Double)
        /// Released toward an end, settling from `percent` as the settle says.
        case released(percent: Double, velocity: Rate<ExtentsPerSecond>, settle: Settle)
        /// A new touch caught the settling animation at `percent`; it is interactive again.
        case caught(percent: Double)
        /// The animation reached its end (or start) and the context completed.
        case animationCompleted(Animator.Position)
    }

    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// The transition's phase changed.
        case phase(
            from: PercentDrivenInteractiveTransition.Phase, to: PercentDrivenInteractiveTransition.Phase, reason: Reason
        )
        /// The animator's phase changed (forwarded in order).
        case animator(AnimatorEvent)
        /// `completeTransition(_:)` was called on the context.
        case contextCompleted(didComplete: Bool)
        /// Something that should not happen, reported instead of ignored.
        case problem(TransitionError)
    }

    /// When, seconds on the caller's clock.
    public var time: Timestamp
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    /// - Parameters:
    ///   - time: The moment, on the input's clock.
    ///   - kind: What happened.
    public init(time: Timestamp, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
