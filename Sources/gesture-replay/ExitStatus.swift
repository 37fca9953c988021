import ArgumentParser
import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import OutputSupport

/// The documented exit codes (BSD `sysexits.h` where one fits).
enum ExitStatus {
    /// A check did not meet its expectation.
    static let checkFailed: Int32 = 1
    /// Bad command-line usage (`EX_USAGE`).
    static let usage: Int32 = 64
    /// The input data was malformed (`EX_DATAERR`).
    static let badData: Int32 = 65
    /// An input file did not exist (`EX_NOINPUT`).
    static let noInput: Int32 = 66
    /// An I/O error (`EX_IOERR`).
    static let ioError: Int32 = 74
    /// Permission denied (`EX_NOPERM`).
    static let noPermission: Int32 = 77

    /// The exit code for a recording error.
    static func code(for error: RecordingError) -> Int32 {
        switch error.kind {
        case .badData: badData
        case .noSuchInput: noInput
        case .io: ioError
        case .permission: noPermission
        }
    }

    /// The exit code for an output that could not be written.
    static func code(for error: OutputFileError) -> Int32 {
        if error.isMissing { return noInput }
        if error.isPermissionDenied { return noPermission }
        return ioError
    }
}

/// Prints a message to standard error, prefixed with the tool name, with its control characters
/// escaped (``TerminalText``): a message quotes names from other people's files.
func printError(_ message: String) {
    var line = "gesture-replay: " + TerminalText.escaped(message, keepingLayout: true) + "\n"
    line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

/// Prints text for a person on standard output, as `print` does, with its control characters escaped.
///
/// Timelines, reports and tables show device, file and case names (``TerminalText``).
/// JSON goes out with `print` as it is: its writer escapes every control character already.
func printText(_ text: String, terminator: String = "\n") {
    print(TerminalText.escaped(text, keepingLayout: true), terminator: terminator)
}

/// A handler that prints a replay's warnings about `path` on standard error, naming the flag that
/// would remove the guess.
func warn(path: String) -> (ReplayWarning) -> Void {
    { warning in
        switch warning {
        case .input(let note) where note.contains(EvtestReader.keysFromEvents):
            printError("warning: \(path): \(note); pass --class touchscreen|touchpad|pointer|tablet to say what it is")
        case .input(let note): printError("warning: \(path): \(note); pass --description FILE with the device's axes")
        case .missingResolution: printError("warning: \(path): \(warning); pass --container WxH with the screen's size")
        case .touchpadSizeAssumed: printError("warning: \(path): \(warning)")
        case .guessedClass:
            printError(
                "warning: \(path): \(warning); pass --class touchscreen|touchpad|pointer|tablet to say what it is")
        }
    }
}

/// Reports `error` on standard error and returns the exit code to end with.
func fail(_ error: RecordingError) -> ExitCode {
    if error.kind == .io, error.expected == OutputFileError.existingFile {
        printError("\(error.path): \(OutputFileError.existingFile): use --force to replace it")
    } else {
        printError(error.description)
    }
    return ExitCode(ExitStatus.code(for: error))
}

/// Reports an output that could not be written, naming the flag that replaces an existing file, and
/// returns the exit code to end with.
func fail(_ error: OutputFileError) -> ExitCode {
    if error.kind == .exists {
        printError("\(error.path): \(OutputFileError.existingFile): use --force to replace it")
    } else {
        printError(error.description)
    }
    return ExitCode(ExitStatus.code(for: error))
}

/// Reports a replay error, in the words of the flag that set the value, and returns the exit code to end with.
func fail(_ error: ReplayError) -> ExitCode {
    switch error {
    case .recording(let recordingError):
        return fail(recordingError)
    case .noDescription(let path):
        printError(
            "\(path): expected a device description to map positions, found an events-only file (pass --description FILE)"
        )
        return ExitCode(ExitStatus.badData)
    case .noContacts, .noTouchscreenRules, .emptySelection:
        printError(error.description)
        return ExitCode(ExitStatus.badData)
    case .unknownModel(let name):
        printError(ModelArgument.unknown(name, flag: "--model"))
        return ExitCode(ExitStatus.usage)
    case .unknownTransition:
        printError("unknown --transition " + error.description.dropFirst("unknown transition ".count))
        return ExitCode(ExitStatus.usage)
    case .invalidOptions(let problem):
        printError(flagMessage(for: problem))
        return ExitCode(ExitStatus.usage)
    case .invalidTransition:
        printError(error.description)
        return ExitCode(ExitStatus.badData)
    case .noTransitionSpec:
        printError(error.description)
        return ExitCode(ExitStatus.noInput)
    }
}

/// A replay option's problem in the words of its flag.
func flagMessage(for problem: ReplayOptions.Problem) -> String {
    switch problem {
    case .frameRate(let fps): "--fps must be from 1 to \(ReplayOptions.maximumFPS), not \(fps)"
    case .container:
        "--container must be positive \(Size.argumentForm) in points, each side at most "
            + "\(Int(ReplayOptions.maximumContainerSide))"
    case .settle(let duration, let speed):
        "--completion-speed \(speed) stretches the \(duration) s transition past the settle limit of "
            + "\(ReplayOptions.settleLimit.components.seconds) s; use at least "
            + "\(duration / Double(ReplayOptions.settleLimit.components.seconds))"
    case .stack(let stack): "--stack must be 1 or more (the root counts), not \(stack)"
    case .notApplicable(let setting, let why):
        // The library names settings as a manifest's keys, in backquotes: here they are flags.
        ModelOverrides.Setting.allCases.reduce("\(flag(for: setting)) does not apply: \(why)") {
            $0.replacing("`\($1.rawValue)`", with: flag(for: $1))
        }
    case .transition: problem.description
    case .selection(let selection): selectionMessage(selection)
    case .interaction(let error):
        switch error {
        case .invalidContainer: "--container must be positive \(Size.argumentForm) in points"
        case .invalidCompletionSpeed(let speed): "--completion-speed must be above 0, not \(speed)"
        case .invalidThreshold(let value): "--threshold must be from 0 to 1, not \(value)"
        case .invalidFlingVelocity(let value): "--fling must be 0 or more, not \(value)"
        case .invalidLength(let name, let value):
            "--\(name == "slop" ? "slop" : "edge-zone") must be 0 or more points, not \(value)"
        case .invalidTransition(let spec): "--transition: \(spec)"
        case .invalidBaseDistance(let value): "--base-distance must be above 0 libinput units, not \(value)"
        case .invalidVelocityThreshold(let value):
            "--velocity-threshold must be 0 or more libinput units per ms, not \(value)"
        case .invalidFingers(let value): "--fingers must be 1 or more, not \(value)"
        case .invalidPointerSpeed(let value): "--speed must be from -1 to 1, not \(value)"
        }
    }
}

/// The command-line flag of a model setting.
func flag(for setting: ModelOverrides.Setting) -> String {
    switch setting {
    case .threshold: "--threshold"
    case .fling: "--fling"
    case .edgeZone: "--edge-zone"
    case .slop: "--slop"
    case .percentMode: "--percent-mode"
    case .extraTouch: "--extra-touch"
    case .settle: "--settle"
    case .completionSpeed: "--completion-speed"
    case .baseDistance: "--base-distance"
    case .velocityThreshold: "--velocity-threshold"
    case .fingers: "--fingers"
    case .adwaita: "--adwaita"
    case .gnomeShell: "--gnome-shell"
    case .kwin: "--kwin"
    case .phosh: "--phosh"
    case .firefox: "--firefox"
    case .libinput: "--libinput"
    case .direction: "--direction"
    case .tapping: "--tapping"
    case .naturalScrolling: "--natural-scrolling"
    case .accelProfile: "--accel-profile"
    case .speed: "--speed"
    case .edge: "--edge"
    }
}
