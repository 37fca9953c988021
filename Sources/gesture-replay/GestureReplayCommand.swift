import ArgumentParser
import GestureReplay

/// The `gesture-replay` command line.
@main
struct GestureReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture-replay",
        abstract: "Record evdev gestures and replay them against percent-driven transitions.",
        discussion: """
            Exit codes: 0 ok, 1 check failed, 64 usage, 65 bad data (FILE:LINE and what was expected), \
            66 no such input, 74 I/O error, 77 permission denied.
            """,
        version: StateTrace.toolVersion,
        subcommands: [
            DevicesCommand.self, RecordCommand.self, LiveCommand.self, InspectCommand.self, ConvertCommand.self,
            ReplayCommand.self, CheckCommand.self, ModelsCommand.self, CompareCommand.self, SweepCommand.self,
            PlotCommand.self, RobustnessCommand.self, FitCommand.self, PlayCommand.self,
        ]
    )
}
