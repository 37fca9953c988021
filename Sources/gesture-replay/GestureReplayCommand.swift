import ArgumentParser

/// The `gesture-replay` command line.
@main
struct GestureReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture-replay",
        abstract: "Record evdev gestures and replay them against percent-driven transitions."
    )
}
