import EdgePan
import GestureCore
import GestureInteraction
import InteractiveTransition
import JSONLines

extension TraceRecord {
    /// Writes the record as one JSON object, `type` first, in the schema docs/state-trace.md documents.
    /// - Parameters:
    ///   - json: Receives the object.
    ///   - chunk: Called after each of a summary's transitions, so a writer can hand on what has
    ///     gathered of a long summary before its end.
    func encode(into json: inout JSONBytes, chunk: ((inout JSONBytes) -> Void)? = nil) {
        json.open()
        json.key("type")
        switch self {
        case .header(let header):
            json.string("header")
            header.encode(into: &json)
        case .gesture(let record):
            json.string("gesture")
            json.member("t", seconds: record.change.time)
            json.member("gesture", int: record.gesture)
            json.member("recognizer", string: record.pan.rawValue)
            json.member("from", string: record.change.from.rawValue)
            json.member("to", string: record.change.to.rawValue)
            json.member("reason", string: record.change.reason.rawValue)
            json.member("edge", optional: record.change.edge?.rawValue)
            json.member("percent", measure: record.percent?.value)
            json.member("percentVelocity", measure: record.percentVelocity?.value)
        case .transition(let record):
            json.string("transition")
            json.member("t", seconds: record.time)
            json.member("transition", int: record.transition)
            json.member("from", string: record.from.name)
            json.member("to", string: record.to.name)
            json.member("reason", string: record.reason.name)
            json.member("percent", measure: record.reason.percent)
            if let settle = record.reason.settle {
                json.key("settle")
                json.open()
                json.member("model", string: settle.model.rawValue)
                json.member("toward", string: settle.outcome.rawValue)
                json.member("duration", measure: settle.duration)
                json.member("curve", string: settle.curve.name)
                json.close()
            }
        case .decision(let record):
            json.string("decision")
            json.member("t", seconds: record.time)
            json.member("transition", int: record.transition)
            json.member("gesture", int: record.gesture)
            let decision = record.decision
            json.member("outcome", string: decision.outcome.rawValue)
            json.member("rule", string: decision.rule.rawValue)
            json.member("percent", measure: decision.percent.value)
            json.member("velocity", measure: decision.velocity.value)
            json.member("threshold", measure: decision.threshold?.value)
            json.member("velocityThreshold", measure: decision.velocityThreshold?.value)
            json.member("projectedPercent", measure: decision.projectedPercent)
            // Written only when the pause rule zeroed the velocity: other decisions keep their bytes.
            if let pause = decision.velocityPause {
                json.key("velocityPause")
                json.open()
                json.member("rested", measure: pause.rested.seconds)
                json.member("limit", measure: pause.limit.seconds)
                json.close()
            }
        case .frame(let record):
            json.string("frame")
            json.member("t", seconds: record.time)
            json.member("transition", int: record.transition)
            json.member("phase", string: record.phase.name)
            json.member("fraction", measure: record.fraction.value)
            json.member("progress", measure: record.progress)
            json.member("percent", measure: record.percent?.value)
            json.member("velocity", measure: record.velocity?.value)
            json.key("layers")
            json.open()
            for layer in record.layers {
                json.key(named: layer.name)
                layer.values.encode(into: &json)
            }
            json.close()
        case .complete(let record):
            json.string("complete")
            json.member("t", seconds: record.time)
            json.member("transition", int: record.transition)
            json.member("didComplete", bool: record.didComplete)
            json.member("transitionWasCancelled", bool: !record.didComplete)
        case .bug(let record):
            json.string("bug")
            json.member("t", seconds: record.time)
            json.member("source", string: record.source.rawValue)
            json.member("message", string: record.message)
        case .input(let record):
            json.string("bug")
            json.member("t", seconds: record.time)
            json.member("source", string: InteractionProblem.Source.input.rawValue)
            json.member("message", string: record.message)
        case .navigation(let record):
            json.string("navigation")
            json.member("t", seconds: record.time)
            json.member("event", string: record.event.rawValue)
            json.member("operation", string: record.operation.rawValue)
            json.key("transition")
            if let transition = record.transition { json.int(transition) } else { json.null() }
            json.member("reason", string: record.reason)
            json.key("state")
            record.state.encode(into: &json)
        case .summary(let summary):
            json.string("summary")
            summary.encode(into: &json, chunk: chunk)
        case .libinput(let event):
            json.string("libinput")
            event.encode(into: &json)
        case .tracker(let change):
            json.string("tracker")
            json.member("t", seconds: change.time)
            json.member("from", string: change.from.rawValue)
            json.member("to", string: change.to.rawValue)
            json.member("reason", string: change.reason.rawValue)
            json.member("fingers", int: change.fingers)
        case .trackerUpdate(let update):
            json.string("trackerUpdate")
            json.member("t", seconds: update.time)
            json.member("delta", measure: update.delta)
            json.member("progress", measure: update.progress.value)
            json.member("velocity", measure: update.velocity)
            json.member("percentVelocity", measure: update.percentVelocity.value)
        }
        json.close()
    }
}

extension LayerValues {
    func encode(into json: inout JSONBytes) {
        json.open()
        json.member("x", measure: x)
        json.member("y", measure: y)
        json.member("width", measure: width)
        json.member("height", measure: height)
        json.member("alpha", measure: alpha)
        json.member("scale", measure: scale)
        json.member("cornerRadius", measure: cornerRadius)
        json.member("dimming", measure: dimming)
        json.member("rotationY", measure: rotationY)
        json.member("curl", measure: curl)
        json.close()
    }
}

extension NavigationState {
    func encode(into json: inout JSONBytes) {
        json.open()
        json.key("stack")
        if let stack { json.int(stack) } else { json.null() }
        json.key("presented")
        if let presented { json.bool(presented) } else { json.null() }
        json.close()
    }
}

extension ReplaySummary {
    /// The summary's members after `type`: the last transition's result, then every transition.
    /// - Parameters:
    ///   - json: Receives the members.
    ///   - withModel: Whether to write the `model` member (a caller that leads with it does not).
    ///   - chunk: Called after each transition, so a writer can hand on what has gathered.
    func encode(into json: inout JSONBytes, withModel: Bool = true, chunk: ((inout JSONBytes) -> Void)? = nil) {
        let last = transitions.last
        json.member("outcome", string: outcome.rawValue)
        json.member("recognized", bool: recognized)
        json.member("rule", optional: last?.rule?.rawValue)
        json.member("reason", optional: failureReason?.rawValue ?? touchpadIdle?.name)
        json.member("explanation", optional: explanation)
        json.key("assumptions")
        json.openArray()
        for assumption in assumptions {
            json.element()
            json.string(assumption.description)
        }
        json.closeArray()
        if let failureStart {
            json.key("reasonStart")
            json.open()
            json.member("x", measure: failureStart.location.x)
            json.member("y", measure: failureStart.location.y)
            json.member("edge", string: failureStart.fromEdge.edge.rawValue)
            json.member("fromEdgePoints", measure: failureStart.fromEdge.points)
            json.member("fromEdgeMillimeters", measure: failureStart.fromEdge.millimeters)
            json.close()
        }
        json.member("releasePercent", measure: last?.releasePercent?.value)
        json.member("releaseVelocity", measure: last?.releaseVelocity?.value)
        json.member("releasedAt", seconds: last?.releasedAt)
        json.member("completedAt", seconds: last?.completedAt)
        json.member("settleDuration", measure: last?.settleDuration)
        if withModel { json.member("model", string: model) }
        json.member("edge", string: edge.rawValue)
        json.member("gestures", int: gestures)
        json.member("inputEndedDuringPan", bool: inputEndedDuringPan)
        json.key("finalState")
        if finalState.isTracked { finalState.encode(into: &json) } else { json.null() }
        json.key("transitions")
        json.openArray()
        for result in transitions {
            json.element()
            json.open()
            json.member("outcome", optional: result.outcome?.rawValue)
            json.member("rule", optional: result.rule?.rawValue)
            json.member("releasePercent", measure: result.releasePercent?.value)
            json.member("releaseVelocity", measure: result.releaseVelocity?.value)
            json.member("releasedAt", seconds: result.releasedAt)
            json.member("completedAt", seconds: result.completedAt)
            json.member("settleDuration", measure: result.settleDuration)
            json.member("operation", string: result.operation.rawValue)
            json.member("interactive", bool: result.interactive)
            json.key("stateAfter")
            if let state = result.stateAfter, state.isTracked { state.encode(into: &json) } else { json.null() }
            json.close()
            chunk?(&json)
        }
        json.closeArray()
    }

    /// The summary as a JSON line without its newline: `replay --json`'s output.
    package var jsonLine: String { StateTraceWriter.line(for: .summary(self)) }

    /// Summaries of one recording under several models as a JSON array, each object led by its
    /// model's name and without `type`: `compare --json`'s output.
    package static func jsonArray(_ rows: [(model: String, summary: ReplaySummary)]) -> String {
        jsonArray(rows.map { (model: $0.model, gesture: nil, summary: $0.summary) })
    }

    /// A JSON array of summaries, one object per model and gesture, each leading with `model` and,
    /// when it is one gesture's, `gesture` (1-based).
    package static func jsonArray(_ rows: [(model: String, gesture: Int?, summary: ReplaySummary)]) -> String {
        var json = JSONBytes(capacity: 1024 * rows.count)
        json.openArray()
        for row in rows {
            json.element()
            json.open()
            json.member("model", string: row.model)
            if let gesture = row.gesture { json.member("gesture", int: gesture) }
            row.summary.encode(into: &json, withModel: false)
            json.close()
        }
        json.closeArray()
        return String(decoding: json.bytes, as: UTF8.self)
    }
}
