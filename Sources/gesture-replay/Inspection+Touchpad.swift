import GestureCore
import GestureReplay
import JSONLines
import TouchpadGestures

extension Inspection {
    /// The `libinput` section of a touchpad's report: one line per gesture libinput would report with
    /// GNOME's settings (tapping, adaptive, natural scrolling).
    var libinputLines: [String] {
        guard let gestures = libinputGestures else { return [] }
        guard !gestures.isEmpty else { return ["libinput   no gestures (GNOME's settings)"] }
        var lines = [
            "libinput   \(gestures.count) gestures with GNOME's settings (tapping, adaptive, natural scrolling)"
        ]
        for gesture in gestures {
            var line = "  \(gesture.kind.rawValue) \(gesture.fingers)fg  \(gesture.begin.seconds.fixed(3))–"
            line += gesture.end.map { $0.seconds.fixed(3) + " s" } ?? "(input ended) s"
            switch gesture.kind {
            case .swipe, .pointer:
                line += "  \(gesture.updates) updates, unaccelerated Σ (\(gesture.unaccelerated.x.fixed(2)), "
                line += "\(gesture.unaccelerated.y.fixed(2))), accelerated Σ (\(gesture.accelerated.x.fixed(2)), "
                line += "\(gesture.accelerated.y.fixed(2)))"
            case .scroll:
                line += "  \(gesture.updates) events, Σ horizontal \(gesture.unaccelerated.x.fixed(2)), "
                line += "vertical \(gesture.unaccelerated.y.fixed(2))"
            case .pinch:
                line += "  \(gesture.updates) updates"
            }
            if gesture.cancelled { line += ", cancelled" }
            lines.append(line)
        }
        return lines
    }

    /// The `libinput` member of a touchpad's JSON report.
    var libinputJSON: JSONValue? {
        guard let gestures = libinputGestures else { return nil }
        return .array(
            gestures.map { gesture in
                .object([
                    ("kind", .string(gesture.kind.rawValue)), ("fingers", .int(Int64(gesture.fingers))),
                    ("begin", .double(gesture.begin.seconds)),
                    ("end", gesture.end.map { .double($0.seconds) } ?? .null),
                    ("updates", .int(Int64(gesture.updates))),
                    (
                        "unaccelerated",
                        .object([("x", .double(gesture.unaccelerated.x)), ("y", .double(gesture.unaccelerated.y))])
                    ),
                    (
                        "accelerated",
                        .object([("x", .double(gesture.accelerated.x)), ("y", .double(gesture.accelerated.y))])
                    ),
                    ("cancelled", .bool(gesture.cancelled)),
                ])
            })
    }
}
