import EvdevInput
import GestureCore

/// Why a recording ended; decides the message and the exit code.
enum StopReason {
    /// `--duration` elapsed (seconds).
    case duration(Double)
    /// SIGINT, SIGTERM or SIGHUP arrived.
    case signal(Int32)
    /// The device went away (`ENODEV`).
    case removed
    /// Reading the device failed otherwise.
    case readFailed(EvdevError)
    /// Writing the recording failed (a full disk); what was written is salvaged.
    case writeFailed(RecordingError)

    /// How the stop is described after "stopped: ".
    var explanation: String {
        switch self {
        case .duration(let seconds): "--duration \(seconds.fixed(3)) s reached"
        case .signal(let number): "\(SignalMonitor.name(of: number)) received"
        case .removed: "the device went away"
        case .readFailed(let error): error.description
        case .writeFailed(let error): error.description
        }
    }

    /// The exit code: 0 for a requested end (duration, signal), 74 when the device or the disk
    /// ended it.
    var exitCode: Int32 {
        switch self {
        case .duration, .signal: 0
        case .removed, .readFailed, .writeFailed: ExitStatus.ioError
        }
    }
}
