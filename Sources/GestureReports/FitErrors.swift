package import GestureReplay

/// The errors of a parameter setting against the intended outcomes.
///
/// A false commit is a transition that finished where the user meant to cancel: an accidental
/// navigation, the costly error. A false cancel is one that did not finish where they meant it to:
/// the gesture must be repeated.
package struct FitErrors: Sendable, Hashable {
    /// Cases meant to cancel (or to do nothing) that finished.
    package var falseCommits = 0
    /// Cases meant to finish that did not.
    package var falseCancels = 0

    /// Every error.
    package var total: Int { falseCommits + falseCancels }

    /// Counts one case: what the user meant and what the replay came to.
    package mutating func count(intent: ReplaySummary.Outcome, outcome: OutcomeLabel) {
        if intent == .finished && !outcome.finishes { falseCancels += 1 }
        if intent != .finished && outcome.finishes { falseCommits += 1 }
    }
}
