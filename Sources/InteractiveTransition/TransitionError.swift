/// A request the transition refused, or a problem it reports; typed, never a trap.
public enum TransitionError: Error, Sendable, Hashable {
    /// An operation of ``PercentDrivenInteractiveTransition``, named for errors and traces.
    public enum Operation: String, Sendable, Hashable {
        case startInteractive, startNonInteractive, update, finish, cancel, pause
    }

    /// `completionSpeed` must be finite and above 0.
    case invalidCompletionSpeed(Double)
    /// The duration must be finite and ≥ 0 seconds.
    case invalidDuration(Double)
    /// A percent that is not a number.
    case invalidPercent(Double)
    /// A velocity that is not finite (extents per second).
    case invalidVelocity(Double)
    /// The operation is not allowed in this phase.
    case notAllowed(Operation, in: PercentDrivenInteractiveTransition.Phase)
    /// `completeTransition(_:)` was called again; the first call's value stands.
    case alreadyCompleted(firstDidComplete: Bool, secondDidComplete: Bool)
    /// The animator completed while the transition was not settling.
    case unexpectedAnimatorCompletion(in: PercentDrivenInteractiveTransition.Phase)
    /// The transition spec has an unusable field.
    case invalidSpec(SpecError)
    /// The animator refused a request.
    case animator(AnimatorError)
}
