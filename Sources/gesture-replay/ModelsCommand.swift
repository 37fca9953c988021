import ArgumentParser
import GestureInteraction
import GestureReplay
import JSONLines

/// `gesture-replay models`: the built-in feel models and their parameters.
struct ModelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "models", abstract: "List the feel models with their parameters and sources.")

    @Flag(help: "Print a JSON array.")
    var json = false

    func run() throws {
        let entries = (FeelModel.all + FeelModel.touchpadOnly).map(ModelDescription.init)
        if json {
            try printJSON(JSONValue.array(entries.map(\.json)))
            return
        }
        for entry in entries {
            print(entry.text)
            print("")
        }
    }
}
