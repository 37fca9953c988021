import EdgePan
import EvdevInput
import GestureInteraction
import InteractiveTransition

/// The JSON Lines state trace: a header with every parameter in force, the records, a summary.
public enum StateTrace {
    /// The trace schema's version; bumped on any incompatible change of a record's fields.
    public static let schemaVersion = 2
    /// The tool's version, written into every header.
    public static let toolVersion = "0.1.0"
}

extension TraceHeader {
    /// The header's members after `type`, in the schema the README documents.
    func encode(into json: inout JSONBytes) {
        let model = options.model
        let recognizer = model.recognizer
        let spec = options.transition
        json.key("schema")
        json.int(StateTrace.schemaVersion)
        json.key("tool")
        json.string("gesture-replay")
        json.key("version")
        json.string(StateTrace.toolVersion)
        json.key("source")
        json.open()
        json.key("path")
        json.string(source)
        json.key("format")
        json.string(format)
        json.close()
        json.key("device")
        json.open()
        json.key("name")
        json.string(deviceName)
        json.key("class")
        json.string(deviceClass.rawValue)
        json.close()
        json.key("container")
        json.open()
        json.key("width")
        json.measure(mapping.size.width)
        json.key("height")
        json.measure(mapping.size.height)
        json.key("basis")
        json.string(mapping.basis.rawValue)
        json.key("pointsPerInch")
        json.number(ReplayOptions.pointsPerInch)
        json.close()
        json.key("fps")
        json.int(options.fps)
        json.key("pointerStart")
        if mapping.relative {
            json.open()
            json.key("x")
            json.measure(mapping.pointerStart.x)
            json.key("y")
            json.measure(mapping.pointerStart.y)
            json.close()
        } else {
            json.null()
        }
        json.key("model")
        json.string(model.name)
        json.key("recognizer")
        json.open()
        json.key("edge")
        json.string(options.edge.rawValue)
        json.key("edgeZone")
        if recognizer.edgeZone == FeelModel.wholeWidget {
            json.string("whole")
        } else {
            json.measure(recognizer.edgeZone)
        }
        json.key("slop")
        json.measure(recognizer.slop)
        json.key("orthogonalRejectDistance")
        json.measure(recognizer.orthogonalRejectDistance)
        json.key("extraTouch")
        json.string(recognizer.extraTouchPolicy.rawValue)
        json.key("percentMode")
        json.string(recognizer.percentMode.rawValue)
        json.key("velocity")
        json.string(recognizer.velocityStrategy.name)
        json.close()
        json.key("policy")
        json.open()
        json.key("threshold")
        json.measure(policy.threshold)
        json.key("rules")
        json.openArray()
        for rule in policy.rules {
            json.element()
            json.string(rule.traceName)
        }
        json.closeArray()
        json.close()
        json.key("settle")
        json.open()
        json.key("model")
        json.string(model.settle.rawValue)
        json.key("completionSpeed")
        json.measure(model.completionSpeed)
        json.key("completionCurve")
        json.string(spec.completionCurve.name)
        json.close()
        json.key("transition")
        json.open()
        json.key("name")
        json.string(options.transitionName)
        json.key("operation")
        json.string(spec.operation.rawValue)
        json.key("duration")
        json.measure(spec.duration)
        json.key("curve")
        json.string(spec.curve.name)
        json.key("layers")
        json.openArray()
        for layer in spec.layers {
            json.element()
            json.string(layer.name)
        }
        json.closeArray()
        json.close()
    }
}

extension CompletionPolicy.Rule {
    /// The rule as the trace header names it (`fling ≥ 1.0/s`).
    var traceName: String {
        switch self {
        case .recognizerCancelled: "recognizerCancelled"
        case .fling(let minimum): "fling>=\((minimum * 1e6).rounded() / 1e6)/s"
        case .projection(let rate): "projection(\(rate))"
        case .adwaita(let extent): "adwaita(extent \((extent * 1e3).rounded() / 1e3))"
        }
    }
}
