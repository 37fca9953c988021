import GestureReplay

/// Renders trace lines as a readable timeline: one line per state change, a bar for the percent on a
/// terminal, and a closing outcome line.
struct Timeline {
    /// Characters of the percent bar.
    static let barWidth = 20

    let withBars: Bool

    /// The timeline line for one trace line, or nil for lines it leaves out (frames, header).
    func line(for record: JSONValue) -> String? {
        guard let type = record["type"]?.string else { return nil }
        let time = record["t"]?.number.map { format($0, 3).leftPadded(8) } ?? ""
        switch type {
        case "header":
            let container = record["container"]
            return "replay \(record["source"]?["path"]?.string ?? "?") — model \(record["model"]?.string ?? "?"), "
                + "edge \(record["recognizer"]?["edge"]?.string ?? "?"), transition \(record["transition"]?["name"]?.string ?? "?"), "
                + "container \(format(container?["width"]?.number ?? 0, 0))×\(format(container?["height"]?.number ?? 0, 0)) pt"
        case "gesture":
            var text = "\(time)  gesture \(record["gesture"]?.number.map { format($0, 0) } ?? "?")    "
            text +=
                "\(record["from"]?.string ?? "?") → \(record["to"]?.string ?? "?") (\(record["reason"]?.string ?? "?"))"
            if let percent = record["percent"]?.number {
                text += ", \(format(percent * 100, 1)) %"
                if let velocity = record["percentVelocity"]?.number { text += " at \(format(velocity, 2))/s" }
                if withBars { text += "  " + bar(percent) }
            }
            return text
        case "transition":
            var text = "\(time)  transition \(record["transition"]?.number.map { format($0, 0) } ?? "?") "
            text +=
                "\(record["from"]?.string ?? "?") → \(record["to"]?.string ?? "?") (\(record["reason"]?.string ?? "?"))"
            if let settle = record["settle"] {
                text +=
                    ", settles toward \(settle["toward"]?.string ?? "?") in \(format(settle["duration"]?.number ?? 0, 3)) s"
                text += " (\(settle["model"]?.string ?? "?"), \(settle["curve"]?.string ?? "?"))"
            }
            return text
        case "decision":
            let outcome = record["outcome"]?.string ?? "?"
            let rule = record["rule"]?.string ?? "?"
            var text =
                "\(time)  decision \(record["transition"]?.number.map { format($0, 0) } ?? "?")   \(outcome) by \(rule)"
            let percent = record["percent"]?.number ?? 0
            let velocity = record["velocity"]?.number ?? 0
            text += ": \(format(percent * 100, 1)) % at \(format(velocity, 2)) extents/s"
            if let threshold = record["threshold"]?.number { text += ", threshold \(format(threshold * 100, 1)) %" }
            if let minimum = record["velocityThreshold"]?.number { text += ", fling ≥ \(format(minimum, 2))/s" }
            if let projected = record["projectedPercent"]?.number {
                text += ", projected \(format(projected * 100, 1)) %"
            }
            return text
        case "complete":
            let finished = record["didComplete"]?.bool == true
            return "\(time)  complete \(record["transition"]?.number.map { format($0, 0) } ?? "?")   "
                + (finished ? "finished (completeTransition(true))" : "cancelled (completeTransition(false))")
        case "navigation":
            let event = record["event"]?.string ?? "?"
            let operation = record["operation"]?.string ?? "?"
            var text = "\(time)  navigation   "
            switch event {
            case "tap": text += "tap → \(operation) (\(record["reason"]?.string ?? ""))"
            case "refused": text += "\(operation) refused: \(record["reason"]?.string ?? "")"
            default: text += "\(record["reason"]?.string ?? operation)"
            }
            return text + ", state: " + Self.state(record["state"])
        case "bug":
            return "\(time)  warning     \(record["source"]?.string ?? "?"): \(record["message"]?.string ?? "")"
        case "summary":
            return Self.outcomeLine(record)
        default:
            return nil
        }
    }

    /// A navigation state in words: `stack 2, presented`.
    static func state(_ state: JSONValue?) -> String {
        var parts: [String] = []
        if let stack = state?["stack"]?.number { parts.append("stack \(Int(stack))") }
        if let presented = state?["presented"]?.bool { parts.append(presented ? "presented" : "not presented") }
        return parts.isEmpty ? "untracked" : parts.joined(separator: ", ")
    }

    /// The closing line: outcome, rule and the numbers that decided it.
    static func outcomeLine(_ summary: JSONValue) -> String {
        let outcome = summary["outcome"]?.string ?? "none"
        guard outcome != "none" else {
            let reason = summary["reason"]?.string.map { " (\($0))" } ?? ""
            return "outcome: none — no edge pan was recognized\(reason)"
        }
        var text = "outcome: \(outcome)"
        if let rule = summary["rule"]?.string { text += " by \(rule)" }
        if let percent = summary["releasePercent"]?.number, let at = summary["releasedAt"]?.number {
            text += " — released at \(format(percent * 100, 1)) %"
            if let velocity = summary["releaseVelocity"]?.number { text += " (\(format(velocity, 2)) extents/s)" }
            text += " at \(format(at, 3)) s"
        }
        if let completed = summary["completedAt"]?.number { text += ", completed at \(format(completed, 3)) s" }
        if let transitions = summary["transitions"]?.array, transitions.count > 1 {
            text += " [\(transitions.compactMap { $0["outcome"]?.string }.joined(separator: ", "))]"
        }
        if let final = summary["finalState"], final != .null { text += "; final state: " + state(final) }
        return text
    }

    private func bar(_ percent: Double) -> String {
        let filled = Int((min(max(percent, 0), 1) * Double(Self.barWidth)).rounded())
        return "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: Self.barWidth - filled) + "]"
    }
}

extension String {
    /// Right-aligned in `width` characters.
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
