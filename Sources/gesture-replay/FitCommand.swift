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
        if let model, FeelModel.named(model) == nil {
            throw ValidationError(
                "unknown --model '\(model)': expected one of \(FeelModel.allNames.joined(separator: ", ")).")
        }
        if let maxFalseCommits, !(0...1).contains(maxFalseCommits) {
            throw ValidationError("--max-false-commits must be a share from 0 to 1.")
        }
    }

    func run() throws {
        let path = ManifestInput.path(manifest)
        let loaded = try ManifestInput.load(manifest)
        let fit: Fit
        do throws(Fit.Problem) {
            fit = try Fit.run(
                loaded.cases, parameters: parameters ?? [], model: model, maxFalseCommitRate: maxFalseCommits)
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
        if json { try printJSON(fit.json) } else { print(fit.text) }
    }
}
