import ArgumentParser
import EvdevInput
import GestureReplay
import OutputSupport

/// `gesture-replay convert`: rewrite a recording in the other format.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a recording between evemu and libinput record formats.",
        discussion: """
            The output is written to a temporary file and renamed into place when complete; -o - writes to \
            standard output. Android getevent dumps are read (so they convert to evemu or libinput) but never \
            written. What the output format cannot hold (a libinput record file's udev properties and libinput \
            version in evemu, evemu's LED and switch states in libinput record) is named in a warning.
            """
    )

    @Argument(help: RecordingOptions.recordingHelp)
    var recording: String

    @OptionGroup var options: RecordingOptions

    @OptionGroup var part: SelectionOptions

    @Option(name: .shortAndLong, help: "The file to write, or - for standard output.")
    var output: String

    @Option(help: "The output format: evemu or libinput (default: from the output's extension, .yml/.yaml → libinput).")
    var format: String?

    func validate() throws {
        if let format, RecordingFormat(rawValue: format)?.isWritable != true {
            let readOnly =
                RecordingFormat(rawValue: format) != nil ? " (getevent and evtest dumps are read, not written)" : ""
            throw ValidationError("--format must be evemu or libinput, not '\(format)'\(readOnly).")
        }
    }

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    /// Refuses a selection that kept no gesture (nothing would be written but the description).
    private func requireGesture(_ events: any EventReader) throws(RecordingError) {
        guard let selected = events as? SelectedEventReader, selected.keptCount == 0 else { return }
        throw RecordingError(
            .badData, path: recording, expected: "\(part.selection.summary) to select a gesture",
            found: "none of the recording's \(selected.gestureCount) gesture\(selected.gestureCount == 1 ? "" : "s")")
    }

    /// A format as messages name it.
    static func formatName(_ format: RecordingFormat) -> String {
        switch format {
        case .evemu: "an evemu file"
        case .libinput: "libinput record YAML"
        case .getevent: "a getevent dump"
        case .evtest: "an evtest dump"
        }
    }

    func run() throws {
        try OutputTargets(
            outputs: [.init(option: "-o", path: output)],
            inputs: [
                .init(what: "the recording", path: recording),
                .init(what: "--description", path: options.descriptionPath),
            ]
        ).check(force: force)
        let named: RecordingFormat = output.hasSuffix(".yml") || output.hasSuffix(".yaml") ? .libinput : .evemu
        let target = format.flatMap(RecordingFormat.init(rawValue:)) ?? named
        let toStandardOutput = output == OutputFile.standardOutputName
        if !toStandardOutput, target != named {
            printError(
                "warning: \(output): --format \(target.rawValue) writes \(Self.formatName(target)) to a file named "
                    + "as \(Self.formatName(named))")
        }
        do throws(RecordingError) {
            let reader = try options.open(recording)
            guard let description = reader.description else {
                throw RecordingError(
                    .badData, path: recording, expected: "a device description (pass --description FILE)",
                    found: "an events-only file")
            }
            // `--gesture`, `--from`, `--to` cut the recording by the rule replay and play select with.
            let events: any EventReader =
                part.selection.isAll ? reader : SelectedEventReader(reader, selection: part.selection)
            let lost = description.unwritable(in: target)
            if !lost.isEmpty {
                printError(
                    "warning: \(recording): \(Self.formatName(target)) cannot hold "
                        + lost.joined(separator: " or ") + "; not written")
            }
            let file: OutputFile
            do throws(OutputFileError) {
                file =
                    toStandardOutput
                    ? OutputFile(standardOutput: output) : try OutputFile(path: output, overwrite: force)
            } catch {
                throw RecordingError(error)
            }
            switch target {
            case .evemu:
                let writer = try EvemuWriter(output: file, description: description)
                while let event = try events.next() { try writer.write(event) }
                try requireGesture(events)
                try writer.finish()
            case .libinput:
                let writer = try LibinputRecordWriter(output: file, description: description)
                while let event = try events.next() { try writer.write(event) }
                try requireGesture(events)
                try writer.finish()
            case .getevent, .evtest:
                throw RecordingError(
                    .badData, path: output, expected: "an output format gesture-replay writes (evemu or libinput)",
                    found: "\(target.rawValue), which is read only")
            }
        } catch {
            throw fail(error)
        }
    }
}
