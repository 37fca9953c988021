import GestureCore
import GestureInteraction
import GestureReplay

/// Renders trace records as a readable timeline: one line per state change, a bar for the percent on a
/// terminal, and a closing outcome line.
///
/// A class: the header's touchpad route, seen first, words the closing line.
final class Timeline {
    /// Characters of the percent bar.
    static let barWidth = 20

    let withBars: Bool
    /// The touchpad route's tracker, from the header (nil for touchscreens and pointers).
    private var touchpad: TouchpadSwipeModel?

    init(withBars: Bool) {
        self.withBars = withBars
    }

    /// The timeline line for one record, or nil for records it leaves out (frames).
    func line(for record: TraceRecord) -> String? {
        // Made only for the records shown: most records are frames, which are left out.
        lazy var time = record.time.map { $0.seconds.fixed(3).leftPadded(8) } ?? ""
        switch record {
        case .header(let header):
            touchpad = header.touchpad?.tracker
            let size = header.mapping.size
            // A touchpad drives the transition through its tracker: its direction, not an edge.
            let input =
                header.touchpad.map { "touchpad, direction \($0.direction.rawValue)" }
                ?? "edge \(header.options.edge.rawValue)"
            return
                "replay \(header.source) — model \(header.options.model.name)"
                + (header.options.model.release.map { " (\($0))" } ?? "") + ", \(input), "
                + "transition \(header.options.transitionName), "
                + "container \(size.width.fixed(0))×\(size.height.fixed(0)) pt"
        case .gesture(let record):
            let change = record.change
            var text = "\(time)  gesture \(record.gesture)    "
            text += "\(change.from.rawValue) → \(change.to.rawValue) (\(change.reason.rawValue))"
            if let percent = record.percent {
                text += ", \((percent.value * 100).fixed(1)) %"
                if let velocity = record.percentVelocity { text += " at \(velocity.value.fixed(2))/s" }
                if withBars { text += "  " + bar(percent) }
            }
            return text
        case .transition(let change):
            var text = "\(time)  transition \(change.transition) "
            text += "\(change.from.name) → \(change.to.name) (\(change.reason.name))"
            if let settle = change.reason.settle {
                text += ", settles toward \(settle.outcome.rawValue) in \(settle.duration.fixed(3)) s"
                text += " (\(settle.model.rawValue), \(settle.curve.name))"
            }
            return text
        case .decision(let release):
            let decision = release.decision
            var text =
                "\(time)  decision \(release.transition)   \(decision.outcome.rawValue) by \(decision.rule.rawValue)"
            text += ": \((decision.percent.value * 100).fixed(1)) % at \(decision.velocity.value.fixed(2)) extents/s"
            return text + " — " + decision.explanation
        case .frame:
            return nil
        case .complete(let completion):
            return "\(time)  complete \(completion.transition)   "
                + (completion.didComplete
                    ? "finished (completeTransition(true))" : "cancelled (completeTransition(false))")
        case .navigation(let record):
            let operation = record.operation.rawValue
            var text = "\(time)  navigation   "
            switch record.event {
            case .tap: text += "tap → \(operation) (\(record.reason))"
            case .refused: text += "\(operation) refused: \(record.reason)"
            case .state: text += record.reason
            }
            return text + ", state: " + record.state.description
        case .bug(let problem):
            return "\(time)  warning     \(problem.source.rawValue): \(problem.message)"
        case .input(let problem):
            return "\(time)  warning     \(InteractionProblem.Source.input.rawValue): \(problem.message)"
        case .summary(let summary):
            return Self.outcomeLine(summary, touchpad: touchpad)
        case .libinput(let event):
            return Self.libinputLine(event, time: time)
        case .tracker(let change):
            return "\(time)  tracker      \(change.from.rawValue) → \(change.to.rawValue) (\(change.reason.rawValue)), "
                + "\(change.fingers) fingers"
        case .trackerUpdate:
            return nil
        }
    }

    /// The closing line: outcome, rule and the numbers that decided it.
    /// - Parameters:
    ///   - summary: The replay's summary.
    ///   - touchpad: The touchpad route's tracker, which words a replay with no transition.
    static func outcomeLine(_ summary: ReplaySummary, touchpad: TouchpadSwipeModel? = nil) -> String {
        guard let last = summary.transitions.last else {
            if let touchpad {
                return "outcome: none — " + (summary.explanation ?? Self.noTouchpadGesture(touchpad))
            }
            if let model = FeelModel.named(summary.model), let edges = model.surfaceEdges, !edges.contains(summary.edge)
            {
                let names = Edge.allCases.filter(edges.contains).map(\.rawValue).joined(separator: " and ")
                return
                    "outcome: none — \(model.name) has no surface on the \(summary.edge.rawValue) edge (only \(names))"
            }
            var reason = summary.failureReason.map { " (\($0.rawValue)" } ?? ""
            if !reason.isEmpty { reason += (summary.failureStart.map { "; " + $0.description } ?? "") + ")" }
            return "outcome: none — no edge pan was recognized\(reason)"
        }
        var text = "outcome: \(summary.outcome.rawValue)"
        if let rule = last.rule { text += " by \(rule.rawValue)" }
        if let percent = last.releasePercent, let at = last.releasedAt {
            text += " — released at \((percent.value * 100).fixed(1)) %"
            if let velocity = last.releaseVelocity { text += " (\(velocity.value.fixed(2)) extents/s)" }
            text += " at \(at.seconds.fixed(3)) s"
        }
        if let completed = last.completedAt { text += ", completed at \(completed.seconds.fixed(3)) s" }
        if let decision = summary.lastDecision { text += " (\(decision.explanation))" }
        if summary.transitions.count > 1 {
            text += " [\(summary.transitions.compactMap { $0.outcome?.rawValue }.joined(separator: ", "))]"
        }
        if summary.finalState.isTracked { text += "; final state: " + summary.finalState.description }
        return text
    }

    private func bar(_ percent: Percent) -> String {
        let filled = Int((percent.value * Double(Self.barWidth)).rounded())
        return "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: Self.barWidth - filled) + "]"
    }
}

extension String {
    /// Right-aligned in `width` characters, for ASCII text such as `Double.fixed(_:)`'s numbers (counted in
    /// bytes, which for ASCII are the characters, without breaking the text into graphemes).
    func leftPadded(_ width: Int) -> String {
        let length = utf8.count
        return length >= width ? self : String(repeating: " ", count: width - length) + self
    }
}
