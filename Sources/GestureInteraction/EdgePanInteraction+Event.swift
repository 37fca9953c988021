public import GestureCore

extension EdgePanInteraction {
    /// One thing an ``EdgePanInteraction`` reports, in the order it happened.
    ///
    /// Read them with ``EdgePanInteraction/drainEvents()`` after each sample or frame. They are typed
    /// values: a state trace, a terminal view or an app's own logging switches over them and formats
    /// them where it writes them. The transition's cases (``started(_:)`` to ``problem(_:)``) are
    /// those a ``TouchpadSwipeInteraction/Event`` has too, so code that reads only the transition reads
    /// both alike.
    ///
    /// ```swift
    /// for event in interaction.drainEvents() {
    ///     if case .decision(let release) = event { print(release.decision.outcome) }
    /// }
    /// ```
    public enum Event: Sendable, Hashable, TransitionDriverEvent {
        /// A pan recognizer changed state (`possible → began`, `changed → ended`, …).
        case gesture(GestureChange)
        /// The pan moved: its percent and velocity, for every sample while it is active.
        case update(PanUpdate)
        /// A transition was created and started (interactive for a pan, non-interactive for a tap).
        case started(TransitionStart)
        /// The transition's phase changed (`idle → interactive`, `interactive → settling`, …).
        case transition(TransitionChange)
        /// The completion policy decided at the release, with the rule that decided.
        case decision(ReleaseDecision)
        /// The transition context completed: `completeTransition(_:)`, once per transition.
        case completion(TransitionCompletion)
        /// Something was refused or corrected: an operation out of phase, an anomaly in the input.
        case problem(InteractionProblem)

        /// When it happened, on the input's clock.
        public var time: Timestamp {
            switch self {
            case .gesture(let change): change.change.time
            case .update(let update): update.update.time
            case .started(let start): start.time
            case .transition(let change): change.time
            case .decision(let decision): decision.time
            case .completion(let completion): completion.time
            case .problem(let problem): problem.time
            }
        }
    }
}
