import EdgePan
import GestureCore
import GestureInteraction
import InteractiveTransition

extension ReplayEngine {
    /// The recognizer a new touch goes to, decided where it goes down.
    func target(forDownAt point: Point) -> Target {
        if state.presented == true, let presentation {
            return presentation.isOnPresentedLayer(point) ? .dismissPan : .tap
        }
        if state.stack != nil,
            options.edge.distance(of: point, in: mapping.size) >= interaction.recognizer.configuration.edgeZone
        {
            return .edgePanAndTap
        }
        return .edgePan
    }

    /// Sends one sample to the recognizer(s) its touch belongs to.
    mutating func dispatch(_ sample: TouchSample) {
        let time = sample.time
        let target: Target
        if let known = targets[sample.contact] {
            target = known
        } else if sample.phase == .down {
            if targets.isEmpty { gestureStart = sample.location }
            // Extra contacts follow the touch already down, so the recognizer sees them.
            target = targets.first ?? self.target(forDownAt: sample.location)
            if targets.isEmpty, target == .edgePan || target == .edgePanAndTap {
                prepareEdgeRecognizer(for: sample.location, at: time)
            }
        } else {
            target = .edgePan
        }
        targets[sample.contact] = sample.phase == .up || sample.phase == .cancel ? nil : target
        switch target {
        case .edgePan:
            interaction.handle(sample)
            collect()
        case .edgePanAndTap:
            interaction.handle(sample)
            collect()
            handleTap(sample, action: .push, at: time)
        case .dismissPan:
            guard var pan = dismissPan, let presentation else { return }
            var local = sample
            local.location = presentation.local(sample.location)
            let outputs = pan.handle(local)
            dismissPan = pan
            drive(outputs, from: .dismissPan, at: time)
        case .tap:
            handleTap(sample, action: .dismiss, at: time)
        }
    }

    /// Enables the edge recognizer for a touch in its edge zone only when the state allows its
    /// operation and no non-interactive transition is running, and says why when it does not.
    ///
    /// A touch
    /// outside the zone fails on its own (`startedOutsideEdgeZone`).
    mutating func prepareEdgeRecognizer(for point: Point, at time: Timestamp) {
        guard interaction.recognizer.state == .possible else { return }
        let zone = interaction.recognizer.configuration.edgeZone
        guard options.edge.distance(of: point, in: mapping.size) < zone else {
            interaction.isEnabled = true
            return
        }
        var refusal = state.refusal(of: edgeOperation)
        if refusal == nil, let current = interaction.transition, current.isActive, !current.context.isInteractive,
            summary.transitions.last?.interactive == false
        {
            refusal = .nonInteractiveRunning(interaction.operation)
        }
        interaction.isEnabled = refusal == nil
        if let refusal {
            if keepsRecords {
                records.append(
                    .navigation(
                        NavigationRecord(
                            time: time, event: .refused, operation: edgeOperation, transition: nil,
                            reason: refusal.description,
                            state: state)))
            }
        }
    }

    /// Feeds the tap recognizer; a tap starts `action` non-interactively when the state allows it.
    mutating func handleTap(_ sample: TouchSample, action: TransitionSpec.Operation, at time: Timestamp) {
        guard case .recognized(let location, _) = tap.handle(sample) else { return }
        var refusal = state.refusal(of: action)
        if refusal == nil, interaction.isAnimating {
            refusal = .transitionRunning(interaction.operation)
        }
        if action == .dismiss, let presentation, !presentation.isOnDimmedArea(location) {
            refusal = .tapOnPresentedLayer
        }
        if keepsRecords {
            records.append(
                .navigation(
                    NavigationRecord(
                        time: time, event: refusal == nil ? .tap : .refused, operation: action, transition: nil,
                        reason: refusal?.description ?? "tap at (\(format(location.x)), \(format(location.y))) pt",
                        state: state)))
        }
        guard refusal == nil else { return }
        interaction.startNonInteractive(delegate.animator(for: action, fallback: options.transition), at: time)
        collect()
    }
}

/// A length or time with three decimals, for messages.
func format(_ value: Double) -> String {
    let millis = Int64((value * 1000).rounded())
    let fraction = String(abs(millis) % 1000)
    return (millis < 0 ? "-" : "") + String(abs(millis) / 1000) + "."
        + String(repeating: "0", count: 3 - fraction.count) + fraction
}
