/// What a replay came to, as `sweep` and `fit` compare replays: the outcome of each transition, or
/// the summary's one outcome (`none`, `unsettled`) when there was at most one transition.
///
/// Written as the outcomes' names joined by commas (`finished`, `finished,cancelled`), as the
/// reports print it.
package struct OutcomeLabel: Sendable, Hashable, CustomStringConvertible {
    /// One outcome per transition, or the summary's single outcome.
    package var outcomes: [ReplaySummary.Outcome]

    /// A label of outcomes in order.
    package init(_ outcomes: [ReplaySummary.Outcome]) {
        self.outcomes = outcomes
    }

    /// The label of a replay's summary.
    package init(_ summary: ReplaySummary) {
        outcomes = summary.transitions.count > 1 ? summary.outcomes : [summary.outcome]
    }

    /// No transition.
    package static let none = OutcomeLabel([.none])

    /// Whether the replay came to one transition that finished: what `fit` counts as a commit.
    package var finishes: Bool { outcomes == [.finished] }

    package var description: String { outcomes.map(\.rawValue).joined(separator: ",") }
}
