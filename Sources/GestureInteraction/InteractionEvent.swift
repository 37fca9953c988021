public import GestureCore
public import TouchpadGestures

/// One thing an interaction reports, in the order it happened: the one event type of
/// ``EdgePanInteraction`` and ``TouchpadSwipeInteraction``.
///
/// Read them with `drainEvents()` after each sample, frame or tick. They are typed values: a state
/// trace, a terminal view or an app's own logging switches over them and formats them where it
/// writes them. The transition's cases (``started(_:)`` to ``problem(_:)``) come from either
/// interaction alike; the input's cases say which interaction reported them: an edge pan reports
/// ``gesture(_:)`` and ``update(_:)``, a touchpad swipe ``touchpad(_:)``, ``trackerChange(_:)`` and
/// ``trackerUpdate(_:)``.
///
/// ```swift
/// for event in interaction.drainEvents() {
///     if case .decision(let release) = event { print(release.decision.outcome) }
/// }
/// ```
public enum InteractionEvent: Sendable, Hashable {
    /// An edge pan's recognizer changed state (`possible → began`, `changed → ended`, …).
    case gesture(GestureChange)
    /// An edge pan moved: its percent and velocity, for every sample while it is active.
    case update(PanUpdate)
    /// What libinput reported for a touchpad frame: a gesture state or finger-count change, a swipe,
    /// scroll, pinch or pointer event.
    case touchpad(TouchpadGestureEvent)
    /// The touchpad swipe tracker changed state.
    case trackerChange(TouchpadSwipeTracker.Change)
    /// The tracked touchpad gesture moved: progress and velocity in the tracker's units.
    case trackerUpdate(TouchpadSwipeTracker.Update)
    /// A transition was created and started (interactive for a pan or swipe, non-interactive for a tap).
    case started(TransitionStart)
    /// The transition's phase changed (`idle → interactive`, `interactive → settling`, …).
    case transition(TransitionChange)
    /// The completion policy or the tracker decided at the release, with the rule that decided.
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
