import EdgePan
import GestureCore
import GestureInteraction
import InteractiveTransition
import TouchpadGestures

extension ReplayEngine {
    /// Drives the interaction from a second pan (the dismissal pan on a presented layer).
    mutating func drive(_ outputs: [ScreenEdgePanRecognizer.Output], from pan: PanRole, at time: Timestamp) {
        let operation: TransitionSpec.Operation = .dismiss
        interaction.drive(
            outputs, from: pan, spec: delegate.animator(for: operation, fallback: options.transition),
            interactive: delegate.hasInteractionController(for: operation), at: time)
        collect()
    }

    /// Turns the route's interaction events into trace records and the summary: the one collector of
    /// both routes.
    ///
    /// Each route drains its own interaction's event type; the transition's cases, which both types
    /// have, go to the same handlers.
    mutating func collect() {
        switch route {
        case .edgePan:
            interaction.drainEvents(into: &edgePanEvents)
            guard !edgePanEvents.isEmpty else { return }
            defer { edgePanEvents.removeAll(keepingCapacity: true) }
            for event in edgePanEvents {
                switch event {
                case .gesture(let record): collect(record)
                case .update: break
                case .started(let start): summary.add(start)
                case .transition(let change): emit(.transition(change))
                case .decision(let release): collect(release)
                case .completion(let completion): collect(completion)
                case .problem(let problem): emit(.bug(problem))
                }
            }
        case .touchpad:
            touchpad?.interaction.drainEvents(into: &touchpadEvents)
            guard !touchpadEvents.isEmpty else { return }
            defer { touchpadEvents.removeAll(keepingCapacity: true) }
            for event in touchpadEvents {
                switch event {
                case .touchpad(let libinput):
                    if case .fingers(let count) = libinput { noteFingers(count) }
                    emit(.libinput(libinput))
                case .trackerChange(let change): collect(change)
                case .trackerUpdate(let update): emit(.trackerUpdate(update))
                case .started(let start): summary.add(start)
                case .transition(let change): emit(.transition(change))
                case .decision(let release): collect(release)
                case .completion(let completion): collect(completion)
                case .problem(let problem): emit(.bug(problem))
                }
            }
        }
    }

    /// A pan recognizer's state change: into the summary (recognized, why it failed, how many
    /// gestures) and the trace.
    private mutating func collect(_ record: GestureChange) {
        let change = record.change
        switch change.to {
        case .began: summary.recognized = true
        case .failed:
            if summary.failureReason == nil {
                summary.failureReason = change.reason
                summary.failureStart = gestureStart.map { point in
                    GestureStart(
                        location: point,
                        fromEdge: mapping.distances(of: point).first { $0.edge == options.edge }
                            ?? EdgeDistance(edge: options.edge, points: 0, millimeters: nil))
                }
            }
        case .possible, .changed, .ended, .cancelled: break
        }
        if change.from == .possible && change.to != .possible { summary.gestures = record.gesture }
        emit(.gesture(record))
    }

    /// The touchpad swipe tracker's state change: into the summary (gestures, recognized, the first
    /// ignored swipe) and the trace.
    private mutating func collect(_ change: TouchpadSwipeTracker.Change) {
        if change.from == .idle { summary.gestures += 1 }
        if change.to == .tracking { summary.recognized = true }
        if change.to == .ignored, touchpad?.firstIgnored == nil {
            touchpad?.firstIgnored = (change.reason, change.fingers)
        }
        emit(.tracker(change))
    }

    /// The decision at a release: into the trace and the summary.
    private mutating func collect(_ release: ReleaseDecision) {
        emit(.decision(release))
        summary.add(release)
    }

    /// A completed transition: into the trace, then the summary and the navigation state.
    private mutating func collect(_ completion: TransitionCompletion) {
        emit(.complete(completion))
        complete(completion)
    }

    /// Notes the most fingers libinput counted down, for why a touchpad replay drove nothing.
    private mutating func noteFingers(_ count: FingerCountChange) {
        if !count.pending, count.to > touchpad?.mostFingers ?? 0 { touchpad?.mostFingers = count.to }
    }

    /// Applies a completed transition to the summary and, on the edge-pan route, to the navigation state.
    private mutating func complete(_ completion: TransitionCompletion) {
        guard route == .edgePan else {
            summary.add(completion)
            return
        }
        let operation = interaction.operation
        if completion.didComplete { state = state.applying(operation) }
        summary.add(completion, stateAfter: state)
        summary.finalState = state
        guard state.isTracked else { return }
        if keepsRecords {
            records.append(
                .navigation(
                    NavigationRecord(
                        time: completion.time, event: .state, operation: operation, transition: completion.transition,
                        reason: "\(operation.rawValue) \(completion.didComplete ? "completed" : "cancelled")",
                        state: state)))
        }
    }

    /// Runs the frame clock up to (not including) `limit`, ticking the transition while it is active:
    /// the one clock loop of both routes.
    mutating func advanceClock(before limit: Timestamp, stopWhenIdle: Bool = false) {
        while true {
            guard animatingInPlace() else {
                // Nothing to animate: jump the clock without visiting each tick.
                if !stopWhenIdle { lastTick = max(lastTick, clock.lastTick(before: limit)) }
                return
            }
            let next = lastTick + 1
            let time = clock.time(ofTick: next)
            guard time < limit else { return }
            lastTick = next
            switch route {
            case .edgePan: interaction.tick(at: time)
            case .touchpad: touchpad?.interaction.tick(at: time)
            }
            collect()
            guard recordsFrames, keepsRecords, let record = frameRecord(at: time) else { continue }
            records.append(.frame(record))
        }
    }

    /// The transition as the display frame at `time` shows it, with the gesture's percent and
    /// velocity while one drives it.
    ///
    /// Read in place through the interactions: binding the route, its interaction or the recognizer
    /// would copy them at each tick. Each route's record is built in a function of its own, so the
    /// edge-pan route never copies the touchpad's state; they are mutating only so that the engine
    /// is passed by reference (see ``animatingInPlace()``).
    private mutating func frameRecord(at time: Timestamp) -> FrameRecord? {
        switch route {
        case .edgePan: edgePanFrameRecord(at: time)
        case .touchpad: touchpadFrameRecord(at: time)
        }
    }

    /// The edge-pan route's ``frameRecord(at:)``.
    @inline(never) private mutating func edgePanFrameRecord(at time: Timestamp) -> FrameRecord? {
        guard let frame = interaction.transitionFrame(at: time) else { return nil }
        // The last update's velocity, fitted now if the move left it out: the same fit, the same bits.
        var update: ScreenEdgePanRecognizer.Update?
        if panIsActive, let last = interaction.lastUpdate { update = interaction.recognizer.withVelocity(last) }
        return FrameRecord(
            time: time, transition: interaction.transitionCount, phase: frame.phase,
            fraction: frame.fractionComplete, progress: frame.progress, percent: update?.percent,
            velocity: update?.percentVelocity, layers: frame.layers)
    }

    /// The touchpad route's ``frameRecord(at:)``.
    @inline(never) private mutating func touchpadFrameRecord(at time: Timestamp) -> FrameRecord? {
        guard let frame = touchpad?.interaction.transitionFrame(at: time),
            let count = touchpad?.interaction.transitionCount
        else { return nil }
        let update = touchpad?.interaction.tracker.state == .tracking ? touchpad?.interaction.lastUpdate : nil
        return FrameRecord(
            time: time, transition: count, phase: frame.phase, fraction: frame.fractionComplete,
            progress: frame.progress, percent: update.map { Percent($0.progress).value },
            velocity: update?.percentVelocity, layers: frame.layers)
    }

    /// Whether a pan is driving the transition now.
    var panIsActive: Bool { interaction.recognizer.state.isActive || (dismissPan?.state.isActive ?? false) }
}
