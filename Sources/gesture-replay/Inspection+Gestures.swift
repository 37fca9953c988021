import EdgePan
import GestureCore
import GestureReplay
import InteractiveTransition
import JSONLines

/// The `gestures` part of the `inspect` report: the numbers `--gesture N` means, with what each
/// gesture replayed alone decides.
extension Inspection {
    /// The gestures as text lines.
    var gestureLines: [String] {
        guard let gestures else { return [] }
        guard !gestures.isEmpty else { return ["gestures   none (no contact went down)"] }
        var lines = [
            "gestures   \(gestures.count)"
                + (description == nil
                    ? " (--gesture N); not replayed: pass --description FILE for the positions"
                    : ", each replayed alone with \(gestureModel) (--gesture N)")
        ]
        for entry in gestures {
            var line = "  " + "\(entry.number)".leftPadded(3) + "  "
            line += "\(entry.start.fixed(3))–\(entry.end.fixed(3)) s  "
            line += entry.contacts == 1 ? "1 contact" : "\(entry.contacts) contacts"
            if entry.mostAtOnce > 1 { line += " (\(entry.mostAtOnce) at once)" }
            if entry.unfinished { line += ", not lifted" }
            if let verdict = entry.verdict { line += "  " + Self.verdictText(verdict) }
            lines.append(line)
        }
        return lines
    }

    /// A gesture's verdict in a few words: each transition's outcome, rule and release percent, or
    /// why there was none.
    static func verdictText(_ verdict: Result<ReplaySummary, ReplayError>) -> String {
        switch verdict {
        case .failure(let error): return "not replayed: \(error)"
        case .success(let summary):
            guard !summary.transitions.isEmpty else {
                if let idle = summary.touchpadIdle { return "none (\(idle.name))" }
                return "none" + (summary.failureReason.map { " (\($0.rawValue))" } ?? "")
            }
            return summary.transitions.map { transition in
                var text = transition.settledOutcome.rawValue
                if let rule = transition.rule { text += " by \(rule.rawValue)" }
                if let percent = transition.releasePercent { text += " at \((percent.value * 100).fixed(1)) %" }
                return text
            }.joined(separator: ", ")
        }
    }

    /// The gestures as a JSON array.
    var gesturesJSON: JSONValue? {
        gestures.map { entries in
            .array(
                entries.map { entry in
                    var members: [(String, JSONValue)] = [
                        ("number", .int(Int64(entry.number))), ("start", .double(entry.start)),
                        ("end", .double(entry.end)), ("contacts", .int(Int64(entry.contacts))),
                        ("mostAtOnce", .int(Int64(entry.mostAtOnce))), ("lifted", .bool(!entry.unfinished)),
                        ("model", .string(gestureModel)),
                    ]
                    switch entry.verdict {
                    case .success(let summary):
                        members.append(("outcome", .string(summary.outcome.rawValue)))
                        members.append(
                            (
                                "transitions",
                                .array(
                                    summary.transitions.map { transition in
                                        .object([
                                            ("outcome", .string(transition.settledOutcome.rawValue)),
                                            ("rule", transition.rule.map { .string($0.rawValue) } ?? .null),
                                            (
                                                "releasePercent",
                                                transition.releasePercent.map { .double($0.value) } ?? .null
                                            ),
                                        ])
                                    })
                            ))
                        members.append(("verdict", .string(Self.verdictText(.success(summary)))))
                    case .failure(let error):
                        members.append(("error", .string("\(error)")))
                    case nil:
                        break
                    }
                    return .object(members)
                })
        }
    }
}
