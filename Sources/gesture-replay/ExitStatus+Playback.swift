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
    default: printError(error.description)
    }
    return ExitCode(ExitStatus.code(for: error))
}
