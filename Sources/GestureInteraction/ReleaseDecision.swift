public import GestureCore
public import InteractiveTransition

/// The completion policy's decision when a pan ended or was cancelled.
public struct ReleaseDecision: Sendable, Hashable {
    /// When, on the input's clock.
    public var time: Timestamp
    /// The transition released, from 1.
    public var transition: Int
    /// The gesture that released it, from 1.
    public var gesture: Int
    /// Outcome, rule and the numbers that decided.
    public var decision: Decision
    /// The settle the transition chose for it (model, duration in seconds, curve), when it could settle.
    public var settle: Settle?
}
