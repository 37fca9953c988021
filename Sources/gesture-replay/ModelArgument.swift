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

    /// The model `name` names.
    /// - Throws: A usage error saying why, naming `flag`.
    static func model(_ name: String, flag: String = "--model") throws(ValidationError) -> FeelModel {
        guard let model = FeelModel.named(name) else { throw ValidationError(unknown(name, flag: flag)) }
        return model
    }
}
