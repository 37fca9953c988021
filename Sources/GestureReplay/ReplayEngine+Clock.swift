import EdgePan
import GestureCore
import GestureInteraction
import InteractiveTransition

extension ReplayEngine {
    /// Drives the interaction from a second pan (the dismissal pan on a presented layer).
    mutating func drive(_ outputs: [ScreenEdgePanRecognizer.Output], from pan: PanRole, at time: Timestamp) {
        let operation: TransitionSpec.Operation = .dismiss
        interaction.drive(
            outputs, from: pan, spec: delegate.animator(for: operation, fallback: options.transition),
            interactive: delegate.hasInteractionController(for: operation), at: time)
        collect()
    }

    /// Turns the interaction's events into trace records and the summary.
    mutating func collect() {
        interaction.drainEvents(into: &eventBuffer)
        guard !eventBuffer.isEmpty else { return }
        defer { eventBuffer.removeAll(keepingCapacity: true) }
        for event in eventBuffer {
            switch event {
            case .gesture(let record):
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
            case .update:
                break
            case .started(let start):
                summary.add(start)
            case .transition(let change):
                emit(.transition(change))
            case .decision(let release):
                emit(.decision(release))
                summary.add(release)
            case .completion(let completion):
                emit(.complete(completion))
                complete(completion)
            case .problem(let problem):
                emit(.bug(problem))
            case .touchpad, .trackerChange, .trackerUpdate:
                // Only a touchpad interaction reports these; the touchpad route collects them itself.
                break
            }
        }
    }

    /// Applies a completed transition to the navigation state and the summary.
    private mutating func complete(_ completion: TransitionCompletion) {
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

    /// Runs the frame clock up to (not including) `limit`, ticking the transition while it is active.
    mutating func advanceClock(before limit: Timestamp, stopWhenIdle: Bool = false) {
        if routesTouchpad {
            advanceTouchpadClock(before: limit, stopWhenIdle: stopWhenIdle)
            return
        }
        while true {
            guard interaction.isAnimating else {
                // Nothing to animate: jump the clock without visiting each tick.
                if !stopWhenIdle { lastTick = max(lastTick, clock.lastTick(before: limit)) }
                return
            }
            let next = lastTick + 1
            let time = clock.time(ofTick: next)
            guard time < limit else { return }
            lastTick = next
            interaction.tick(at: time)
            collect()
            guard recordsFrames, let frame = interaction.transitionFrame(at: time) else { continue }
            // The last update's velocity, fitted now if the move left it out: the same fit, the same bits.
            // (Called in place: `map(interaction.recognizer.withVelocity)` would copy the recognizer at each tick.)
            var update: ScreenEdgePanRecognizer.Update?
            if panIsActive, let last = interaction.lastUpdate { update = interaction.recognizer.withVelocity(last) }
            if keepsRecords {
                records.append(
                    .frame(
                        FrameRecord(
                            time: time, transition: interaction.transitionCount, phase: frame.phase,
                            fraction: frame.fractionComplete, progress: frame.progress, percent: update?.percent,
                            velocity: update?.percentVelocity, layers: frame.layers)))
            }
        }
    }

    /// Whether a pan is driving the transition now.
    var panIsActive: Bool { interaction.recognizer.state.isActive || (dismissPan?.state.isActive ?? false) }
}
