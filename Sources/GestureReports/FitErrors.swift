/// The errors of a parameter setting against the intended outcomes.
///
/// A false commit is a transition that finished where the user meant to cancel: an accidental
/// navigation, the costly error. A false cancel is one that did not finish where they meant it to:
/// the gesture must be repeated.
public struct FitErrors: Sendable, Hashable {
    /// Cases meant to cancel (or to do nothing) that finished.
    public var falseCommits = 0
    /// Cases meant to finish that did not.
    public var falseCancels = 0

    /// Every error.
    public var total: Int { falseCommits + falseCancels }

    /// Counts one case: `intent` is `finished` or `cancelled`, `outcome` a `Sweep` label.
    public mutating func count(intent: String, outcome: String) {
        let finished = "finished"
        if intent == finished && outcome != finished { falseCancels += 1 }
        if intent != finished && outcome == finished { falseCommits += 1 }
    }
}
