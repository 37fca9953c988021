public import GestureCore

/// One change of an ``Animator``'s phase, with its reason, for traces.
///
/// The animator appends an event for every phase change (and for a `continue` or reversal while
/// running, which keeps the phase but starts a new segment); the caller collects them with
/// ``Animator/drainEvents()``.
public struct AnimatorEvent: Sendable, Hashable {
    /// Why the phase changed.
    public enum Reason: Sendable, Hashable {
        /// `startAnimation` ran the animation toward its end (or its start, when reversed).
        case started
        /// `pauseAnimation` froze the animation where it was.
        case paused
        /// `fractionComplete` was set on an inactive animator, which pauses it (as UIKit does).
        case scrubbed
        /// `continueAnimation` ran the rest of the animation with this curve for this many seconds.
        case continued(curve: String, duration: Double)
        /// `isReversed` changed while running; the rest runs the other way for this many seconds.
        case reversed(duration: Double)
        /// The animation arrived at a position and completed.
        case completed(Animator.Position)
        /// `stopAnimation(withoutFinishing: true)`: inactive where it was, without completion.
        case stoppedWithoutFinishing
        /// `stopAnimation(withoutFinishing: false)`: stopped, waiting for `finishAnimation(at:)`.
        case stopped
    }

    /// When, seconds on the caller's clock.
    public var time: Timestamp
    /// The phase before.
    public var from: Animator.Phase
    /// The phase after.
    public var to: Animator.Phase
    /// Why.
    public var reason: Reason

    /// Creates an event.
    /// - Parameters:
    ///   - time: The moment, on the input's clock.
    ///   - from: Phase before.
    ///   - to: Phase after.
    ///   - reason: Why.
    public init(time: Timestamp, from: Animator.Phase, to: Animator.Phase, reason: Reason) {
        self.time = time
        self.from = from
        self.to = to
        self.reason = reason
    }
}
