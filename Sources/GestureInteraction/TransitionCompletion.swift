public import GestureCore

/// The transition context's completion, exactly once per transition.
public struct TransitionCompletion: Sendable, Hashable {
    /// When the animation arrived, on the input's clock.
    public var time: Timestamp
    /// The transition's number, from 1.
    public var transition: Int
    /// `completeTransition(_:)`'s argument: true when the transition finished.
    public var didComplete: Bool
}
