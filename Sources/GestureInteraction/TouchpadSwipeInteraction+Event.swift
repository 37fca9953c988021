public import GestureCore
public import TouchpadGestures

extension TouchpadSwipeInteraction {
    /// One thing a ``TouchpadSwipeInteraction`` reports, in the order it happened.
    ///
    /// Read them with ``TouchpadSwipeInteraction/drainEvents()`` after each frame or tick: what libinput
    /// reported, what the swipe tracker did, and the transition's cases (``started(_:)`` to
    /// ``problem(_:)``), which are those of an ``EdgePanInteraction/Event`` too.
    ///
    /// ```swift
    /// for event in interaction.drainEvents() {
    ///     if case .trackerChange(let change) = event { print(change.from, "→", change.to) }
    /// }
    /// ```
    public enum Event: Sendable, Hashable, TransitionDriverEvent {
        /// What libinput reported for a touchpad frame: a gesture state or finger-count change, a swipe,
        /// scroll, pinch or pointer event.
        case touchpad(TouchpadGestureEvent)
        /// The touchpad swipe tracker changed state.
        case trackerChange(TouchpadSwipeTracker.Change)
        /// The tracked touchpad gesture moved: progress and velocity in the tracker's units.
        case trackerUpdate(TouchpadSwipeTracker.Update)
        /// A transition was created and started.
        case started(TransitionStart)
        /// The transition's phase changed (`idle → interactive`, `interactive → settling`, …).
        case transition(TransitionChange)
        /// The tracker decided at the release, with the rule that decided.
        case decision(ReleaseDecision)
        /// The transition context completed: `completeTransition(_:)`, once per transition.
        case completion(TransitionCompletion)
        /// Something was refused or corrected: an operation out of phase.
        case problem(InteractionProblem)

        /// When it happened, on the input's clock.
        public var time: Timestamp {
            switch self {
            case .touchpad(let event): event.time
            case .trackerChange(let change): change.time
            case .trackerUpdate(let update): update.time
            case .started(let start): start.time
            case .transition(let change): change.time
            case .decision(let decision): decision.time
            case .completion(let completion): completion.time
            case .problem(let problem): problem.time
            }
        }
    }
}
