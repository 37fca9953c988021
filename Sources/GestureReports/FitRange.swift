/// Where `fit` searches one parameter, and what the search found about its ends.
public struct FitRange: Sendable, Hashable {
    /// The lowest value searched, in the parameter's unit.
    public var from: Double
    /// The highest value searched.
    public var to: Double
    /// The grid step the sweep samples before it bisects each flip.
    public var step: Double

    /// Creates a range.
    public init(from: Double, to: Double, step: Double) {
        self.from = from
        self.to = to
        self.step = step
    }

    /// The parameter's default range (``SweepParameter/defaultRange``).
    public init(_ parameter: SweepParameter) {
        let range = parameter.defaultRange
        self.init(from: range.from, to: range.to, step: range.step)
    }

    /// What bounded a fitted value.
    public enum Finding: String, Sendable, Hashable {
        /// The best values reach the range's lower end: values below it may do as well or better.
        case lowerEnd
        /// The best values reach the range's upper end: values above it may do as well or better.
        case upperEnd
        /// No case flips anywhere in the range: the parameter changes nothing there, and the fit keeps
        /// the value as written.
        case noChange
    }

    /// Why a range cannot be searched.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The ends are not finite or not in order.
        case ends(from: Double, to: Double)

        public var description: String {
            switch self {
            case .ends(let from, let to): "a range must be finite with its start below its end, not \(from) to \(to)"
            }
        }
    }

    /// Checks the ends.
    /// - Throws: ``Problem``.
    public func validate() throws(Problem) {
        guard from.isFinite, to.isFinite, from < to else { throw .ends(from: from, to: to) }
    }
}
