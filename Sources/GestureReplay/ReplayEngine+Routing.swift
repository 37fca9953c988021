import EdgePan
import GestureCore
import GestureInteraction
import InteractiveTransition

extension ReplayEngine {
    /// The recognizer a new touch goes to on the edge-pan route, decided where it goes down.
    func target(forDownAt point: Point, on pan: EdgePanRoute) -> EdgePanRoute.Target {
        if state.presented == true, let presentation = pan.presentation {
            return presentation.isOnPresentedLayer(point) ? .dismissPan : .tap
        }
        if state.stack != nil,
            options.edge.distance(of: point, in: mapping.size) >= pan.interaction.recognizer.configuration.edgeZone
        {
            return .edgePanAndTap
        }
        return .edgePan
    }

    /// Sends one sample to the recognizer(s) its touch belongs to on the edge-pan route.
    mutating func dispatch(_ sample: TouchSample, on pan: EdgePanRoute) {
        let time = sample.time
        let target: EdgePanRoute.Target
        if let known = pan.targets[sample.contact] {
            target = known
        } else if sample.phase == .down {
            if pan.targets.isEmpty { pan.gestureStart = sample.location }
            // Extra contacts follow the touch already down, so the recognizer sees them.
            target = pan.targets.first ?? self.target(forDownAt: sample.location, on: pan)
            if pan.targets.isEmpty, target == .edgePan || target == .edgePanAndTap {
                prepareEdgeRecognizer(for: sample.location, on: pan, at: time)
            }
        } else {
            target = .edgePan
        }
        pan.targets[sample.contact] = sample.phase == .up || sample.phase == .cancel ? nil : target
        switch target {
        case .edgePan:
            pan.interaction.handle(sample)
            collect()
        case .edgePanAndTap:
            pan.interaction.handle(sample)
            collect()
            handleTap(sample, action: .push, on: pan, at: time)
        case .dismissPan:
            guard let presentation = pan.presentation else { return }
            var local = sample
            local.location = presentation.local(sample.location)
            guard let outputs = pan.dismissPan?.handle(local) else { return }
            drive(outputs, from: .dismissPan, on: pan, at: time)
        case .tap:
            handleTap(sample, action: .dismiss, on: pan, at: time)
        }
    }

    /// Enables the edge recognizer for a touch in its edge zone only when the state allows its
    /// operation and no non-interactive transition is running, and says why when it does not.
    ///
    /// A touch
    /// outside the zone fails on its own (`startedOutsideEdgeZone`).
    mutating func prepareEdgeRecognizer(for point: Point, on pan: EdgePanRoute, at time: Timestamp) {
        guard pan.interaction.recognizer.state == .possible else { return }
        let zone = pan.interaction.recognizer.configuration.edgeZone
        guard options.edge.distance(of: point, in: mapping.size) < zone else {
            pan.interaction.isEnabled = true
            return
        }
        let edgeOperation = pan.edgeOperation
        var refusal = state.refusal(of: edgeOperation)
        if refusal == nil, let current = pan.interaction.transition, current.isActive,
            !current.context.isInteractive, summary.transitions.last?.interactive == false
        {
            refusal = .nonInteractiveRunning(pan.interaction.operation)
        }
        pan.interaction.isEnabled = refusal == nil
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
    mutating func handleTap(
        _ sample: TouchSample, action: TransitionSpec.Operation, on pan: EdgePanRoute, at time: Timestamp
    ) {
        guard case .recognized(let location, _) = pan.tap.handle(sample) else { return }
        var refusal = state.refusal(of: action)
        if refusal == nil, pan.interaction.isAnimating {
            refusal = .transitionRunning(pan.interaction.operation)
        }
        if action == .dismiss, let presentation = pan.presentation, !presentation.isOnDimmedArea(location) {
            refusal = .tapOnPresentedLayer
        }
        if keepsRecords {
            records.append(
                .navigation(
                    NavigationRecord(
                        time: time, event: refusal == nil ? .tap : .refused, operation: action, transition: nil,
                        reason: refusal?.description ?? "tap at (\(location.x.fixed(3)), \(location.y.fixed(3))) pt",
                        state: state)))
        }
        guard refusal == nil else { return }
        pan.interaction.startNonInteractive(pan.delegate.animator(for: action, fallback: options.transition), at: time)
        collect()
    }
}
