import EdgePan
import GestureCore
import GestureInteraction
import InteractiveTransition

extension TraceRecord {
    /// Writes the record as one JSON object, `type` first, in the schema the README documents.
    func encode(into json: inout JSONBytes) {
        json.open()
        json.key("type")
        switch self {
        case .header(let header):
            json.string("header")
            header.encode(into: &json)
        case .gesture(let record):
            json.string("gesture")
            json.key("t")
            json.seconds(record.change.time)
            json.key("gesture")
            json.int(record.gesture)
            json.key("recognizer")
            json.string(record.pan.rawValue)
            json.key("from")
            json.string(record.change.from.rawValue)
            json.key("to")
            json.string(record.change.to.rawValue)
            json.key("reason")
            json.string(record.change.reason.rawValue)
            json.key("edge")
            if let edge = record.change.edge { json.string(edge.rawValue) } else { json.null() }
            json.key("percent")
            json.measure(record.percent)
            json.key("percentVelocity")
            json.measure(record.percentVelocity)
        case .transition(let record):
            json.string("transition")
            json.key("t")
            json.seconds(record.time)
            json.key("transition")
            json.int(record.transition)
            json.key("from")
            json.string(record.from.name)
            json.key("to")
            json.string(record.to.name)
            json.key("reason")
            json.string(record.reason.name)
            json.key("percent")
            json.measure(record.reason.percent)
            if let settle = record.reason.settle {
                json.key("settle")
                json.open()
                json.key("model")
                json.string(settle.model.rawValue)
                json.key("toward")
                json.string(settle.outcome.rawValue)
                json.key("duration")
                json.measure(settle.duration)
                json.key("curve")
                json.string(settle.curve.name)
                json.close()
            }
        case .decision(let record):
            json.string("decision")
            json.key("t")
            json.seconds(record.time)
            json.key("transition")
            json.int(record.transition)
            json.key("gesture")
            json.int(record.gesture)
            let decision = record.decision
            json.key("outcome")
            json.string(decision.outcome.rawValue)
            json.key("rule")
            json.string(decision.rule.rawValue)
            json.key("percent")
            json.measure(decision.percent)
            json.key("velocity")
            json.measure(decision.velocity)
            json.key("threshold")
            json.measure(decision.threshold)
            json.key("velocityThreshold")
            json.measure(decision.velocityThreshold)
            json.key("projectedPercent")
            json.measure(decision.projectedPercent)
        case .frame(let record):
            json.string("frame")
            json.key("t")
            json.seconds(record.time)
            json.key("transition")
            json.int(record.transition)
            json.key("phase")
            json.string(record.phase.name)
            json.key("fraction")
            json.measure(record.fraction)
            json.key("progress")
            json.measure(record.progress)
            json.key("percent")
            json.measure(record.percent)
            json.key("velocity")
            json.measure(record.velocity)
            json.key("layers")
            json.open()
            for layer in record.layers {
                json.key(layer.name)
                layer.values.encode(into: &json)
            }
            json.close()
        case .complete(let record):
            json.string("complete")
            json.key("t")
            json.seconds(record.time)
            json.key("transition")
            json.int(record.transition)
            json.key("didComplete")
            json.bool(record.didComplete)
            json.key("transitionWasCancelled")
            json.bool(!record.didComplete)
        case .bug(let record):
            json.string("bug")
            json.key("t")
            json.seconds(record.time)
            json.key("source")
            json.string(record.source.rawValue)
            json.key("message")
            json.string(record.message)
        case .navigation(let record):
            json.string("navigation")
            json.key("t")
            json.seconds(record.time)
            json.key("event")
            json.string(record.event.rawValue)
            json.key("operation")
            json.string(record.operation.rawValue)
            json.key("transition")
            if let transition = record.transition { json.int(transition) } else { json.null() }
            json.key("reason")
            json.string(record.reason)
            json.key("state")
            record.state.encode(into: &json)
        case .summary(let summary):
            json.string("summary")
            summary.encode(into: &json)
        }
        json.close()
    }
}

extension LayerValues {
    func encode(into json: inout JSONBytes) {
        json.open()
        json.key("x")
        json.measure(x)
        json.key("y")
        json.measure(y)
        json.key("width")
        json.measure(width)
        json.key("height")
        json.measure(height)
        json.key("alpha")
        json.measure(alpha)
        json.key("scale")
        json.measure(scale)
        json.key("cornerRadius")
        json.measure(cornerRadius)
        json.key("dimming")
        json.measure(dimming)
        json.key("rotationY")
        json.measure(rotationY)
        json.key("curl")
        json.measure(curl)
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
    /// - Parameter withModel: Whether to write the `model` member (a caller that leads with it does not).
    func encode(into json: inout JSONBytes, withModel: Bool = true) {
        let last = transitions.last
        json.key("outcome")
        json.string(outcome.rawValue)
        json.key("recognized")
        json.bool(recognized)
        json.key("rule")
        if let rule = last?.rule { json.string(rule.rawValue) } else { json.null() }
        json.key("reason")
        if let failureReason { json.string(failureReason.rawValue) } else { json.null() }
        json.key("releasePercent")
        json.measure(last?.releasePercent)
        json.key("releaseVelocity")
        json.measure(last?.releaseVelocity)
        json.key("releasedAt")
        if let at = last?.releasedAt { json.seconds(at) } else { json.null() }
        json.key("completedAt")
        if let at = last?.completedAt { json.seconds(at) } else { json.null() }
        json.key("settleDuration")
        json.measure(last?.settleDuration)
        if withModel {
            json.key("model")
            json.string(model)
        }
        json.key("edge")
        json.string(edge.rawValue)
        json.key("gestures")
        json.int(gestures)
        json.key("inputEndedDuringPan")
        json.bool(inputEndedDuringPan)
        json.key("finalState")
        if finalState.isTracked { finalState.encode(into: &json) } else { json.null() }
        json.key("transitions")
        json.openArray()
        for result in transitions {
            json.element()
            json.open()
            json.key("outcome")
            if let outcome = result.outcome { json.string(outcome.rawValue) } else { json.null() }
            json.key("rule")
            if let rule = result.rule { json.string(rule.rawValue) } else { json.null() }
            json.key("releasePercent")
            json.measure(result.releasePercent)
            json.key("releaseVelocity")
            json.measure(result.releaseVelocity)
            json.key("releasedAt")
            if let at = result.releasedAt { json.seconds(at) } else { json.null() }
            json.key("completedAt")
            if let at = result.completedAt { json.seconds(at) } else { json.null() }
            json.key("settleDuration")
            json.measure(result.settleDuration)
            json.key("operation")
            json.string(result.operation.rawValue)
            json.key("interactive")
            json.bool(result.interactive)
            json.key("stateAfter")
            if let state = result.stateAfter, state.isTracked { state.encode(into: &json) } else { json.null() }
            json.close()
        }
        json.closeArray()
    }

    /// The summary as a JSON line without its newline: `replay --json`'s output.
    public var jsonLine: String { StateTraceWriter.line(for: .summary(self)) }

    /// Summaries of one recording under several models as a JSON array, each object led by its
    /// model's name and without `type`: `compare --json`'s output.
    public static func jsonArray(_ rows: [(model: String, summary: ReplaySummary)]) -> String {
        var json = JSONBytes(capacity: 1024 * rows.count)
        json.openArray()
        for row in rows {
            json.element()
            json.open()
            json.key("model")
            json.string(row.model)
            row.summary.encode(into: &json, withModel: false)
            json.close()
        }
        json.closeArray()
        return String(decoding: json.bytes, as: UTF8.self)
    }
}
