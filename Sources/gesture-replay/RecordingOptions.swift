import ArgumentParser
import EvdevInput

/// The options every command that reads a recording takes.
struct RecordingOptions: ParsableArguments {
    @Option(name: .customLong("description"), help: "A separate evemu device description for an events-only file.")
    var descriptionPath: String?

    @Option(
        help:
            "The device to read from a libinput record file with several devices (0-based; default: the first with events)."
    )
    var deviceIndex: Int?

    func validate() throws {
        if let deviceIndex, deviceIndex < 0 { throw ValidationError("--device-index must be 0 or more.") }
    }

    /// Opens a recording with these options.
    func open(_ path: String) throws(RecordingError) -> any EventReader {
        try Recording.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
    }
}
