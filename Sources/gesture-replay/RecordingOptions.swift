import ArgumentParser
import EvdevInput

/// The options every command that reads a recording takes.
struct RecordingOptions: ParsableArguments {
    /// The help of a recording argument, the same for every command that reads one.
    static let recordingHelp = ArgumentHelp(
        "A recording: evemu, libinput record (YAML), Android getevent or evtest text; - reads standard input.")

    @Option(
        name: .customLong("description"),
        help: "A separate evemu device description for an events-only file, or getevent -lp output for a dump.")
    var descriptionPath: String?

    @Option(
        help: ArgumentHelp(
            "The device to read, 0-based: of a libinput record file with several devices (default: the first "
                + "with events), or the node of a getevent dump (default: the first with touch events)."))
    var deviceIndex: Int?

    func validate() throws {
        if let deviceIndex, deviceIndex < 0 { throw ValidationError("--device-index must be 0 or more.") }
    }

    /// Opens a recording with these options.
    func open(_ path: String) throws(RecordingError) -> any EventReader {
        try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
    }
}
