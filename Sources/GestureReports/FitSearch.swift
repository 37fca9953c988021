import GestureCore
import GestureInteraction
import GestureReplay

/// The search behind ``Fit``.
///
/// Each case's outcome along one parameter is a ``Sweep`` (grid, then bisection at each flip); the
/// best value on that line is the middle of the best interval between flips; several parameters are
/// fitted in coordinate rounds. Replays and lines are cached, so leave-one-out refits reuse them.
final class FitSearch {
    /// A point in parameter space.
    typealias Point = [SweepParameter: Double]

    /// The most rounds of coordinate search over several parameters (each round fits every parameter
    /// once with the others held; the search stops early when a round changes nothing).
    static let maximumRounds = 4

    let cases: [CheckCase]
    let intents: [ReplaySummary.Outcome]
    let parameters: [SweepParameter]
    let maxFalseCommitRate: Double?
    /// Where each parameter is searched.
    let ranges: [SweepParameter: FitRange]
    /// The values as written, where the model has the parameter: what a parameter that changes
    /// nothing keeps.
    var written: [SweepParameter: Double] = [:]
    private var recordings: [Int: LoadedRecording] = [:]
    private var lines: [String: FitLine] = [:]
    private var outcomes: [String: OutcomeLabel] = [:]

    init(
        cases: [CheckCase], intents: [ReplaySummary.Outcome], parameters: [SweepParameter], maxFalseCommitRate: Double?,
        ranges: [SweepParameter: FitRange] = [:]
    ) {
        self.cases = cases
        self.intents = intents
        self.ranges = ranges
        self.parameters = parameters
        self.maxFalseCommitRate = maxFalseCommitRate
    }

    /// The outcome label of case `index` with the parameters at `point` (the case's own values where
    /// `point` has none).
    func outcome(_ index: Int, at point: Point) throws(ReplayError) -> OutcomeLabel {
        let key = "\(index)|" + Self.key(point)
        if let cached = outcomes[key] { return cached }
        var overrides = cases[index].overrides
        for (parameter, value) in point { overrides = parameter.applying(value, to: overrides) }
        let recording = try loaded(index)
        let label = OutcomeLabel(
            try recording.replay(options: try cases[index].replayOptions(overrides: overrides)))
        outcomes[key] = label
        return label
    }

    /// Case `index`'s outcome along `parameter` over its default range, the others at `fixed`.
    func line(_ index: Int, _ parameter: SweepParameter, fixed: Point) throws(ReplayError) -> FitLine {
        var held = fixed
        held[parameter] = nil
        let key = "\(index)|\(parameter.rawValue)|" + Self.key(held)
        if let cached = lines[key] { return cached }
        let range = self.range(parameter)
        let sweep = try Sweep.run(parameter, from: range.from, to: range.to, step: range.step) {
            (value) throws(ReplayError) -> OutcomeLabel in
            var point = held
            point[parameter] = value
            return try outcome(index, at: point)
        }
        let line = FitLine(sweep: sweep)
        lines[key] = line
        return line
    }

    /// Where `parameter` is searched: the range given, else its default.
    func range(_ parameter: SweepParameter) -> FitRange { ranges[parameter] ?? FitRange(parameter) }

    /// The best value of `parameter` for the cases `included`, the others at `fixed`: the middle of
    /// the interval between flips with the fewest errors (within the false-commit budget when one is
    /// set), ties going to the widest interval, the largest margin.
    func best(_ parameter: SweepParameter, fixed: Point, included: [Int]) throws(ReplayError) -> (
        value: Double, margin: Double?, errors: FitErrors, finding: FitRange.Finding?
    ) {
        var caseLines: [(Int, FitLine)] = []
        for index in included { caseLines.append((index, try line(index, parameter, fixed: fixed))) }
        let flips = Set(caseLines.flatMap { $0.1.sweep.flips.map(\.value) }).sorted()
        let range = self.range(parameter)
        let inside = flips.filter { $0 > range.from && $0 < range.to }
        guard !inside.isEmpty else {
            // Nothing flips: every value in the range does the same, so there is nothing to recommend; the
            // value as written stays (the range's middle for a rule the model does not have).
            var errors = FitErrors()
            let held = written[parameter] ?? (range.from + range.to) / 2
            for (index, line) in caseLines { errors.count(intent: intents[index], outcome: line.outcome(at: held)) }
            return (held, nil, errors, .noChange)
        }
        let bounds = [range.from] + inside + [range.to]
        let budget = self.budget(included)
        var chosen: (value: Double, margin: Double?, errors: FitErrors, finding: FitRange.Finding?)?
        for (low, high) in zip(bounds, bounds.dropFirst()) where high > low {
            let value = (low + high) / 2
            var errors = FitErrors()
            for (index, line) in caseLines { errors.count(intent: intents[index], outcome: line.outcome(at: value)) }
            let margin = flips.map { abs($0 - value) }.min()
            // The first and last intervals end at the range, not at a flip: their middle depends on it.
            let domain = parameter.domain
            let finding: FitRange.Finding? =
                low == range.from && range.from != domain.lower
                ? .lowerEnd : high == range.to && range.to != domain.upper ? .upperEnd : nil
            let candidate = (value: value, margin: margin, errors: errors, finding: finding)
            if let current = chosen,
                !Self.better(
                    (value, margin, errors), than: (current.value, current.margin, current.errors), budget: budget)
            {
                continue
            }
            chosen = candidate
        }
        return chosen ?? ((range.from + range.to) / 2, nil, FitErrors(), nil)
    }

    /// The point coordinate rounds reach from `start` for the cases `included`.
    func fit(from start: Point, included: [Int]) throws(ReplayError) -> (
        point: Point, margin: Double?, errors: FitErrors, findings: [SweepParameter: FitRange.Finding]
    ) {
        var point = start
        var result: (margin: Double?, errors: FitErrors) = (nil, FitErrors())
        var findings: [SweepParameter: FitRange.Finding] = [:]
        for _ in 0..<(parameters.count > 1 ? Self.maximumRounds : 1) {
            let before = point
            for parameter in parameters {
                let found = try best(parameter, fixed: point, included: included)
                point[parameter] = found.value
                result = (found.margin, found.errors)
                findings[parameter] = found.finding
            }
            if point == before { break }
        }
        return (point, result.margin, result.errors, findings)
    }

    /// The most false commits allowed among `included`, from the rate (nil: no budget).
    func budget(_ included: [Int]) -> Int? {
        guard let rate = maxFalseCommitRate else { return nil }
        let meantToCancel = included.filter { intents[$0] != .finished }.count
        return Int((rate * Double(meantToCancel)).rounded(.down))
    }

    /// Whether `a` beats `b`: within the budget first (then the fewest false cancels), else the fewest
    /// errors; then the larger margin (no flip counts as infinite), then fewer false commits.
    static func better(
        _ a: (value: Double, margin: Double?, errors: FitErrors),
        than b: (value: Double, margin: Double?, errors: FitErrors),
        budget: Int?
    ) -> Bool {
        if let budget {
            let aWithin = a.errors.falseCommits <= budget
            let bWithin = b.errors.falseCommits <= budget
            if aWithin != bWithin { return aWithin }
            if aWithin {
                if a.errors.falseCancels != b.errors.falseCancels {
                    return a.errors.falseCancels < b.errors.falseCancels
                }
            } else if a.errors.falseCommits != b.errors.falseCommits {
                return a.errors.falseCommits < b.errors.falseCommits
            }
        }
        if a.errors.total != b.errors.total { return a.errors.total < b.errors.total }
        let aMargin = a.margin ?? .infinity
        let bMargin = b.margin ?? .infinity
        if aMargin != bMargin { return aMargin > bMargin }
        return a.errors.falseCommits < b.errors.falseCommits
    }

    private func loaded(_ index: Int) throws(ReplayError) -> LoadedRecording {
        if let recording = recordings[index] { return recording }
        let checkCase = cases[index]
        let recording = try LoadedRecording(
            path: checkCase.recording, descriptionPath: checkCase.descriptionPath, deviceIndex: checkCase.deviceIndex)
        recordings[index] = recording
        return recording
    }

    private static func key(_ point: Point) -> String {
        point.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }.joined(
            separator: ",")
    }
}
