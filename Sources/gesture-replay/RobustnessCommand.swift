import ArgumentParser
import Foundation
import GestureReplay
import GestureReports

/// `gesture-replay robustness`: how stable each outcome is under realistic perturbations of its input.
struct RobustnessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "robustness",
        abstract: "Replay recordings under perturbed input and report how stable each outcome is.",
        discussion: """
            Each variant resamples the contacts to 60, 90, 120 or 240 Hz, moves timestamps by up to \
            ±2 ms, adds position noise at the axis fuzz (or 0.2 mm), drops one frame of motion and shifts \
            the frame clock's phase, all drawn from --seed. stability is the fraction of variants whose \
            transitions end with the baseline's outcome by the baseline's rule; the flips are listed with \
            how far their release moved. On a manifest (a .yml file or a folder with expectations.yml) \
            every case runs with its own options. The same seed gives the same output.
            """
    )

    @Argument(help: "A recording, or a check manifest.")
    var target: String

    @OptionGroup var input: RecordingOptions
    @OptionGroup var parameters: ReplayParameters

    @Option(help: "How many perturbed replays per recording.")
    var variants: Int = Robustness.defaultVariants

    @Option(help: "The seed every perturbation is drawn from.")
    var seed: UInt64 = Robustness.defaultSeed

    @Option(
        help:
            "Comma-separated perturbations to apply: \(RobustnessVariant.Kind.allCases.map(\.rawValue).joined(separator: ", ")) (default: all)."
    )
    var perturb: String?

    @Flag(help: "Print JSON: {\"cases\": [{\"recording\", \"outcome\", \"stability\", \"flips\": [...]}, ...]}.")
    var json = false

    func validate() throws {
        guard (1...10_000).contains(variants) else { throw ValidationError("--variants must be from 1 to 10000.") }
        if kinds == nil {
            throw ValidationError(
                "--perturb must list \(RobustnessVariant.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
    }

    /// The perturbations asked for, nil when `--perturb` names an unknown one.
    var kinds: Set<RobustnessVariant.Kind>? {
        guard let perturb else { return Set(RobustnessVariant.Kind.allCases) }
        let names = perturb.split(separator: ",").map { String($0).trimmingWhitespace }
        let kinds = names.compactMap(RobustnessVariant.Kind.init(rawValue:))
        return kinds.count == names.count && !kinds.isEmpty ? Set(kinds) : nil
    }

    func run() throws {
        let kinds = self.kinds ?? []
        var reports: [Robustness] = []
        let manifest = ManifestInput.isManifest(target) ? try ManifestInput.load(target) : nil
        do throws(ReplayError) {
            if let manifest {
                for checkCase in manifest.cases {
                    reports.append(try Robustness.run(checkCase, variants: variants, seed: seed, kinds: kinds))
                }
            } else {
                let recording = try LoadedRecording(
                    path: target, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex)
                reports.append(
                    try Robustness.run(
                        recording, options: try parameters.options(), variants: variants, seed: seed, kinds: kinds))
            }
        } catch {
            throw fail(error)
        }
        if json {
            try printJSON(Robustness.json(reports, seed: seed, variants: variants, kinds: kinds))
            return
        }
        printText("robustness: \(variants) variants per case, seed \(seed)")
        for report in reports { printText(report.text) }
    }
}
