/// A request an ``Animator`` refused; the animator is unchanged.
public enum AnimatorError: Error, Sendable, Hashable {
    /// An operation on the animator, named for errors and traces.
    public enum Operation: String, Sendable, Hashable {
        case start, pause, setFractionComplete, setReversed, `continue`, stop, finish
    }

    /// The duration is negative or not finite (seconds).
    case invalidDuration(Double)
    /// The duration factor is negative or not finite.
    case invalidDurationFactor(Double)
    /// The fraction is not a number.
    case invalidFraction(Double)
    /// The timing curve's parameters are unusable (named by ``TimingCurve/name``).
    case invalidCurve(String)
    /// The operation is not allowed in this phase (as `UIViewPropertyAnimator` raises an exception).
    case notAllowed(Operation, in: Animator.Phase)
}
