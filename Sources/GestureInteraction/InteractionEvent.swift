public import EdgePan
public import GestureCore
public import InteractiveTransition
public import TouchpadGestures

/// One thing an ``EdgePanInteraction`` reports, in the order it happened.
///
/// Read them with ``EdgePanInteraction/drainEvents()`` after each sample or frame. They are typed
/// values: a state trace, a terminal view or an app's own logging switches over them and formats
/// them where it writes them.
public enum InteractionEvent: Sendable, Hashable {
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
    /// What libinput reported for a touchpad frame: a gesture state or finger-count change, a swipe,
    /// scroll, pinch or pointer event (a ``TouchpadSwipeInteraction`` only).
    case touchpad(TouchpadGestureEvent)
    /// The touchpad swipe tracker changed state.
    case trackerChange(TouchpadSwipeTracker.Change)
    /// The tracked touchpad gesture moved: progress and velocity in the tracker's units.
    case trackerUpdate(TouchpadSwipeTracker.Update)

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
        case .touchpad(let event): event.time
        case .trackerChange(let change): change.time
        case .trackerUpdate(let update): update.time
        }
    }
}

/// Which pan recognizer a gesture event comes from.
public enum PanRole: String, Sendable, Hashable, CaseIterable {
    /// The screen-edge pan (pops, presents, or drives the transition given).
    case edgePan
    /// A pan on a presented layer toward its origin (dismisses interactively).
    case dismissPan
}

/// A recognizer state change, numbered, with the pan's percent and velocity at that moment.
public struct GestureChange: Sendable, Hashable {
    /// The gesture's number since the interaction was made, from 1.
    public var gesture: Int
    /// Which pan recognizer.
    public var pan: PanRole
    /// The change, with its reason, time and edge.
    public var change: ScreenEdgePanRecognizer.StateChange
    /// The percent, 0…1, when the sample that caused the change also moved an active pan.
    public var percent: Double?
    /// The velocity away from the edge, container extents per second, with ``percent``.
    public var percentVelocity: Double?
}

/// Where an active pan is after one sample.
public struct PanUpdate: Sendable, Hashable {
    /// The gesture's number, from 1.
    public var gesture: Int
    /// Which pan recognizer.
    public var pan: PanRole
    /// Location, translation, velocity and percent, as the recognizer reports them.
    public var update: ScreenEdgePanRecognizer.Update
}

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

/// The transition context's completion, exactly once per transition.
public struct TransitionCompletion: Sendable, Hashable {
    /// When the animation arrived, on the input's clock.
    public var time: Timestamp
    /// The transition's number, from 1.
    public var transition: Int
    /// `completeTransition(_:)`'s argument: true when the transition finished.
    public var didComplete: Bool
}

/// An operation the interaction refused, or input a part of it had to correct.
public struct InteractionProblem: Sendable, Hashable {
    /// Which part noticed it.
    public enum Source: String, Sendable, Hashable {
        /// The input: lost events, bad slots, contacts replaced without a lift.
        case input
        /// A pan recognizer: time going backwards, unknown contacts, impossible transitions.
        case recognizer
        /// The transition: an operation out of phase, a start while another runs.
        case transition
    }

    /// When, on the input's clock.
    public var time: Timestamp
    /// Which part noticed it.
    public var source: Source
    /// What happened, in words.
    public var message: String

    /// Creates a problem report.
    /// - Parameters:
    ///   - time: When, on the input's clock.
    ///   - source: Which part noticed it.
    ///   - message: What happened, in words.
    public init(time: Timestamp, source: Source, message: String) {
        self.time = time
        self.source = source
        self.message = message
    }
}
