import ArgumentParser
import EvdevInput
import GestureReplay
import OutputSupport

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
            ReplayCommand.self, CheckCommand.self, ModelsCommand.self, TransitionsCommand.self, CompareCommand.self,
            SweepCommand.self,
            PlotCommand.self, RobustnessCommand.self, FitCommand.self, PlayCommand.self,
        ]
    )

    /// Runs the command as ArgumentParser's own `main()` does, but prints its usage errors with
    /// control characters escaped (``TerminalText``): they quote values from the command line
    /// (`unknown --model '…'`), which may come from a file or a script.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                var line = TerminalText.escaped(message, keepingLayout: true) + "\n"
                line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
            }
            gesture_replay.exit(code.rawValue)
        }
    }
}
