import GestureCore
import InteractiveTransition

/// The percent-driven transition an interaction drives: starting it, catching it while it settles,
/// releasing it toward a decision, and turning its own events into interaction events.
///
/// `EdgePanInteraction` and `TouchpadSwipeInteraction` differ in what decides (a recognizer with a
/// completion policy, a swipe tracker); what they do to the transition is this, once.
@usableFromInline struct TransitionDriver: Sendable {
    /// The settle model and completion speed of new transitions.
    let model: FeelModel
    /// The container new transitions lay out in, points.
    let container: Size
    /// The current (or last) transition; nil before the first.
    ///
    /// Changed only through ``change(_:)`` and the methods below, each of which keeps ``isAnimating``:
    /// an observer on it would run at every update and tick, through an accessor that yields it.
    @usableFromInline private(set) var transition: PercentDrivenInteractiveTransition?
    /// Transitions started so far; the current one's number.
    private(set) var count = 0
    /// The operation of the current transition.
    private(set) var operation: TransitionSpec.Operation

    /// A driver with no transition yet.
    /// - Parameters:
    ///   - model: The settle model and completion speed of new transitions.
    ///   - container: The container, points.
    ///   - operation: The operation named until a transition starts.
    init(model: FeelModel, container: Size, operation: TransitionSpec.Operation) {
        self.model = model
        self.container = container
        self.operation = operation
    }

    /// Whether a transition is interactive or settling.
    ///
    /// Kept as `transition` changes (its phase changes only at a start, a release, an update and a tick)
    /// rather than read from it: a driver reads it at every event and frame tick, and reading through
    /// the optional copies the whole transition each time.
    @usableFromInline private(set) var isAnimating = false

    /// Whether the current transition follows a pan (UIKit's `isInteractive` phase).
    var isInteractive: Bool {
        if let transition, case .interactive = transition.phase { true } else { false }
    }

    /// Starts a transition for `spec`, or catches the same operation's transition while it settles
    /// after a release (UIKit's `pauseInteractiveTransition` on a new touch).
    mutating func start(
        _ spec: TransitionSpec, interactive: Bool, at time: Timestamp, into events: inout [InteractionEvent]
    ) {
        let requested = spec.operation
        if var current = transition, current.isActive {
            guard case .settling = current.phase, interactive, requested == operation, current.lastSettle != nil
            else {
                Self.problem(
                    time, "\(requested.rawValue) ignored: a \(operation.rawValue) transition is running", into: &events)
                return
            }
            do throws(TransitionError) {
                try current.pause(at: time)
                change(current)
                return
            } catch {
                // The settle arrived first: the transition completed; a new one starts below.
                change(current)
            }
        }
        forward(into: &events)
        do throws(TransitionError) {
            var created = try PercentDrivenInteractiveTransition(
                spec: spec, container: container, settleModel: model.settle)
            created.completionSpeed = model.completionSpeed
            count += 1
            operation = requested
            events.append(
                .started(TransitionStart(time: time, transition: count, operation: requested, interactive: interactive))
            )
            if interactive {
                try created.startInteractive(at: time)
            } else {
                try created.startNonInteractive(at: time)
            }
            change(created)
        } catch {
            Self.problem(time, "could not start: \(error)", into: &events)
        }
    }

    /// Follows the driving gesture: `updateInteractiveTransition(_:)` while interactive.
    /// - Parameters:
    ///   - percent: The gesture's progress, 0…1.
    ///   - time: When, on the input's clock.
    mutating func update(_ percent: Percent, at time: Timestamp, into events: inout [InteractionEvent]) {
        guard isInteractive else { return }
        do throws(TransitionError) {
            defer { noteActivity() }
            try transition?.update(percent.value, at: time)
        } catch {
            Self.problem(time, "update refused: \(error)", into: &events)
        }
    }

    /// Releases the interactive transition toward `decision` and reports the decision with its settle.
    /// - Parameters:
    ///   - decision: Outcome, rule and numbers.
    ///   - velocity: The release velocity the settle uses, extents per second.
    ///   - gesture: The releasing gesture's number.
    ///   - time: When, on the input's clock.
    mutating func release(
        _ decision: Decision, velocity: Rate<ExtentsPerSecond>, gesture: Int, at time: Timestamp,
        into events: inout [InteractionEvent]
    ) {
        guard var current = transition, case .interactive = current.phase else { return }
        var refusal: TransitionError?
        do throws(TransitionError) {
            try current.release(toward: decision.outcome, at: time, velocity: velocity)
        } catch {
            refusal = error
        }
        events.append(
            .decision(
                ReleaseDecision(
                    time: time, transition: count, gesture: gesture, decision: decision, settle: current.lastSettle)))
        if let refusal { Self.problem(time, "release refused: \(refusal)", into: &events) }
        change(current)
    }

    /// Runs the transition to a display frame's time.
    mutating func tick(at time: Timestamp, into events: inout [InteractionEvent]) {
        transition?.tick(at: time)
        noteActivity()
        forward(into: &events)
    }

    /// Turns the transition's own events into interaction events.
    mutating func forward(into events: inout [InteractionEvent]) {
        guard let drained = transition?.drainEvents() else { return }
        for event in drained {
            switch event.kind {
            case .phase(let from, let to, let reason):
                events.append(
                    .transition(
                        TransitionChange(time: event.time, transition: count, from: from, to: to, reason: reason)))
            case .animator:
                break
            case .contextCompleted(let didComplete):
                events.append(
                    .completion(TransitionCompletion(time: event.time, transition: count, didComplete: didComplete)))
            case .problem(let error):
                Self.problem(event.time, "\(error)", into: &events)
            }
        }
    }

    /// Replaces the transition and notes whether it is animating.
    private mutating func change(_ new: PercentDrivenInteractiveTransition) {
        transition = new
        noteActivity()
    }

    /// Keeps ``isAnimating`` after the transition changed in place.
    private mutating func noteActivity() {
        isAnimating = transition?.isActive ?? false
    }

    /// Reports something the transition refused.
    static func problem(_ time: Timestamp, _ message: String, into events: inout [InteractionEvent]) {
        events.append(.problem(InteractionProblem(time: time, source: .transition, message: message)))
    }
}
