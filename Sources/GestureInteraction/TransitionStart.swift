public import GestureCore
public import InteractiveTransition

/// A transition that was created and started.
public struct TransitionStart: Sendable, Hashable {
    /// When, on the input's clock.
    public var time: Timestamp
    /// The transition's number since the interaction was made, from 1.
    public var transition: Int
    /// What it does (`push`, `pop`, `present`, `dismiss`, …).
    public var operation: TransitionSpec.Operation
    /// Whether a pan drives it (false: it runs by itself, as after a tap or a button).
    public var interactive: Bool
}
