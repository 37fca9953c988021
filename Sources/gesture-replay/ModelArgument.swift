import ArgumentParser
import GestureInteraction
import GestureReplay

/// Feel model names given on the command line: the one place the CLI says a name is unknown.
enum ModelArgument {
    /// Why `name`, given to `flag`, names no model: every model and the nearest name.
    static func unknown(_ name: String, flag: String) -> String {
        "unknown model '\(name)' in \(flag): expected one of \(FeelModel.allNames.joined(separator: ", "))"
            + NameSuggestion.hint(for: name, in: FeelModel.allNames)
    }

    /// The models a command that takes `--models` runs, in the order given, each once: those named in
    /// `list` (comma-separated), or when none are, every model that drives the recording's device
    /// (the class `--class` declares, if given).
    /// - Parameters:
    ///   - list: The `--models` value, if given.
    ///   - recording: The recording.
    ///   - input: Its description and device index.
    ///   - parameters: The replay parameters (`--class`).
    /// - Returns: The model names.
    static func names(
        _ list: String?, recording: String, input: RecordingOptions, parameters: ReplayParameters
    ) -> [String] {
        let names =
            list.map { $0.split(separator: ",").map { String($0).trimmingWhitespace } }
            ?? Replay.defaultModels(
                path: recording, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex,
                declaredClass: parameters.deviceClass
            ).map(\.name)
        var seen: Set<String> = []
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The model `name` names.
    /// - Throws: A usage error saying why, naming `flag`.
    static func model(_ name: String, flag: String = "--model") throws(ValidationError) -> FeelModel {
        guard let model = FeelModel.named(name) else { throw ValidationError(unknown(name, flag: flag)) }
        return model
    }
}
