import GestureCore
import EdgePan
import InteractiveTransition

extension ReplayEngine {
    /// The pan recognizers a replay runs.
    enum Pan: String {
        /// The screen-edge pan (pops, presents, or drives the transition given).
        case edgePan
        /// The pan on a presented layer toward its origin (dismisses interactively).
        case dismissPan
    }

    /// The operation a pan drives.
    func operation(of pan: Pan) -> TransitionSpec.Operation {
        switch pan {
        case .edgePan: edgeOperation
        case .dismissPan: .dismiss
        }
    }

    /// Handles what a pan recognizer reported for one sample.
    mutating func process(_ outputs: [ScreenEdgePanRecognizer.Output], from pan: Pan, at time: Double) {
        var release: ScreenEdgePanRecognizer.State?
        var pendingGestureRecords: [Int] = []
        for output in outputs {
            switch output {
            case .stateChange(let change):
                if change.from == .possible && change.to != .possible { gestureIndex += 1 }
                switch change.to {
                case .began:
                    summary.recognized = true
                    start(operation(of: pan), interactive: true, at: time)
                case .ended, .cancelled:
                    release = change.to
                case .failed:
                    if summary.failureReason == nil { summary.failureReason = change.reason.rawValue }
                case .possible, .changed:
                    break
                }
                if change.from == .possible && change.to != .possible { summary.gestures = gestureIndex }
                pendingGestureRecords.append(records.count)
                records.append(
                    .gesture(
                        GestureRecord(
                            time: time, gesture: gestureIndex, recognizer: pan.rawValue, from: change.from,
                            to: change.to, reason: change.reason, edge: change.edge)))
            case .update(let update):
                lastUpdate = update
                for index in pendingGestureRecords {
                    if case .gesture(var record) = records[index], record.percent == nil {
                        record.percent = update.percent
                        record.percentVelocity = update.percentVelocity
                        records[index] = .gesture(record)
                    }
                }
                if let current = transition, case .interactive = current.phase {
                    // Mutated in place: a copy would duplicate the transition's buffers on every update.
                    do throws(TransitionError) {
                        try transition?.update(update.percent, at: time)
                    } catch {
                        bug(time, "transition", "update refused: \(error)")
                    }
                }
            case .anomaly(let anomaly):
                bug(time, "recognizer", "\(anomaly.kind) contact \(anomaly.contact.map(String.init) ?? "-")")
            }
        }
        if let release { self.release(cancelled: release == .cancelled, at: time) }
        drainTransitionEvents()
    }

    /// Starts a transition for `operation` (interactive when a pan began, otherwise a tap's), or
    /// catches the same operation's transition while it settles after a release.
    mutating func start(_ requested: TransitionSpec.Operation, interactive: Bool, at time: Double) {
        if var current = transition, current.isActive {
            // Only a new pan for the same operation may catch a transition settling after a release.
            guard case .settling = current.phase, interactive, requested == operation, current.lastSettle != nil
            else {
                bug(time, "transition", "\(requested.rawValue) ignored: a \(operation.rawValue) transition is running")
                return
            }
            do throws(TransitionError) {
                try current.pause(at: time)
                transition = current
                return
            } catch {
                // The settle arrived first: the transition completed; a new one starts below.
                transition = current
            }
        }
        drainTransitionEvents()
        let model = options.model
        let container = Size(width: mapping.size.width, height: mapping.size.height)
        let spec = delegate.animator(for: requested, fallback: options.transition)
        let drivenByGesture = interactive && delegate.hasInteractionController(for: requested)
        do throws(TransitionError) {
            var created = try PercentDrivenInteractiveTransition(
                spec: spec, container: container, settleModel: model.settle)
            try created.setCompletionSpeed(model.completionSpeed)
            transitionIndex += 1
            operation = requested
            var result = ReplaySummary.TransitionResult()
            result.operation = requested.rawValue
            result.interactive = drivenByGesture
            summary.transitions.append(result)
            if drivenByGesture {
                try created.startInteractive(at: time)
            } else {
                try created.startNonInteractive(at: time)
            }
            transition = created
        } catch {
            bug(time, "transition", "could not start: \(error)")
        }
    }

    /// Decides and releases the transition when the pan ends or is cancelled.
    mutating func release(cancelled: Bool, at time: Double) {
        guard var current = transition, case .interactive = current.phase else { return }
        let percent = lastUpdate?.percent ?? current.percentComplete
        let velocity = lastUpdate?.percentVelocity ?? 0
        let decision = policy.decide(percent: percent, velocity: velocity, recognizerCancelled: cancelled)
        records.append(
            .decision(
                DecisionRecord(time: time, transition: transitionIndex, gesture: gestureIndex, decision: decision)))
        do throws(TransitionError) {
            try current.release(toward: decision.outcome, at: time, velocity: velocity)
        } catch {
            bug(time, "transition", "release refused: \(error)")
        }
        transition = current
        if !summary.transitions.isEmpty {
            summary.transitions[summary.transitions.count - 1].rule = decision.rule.rawValue
            summary.transitions[summary.transitions.count - 1].releasePercent = percent
            summary.transitions[summary.transitions.count - 1].releaseVelocity = velocity
            summary.transitions[summary.transitions.count - 1].releasedAt = time
            summary.transitions[summary.transitions.count - 1].settleDuration = current.lastSettle?.duration
        }
    }

    /// Runs the frame clock up to (not including) `limit`, ticking the transition while it is active.
    mutating func advanceClock(before limit: Double, stopWhenIdle: Bool = false) {
        let fps = Double(options.fps)
        while true {
            guard let current = transition, current.isActive else {
                // Nothing to animate: jump the clock without visiting each tick.
                let last = Int((limit * fps).rounded(.up)) - 1
                if !stopWhenIdle { lastTick = max(lastTick, last) }
                return
            }
            let next = lastTick + 1
            let tickTime = Double(next) / fps
            guard tickTime < limit else { return }
            lastTick = next
            transition?.tick(at: tickTime)
            let ticked = transition ?? current
            drainTransitionEvents()
            guard recordsFrames else { continue }
            records.append(
                .frame(
                    FrameRecord(
                        time: tickTime, transition: transitionIndex, phase: ticked.phaseName,
                        fraction: ticked.percentComplete, progress: ticked.animator.progress(at: tickTime),
                        percent: panIsActive ? lastUpdate?.percent : nil,
                        velocity: panIsActive ? lastUpdate?.percentVelocity : nil,
                        layers: ticked.layerValues(at: tickTime))))
        }
    }

    /// Whether a pan is driving the transition now.
    var panIsActive: Bool { recognizer.state.isActive || (dismissPan?.state.isActive ?? false) }

    /// Turns the transition's events into trace records and the summary.
    mutating func drainTransitionEvents() {
        guard let events = transition?.drainEvents() else { return }
        for event in events {
            switch event.kind {
            case .phase(let from, let to, let reason):
                var record = TransitionRecord(
                    time: event.time, transition: transitionIndex, from: from.name, to: to.name, reason: reason.name)
                switch reason {
                case .released(let percent, _, let settle):
                    record.percent = percent
                    record.settle = settle
                case .caught(let percent):
                    record.percent = percent
                case .startedInteractive, .startedNonInteractive, .animationCompleted:
                    break
                }
                records.append(.transition(record))
            case .animator:
                break
            case .contextCompleted(let didComplete):
                records.append(
                    .complete(CompleteRecord(time: event.time, transition: transitionIndex, didComplete: didComplete)))
                if didComplete { state = state.applying(operation) }
                if !summary.transitions.isEmpty {
                    summary.transitions[summary.transitions.count - 1].outcome = didComplete ? "finished" : "cancelled"
                    summary.transitions[summary.transitions.count - 1].completedAt = event.time
                    summary.transitions[summary.transitions.count - 1].stateAfter = state
                }
                summary.finalState = state
                if state.isTracked {
                    records.append(
                        .navigation(
                            NavigationRecord(
                                time: event.time, event: "state", operation: operation.rawValue,
                                transition: transitionIndex,
                                reason: didComplete
                                    ? "\(operation.rawValue) completed" : "\(operation.rawValue) cancelled",
                                state: state)))
                }
            case .problem(let error):
                bug(event.time, "transition", "\(error)")
            }
        }
    }

    mutating func bug(_ time: Double, _ source: String, _ message: String) {
        records.append(.bug(BugRecord(time: time, source: source, message: message)))
    }
}

extension PercentDrivenInteractiveTransition {
    /// Whether the transition is interactive or settling.
    var isActive: Bool {
        switch phase {
        case .interactive, .settling: true
        case .idle, .completed: false
        }
    }

    /// The phase's name in traces.
    var phaseName: String { phase.name }
}

extension PercentDrivenInteractiveTransition.Phase {
    /// `idle`, `interactive`, `settling` or `completed`.
    var name: String {
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
    var name: String {
        switch self {
        case .startedInteractive: "startedInteractive"
        case .startedNonInteractive: "startedNonInteractive"
        case .released: "released"
        case .caught: "caught"
        case .animationCompleted: "animationCompleted"
        }
    }
}
