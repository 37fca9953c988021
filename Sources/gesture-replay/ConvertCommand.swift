import ArgumentParser
import EvdevInput

/// `gesture-replay convert`: rewrite a recording in the other format.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a recording between evemu and libinput record formats.",
        discussion: """
            The output is written to a temporary file and renamed into place when complete. Android getevent \
            dumps are read (so they convert to evemu or libinput) but never written.
            """
    )

    @Argument(help: RecordingOptions.recordingHelp)
    var recording: String

    @OptionGroup var options: RecordingOptions

    @Option(name: .shortAndLong, help: "The file to write.")
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

    func run() throws {
        try OutputTargets(
            outputs: [.init(option: "-o", path: output)],
            inputs: [
                .init(what: "the recording", path: recording),
                .init(what: "--description", path: options.descriptionPath),
            ]
        ).check(force: force)
        let target =
            format.flatMap(RecordingFormat.init(rawValue:))
            ?? (output.hasSuffix(".yml") || output.hasSuffix(".yaml") ? .libinput : .evemu)
        do throws(RecordingError) {
            let reader = try options.open(recording)
            guard let description = reader.description else {
                throw RecordingError(
                    .badData, path: recording, expected: "a device description (pass --description FILE)",
                    found: "an events-only file")
            }
            let file = try OutputFile(path: output, overwrite: force)
            switch target {
            case .evemu:
                let writer = try EvemuWriter(output: file, description: description)
                while let event = try reader.next() { try writer.write(event) }
                try writer.finish()
            case .libinput:
                let writer = try LibinputRecordWriter(output: file, description: description)
                while let event = try reader.next() { try writer.write(event) }
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
