public import GestureCore
public import InteractiveTransition
public import TouchpadGestures

/// A touchpad swipe driving a percent-driven transition: libinput's gesture recognition, a desktop's
/// swipe tracker, and the transition, as a value — the touchpad twin of ``EdgePanInteraction``.
///
/// Feed it touchpad frames (``handle(_:)``) and tick it once per display frame (``tick(at:)``); read
/// what happened with ``drainEvents()``. libinput's events come out as ``InteractionEvent/touchpad(_:)``,
/// the tracker's as ``InteractionEvent/trackerChange(_:)`` and ``InteractionEvent/trackerUpdate(_:)``;
/// the transition's start, phases, decision and completion as for an edge pan.
///
/// ```swift
/// var interaction = try TouchpadSwipeInteraction(model: .gnomeShell, geometry: pad, direction: .left,
///                                                  container: Size(width: 1280, height: 800))
/// interaction.handle(frame)
/// for event in interaction.drainEvents() { print(event) }
/// ```
public struct TouchpadSwipeInteraction: Sendable {
    /// The feel model (its ``FeelModel/touchpad`` rules drive the tracker, its settle the release).
    public let model: FeelModel
    /// The container the transition lays out in, points.
    public let container: Size
    /// The transition a swipe drives.
    public let spec: TransitionSpec
    /// libinput's recognition.
    public private(set) var recognizer: TouchpadGestureRecognizer
    /// The desktop's tracker.
    public private(set) var tracker: TouchpadSwipeTracker
    /// The current (or last) transition.
    public private(set) var transition: PercentDrivenInteractiveTransition?
    /// The latest tracker update while a swipe is tracked.
    public private(set) var lastUpdate: TouchpadSwipeTracker.Update?
    /// Transitions started so far.
    public private(set) var transitionCount = 0
    /// Gestures the tracker saw begin.
    public private(set) var gestureCount = 0
    var events: [InteractionEvent] = []
    var latest = Timestamp.zero

    /// Why a touchpad interaction cannot be made.
    public enum Problem: Error, Sendable, Hashable {
        /// The model has no touchpad rules.
        case noTouchpadRules(model: String)
        /// The container, model or transition is invalid.
        case interaction(InteractionError)
    }

    /// Creates an interaction.
    /// - Parameters:
    ///   - model: A feel model with touchpad rules.
    ///   - geometry: The touchpad.
    ///   - configuration: libinput's settings; GNOME's by default.
    ///   - direction: The finger motion that drives the transition forward.
    ///   - container: The container, points.
    ///   - spec: The transition; a push in the container by default.
    /// - Throws: ``Problem``.
    public init(
        model: FeelModel, geometry: TouchpadGeometry, configuration: TouchpadConfiguration = .gnome,
        direction: Direction, container: Size, spec: TransitionSpec? = nil
    ) throws(Problem) {
        guard let rules = model.touchpad else { throw .noTouchpadRules(model: model.name) }
        guard container.isPositive else { throw .interaction(.invalidContainer(container)) }
        do throws(InteractionError) { try model.validate() } catch { throw .interaction(error) }
        let spec = spec ?? .push(in: container)
        do throws(SpecError) { try spec.validate() } catch { throw .interaction(.invalidTransition(error)) }
        self.model = model
        self.container = container
        self.spec = spec
        recognizer = TouchpadGestureRecognizer(geometry: geometry, configuration: configuration)
        tracker = TouchpadSwipeTracker(
            model: rules, direction: direction, naturalScrolling: configuration.naturalScrolling)
    }

    /// Whether a transition is interactive or settling: tick while it is.
    public var isAnimating: Bool { transition?.isActive ?? false }

    /// Handles one touchpad frame.
    /// - Parameter frame: The frame, its time not before the previous input's.
    public mutating func handle(_ frame: TouchpadFrame) {
        latest = max(latest, frame.time)
        recognizer.handle(frame)
        route(recognizer.drainEvents())
    }

    /// Fires libinput's timers up to `time` and runs the transition to a display frame's time.
    /// - Parameter time: The frame's time, on the input's clock.
    public mutating func tick(at time: Timestamp) {
        latest = max(latest, time)
        recognizer.advance(to: latest)
        route(recognizer.drainEvents())
        transition?.tick(at: latest)
        forwardTransitionEvents()
    }

    /// Ends the input: a swipe still tracked is released as if it ended there.
    /// - Parameter time: When the input ended.
    public mutating func finish(at time: Timestamp) {
        latest = max(latest, time)
        recognizer.advance(to: latest)
        route(recognizer.drainEvents())
        guard tracker.state == .tracking else { return }
        handle(tracker.inputEnded(at: latest))
        forwardTransitionEvents()
    }

    /// The events since the last call, oldest first.
    public mutating func drainEvents() -> [InteractionEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    mutating func route(_ libinput: [TouchpadGestureEvent]) {
        for event in libinput {
            events.append(.touchpad(event))
            handle(tracker.handle(event))
            forwardTransitionEvents()
        }
    }

    mutating func handle(_ outputs: [TouchpadSwipeTracker.Output]) {
        for output in outputs {
            switch output {
            case .change(let change):
                if change.from == .idle { gestureCount += 1 }
                events.append(.trackerChange(change))
            case .began(let time):
                start(at: time)
            case .update(let update):
                lastUpdate = update
                events.append(.trackerUpdate(update))
                if let current = transition, case .interactive = current.phase {
                    do throws(TransitionError) {
                        try transition?.update(min(max(update.progress, 0), 1), at: update.time)
                    } catch {
                        problem(update.time, "update refused: \(error)")
                    }
                }
            case .released(let time, let decision):
                release(decision, at: time)
            }
        }
    }

    /// Starts the transition (or catches the one still settling).
    mutating func start(at time: Timestamp) {
        if var current = transition, current.isActive {
            guard case .settling = current.phase, current.lastSettle != nil else {
                problem(time, "\(spec.operation.rawValue) ignored: a transition is running")
                return
            }
            do throws(TransitionError) {
                try current.pause(at: time)
                transition = current
                return
            } catch {
                transition = current
            }
        }
        forwardTransitionEvents()
        do throws(TransitionError) {
            var created = try PercentDrivenInteractiveTransition(
                spec: spec, container: container, settleModel: model.settle)
            created.completionSpeed = model.completionSpeed
            transitionCount += 1
            events.append(
                .started(
                    TransitionStart(
                        time: time, transition: transitionCount, operation: spec.operation, interactive: true)
                ))
            try created.startInteractive(at: time)
            transition = created
        } catch {
            problem(time, "could not start: \(error)")
        }
    }

    /// Releases the transition toward the tracker's decision.
    mutating func release(_ decision: Decision, at time: Timestamp) {
        guard var current = transition, case .interactive = current.phase else { return }
        var refusal: TransitionError?
        do throws(TransitionError) {
            try current.release(toward: decision.outcome, at: time, velocity: lastUpdate?.percentVelocity ?? 0)
        } catch {
            refusal = error
        }
        events.append(
            .decision(
                ReleaseDecision(
                    time: time, transition: transitionCount, gesture: gestureCount, decision: decision,
                    settle: current.lastSettle)))
        if let refusal { problem(time, "release refused: \(refusal)") }
        transition = current
        lastUpdate = nil
    }

    mutating func forwardTransitionEvents() {
        guard let drained = transition?.drainEvents() else { return }
        for event in drained {
            switch event.kind {
            case .phase(let from, let to, let reason):
                events.append(
                    .transition(
                        TransitionChange(
                            time: event.time, transition: transitionCount, from: from, to: to, reason: reason)))
            case .animator:
                break
            case .contextCompleted(let didComplete):
                events.append(
                    .completion(
                        TransitionCompletion(time: event.time, transition: transitionCount, didComplete: didComplete)))
            case .problem(let error):
                problem(event.time, "\(error)")
            }
        }
    }

    mutating func problem(_ time: Timestamp, _ message: String) {
        events.append(.problem(InteractionProblem(time: time, source: .transition, message: message)))
    }
}
