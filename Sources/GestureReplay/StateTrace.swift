import EdgePan
import EvdevInput
import GestureCore
import GestureInteraction
import InteractiveTransition
import JSONLines

/// The JSON Lines state trace: a header with every parameter in force, the records, a summary.
public enum StateTrace {
    /// The trace schema's version; bumped on any incompatible change of a record's fields.
    public static let schemaVersion = 2
    /// The tool's version, written into every header and printed by `gesture-replay --version`; tools/package
    /// names the Debian package after it (this is the one place it is set; CHANGELOG.md's first entry and
    /// the `from:` of docs/embedding.md must name it too, which VersionTests checks).
    public static let toolVersion = "0.2.0"
}

extension TraceHeader {
    /// The header's members after `type`, in the schema docs/state-trace.md documents.
    func encode(into json: inout JSONBytes) {
        let model = options.model
        let recognizer = model.recognizer
        let spec = options.transition
        json.member("schema", int: StateTrace.schemaVersion)
        json.member("tool", string: "gesture-replay")
        json.member("version", string: StateTrace.toolVersion)
        json.key("source")
        json.open()
        json.member("path", string: source)
        json.member("format", string: format)
        json.close()
        json.key("device")
        json.open()
        json.member("name", string: deviceName)
        json.member("class", string: deviceClass.rawValue)
        json.close()
        json.key("container")
        json.open()
        json.member("width", measure: mapping.size.width)
        json.member("height", measure: mapping.size.height)
        json.member("basis", string: mapping.basis.rawValue)
        json.key("pointsPerInch")
        json.number(ReplayOptions.pointsPerInch)
        json.close()
        json.member("fps", int: options.fps)
        // Written only when set, so every trace without a phase keeps its bytes (schema 2).
        if options.clockPhase != 0 { json.member("clockPhaseMicroseconds", int: Int(options.clockPhase)) }
        json.key("pointerStart")
        if mapping.relative {
            json.open()
            json.member("x", measure: mapping.pointerStart.x)
            json.member("y", measure: mapping.pointerStart.y)
            json.close()
        } else {
            json.null()
        }
        json.member("model", string: model.name)
        // Written only for a model of a toolkit's release, so the other models' traces keep their bytes.
        if let release = model.release {
            json.key("release")
            json.open()
            json.member("toolkit", string: release.toolkit)
            json.member("version", string: release.version)
            json.close()
        }
        json.key("recognizer")
        json.open()
        json.member("edge", string: options.edge.rawValue)
        json.key("edgeZone")
        if recognizer.edgeZone == FeelModel.wholeWidget {
            json.string("whole")
        } else {
            json.measure(recognizer.edgeZone)
        }
        json.member("slop", measure: recognizer.slop)
        json.member("orthogonalRejectDistance", measure: recognizer.orthogonalRejectDistance)
        json.member("extraTouch", string: recognizer.extraTouchPolicy.rawValue)
        json.member("percentMode", string: recognizer.percentMode.rawValue)
        json.member("velocity", string: recognizer.velocityStrategy.name)
        json.close()
        json.key("policy")
        json.open()
        json.member("threshold", measure: policy.threshold)
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
        json.member("model", string: model.settle.rawValue)
        json.member("completionSpeed", measure: model.completionSpeed)
        json.key("completionCurve")
        json.curve(spec.completionCurve)
        json.close()
        json.key("transition")
        json.open()
        json.member("name", string: options.transitionName)
        json.member("operation", string: spec.operation.rawValue)
        json.member("duration", measure: spec.duration)
        json.key("curve")
        json.curve(spec.curve)
        json.key("layers")
        json.openArray()
        for layer in spec.layers {
            json.element()
            json.string(layer.name)
        }
        json.closeArray()
        json.close()
        if let touchpad { touchpad.encode(into: &json) }
    }
}

extension CompletionPolicy.Rule {
    /// The rule as the trace header names it (`fling ≥ 1.0/s`).
    var traceName: String {
        switch self {
        case .recognizerCancelled: "recognizerCancelled"
        case .fling(let minimum): "fling>=\(minimum.value.decimal(upTo: 6))/s"
        case .projection(let rate): "projection(\(rate))"
        case .snap(let rule, let distance):
            "snap(distance \(distance), threshold \(rule.threshold), velocity threshold \(rule.velocityThreshold.value)/ms)"
        case .twitch(let tolerance): "twitch(<-\(tolerance.value)/s)"
        case .velocityContribution(let seconds): "velocityContribution(\(seconds) s)"
        case .adwaita(let extent, let velocityThreshold):
            // libadwaita's own threshold is left out, as before the threshold could be set.
            velocityThreshold == CompletionPolicy.adwaitaVelocityThreshold
                ? "adwaita(extent \(extent.decimal(upTo: 3)))"
                : "adwaita(extent \(extent.decimal(upTo: 3)), velocity threshold \(velocityThreshold.value) pt/ms)"
        }
    }
}
