import GestureCore
import EdgePan
public import EvdevInput
import InteractiveTransition

/// The JSON Lines state trace: a header with every parameter in force, the records, a summary.
public enum StateTrace {
    /// The trace schema's version; bumped on any incompatible change of a record's fields.
    public static let schemaVersion = 1
    /// The tool's version, written into every header.
    public static let toolVersion = "0.1.0"

    /// The header line: versions, source, device, container and every parameter in force.
    /// - Parameters:
    ///   - source: The recording's path as given.
    ///   - format: Its format (`evemu`, `libinput`, or `live` for a device read as it happens).
    ///   - description: The device.
    ///   - engine: The engine about to replay it (for the mapping, policy and options).
    public static func header(
        source: String, format: String, description: DeviceDescription, engine: ReplayEngine
    ) -> JSONValue {
        let options = engine.options
        let model = options.model
        let recognizer = model.recognizer
        let spec = options.transition
        return .object([
            ("type", "header"), ("schema", .int(Int64(schemaVersion))), ("tool", "gesture-replay"),
            ("version", .string(toolVersion)),
            ("source", .object([("path", .string(source)), ("format", .string(format))])),
            (
                "device",
                .object([
                    ("name", .string(description.name)), ("class", .string(description.deviceClass.rawValue)),
                ])
            ),
            (
                "container",
                .object([
                    ("width", .measure(engine.mapping.size.width)), ("height", .measure(engine.mapping.size.height)),
                    ("basis", .string(engine.mapping.basis.rawValue)),
                    ("pointsPerInch", .double(ReplayOptions.pointsPerInch)),
                ])
            ),
            ("fps", .int(Int64(options.fps))),
            (
                "pointerStart",
                engine.mapping.relative
                    ? .object([
                        ("x", .measure(engine.mapping.pointerStart.x)), ("y", .measure(engine.mapping.pointerStart.y)),
                    ])
                    : .null
            ),
            ("model", .string(model.name)),
            (
                "recognizer",
                .object([
                    ("edge", .string(options.edge.rawValue)),
                    (
                        "edgeZone",
                        recognizer.edgeZone == FeelModel.wholeWidget ? "whole" : .measure(recognizer.edgeZone)
                    ),
                    ("slop", .measure(recognizer.slop)),
                    ("orthogonalRejectDistance", .measure(recognizer.orthogonalRejectDistance)),
                    ("extraTouch", .string(recognizer.extraTouchPolicy.rawValue)),
                    ("percentMode", .string(recognizer.percentMode.rawValue)),
                    ("velocity", .string(recognizer.velocityStrategy.name)),
                ])
            ),
            (
                "policy",
                .object([
                    ("threshold", .measure(engine.policy.threshold)),
                    ("rules", .array(engine.policy.rules.map { .string($0.traceName) })),
                ])
            ),
            (
                "settle",
                .object([
                    ("model", .string(model.settle.rawValue)), ("completionSpeed", .measure(model.completionSpeed)),
                    ("completionCurve", .string(spec.completionCurve.name)),
                ])
            ),
            (
                "transition",
                .object([
                    ("name", .string(options.transitionName)), ("operation", .string(spec.operation.rawValue)),
                    ("duration", .measure(spec.duration)), ("curve", .string(spec.curve.name)),
                    ("layers", .array(spec.layers.map { .string($0.name) })),
                ])
            ),
        ])
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
