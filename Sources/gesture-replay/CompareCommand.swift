import ArgumentParser
import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay

/// `gesture-replay compare`: one recording under several feel models.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay a recording under several feel models and tabulate what each decides.",
        discussion: """
            A recording of several gestures gives one row per model and gesture, each gesture replayed on \
            its own (from first contact down to all contacts up); --gesture N or --from/--to pick some.
            """
    )

    @Argument(help: RecordingOptions.recordingHelp)
    var recording: String

    @OptionGroup var input: RecordingOptions
    @OptionGroup var parameters: ReplayParameters
    @OptionGroup var part: SelectionOptions

    @Option(help: "Comma-separated models (default: all).")
    var models: String?

    @Flag(help: "Print a JSON array with one object per model.")
    var json = false

    func validate() throws {
        for name in modelNames { _ = try ModelArgument.model(name, flag: "--models") }
        if modelNames.isEmpty { throw ValidationError("--models names no model.") }
    }

    /// The models to compare, in the order given, each once.
    var modelNames: [String] { ModelArgument.names(models, recording: recording, input: input, parameters: parameters) }

    func run() throws {
        // A release applies to the models that follow its toolkit; one that none of them follows is refused.
        try parameters.releases.requireSomeModel(among: modelNames.compactMap(FeelModel.named))
        // One row per model and gesture: a recording of several gestures is replayed a gesture at a
        // time (GestureSelection), so no gesture's result hides another's.
        var rows: [(model: String, gesture: Int?, summary: ReplaySummary)] = []
        do throws(ReplayError) {
            let gestures: [Int?]
            if part.selection.isAll {
                let starts = try Replay.gestureStarts(
                    path: recording, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex)
                gestures = starts.count > 1 ? Array(1...starts.count) : [nil]
            } else {
                gestures = [part.gesture]
            }
            for name in modelNames {
                for gesture in gestures {
                    var options = try parameters.options(
                        model: name, selection: part.selection, releasesWhereTheyApply: true)
                    if let gesture { options.selection = GestureSelection(gesture: gesture) }
                    // The warnings about guessed axes are the same for every row: once is enough.
                    let summary = try Replay.run(
                        path: recording, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex,
                        options: options, onWarning: rows.isEmpty ? warn(path: recording) : nil, onRecord: nil)
                    rows.append((name, gesture, summary))
                }
            }
        } catch {
            throw fail(error)
        }
        if json {
            print(ReplaySummary.jsonArray(rows))
            return
        }
        let perGesture = rows.contains { $0.gesture != nil }
        let header =
            ["model"] + (perGesture ? ["gesture"] : [])
            + ["recognized", "release", "velocity", "decision", "settle", "completed", "why"]
        var table = [header]
        for (name, gesture, summary) in rows {
            let last = summary.transitions.last
            let recognized: String =
                summary.recognized ? "yes" : "no (\(summary.failureReason?.rawValue ?? "-"))"
            let gestureColumn: [String] = perGesture ? [gesture.map(String.init) ?? "-"] : []
            table.append(
                [name] + gestureColumn + [
                    recognized,
                    last?.releasePercent.map { ($0.value * 100).fixed(1) + " %" } ?? "-",
                    last?.releaseVelocity.map { $0.value.fixed(2) + "/s" } ?? "-",
                    summary.outcome.rawValue + (last?.rule.map { " by \($0.rawValue)" } ?? ""),
                    last?.settleDuration.map { $0.fixed(3) + " s" } ?? "-",
                    last?.completedAt.map { $0.seconds.fixed(3) + " s" } ?? "-",
                    summary.explanation ?? "-",
                ])
        }
        printText(render(table))
    }
}

/// Renders rows as aligned columns.
func render(_ rows: [[String]]) -> String {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
        row.enumerated().map { $0.element + String(repeating: " ", count: widths[$0.offset] - $0.element.count) }
            .joined(separator: "  ").trimmingWhitespace
    }.joined(separator: "\n")
}

extension String {
    /// A did-you-mean hint as it ends a message (it ends with `?`), or `.` when there is none.
    var orPeriod: String { isEmpty ? "." : self }

    /// The string without leading and trailing spaces.
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
