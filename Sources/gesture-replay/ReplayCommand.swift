import ArgumentParser
import EvdevInput
import GestureInteraction
import GestureReplay
import GestureReports
import JSONLines
import OutputSupport

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

    @Argument(help: RecordingOptions.recordingHelp)
    var recording: String

    @OptionGroup var input: RecordingOptions
    @OptionGroup var parameters: ReplayParameters
    @OptionGroup var part: SelectionOptions

    @Option(help: "Write the JSON Lines state trace to FILE, or - for standard output.")
    var states: String?

    @Flag(help: "Replace the --states, --html and --chrome-trace files if they exist.")
    var force = false

    @Flag(help: "Print only the summary object as JSON.")
    var json = false

    @Option(help: "Also write a self-contained HTML report to FILE: the path, the plot and the transition animated.")
    var html: String?

    @Option(help: "Also write the trace in the Trace Event Format to FILE, for Perfetto or chrome://tracing.")
    var chromeTrace: String?

    func validate() throws {
        if json && states == "-" { throw ValidationError("--json and --states - both use standard output; pick one.") }
    }

    /// Writes a report file in place (atomically; replacing a file only with `--force`).
    func write(_ text: String, to path: String) throws(OutputFileError) {
        let file = try OutputFile(path: path, overwrite: force)
        try file.write(text)
        try file.commit()
    }

    func run() throws {
        try OutputTargets(
            outputs: [
                .init(option: "--states", path: states), .init(option: "--html", path: html),
                .init(option: "--chrome-trace", path: chromeTrace),
            ],
            inputs: [
                .init(what: "the recording", path: recording),
                .init(what: "--description", path: input.descriptionPath),
                .init(what: "--transition", path: parameters.transitionFile),
            ]
        ).check(force: force)
        // A replay fails with a ReplayError, an output (the trace, a report) with an OutputFileError.
        do {
            let options = try parameters.options(selection: part.selection)
            let traceFile: TraceFile? = try states.map { path throws(OutputFileError) in
                try TraceFile(path: path, overwrite: force)
            }
            let timeline = Timeline(withBars: isatty(STDOUT_FILENO) == 1)
            let printTimeline = !json && states != "-"
            var chrome = chromeTrace.map { _ in ChromeTrace() }
            // The HTML report is built from the same replay's records and samples: one pass.
            var report = html.map { _ in HTMLReportCase.Collector(model: options.model.name) }
            let onRecord: ((TraceRecord) -> Void)? = { record in
                traceFile?.write(record)
                chrome?.collect(record)
                report?.collect(record)
                if printTimeline, let text = timeline.line(for: record) { printText(text) }
            }
            let wantsRecords = traceFile != nil || printTimeline || chrome != nil || report != nil
            let summary = try Replay.run(
                path: recording, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex,
                options: options, onWarning: warn(path: recording), onRecord: wantsRecords ? onRecord : nil,
                onSample: report == nil ? nil : { report?.collect($0) })
            try traceFile?.close()
            if json {
                // Streamed in chunks: a long replay's summary lists thousands of transitions.
                let output = try TraceFile(path: "-", overwrite: false)
                output.write(.summary(summary))
                try output.close()
            }
            if let chromeTrace, let chrome {
                try write(String(decoding: chrome.json.serializedBytes(), as: UTF8.self) + "\n", to: chromeTrace)
            }
            if let html, let report {
                let name = recording.split(separator: "/").last.map(String.init) ?? recording
                let item = HTMLReportCase(name: name, collected: report, options: options)
                try write(HTMLReport(title: "gesture-replay: \(name)", cases: [item]).html(), to: html)
            }
        } catch let error as ReplayError {
            throw fail(error)
        } catch let error as OutputFileError {
            throw fail(error)
        }
    }
}
