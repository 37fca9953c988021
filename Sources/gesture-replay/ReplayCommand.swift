import ArgumentParser
import GestureReplay

#if canImport(Glibc)
    import Glibc
#endif

/// `gesture-replay replay`: a recording against a transition.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording against an interactive transition and show what happened.",
        discussion: """
            Prints a timeline (one line per state change) and the outcome. --states writes the full \
            JSON Lines state trace (to a file, or - for standard output); --json prints only the summary.
            """
    )

    @Argument(help: "An evemu or libinput record file.")
    var recording: String

    @OptionGroup var input: RecordingOptions
    @OptionGroup var parameters: ReplayParameters
    @OptionGroup var part: SelectionOptions

    @Option(help: "Write the JSON Lines state trace to FILE, or - for standard output.")
    var states: String?

    @Flag(help: "Replace the --states file if it exists.")
    var force = false

    @Flag(help: "Print only the summary object as JSON.")
    var json = false

    func validate() throws {
        if json && states == "-" { throw ValidationError("--json and --states - both use standard output; pick one.") }
    }

    func run() throws {
        do throws(ReplayError) {
            let options = try parameters.options(selection: part.selection)
            let traceFile: TraceFile? = try states.map { path throws(ReplayError) in
                try TraceFile(path: path, overwrite: force)
            }
            let timeline = Timeline(withBars: isatty(STDOUT_FILENO) == 1)
            let printTimeline = !json && states != "-"
            let onRecord: ((TraceRecord) -> Void)? = { record in
                traceFile?.write(record)
                if printTimeline, let text = timeline.line(for: record) { print(text) }
            }
            let summary = try Replay.run(
                path: recording, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex,
                options: options, onWarning: warn(path: recording),
                onRecord: traceFile != nil || printTimeline ? onRecord : nil)
            try traceFile?.close()
            if json { print(summary.jsonLine) }
        } catch {
            throw fail(error)
        }
    }
}
