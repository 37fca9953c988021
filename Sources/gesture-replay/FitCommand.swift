import ArgumentParser
import Foundation
import GestureInteraction
import GestureReplay
import GestureReports

/// `gesture-replay fit`: parameters fitted to the intent a manifest's `expect` states.
struct FitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Fit model parameters to the outcomes a manifest says users meant.",
        discussion: """
            Each case's `expect` is the user's intent (cases with several transitions are skipped). Every \
            case is swept along each parameter (grid, then bisection at each flip, as `sweep`); the fitted \
            value is the middle of the interval with the fewest errors, ties going to the largest margin. \
            Reports false commits (finished where cancel was meant: accidental navigation) and false \
            cancels separately for the current and the fitted values, each case's margin (negative when \
            it comes out wrong) and the leave-one-out error. Several parameters are fitted in rounds, one \
            at a time. Exit 0 whatever the errors; 64 for usage, 65 for a manifest without labels.
            """
    )

    @Argument(help: "A check manifest, or a folder holding expectations.yml.")
    var manifest: String

    @Option(help: "Comma-separated parameters to fit: threshold, fling, edgeZone, slop.")
    var param: String

    @Option(help: "Replay every case with this model (default: the cases' own, which must agree).")
    var model: String?

    @Option(help: "The share (0…1) of cases meant to cancel that may finish; then the fewest false cancels within it.")
    var maxFalseCommits: Double?

    @Option(
        name: .customLong("range"),
        help: ArgumentHelp(
            "A parameter's search range, NAME=FROM:TO, repeatable (default: sweep's range for it); the fit says "
                + "when the best values reach an end of it.", valueName: "name=from:to"))
    var rangeSpecs: [String] = []

    @Flag(help: "Print JSON: {\"model\", \"params\", \"falseCommits\", \"falseCancels\", \"cases\": [...], ...}.")
    var json = false

    var parameters: [SweepParameter]? {
        let names = param.split(separator: ",").map { String($0).trimmingWhitespace }
        let parameters = names.compactMap(SweepParameter.init(rawValue:))
        guard parameters.count == names.count, !parameters.isEmpty, Set(parameters).count == parameters.count else {
            return nil
        }
        return parameters
    }

    func validate() throws {
        if parameters == nil {
            throw ValidationError(
                "--param must list distinct parameters from \(SweepParameter.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
        if let model { _ = try ModelArgument.model(model) }
        if let maxFalseCommits, !(0...1).contains(maxFalseCommits) {
            throw ValidationError("--max-false-commits must be a share from 0 to 1.")
        }
        _ = try searchRanges()
    }

    /// The `--range` options by parameter, each with as many grid steps as its default range has.
    func searchRanges() throws(ValidationError) -> [SweepParameter: FitRange] {
        var ranges: [SweepParameter: FitRange] = [:]
        for spec in rangeSpecs {
            let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
            let ends = parts.count == 2 ? parts[1].split(separator: ":").map { Double($0) } : []
            guard parts.count == 2, let parameter = SweepParameter(rawValue: parts[0]), ends.count == 2,
                let from = ends[0], let to = ends[1]
            else {
                throw ValidationError("--range must be NAME=FROM:TO with a parameter's name, not '\(spec)'.")
            }
            guard (parameters ?? []).contains(parameter) else {
                throw ValidationError("--range \(spec) names \(parameter.rawValue), which --param does not fit.")
            }
            let base = FitRange(parameter)
            let range = FitRange(from: from, to: to, step: (to - from) * base.step / (base.to - base.from))
            do throws(FitRange.Problem) { try range.validate() } catch {
                throw ValidationError("--range \(spec): \(error)")
            }
            ranges[parameter] = range
        }
        return ranges
    }

    func run() throws {
        let path = ManifestInput.path(manifest)
        let loaded = try ManifestInput.load(manifest)
        let ranges = try searchRanges()
        let fit: Fit
        do throws(Fit.Problem) {
            fit = try Fit.run(
                loaded.cases, parameters: parameters ?? [], model: model, maxFalseCommitRate: maxFalseCommits,
                ranges: ranges)
        } catch {
            switch error {
            case .noLabels:
                printError("\(path): expected cases with one `expect:` outcome to fit to, found none")
                throw ExitCode(ExitStatus.badData)
            case .severalModels(let models):
                printError(
                    "\(path): the cases use several models (\(models.joined(separator: ", "))); pick one with --model")
                throw ExitCode(ExitStatus.usage)
            case .replay(let replayError):
                throw fail(replayError)
            }
        }
        if json { try printJSON(fit.json) } else { printText(fit.text) }
    }
}
