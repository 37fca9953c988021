import GestureCore
import GestureInteraction
package import GestureReplay

/// Model parameters fitted to intent: a manifest's `expect` read as what the user meant, and the
/// values of one or more parameters that get the fewest cases wrong.
///
/// Each case's outcome along a parameter is found as `sweep` finds it (grid, then bisection at each
/// flip), so the error count is known exactly between flips; the fitted value is the middle of the
/// best interval (the fewest errors, or the fewest false cancels within a false-commit budget), ties
/// going to the widest one. Several parameters are fitted in rounds, one at a time with the others
/// held, from the model's current values. Labels that no value can satisfy (the same gesture meant
/// to finish and to cancel) show as errors, never as a perfect fit.
///
/// ```swift
/// let fit = try Fit.run(manifest.cases, parameters: [.threshold])
/// print(fit.fitted, fit.fittedErrors.total)
/// ```
package struct Fit: Sendable {
    /// Why a fit could not run.
    package enum Problem: Error, Sendable {
        /// No case has a single intended outcome of `finished`, `cancelled` or `none`.
        case noLabels
        /// The cases use several models and none was named.
        case severalModels([String])
        /// A case could not be replayed.
        case replay(ReplayError)
    }

    /// One case under the current and the fitted values.
    package struct CaseFit: Sendable {
        /// The case's name.
        package var name: String
        /// What the user meant: `finished`, `cancelled` or `none`.
        package var intent: ReplaySummary.Outcome
        /// The outcome with the model's current values.
        package var current: OutcomeLabel
        /// The outcome with the fitted values.
        package var fitted: OutcomeLabel
        /// Per parameter, the distance from the fitted value to the case's nearest flip, positive when
        /// the case comes out as meant, negative when not; nil when it never flips in the range.
        package var margins: [(SweepParameter, Double?)]
        /// Per parameter, where the case flips along it (the others at their fitted values).
        package var flips: [(SweepParameter, [Double])]
    }

    /// The model fitted.
    package var model: String
    /// The parameters' current values (the first case's; nil where the model has none, no fling rule).
    package var current: [(SweepParameter, Double?)]
    /// The fitted values.
    package var fitted: [(SweepParameter, Double)]
    /// The errors with the current values: each case as the manifest writes it (its own overrides,
    /// so a case that sets its own threshold keeps it here, while the fit gives every case one value).
    package var currentErrors: FitErrors
    /// The errors with the fitted values.
    package var fittedErrors: FitErrors
    /// The distance from the fitted value to the nearest flip of any case, along the last parameter
    /// fitted; nil when nothing flips.
    package var margin: Double?
    /// The cases each fitted without itself that then come out other than meant.
    package var leaveOneOutErrors: Int
    /// Every labelled case.
    package var cases: [CaseFit]
    /// Cases left out (several transitions to expect), by name.
    package var skipped: [String]
    /// The most false commits the budget allows, when one was set.
    package var falseCommitBudget: Int?
    /// Where each parameter was searched.
    package var ranges: [(SweepParameter, FitRange)] = []
    /// Per parameter, what bounded its fitted value: a range end the best values reach, or no flip in
    /// the range at all; absent when flips on both sides bound it.
    package var findings: [(SweepParameter, FitRange.Finding)] = []
    /// Whether the cases go through the model's touchpad rules (the first case's route), which words
    /// the velocity threshold's unit.
    package var touchpad = true

    /// Fits `parameters` to the intents of `cases`.
    /// - Parameters:
    ///   - cases: Manifest cases; those expecting one outcome are the labels.
    ///   - parameters: The parameters to fit, in order.
    ///   - model: The model to replay every case with (default: the cases' own, which must agree).
    ///   - maxFalseCommitRate: The share of cases meant to cancel that may finish (0…1); with it, the
    ///     fewest false cancels within that budget.
    /// - Throws: ``Problem``.
    package static func run(
        _ cases: [CheckCase], parameters: [SweepParameter], model: String? = nil, maxFalseCommitRate: Double? = nil,
        ranges: [SweepParameter: FitRange] = [:]
    ) throws(Problem) -> Fit {
        var labelled: [CheckCase] = []
        var skipped: [String] = []
        for var checkCase in cases {
            guard checkCase.expect.count == 1 else {
                skipped.append(checkCase.name)
                continue
            }
            if let model { checkCase.model = model }
            labelled.append(checkCase)
        }
        guard !labelled.isEmpty else { throw .noLabels }
        let models = Array(Set(labelled.map(\.model))).sorted()
        guard models.count == 1 else { throw .severalModels(models) }
        let intents = labelled.map { $0.expect[0] }
        let search = FitSearch(
            cases: labelled, intents: intents, parameters: parameters, maxFalseCommitRate: maxFalseCommitRate,
            ranges: ranges)
        do throws(ReplayError) {
            let first = labelled[0]
            let options = try first.replayOptions()
            let mapping = try Replay.mapping(
                path: first.recording, descriptionPath: first.descriptionPath, deviceIndex: first.deviceIndex,
                options: options)
            let extent = options.edge.extent(of: mapping.size)
            let base = FeelModel.named(models[0]) ?? .uikit
            let touchpad = try first.replay(options).touchpad
            let current = parameters.map {
                ($0, $0.current(model: base, overrides: first.overrides, extent: extent, touchpad: touchpad))
            }
            for case (let parameter, let value?) in current { search.written[parameter] = value }
            var start: FitSearch.Point = [:]
            for (parameter, value) in current { start[parameter] = value ?? search.range(parameter).from }
            let all = Array(labelled.indices)
            let result = try search.fit(from: start, included: all)
            var currentErrors = FitErrors()
            var fits: [CaseFit] = []
            for index in all {
                let now = try search.outcome(index, at: [:])
                currentErrors.count(intent: intents[index], outcome: now)
                let fitted = try search.outcome(index, at: result.point)
                let right = fitted.finishes == (intents[index] == .finished)
                var margins: [(SweepParameter, Double?)] = []
                var flips: [(SweepParameter, [Double])] = []
                for parameter in parameters {
                    let line = try search.line(index, parameter, fixed: result.point)
                    let distance = line.margin(from: result.point[parameter] ?? 0)
                    margins.append((parameter, distance.map { right ? $0 : -$0 }))
                    flips.append((parameter, line.sweep.flips.map(\.value)))
                }
                fits.append(
                    CaseFit(
                        name: labelled[index].name, intent: intents[index], current: now, fitted: fitted,
                        margins: margins, flips: flips))
            }
            var leaveOneOut = 0
            for index in all where all.count > 1 {
                let others = all.filter { $0 != index }
                let refit = try search.fit(from: start, included: others)
                var errors = FitErrors()
                errors.count(intent: intents[index], outcome: try search.outcome(index, at: refit.point))
                leaveOneOut += errors.total
            }
            var fit = Fit(
                model: models[0], current: current,
                fitted: parameters.map { ($0, result.point[$0] ?? 0) }, currentErrors: currentErrors,
                fittedErrors: result.errors, margin: result.margin, leaveOneOutErrors: leaveOneOut, cases: fits,
                skipped: skipped, falseCommitBudget: search.budget(all))
            fit.ranges = parameters.map { ($0, search.range($0)) }
            fit.findings = parameters.compactMap { parameter in result.findings[parameter].map { (parameter, $0) } }
            fit.touchpad = touchpad
            return fit
        } catch {
            throw .replay(error)
        }
    }
}
