import ArgumentParser
import EvdevInput
import GestureInteraction
import GestureReplay
import GestureReports
import OutputSupport

/// `gesture-replay plot`: an SVG of one recording replayed under several feel models.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot percent, progress and velocity against time for one recording under several models.",
        discussion: """
            Writes one SVG: the recognizer's percent and the layers' progress (0–100 %) in the upper \
            panel, the percent velocity (extents/s) in the lower one, against seconds from the first event; \
            began, release (with outcome and rule) and completion marked in one lane per model; one \
            colour per model (Okabe–Ito, colour-blind safe) and a legend with each outcome. The file is \
            written atomically and replaced if it exists; the same input gives the same bytes.
            """
    )

    @Argument(help: RecordingOptions.recordingHelp)
    var recording: String

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    var output: String

    @OptionGroup var input: RecordingOptions
    @OptionGroup var parameters: ReplayParameters
    @OptionGroup var part: SelectionOptions

    @Option(help: "Comma-separated models (default: all).")
    var models: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        for name in modelNames { _ = try ModelArgument.model(name, flag: "--models") }
        if modelNames.isEmpty { throw ValidationError("--models names no model.") }
        if !output.lowercased().hasSuffix(".svg") {
            throw ValidationError("-o must name an .svg file (plot writes SVG only), not '\(output)'.")
        }
    }

    /// The models to plot, in the order given, each once.
    var modelNames: [String] { ModelArgument.names(models, recording: recording, input: input, parameters: parameters) }

    func run() throws {
        try OutputTargets(
            outputs: [.init(option: "-o", path: output)],
            inputs: [
                .init(what: "the recording", path: recording),
                .init(what: "--description", path: input.descriptionPath),
                .init(what: "--transition", path: parameters.transitionFile),
            ]
        ).check(force: force)
        // A release applies to the models that follow its toolkit; one that none of them follows is refused.
        try parameters.releases.requireSomeModel(among: modelNames.compactMap(FeelModel.named))
        var plot = TracePlot(title: recording.split(separator: "/").last.map(String.init) ?? recording)
        do throws(ReplayError) {
            for name in modelNames {
                let options = try parameters.options(
                    model: name, selection: part.selection, releasesWhereTheyApply: true)
                var run = PlotRun(model: name)
                _ = try Replay.run(
                    path: recording, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex,
                    options: options, onWarning: plot.runs.isEmpty ? warn(path: recording) : nil,
                    onRecord: { run.collect($0) })
                plot.runs.append(run)
            }
        } catch {
            throw fail(error)
        }
        do throws(OutputFileError) {
            let file = try OutputFile(path: output, overwrite: force)
            try file.write(plot.svg())
            try file.commit()
        } catch {
            throw fail(error)
        }
    }
}
