import EvdevInput

extension ReplayEngine {
    /// Notes what this replay had to assume in ``ReplaySummary/assumptions``: the input's own
    /// warnings (ranges a reader inferred), a device class guessed from incomplete bits, and axes
    /// without a resolution (the container then assumed).
    ///
    /// `Replay.run` and a live driver call it once, before the first event, so a summary says the
    /// same of the same device however it was read.
    /// - Parameter inputWarnings: What the reader or device said it guessed.
    /// - Returns: The assumptions, in the order they are noted, for the caller to show.
    package mutating func noteAssumptions(inputWarnings: [String]) -> [ReplayWarning] {
        var assumptions = inputWarnings.map { ReplayWarning.input($0) }
        if description.classIsGuessed { assumptions.append(.guessedClass(description.deviceClass)) }
        if !mapping.missingResolution.isEmpty {
            assumptions.append(.missingResolution(axes: mapping.missingResolution, assumed: mapping.size))
        }
        summary.assumptions = assumptions
        return assumptions
    }
}
