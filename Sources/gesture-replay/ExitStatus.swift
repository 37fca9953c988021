import ArgumentParser
import EvdevInput
import GestureReplay

#if canImport(Glibc)
    import Glibc
#endif

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
}

/// Prints a message to standard error, prefixed with the tool name.
func printError(_ message: String) {
    var line = "gesture-replay: " + message + "\n"
    line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

/// Reports `error` on standard error and returns the exit code to end with.
func fail(_ error: RecordingError) -> ExitCode {
    printError(error.description)
    return ExitCode(ExitStatus.code(for: error))
}

/// Reports a replay error and returns the exit code to end with.
func fail(_ error: ReplayError) -> ExitCode {
    printError(error.description)
    switch error {
    case .recording(let recordingError): return ExitCode(ExitStatus.code(for: recordingError))
    case .noDescription, .noContacts: return ExitCode(ExitStatus.badData)
    case .invalidOption: return ExitCode(ExitStatus.usage)
    case .invalidTransition: return ExitCode(ExitStatus.badData)
    }
}
