import GestureCore
import EdgePan
import InteractiveTransition

extension ReplayEngine {
    /// The recognizer a new touch goes to, decided where it goes down.
    func route(forDownAt point: Point) -> Route {
        if state.presented == true, let presentation {
            return presentation.isOnPresentedLayer(point) ? .dismissPan : .tap
        }
        if state.stack != nil, options.edge.distance(of: point, in: mapping.size) >= recognizer.configuration.edgeZone {
            return .edgePanAndTap
        }
        return .edgePan
    }

    /// Sends one sample to the recognizer(s) its touch belongs to.
    mutating func route(_ sample: TouchSample, at time: Double) {
        let route: Route
        if let known = routes[sample.contact] {
            route = known
        } else if sample.phase == .down {
            // Extra contacts follow the touch already down, so the recognizer sees them.
            route = routes.values.first ?? self.route(forDownAt: sample.location)
            if routes.isEmpty, route == .edgePan || route == .edgePanAndTap {
                prepareEdgeRecognizer(for: sample.location, at: time)
            }
        } else {
            route = .edgePan
        }
        routes[sample.contact] = sample.phase == .up || sample.phase == .cancel ? nil : route
        switch route {
        case .edgePan:
            process(recognizer.handle(sample), from: .edgePan, at: time)
        case .edgePanAndTap:
            process(recognizer.handle(sample), from: .edgePan, at: time)
            handleTap(sample, action: .push, at: time)
        case .dismissPan:
            guard var pan = dismissPan, let presentation else { return }
            var local = sample
            local.location = presentation.local(sample.location)
            let outputs = pan.handle(local)
            dismissPan = pan
            process(outputs, from: .dismissPan, at: time)
        case .tap:
            handleTap(sample, action: .dismiss, at: time)
        }
    }

    /// Enables the edge recognizer for a touch in its edge zone only when the state allows its
    /// operation and no non-interactive transition is running, and says why when it does not.
    ///
    /// A touch
    /// outside the zone fails on its own (`startedOutsideEdgeZone`).
    mutating func prepareEdgeRecognizer(for point: Point, at time: Double) {
        guard recognizer.state == .possible else { return }
        guard options.edge.distance(of: point, in: mapping.size) < recognizer.configuration.edgeZone else {
            recognizer.isEnabled = true
            return
        }
        var refusal = state.refusal(of: edgeOperation)
        if refusal == nil, let current = transition, current.isActive, !current.context.isInteractive,
            summary.transitions.last?.interactive == false
        {
            refusal = "a non-interactive \(operation.rawValue) is running"
        }
        recognizer.isEnabled = refusal == nil
        if let refusal {
            records.append(
                .navigation(
                    NavigationRecord(
                        time: time, event: "refused", operation: edgeOperation.rawValue, transition: nil,
                        reason: refusal, state: state)))
        }
    }

    /// Feeds the tap recognizer; a tap starts `action` non-interactively when the state allows it.
    mutating func handleTap(_ sample: TouchSample, action: TransitionSpec.Operation, at time: Double) {
        guard case .recognized(let location, _) = tap.handle(sample) else { return }
        var refusal = state.refusal(of: action)
        if refusal == nil, let current = transition, current.isActive {
            refusal = "a \(operation.rawValue) transition is still running"
        }
        if action == .dismiss, let presentation, !presentation.isOnDimmedArea(location) {
            refusal = "the tap is on the presented layer"
        }
        records.append(
            .navigation(
                NavigationRecord(
                    time: time, event: refusal == nil ? "tap" : "refused", operation: action.rawValue, transition: nil,
                    reason: refusal ?? "tap at (\(format(location.x)), \(format(location.y))) pt", state: state)))
        guard refusal == nil else { return }
        start(action, interactive: false, at: time)
    }
}
