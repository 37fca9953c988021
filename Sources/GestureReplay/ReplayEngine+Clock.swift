import EdgePan
import GestureCore
import GestureInteraction
import InteractiveTransition
import TouchpadGestures

extension ReplayEngine {
    /// Drives the edge pan's interaction from a second pan (the dismissal pan on a presented layer).
    mutating func drive(
        _ outputs: [ScreenEdgePanRecognizer.Output], from role: PanRole, on pan: EdgePanRoute, at time: Timestamp
    ) {
        let operation: TransitionSpec.Operation = .dismiss
        pan.interaction.drive(
            outputs, from: role, spec: pan.delegate.animator(for: operation, fallback: options.transition),
            interactive: pan.delegate.hasInteractionController(for: operation), at: time)
        collect()
    }

    /// Turns the route's interaction events into trace records and the summary: the one collector of
    /// both routes.
    mutating func collect() {
        switch route {
        case .edgePan(let pan): pan.interaction.drainEvents(into: &events)
        case .touchpad(let pad): pad.interaction.drainEvents(into: &events)
        }
        guard !events.isEmpty else { return }
        defer { events.removeAll(keepingCapacity: true) }
        for event in events {
            switch event {
            case .gesture(let record): collect(record)
            case .update: break
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

    /// A pan recognizer's state change: into the summary (recognized, why it failed, how many
    /// gestures) and the trace.
    private mutating func collect(_ record: GestureChange) {
        let change = record.change
        switch change.to {
        case .began: summary.recognized = true
        case .failed:
            if summary.failureReason == nil {
                summary.failureReason = change.reason
                guard case .edgePan(let pan) = route else { break }
                summary.failureStart = pan.gestureStart.map { point in
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
        if change.to == .ignored, case .touchpad(let pad) = route, pad.firstIgnored == nil {
            pad.firstIgnored = (change.reason, change.fingers)
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
        if !count.pending, case .touchpad(let pad) = route, count.to > pad.mostFingers { pad.mostFingers = count.to }
    }

    /// Applies a completed transition to the summary and, on the edge-pan route, to the navigation state.
    private mutating func complete(_ completion: TransitionCompletion) {
        guard case .edgePan(let pan) = route else {
            summary.add(completion)
            return
        }
        let operation = pan.interaction.operation
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
            guard isAnimating else {
                // Nothing to animate: jump the clock without visiting each tick.
                if !stopWhenIdle { lastTick = max(lastTick, clock.lastTick(before: limit)) }
                return
            }
            let next = lastTick + 1
            let time = clock.time(ofTick: next)
            guard time < limit else { return }
            lastTick = next
            switch route {
            case .edgePan(let pan): pan.interaction.tick(at: time)
            case .touchpad(let pad): pad.interaction.tick(at: time)
            }
            collect()
            guard recordsFrames, keepsRecords, let record = frameRecord(at: time) else { continue }
            records.append(.frame(record))
        }
    }

    /// The transition as the display frame at `time` shows it, with the gesture's percent and
    /// velocity while one drives it.
    private func frameRecord(at time: Timestamp) -> FrameRecord? {
        switch route {
        case .edgePan(let pan):
            // The last update's velocity, fitted now if the move left it out: the same fit, the same bits.
            guard let (frame, update) = pan.interaction.displayFrame(at: time, panActive: pan.panIsActive) else {
                return nil
            }
            return FrameRecord(
                time: time, transition: pan.interaction.transitionCount, phase: frame.phase,
                fraction: frame.fractionComplete, progress: frame.progress, percent: update?.percent,
                velocity: update?.percentVelocity, layers: frame.layers)
        case .touchpad(let pad):
            guard let (frame, update) = pad.interaction.displayFrame(at: time) else { return nil }
            return FrameRecord(
                time: time, transition: pad.interaction.transitionCount, phase: frame.phase,
                fraction: frame.fractionComplete, progress: frame.progress,
                percent: update?.progress,
                velocity: update?.percentVelocity, layers: frame.layers)
        }
    }
}
