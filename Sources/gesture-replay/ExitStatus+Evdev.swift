import ArgumentParser
import EvdevInput

extension ExitStatus {
    /// The exit code for a live-device error.
    ///
    /// 66 when there is no such device (or none that fits), 64 when the DEVICE argument or its
    /// absence fits several devices, 77 when permission is missing (with the fix printed) or a
    /// keyboard is refused without `--allow-keyboard`, 74 for failures while the device is open
    /// (it went away, a read or a grab failed).
    static func code(for error: EvdevError) -> Int32 {
        switch error {
        case .noDevices, .noSuchDevice, .notAnInputDevice: noInput
        case .noTouchDevice(_, let unreadable): unreadable > 0 ? noPermission : noInput
        case .ambiguous: usage
        case .permission, .keyboard: noPermission
        case .open, .grab, .read, .removed: ioError
        }
    }
}

/// Reports a live-device error on standard error and returns the exit code to end with.
func fail(_ error: EvdevError) -> ExitCode {
    switch error {
    case .keyboard: printError(error.description + "; pass --allow-keyboard to record it anyway")
    case .grab: printError(error.description + " (--grab)")
    default: printError(error.description)
    }
    return ExitCode(ExitStatus.code(for: error))
}
