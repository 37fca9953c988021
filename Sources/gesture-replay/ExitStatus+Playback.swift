import ArgumentParser
import EvdevInput

extension ExitStatus {
    /// A service is unavailable (`EX_UNAVAILABLE`): no `/dev/uinput`.
    static let unavailable: Int32 = 69

    /// The exit code for a playback error.
    ///
    /// 69 without `/dev/uinput`, 77 when permission is missing (with the fix printed) or a keyboard is
    /// refused without `--allow-keyboard`, 65 for a recording or node that does not fit (no description,
    /// codes the node lacks, a description the kernel refuses), 74 for a failed write.
    static func code(for error: PlaybackError) -> Int32 {
        switch error {
        case .noUinput: unavailable
        case .permission, .keyboard: noPermission
        case .missingCodes, .noDescription: badData
        case .create(_, let errno): errno == .invalidArgument ? badData : ioError
        case .write: ioError
        case .device(let evdevError): code(for: evdevError)
        case .eis(let eisError): code(for: eisError)
        }
    }

    /// The exit code for a play through EIS.
    ///
    /// 69 without libei or without a touch device from the server (or when it disconnected), 64 for a
    /// file descriptor that is not open, 65 for a recording that is not a touchscreen's, 74 when the
    /// server paused or removed the device during the play.
    static func code(for error: EISError) -> Int32 {
        switch error {
        case .noLibrary, .missingFunction, .setup, .disconnected, .noTouchDevice: unavailable
        case .notOpen: usage
        case .notTouchscreen: badData
        case .paused, .removed: ioError
        }
    }
}

/// Reports a playback error on standard error, naming the flag that would change it, and returns the
/// exit code to end with.
func fail(_ error: PlaybackError) -> ExitCode {
    switch error {
    case .keyboard: printError(error.description + "; pass --allow-keyboard to play it anyway")
    case .noDescription: printError(error.description + " (pass --description FILE)")
    case .missingCodes: printError(error.description + " (play into a device that has them, or leave out --into)")
    case .eis(.notOpen): printError(error.description + " (--ei-fd)")
    default: printError(error.description)
    }
    return ExitCode(ExitStatus.code(for: error))
}
