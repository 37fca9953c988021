import EvdevInput
import GestureCore
import GestureReplay
import JSONLines

/// `play --model NAME`'s part of the report: the model on the file against the model on what the device
/// delivered (``GestureReplay/DeliveryCheck``), as text lines or one JSON member.
struct PlayModelCheck {
    /// The model's name.
    var model: String
    /// The two decisions.
    var check: DeliveryCheck

    /// Replays both, as `replay --model NAME` does with its other options at their defaults.
    /// - Throws: ``ReplayError`` from opening the recording or either replay.
    static func run(
        model: String, options: ReplayOptions, recording: String, descriptionPath: String?, deviceIndex: Int?,
        delivered: [InputEvent], description: DeviceDescription?, node: String
    ) throws(ReplayError) -> PlayModelCheck {
        let reader: any EventReader
        do throws(RecordingError) {
            reader = try Recording.open(recording, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
        } catch {
            throw .recording(error)
        }
        let check = try DeliveryCheck.run(
            recording: reader, delivered: delivered, description: description, node: node, options: options)
        return PlayModelCheck(model: model, check: check)
    }

    /// The report's lines: both decisions, then whether the delivery changed it.
    func lines() -> [String] {
        var lines = [
            "model \(model) on the file: \(Self.text(check.file))",
            "model \(model) on what the device delivered: \(Self.text(check.delivered))",
        ]
        if check.outcomeDiffers {
            lines.append(
                "the delivery changed the decision: \(check.delivered.outcome) instead of \(check.file.outcome); "
                    + "this play is not a faithful run of the recording for \(model)")
        } else if check.differs {
            let apart =
                check.percentApart.map { ($0 * 100).fixed(1) + " points" }
                ?? "a release on one side only"
            lines.append(
                "the delivery moved the release percent by \(apart) (more than "
                    + "\((DeliveryCheck.percentTolerance * 100).fixed(0)) %): the same outcome, "
                    + "but the play is not a faithful run of the recording for \(model)")
        } else {
            lines.append("the delivery did not change the decision")
        }
        return lines
    }

    /// `finished, released at 62.3 %`, or the outcome alone without a release.
    static func text(_ decision: DeliveryCheck.Decision) -> String {
        guard let percent = decision.releasePercent else { return decision.outcome }
        return "\(decision.outcome), released at \((percent.value * 100).fixed(1)) %"
    }

    /// As one JSON member `model`: `{"name", "file": {"outcome", "releasePercent"}, "delivered": {…},
    /// "differs"}`.
    func writeJSON(to json: inout JSONBytes) {
        json.key("model")
        json.open()
        json.member("name", string: model)
        json.key("file")
        Self.writeJSON(check.file, to: &json)
        json.key("delivered")
        Self.writeJSON(check.delivered, to: &json)
        json.member("differs", bool: check.differs)
        json.close()
    }

    /// One decision as `{"outcome", "releasePercent"}`.
    static func writeJSON(_ decision: DeliveryCheck.Decision, to json: inout JSONBytes) {
        json.open()
        json.member("outcome", string: decision.outcome)
        json.member("releasePercent", measure: decision.releasePercent?.value)
        json.close()
    }
}
