#if canImport(Glibc)
    import Glibc
#endif

/// The write end of the self-pipe the signal handler writes to; set before any handler is installed
/// (so the handler never runs a lazy initialiser) and only read inside the handler.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: writes the signal number as one byte to the self-pipe, which is
/// async-signal-safe; `errno` is kept for the code the signal interrupted.
private func writeSignalToPipe(_ signal: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// Turns SIGINT, SIGTERM and SIGHUP into readable bytes on a pipe (the self-pipe trick), so the
/// record loop notices them in the same poll(2) as the device, without a race and without doing
/// anything in the handler but one write(2).
///
/// The previous handlers come back when the monitor goes away.
final class SignalMonitor {
    /// The signals that end a recording cleanly.
    static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The read end, for poll(2).
    let fileDescriptor: Int32
    private let writeEnd: Int32
    private var previous: [(Int32, sigaction)] = []

    /// Creates the pipe and installs the handlers; nil when no pipe can be made.
    init?(signals: [Int32] = SignalMonitor.stopping) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
        signalPipeWriteEnd = writeEnd
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = writeSignalToPipe
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            if sigaction(number, &action, &old) == 0 { previous.append((number, old)) }
        }
    }

    deinit {
        for (number, old) in previous {
            var restored = old
            sigaction(number, &restored, nil)
        }
        signalPipeWriteEnd = -1
        close(fileDescriptor)
        close(writeEnd)
    }

    /// The first signal received since the last call, or nil; drains the pipe.
    func received() -> Int32? {
        var first: Int32?
        var byte: UInt8 = 0
        while read(fileDescriptor, &byte, 1) == 1 {
            if first == nil { first = Int32(byte) }
        }
        return first
    }

    /// The signal's name without `SIG` (`INT`), as `kill -l` prints it.
    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }
}
