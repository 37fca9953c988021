package import GestureReplay

extension Robustness {
    /// Runs a manifest case: its recording with its own options, named as the case.
    /// - Throws: ``ReplayError`` when the case cannot be replayed.
    package static func run(
        _ checkCase: CheckCase, variants: Int = defaultVariants, seed: UInt64 = defaultSeed,
        kinds: Set<RobustnessVariant.Kind> = Set(RobustnessVariant.Kind.allCases)
    ) throws(ReplayError) -> Robustness {
        let recording = try LoadedRecording(
            path: checkCase.recording, descriptionPath: checkCase.descriptionPath, deviceIndex: checkCase.deviceIndex)
        return try run(
            recording, name: checkCase.name, options: try checkCase.replayOptions(), variants: variants, seed: seed,
            kinds: kinds)
    }
}
