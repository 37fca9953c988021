public import EdgePan
public import GestureCore
public import InteractiveTransition

/// A screen-edge pan driving a percent-driven transition: the wiring an app writes around
/// `UIScreenEdgePanGestureRecognizer` and `UIPercentDrivenInteractiveTransition`, as a value.
///
/// Feed it touch samples with their timestamps (``handle(_:)``) and tick it once per display frame
/// (``tick(at:)``); read what happened with ``drainEvents()``. When the pan begins it starts the
/// transition interactively (or catches one of the same kind still settling after a release), every
/// move updates it with the pan's percent, and when the pan ends the ``policy`` decides whether it
/// finishes or cancels, by which rule; the transition then settles on its own as you tick it, and
/// completes exactly once. It never reads a clock: time comes from the samples and the ticks.
///
/// ```swift
/// var interaction = try EdgePanInteraction(model: .uikit, container: Size(width: 390, height: 844))
/// interaction.handle(TouchSample(contact: 0, phase: .down, location: Point(x: 4, y: 400), time: .zero))
/// // … moves, the lift, then a tick per frame until `isAnimating` is false …
/// for event in interaction.drainEvents() {
///     if case .decision(let release) = event { print(release.decision.outcome, release.decision.rule) }
/// }
/// ```
public struct EdgePanInteraction: Sendable {
    /// The feel model in force: recognizer, velocity, policy and settle parameters.
    public let model: FeelModel
    /// The container the samples are in, points.
    public let container: Size
    /// Decides finish or cancel at the release, for this container's extent along the pan's axis.
    public let policy: CompletionPolicy
    /// The transition a pan drives (its `operation` names it).
    public var spec: TransitionSpec
    /// Whether a pan drives the transition interactively; false runs it by itself once the pan
    /// begins, as when a transitioning delegate vends an animator but no interaction controller.
    public var isInteractive = true
    /// The screen-edge pan recognizer.
    public private(set) var recognizer: ScreenEdgePanRecognizer
    /// The latest update of the pan driving the transition, while a pan is or was active.
    public private(set) var lastUpdate: ScreenEdgePanRecognizer.Update?
    /// Gestures that left `possible` so far; the current one's number.
    public private(set) var gestureCount = 0
    /// Starts, catches, releases and ticks the transition.
    ///
    /// Visible to inlined code so ``isAnimating`` and ``transition``, read at every event and tick,
    /// read it in place: an out-of-line getter copies the whole interaction (over 2 KB) first.
    @usableFromInline var driver: TransitionDriver

    /// The current (or last) transition; nil before the first.
    @inlinable public var transition: PercentDrivenInteractiveTransition? { driver.transition }
    /// The current transition as a display frame at `time` shows it, with the pan's latest update
    /// (its velocity fitted now if the move left it out) while `panActive`; nil before the first transition.
    ///
    /// Mutating only so that it reads the interaction where it is stored: called on a class's stored
    /// property, a non-mutating read copies the interaction (kilobytes) at every display frame. It
    /// changes nothing.
    /// - Parameters:
    ///   - time: The display frame's time, on the input's clock.
    ///   - panActive: Whether a pan drives the transition now.
    /// - Returns: The frame and the update, if any.
    public mutating func displayFrame(at time: Timestamp, panActive: Bool) -> (
        frame: PercentDrivenInteractiveTransition.Frame, update: ScreenEdgePanRecognizer.Update?
    )? {
        guard let frame = driver.transition?.frame(at: time) else { return nil }
        guard panActive, let last = lastUpdate else { return (frame, nil) }
        return (frame, recognizer.withVelocity(last))
    }
    /// Transitions started so far; the current one's number.
    public var transitionCount: Int { driver.count }
    /// The operation of the current transition.
    public var operation: TransitionSpec.Operation { driver.operation }

    /// Events since the last ``drainEvents()``.
    var events: [InteractionEvent] = []
    /// The recognizer's outputs for one sample, kept between samples for its capacity.
    private var outputBuffer: [ScreenEdgePanRecognizer.Output] = []
    /// Whether ``drainEvents()`` returns ``InteractionEvent/update(_:)`` events (one per moving sample).
    public var reportsUpdates = true
    /// The latest time the interaction was driven to: a sample or tick earlier than it counts as it
    /// (the recognizer reports the sample as an anomaly), so events never go back in time.
    private var latestTime = Timestamp.zero

    /// Creates an interaction from a feel model.
    /// - Parameters:
    ///   - model: The feel model; UIKit's by default.
    ///   - container: The container the samples are in, points; both sides above 0.
    ///   - edge: The edge the pan starts from.
    ///   - spec: The transition the pan drives; UIKit's push for this container by default.
    /// - Throws: ``InteractionError`` for a container, model or transition that cannot work.
    public init(
        model: FeelModel = .uikit, container: Size, edge: Edge = .left, spec: TransitionSpec? = nil
    ) throws(InteractionError) {
        guard container.isPositive else { throw .invalidContainer(container) }
        try model.validate()
        let spec = spec ?? .push(in: container)
        do throws(SpecError) {
            try spec.validate()
        } catch {
            throw .invalidTransition(error)
        }
        var configuration = model.recognizer
        // A model with surfaces on some edges only (phosh) starts nothing from the others.
        configuration.edges = model.surfaceEdges.map { $0.contains(edge) ? [edge] : [] } ?? [edge]
        self.model = model
        self.container = container
        self.spec = spec
        driver = TransitionDriver(model: model, container: container, operation: spec.operation)
        policy = model.policy(from: edge, in: container)
        recognizer = ScreenEdgePanRecognizer(configuration: configuration, container: container)
    }

    /// Whether every update of the edge pan carries its fitted velocity (the default).
    ///
    /// False fits it only for the updates with a state change, which are the ones the release
    /// decision and the gesture events read (``ScreenEdgePanRecognizer/velocityOnEveryMove``). Turn it
    /// off only when nothing reads ``lastUpdate``'s or ``InteractionEvent/update(_:)``'s velocity
    /// between them.
    public var velocityOnEveryMove: Bool {
        get { recognizer.velocityOnEveryMove }
        set { recognizer.velocityOnEveryMove = newValue }
    }

    /// Whether the edge pan may begin (UIKit's `isEnabled`); while false a new touch fails with
    /// the recognizer's `disabled` reason.
    public var isEnabled: Bool {
        get { recognizer.isEnabled }
        set { recognizer.isEnabled = newValue }
    }

    /// Whether a transition is interactive or settling: tick while it is.
    @inlinable public var isAnimating: Bool { driver.isAnimating }

    /// Handles one touch sample of the edge pan.
    /// - Parameter sample: The sample, container points, its time not before the previous input's.
    public mutating func handle(_ sample: TouchSample) {
        // One buffer reused for every sample: swapped out, filled, driven from, emptied, swapped back.
        var outputs: [ScreenEdgePanRecognizer.Output] = []
        swap(&outputs, &outputBuffer)
        recognizer.handle(sample, into: &outputs)
        drive(outputs, from: .edgePan, spec: nil, interactive: isInteractive, at: sample.time)
        outputs.removeAll(keepingCapacity: true)
        swap(&outputs, &outputBuffer)
    }

    /// Runs the transition to a display frame's time, so it settles and completes.
    /// - Parameter time: The frame's time, on the input's clock.
    public mutating func tick(at time: Timestamp) {
        driver.tick(at: admit(time), into: &events)
    }

    /// Ends the input: an active edge pan is cancelled (`touchesCancelled`), and the transition it
    /// drives cancels by the `cancelled` rule.
    /// - Parameter time: When the input ended, on the input's clock.
    public mutating func cancel(at time: Timestamp) {
        drive(recognizer.cancel(at: time), from: .edgePan, spec: nil, interactive: isInteractive, at: time)
    }

    /// The events since the last call, oldest first.
    public mutating func drainEvents() -> [InteractionEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Moves the events since the last call to the end of `buffer`, oldest first: a driver that
    /// reuses one buffer (emptied with `removeAll(keepingCapacity: true)`) allocates nothing per call.
    /// - Parameter buffer: Receives the events after what it already holds.
    public mutating func drainEvents(into buffer: inout [InteractionEvent]) {
        guard !events.isEmpty else { return }
        buffer.append(contentsOf: events)
        events.removeAll(keepingCapacity: true)
    }

    // MARK: - Driving from any pan

    /// Drives the transition from what a pan recognizer reported for one sample.
    ///
    /// ``handle(_:)`` calls this for the edge pan; a driver with a second pan (a dismissal pan on a
    /// presented layer) passes that pan's outputs and the transition it drives.
    /// - Parameters:
    ///   - outputs: The recognizer's outputs for one sample, in order.
    ///   - pan: Which pan they come from.
    ///   - spec: The transition this pan starts when it begins.
    ///   - interactive: Whether the pan drives it interactively.
    ///   - time: The sample's time, on the input's clock.
    public mutating func drive(
        _ outputs: [ScreenEdgePanRecognizer.Output], from pan: PanRole, spec: TransitionSpec, interactive: Bool,
        at time: Timestamp
    ) {
        drive(outputs, from: pan, spec: .some(spec), interactive: interactive, at: time)
    }

    /// ``drive(_:from:spec:interactive:at:)`` with `spec` nil for the edge pan's own ``spec``, read only
    /// when the pan begins: passing the stored spec to a method of the interaction copies it (and
    /// retains each of its references) at every sample.
    ///
    /// Always inlined into its three callers: ``handle(_:)`` and ``cancel(at:)`` pass no spec, and a
    /// `TransitionSpec?` passed to a call is built in memory, its nil copied into place, at every
    /// sample.
    @inline(__always)
    private mutating func drive(
        _ outputs: [ScreenEdgePanRecognizer.Output], from pan: PanRole, spec given: TransitionSpec?,
        interactive: Bool, at time: Timestamp
    ) {
        let time = admit(time)
        var release: ScreenEdgePanRecognizer.Reason?
        var pending: [GestureChange] = []
        for output in outputs {
            switch output {
            case .stateChange(let change):
                if change.from == .possible && change.to != .possible { gestureCount += 1 }
                switch change.to {
                case .began:
                    let spec = given ?? self.spec
                    driver.start(spec, interactive: interactive, at: time, into: &events)
                case .ended, .cancelled: release = change.reason
                case .possible, .changed, .failed: break
                }
                flush(&pending)
                pending.append(GestureChange(gesture: gestureCount, pan: pan, change: change))
            case .update(let update):
                lastUpdate = update
                for index in pending.indices where pending[index].percent == nil {
                    pending[index].percent = update.percent
                    pending[index].percentVelocity = update.percentVelocity
                }
                flush(&pending)
                if reportsUpdates { events.append(.update(PanUpdate(gesture: gestureCount, pan: pan, update: update))) }
                driver.update(update.percent, at: time, into: &events)
            case .anomaly(let anomaly):
                flush(&pending)
                events.append(
                    .problem(
                        InteractionProblem(
                            time: time, source: .recognizer,
                            message: "\(anomaly.kind) contact \(anomaly.contact.map(String.init) ?? "-")")))
            }
        }
        flush(&pending)
        if let release { self.release(reason: release, at: time) }
        driver.forward(into: &events)
    }

    /// Starts a transition that runs by itself (a tap or a button), unless one is running.
    /// - Parameters:
    ///   - spec: The transition.
    ///   - time: When, on the input's clock.
    public mutating func startNonInteractive(_ spec: TransitionSpec, at time: Timestamp) {
        driver.start(spec, interactive: false, at: admit(time), into: &events)
        driver.forward(into: &events)
    }

    // MARK: - Internals

    /// `time`, or the latest time already seen when `time` is earlier.
    private mutating func admit(_ time: Timestamp) -> Timestamp {
        latestTime = max(latestTime, time)
        return latestTime
    }

    /// Emits the gesture changes held until the sample's update gave them a percent.
    private mutating func flush(_ pending: inout [GestureChange]) {
        // Most samples hold none: nothing to emit, and no empty array to put in its place.
        guard !pending.isEmpty else { return }
        for change in pending { events.append(.gesture(change)) }
        pending.removeAll()
    }

    /// Decides and releases the interactive transition when its pan ended or was cancelled.
    private mutating func release(reason: ScreenEdgePanRecognizer.Reason, at time: Timestamp) {
        guard driver.isInteractive, let current = transition else { return }
        let percent = lastUpdate?.percent ?? current.percentComplete
        let velocity = lastUpdate?.percentVelocity ?? .zero
        let ending: CompletionPolicy.Ending =
            switch reason {
            case .lifted, .extraTouchEnded: .lifted
            case .touchCancelled: .inputLost
            default: .cancelled
            }
        var decision = policy.decide(percent: percent.value, velocity: velocity, ending: ending)
        decision.velocityPause = lastUpdate?.pause
        driver.release(decision, velocity: velocity, gesture: gestureCount, at: time, into: &events)
    }
}

extension PercentDrivenInteractiveTransition {
    /// Whether the transition is interactive or settling.
    @inlinable public var isActive: Bool {
        switch phase {
        case .interactive, .settling: true
        case .idle, .completed: false
        }
    }
}
