package import GestureCore
package import GestureReplay
package import InteractiveTransition

/// How stable a recording's outcome is when its input is disturbed as another device, runner or
/// display would disturb it: resampled, jittered, noisy, missing a frame, on a shifted frame clock.
///
/// The baseline is the recording replayed as it is. Each variant replays it perturbed (see
/// ``RobustnessVariant``); its ``stability`` is the fraction of variants whose transitions end the
/// same way by the same rule as the baseline's. Everything is drawn from the seed, so the same seed
/// gives the same variants and the same report.
///
/// ```swift
/// let recording = try LoadedRecording(path: "recordings/left-near-threshold.evemu")
/// let report = try Robustness.run(recording, options: ReplayOptions(), variants: 32, seed: 1)
/// print(report.stability)
/// ```
package struct Robustness: Sendable {
    /// The default number of variants: enough that one flip moves the stability by about 3 %.
    package static let defaultVariants = 32
    /// The default seed.
    package static let defaultSeed: UInt64 = 1

    /// What one replay came to, for comparing with the baseline.
    package struct Result: Sendable, Hashable {
        /// Every transition's outcome and deciding rule, in order.
        package var transitions: [Verdict]
        /// The last transition's outcome (`none` without one).
        package var outcome: ReplaySummary.Outcome
        /// The last transition's deciding rule.
        package var rule: Decision.Rule?
        /// The last release's percent, 0…1.
        package var releasePercent: Percent?
        /// The last release's velocity, extents per second.
        package var releaseVelocity: Rate<ExtentsPerSecond>?

        /// The deciding facts of a summary.
        package init(_ summary: ReplaySummary) {
            transitions = summary.transitions.map { Verdict(outcome: $0.settledOutcome, rule: $0.rule) }
            outcome = summary.outcome
            let last = summary.transitions.last
            rule = last?.rule
            releasePercent = last?.releasePercent
            releaseVelocity = last?.releaseVelocity
        }

        /// `finished by threshold at 70.0 %, 0.00 extents/s`.
        package var text: String {
            var text =
                transitions.count > 1
                ? "[\(transitions.map(\.outcome.rawValue).joined(separator: ", "))]" : outcome.rawValue
            if let rule { text += " by \(rule.rawValue)" }
            if let releasePercent { text += " at \((releasePercent.value * 100).fixed(3)) %" }
            if let releaseVelocity { text += ", \(releaseVelocity.value.fixed(3)) extents/s" }
            return text
        }
    }

    /// A transition's outcome and rule.
    package struct Verdict: Sendable, Hashable {
        /// How it ended.
        package var outcome: ReplaySummary.Outcome
        /// The rule that decided it.
        package var rule: Decision.Rule?
    }

    /// A variant whose outcome or rule differs from the baseline's.
    package struct Flip: Sendable, Hashable {
        /// The variant.
        package var variant: RobustnessVariant
        /// What was done to the input, in words.
        package var applied: [String]
        /// What the variant came to.
        package var result: Result
    }

    /// The recording's path.
    package var recording: String
    /// The case's name (the recording's, or the manifest's `name:`).
    package var name: String
    /// The unperturbed replay.
    package var baseline: Result
    /// The number of variants replayed.
    package var variantCount: Int
    /// The seed.
    package var seed: UInt64
    /// The perturbations applied.
    package var kinds: Set<RobustnessVariant.Kind>
    /// The variants that flipped, in order.
    package var flips: [Flip]

    /// The fraction of variants with the baseline's outcomes and rules, 0…1 (1 with no variants).
    package var stability: Double {
        variantCount == 0 ? 1 : Double(variantCount - flips.count) / Double(variantCount)
    }

    /// Replays `recording` as it is and under `variants` perturbations drawn from `seed`.
    /// - Parameters:
    ///   - recording: The recording, read.
    ///   - name: The case's name (default: the recording's path).
    ///   - options: The replay options of every replay (the clock phase is the variant's).
    ///   - variants: How many variants.
    ///   - seed: The seed every draw derives from.
    ///   - kinds: The perturbations to apply (default: all).
    /// - Throws: ``ReplayError`` when the recording cannot be replayed with `options`.
    package static func run(
        _ recording: LoadedRecording, name: String? = nil, options: ReplayOptions, variants: Int = defaultVariants,
        seed: UInt64 = defaultSeed, kinds: Set<RobustnessVariant.Kind> = Set(RobustnessVariant.Kind.allCases)
    ) throws(ReplayError) -> Robustness {
        let baseline = Result(try recording.replay(options: options))
        let input = RobustnessInput(description: recording.description, events: recording.events)
        var flips: [Flip] = []
        for number in 1...max(variants, 1) where variants > 0 {
            let variant = RobustnessVariant(number: number, seed: seed, kinds: kinds)
            let (events, applied) = input.perturbed(by: variant, fps: options.fps)
            var perturbed = options
            perturbed.clockPhase = variant.clockPhase(fps: options.fps)
            let result = Result(try recording.replay(events, options: perturbed))
            if result.transitions != baseline.transitions {
                flips.append(Flip(variant: variant, applied: applied, result: result))
            }
        }
        return Robustness(
            recording: recording.path, name: name ?? recording.path, baseline: baseline, variantCount: max(variants, 0),
            seed: seed, kinds: kinds, flips: flips)
    }

}
