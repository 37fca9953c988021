public import GestureCore
public import InteractiveTransition

/// A phase change of the percent-driven transition.
public struct TransitionChange: Sendable, Hashable {
    /// When, on the input's clock.
    public var time: Timestamp
    /// The transition's number, from 1.
    public var transition: Int
    /// The phase before.
    public var from: PercentDrivenInteractiveTransition.Phase
    /// The phase after.
    public var to: PercentDrivenInteractiveTransition.Phase
    /// Why, with the percent and settle where the reason has them.
    public var reason: TransitionEvent.Reason
}
