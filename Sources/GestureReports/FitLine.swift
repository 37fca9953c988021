package import GestureReplay

/// One case's outcome along one parameter with the others held: the outcome below the first flip
/// and after each flip, the flips exact to ``Sweep/precision``.
package struct FitLine: Sendable {
    /// The sweep along the parameter.
    package var sweep: Sweep

    /// The outcome label at `value`: the first sample's below the first flip, else the outcome above
    /// the last flip at or below it.
    package func outcome(at value: Double) -> OutcomeLabel {
        var outcome = sweep.samples.first?.outcome ?? .none
        for flip in sweep.flips where value > flip.value { outcome = flip.above }
        return outcome
    }

    /// The distance from `value` to the nearest flip, nil when nothing flips in the range.
    package func margin(from value: Double) -> Double? { sweep.margin(from: value) }
}
