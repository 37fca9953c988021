public import GestureCore
public import GestureInteraction
public import InteractiveTransition
public import TouchpadGestures

/// One line of a state trace, typed until a ``StateTraceWriter`` writes it.
///
/// The trace is JSON Lines: a `header`, then `gesture`, `transition`, `decision`, `frame`, `complete`,
/// `navigation` and `bug` records in time order, last a `summary`. Times are on the input's clock
/// (seconds from the first event in JSON). The schema is versioned by ``StateTrace/schemaVersion`` and
/// documented in docs/state-trace.md. The terminal timeline, `check`, `compare` and `sweep` switch over these
/// cases; nothing reads the JSON back.
///
/// The large, rare records are boxed (`indirect`), so a record is about the size of a frame's, the most
/// common: records are moved through arrays and handed on by value at every frame.
public enum TraceRecord: Sendable {
    /// Versions, source, device, container and every parameter in force.
    indirect case header(TraceHeader)
    /// A recognizer state change.
    case gesture(GestureChange)
    /// A change of the percent-driven transition's phase.
    indirect case transition(TransitionChange)
    /// The completion policy's decision at release.
    indirect case decision(ReleaseDecision)
    /// The transition's values at one tick of the frame clock.
    case frame(FrameRecord)
    /// The transition context completed.
    case complete(TransitionCompletion)
    /// State the interaction had to correct or ignore.
    case bug(InteractionProblem)
    /// Input the engine could not take as it came (written as a `bug` record with source `input`).
    case input(InputProblem)
    /// A tap, a refused gesture, or the navigation state after a transition.
    case navigation(NavigationRecord)
    /// What the replay came to.
    indirect case summary(ReplaySummary)
    /// Touchpads: what libinput reported (state and finger-count changes with reasons, swipe, scroll,
    /// pinch and pointer events with raw and unaccelerated deltas).
    case libinput(TouchpadGestureEvent)
    /// Touchpads: the desktop's swipe tracker changed state.
    case tracker(TouchpadSwipeTracker.Change)
    /// Touchpads: the tracked swipe moved (progress and velocity in the tracker's units).
    case trackerUpdate(TouchpadSwipeTracker.Update)

    /// The record's time on the input's clock (nil for the header and the summary).
    public var time: Timestamp? {
        switch self {
        case .header, .summary: nil
        case .gesture(let record): record.change.time
        case .transition(let record): record.time
        case .decision(let record): record.time
        case .frame(let record): record.time
        case .complete(let record): record.time
        case .bug(let record): record.time
        case .input(let record): record.time
        case .navigation(let record): record.time
        case .libinput(let event): event.time
        case .tracker(let change): change.time
        case .trackerUpdate(let update): update.time
        }
    }
}

/// The transition's animator fraction and layer values at a tick of the frame clock.
public struct FrameRecord: Sendable {
    /// The tick's time, `k / fps` seconds rounded to the microsecond.
    public var time: Timestamp
    /// The transition's number, from 1.
    public var transition: Int
    /// `interactive` or `settling`.
    public var phase: PercentDrivenInteractiveTransition.Phase
    /// The animator's `fractionComplete`, 0…1: the share of its duration elapsed (linear in time
    /// while settling, as `UIViewPropertyAnimator` reports it).
    public var fraction: Percent
    /// Where the layers are, 0…1: the fraction through the timing curve (equal to `fraction` while
    /// interactive, eased while settling).
    public var progress: Double
    /// The driving pan's percent at the tick, 0…1 (its latest sample), while a pan is active.
    public var percent: Percent?
    /// The driving pan's percent velocity at the tick, extents per second, while a pan is active.
    public var velocity: Rate<ExtentsPerSecond>?
    /// Every layer's values.
    public var layers: [LayerSnapshot]
}

/// A tap, a refused gesture, or the navigation state after a transition completed.
public struct NavigationRecord: Sendable {
    /// What happened.
    public enum Event: String, Sendable, Hashable {
        /// A tap started an operation.
        case tap
        /// The state refused an operation (nothing to pop, a transition running, …).
        case refused
        /// A transition completed and the navigation state changed (or stayed).
        case state
    }

    /// When, on the input's clock.
    public var time: Timestamp
    /// What happened.
    public var event: Event
    /// The operation concerned.
    public var operation: TransitionSpec.Operation
    /// The transition's number, for `state` records.
    public var transition: Int?
    /// Why, in words.
    public var reason: String
    /// The navigation state after the event.
    public var state: NavigationState
}

extension PercentDrivenInteractiveTransition.Phase {
    /// `idle`, `interactive`, `settling` or `completed`, as the trace names phases.
    public var name: String {
        switch self {
        case .idle: "idle"
        case .interactive: "interactive"
        case .settling: "settling"
        case .completed: "completed"
        }
    }
}

extension TransitionEvent.Reason {
    /// The reason's name in traces.
    public var name: String {
        switch self {
        case .startedInteractive: "startedInteractive"
        case .startedNonInteractive: "startedNonInteractive"
        case .released: "released"
        case .caught: "caught"
        case .animationCompleted: "animationCompleted"
        }
    }

    /// The percent the reason carries (the release's or the catch's), 0…1.
    public var percent: Double? {
        switch self {
        case .released(let percent, _, _), .caught(let percent): percent
        case .startedInteractive, .startedNonInteractive, .animationCompleted: nil
        }
    }

    /// The settle a release chose.
    public var settle: Settle? {
        if case .released(_, _, let settle) = self { settle } else { nil }
    }
}
