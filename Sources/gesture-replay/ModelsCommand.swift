import ArgumentParser
import GestureInteraction
import GestureReplay

/// `gesture-replay models`: the built-in feel models and their parameters.
struct ModelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "models", abstract: "List the feel models with their parameters and sources.")

    @Flag(help: "Print a JSON array.")
    var json = false

    func run() {
        let entries = FeelModel.all.map(ModelDescription.init)
        if json {
            print(JSONValue.array(entries.map(\.json)).serialized())
            return
        }
        for entry in entries {
            print(entry.text)
            print("")
        }
    }
}
