/// Where `fit` searches one parameter, and what the search found about its ends.
package struct FitRange: Sendable, Hashable {
    /// The lowest value searched, in the parameter's unit.
    package var from: Double
    /// The highest value searched.
    package var to: Double
    /// The grid step the sweep samples before it bisects each flip.
    package var step: Double

    /// Creates a range.
    package init(from: Double, to: Double, step: Double) {
        self.from = from
        self.to = to
        self.step = step
    }

    /// The parameter's default range (``SweepParameter/defaultRange``).
    package init(_ parameter: SweepParameter) {
        let range = parameter.defaultRange
        self.init(from: range.from, to: range.to, step: range.step)
    }

    /// What bounded a fitted value.
    package enum Finding: String, Sendable, Hashable {
        /// The best values reach the range's lower end: values below it may do as well or better.
        case lowerEnd
        /// The best values reach the range's upper end: values above it may do as well or better.
        case upperEnd
        /// No case flips anywhere in the range: the parameter changes nothing there, and the fit keeps
        /// the value as written.
        case noChange
    }

    /// Why a range cannot be searched.
    package enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The ends are not finite or not in order.
        case ends(from: Double, to: Double)

        package var description: String {
            switch self {
            case .ends(let from, let to): "a range must be finite with its start below its end, not \(from) to \(to)"
            }
        }
    }

    /// Checks the ends.
    /// - Throws: ``Problem``.
    package func validate() throws(Problem) {
        guard from.isFinite, to.isFinite, from < to else { throw .ends(from: from, to: to) }
    }
}
