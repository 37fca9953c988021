import EdgePan
import GestureCore
package import GestureReplay
import InteractiveTransition

/// The result of one check case.
package struct CheckResult: Sendable {
    /// The case.
    package var checkCase: CheckCase
    /// Whether every expectation held.
    package var passed: Bool
    /// The summary of the replay, when it ran.
    package var summary: ReplaySummary?
    /// What failed (expected vs found) or why the case could not run; empty when it passed.
    package var failures: [String]
    /// Whether the case could not run at all (its recording or options were unusable), as opposed
    /// to running and missing an expectation.
    package var couldNotRun = false
    /// Wall time of the case, on a live clock (reported in JUnit only, never asserted).
    package var wallTime: Duration
    /// The case's robustness, when it sets `minStability:`.
    package var robustness: Robustness?
    /// What the manifest's app did with the gesture, when it was played into one (``apply(_:)``).
    package var app: AppReaction?

    /// What the replay assumed, one sentence each (empty when it could not run).
    package var assumptions: [String] { summary?.assumptions.map(\.description) ?? [] }

    /// ``line`` and, below it, one indented `assumes:` line per assumption the verdict rests on.
    package var lines: String {
        assumptions.reduce(line) { $0 + "\n  assumes: " + $1 }
    }

    /// One line: `PASS name: finished by threshold at 70.1 %, completed 0.638 s` or a FAIL with reasons.
    package var line: String {
        let input =
            summary?.touchpad == true ? "touchpad, direction \(checkCase.direction.rawValue)" : checkCase.edge.rawValue
        let gesture = checkCase.gesture.map { ", gesture \($0)" } ?? ""
        var text = (passed ? "PASS " : "FAIL ") + checkCase.name + " (\(checkCase.model), \(input)\(gesture))"
        if let summary { text += ": " + Self.describe(summary) }
        if let robustness { text += ", stability \(robustness.stability.fixed(3))" }
        if let appText { text += "; " + appText }
        if !failures.isEmpty { text += " — " + failures.joined(separator: "; ") }
        return text
    }

    /// The deciding numbers of a summary in a few words.
    static func describe(_ summary: ReplaySummary) -> String {
        let outcomes = summary.outcomes.map(\.rawValue)
        guard let last = summary.transitions.last else {
            return "none" + (summary.failureReason.map { " (\($0.rawValue))" } ?? "")
        }
        var text = outcomes.count > 1 ? "[\(outcomes.joined(separator: ", "))]" : last.settledOutcome.rawValue
        if let rule = last.rule { text += " by \(rule.rawValue)" }
        if let percent = last.releasePercent { text += " at \((percent.value * 100).decimal(upTo: 3)) %" }
        if let velocity = last.releaseVelocity { text += ", \(velocity.value.decimal(upTo: 3)) extents/s" }
        if let completed = last.completedAt { text += ", completed \(completed.seconds.decimal(upTo: 3)) s" }
        if let decision = summary.lastDecision { text += " (\(decision.explanation))" }
        return text
    }

}
