import EdgePan
import GestureInteraction
import GestureReplay
import InteractiveTransition
import JSONLines

/// A feel model's parameters for `models`.
struct ModelDescription {
    let model: FeelModel

    var parameters: [(String, String)] {
        let recognizer = model.recognizer
        var rows: [(String, String)] = [
            (
                "edge zone",
                recognizer.edgeZone == FeelModel.wholeWidget ? "whole container" : "\(recognizer.edgeZone) pt"
            ),
            ("slop", "\(recognizer.slop) pt"),
            ("across-edge reject", recognizer.orthogonalRejectDistance.map { "\($0) pt" } ?? "axis rule"),
            ("percent", recognizer.percentMode.rawValue),
            ("extra touches", recognizer.extraTouchPolicy.rawValue),
            ("velocity", recognizer.velocityStrategy.name),
        ]
        if model.adwaitaDecision {
            rows.append(("decision", "libadwaita projection and snap (0.3 px/ms, deceleration 0.998)"))
        } else {
            rows.append(("threshold", model.threshold.summary))
            rows.append(("fling", model.flingVelocity.map { "\($0.summary)/s" } ?? "none"))
        }
        rows.append(("settle", model.settle.rawValue))
        rows.append(("completion speed", "\(model.completionSpeed)"))
        return rows
    }

    var text: String {
        var lines = ["\(model.name) — \(model.summary)"]
        for (name, value) in parameters { lines.append("  " + name.padding(18) + value) }
        for source in model.sources { lines.append("  source: " + source) }
        return lines.joined(separator: "\n")
    }

    var json: JSONValue {
        .object([
            ("name", .string(model.name)), ("summary", .string(model.summary)),
            ("parameters", .object(parameters.map { ($0.0, .string($0.1)) })),
            ("sources", .array(model.sources.map { .string($0) })),
        ])
    }
}

extension FeelModel.Amount {
    /// `50 %` or `16 pt`.
    var summary: String {
        switch self {
        case .fraction(let value): "\((value * 1000).rounded() / 10) % of the extent"
        case .points(let value): "\(value) pt"
        }
    }
}

extension String {
    /// Right-padded with spaces to `width`.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
