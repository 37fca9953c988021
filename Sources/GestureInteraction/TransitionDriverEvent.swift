/// An interaction's event type, as the ``TransitionDriver`` writes the transition's events into it.
///
/// ``EdgePanInteraction/Event`` and ``TouchpadSwipeInteraction/Event`` each have these five cases
/// beside their own; the cases are the witnesses, so the driver appends to either without a second
/// copy of what it reports.
protocol TransitionDriverEvent {
    /// A transition was created and started.
    static func started(_ start: TransitionStart) -> Self
    /// The transition's phase changed.
    static func transition(_ change: TransitionChange) -> Self
    /// The release was decided.
    static func decision(_ decision: ReleaseDecision) -> Self
    /// The transition context completed.
    static func completion(_ completion: TransitionCompletion) -> Self
    /// Something was refused or corrected.
    static func problem(_ problem: InteractionProblem) -> Self
}
