import EvdevInput
import OutputSupport

/// The handler for SIGINT, SIGTERM and SIGHUP while outputs are written: removes the temporary
/// files not yet in place (async-signal-safe, ``TemporaryFiles/removeAll()``), then lets the signal
/// end the process as it would have (the handler is reset on entry and the signal raised again).
private func removeTemporariesAndDie(_ signal: Int32) {
    TemporaryFiles.removeAll()
    raise(signal)
}

/// Makes a command that writes files leave no `.gesture-replay-*` temporary behind when it is
/// ended by a signal or a file size limit.
///
/// SIGTERM (or Ctrl-C) while `replay --states` wrote left the temporary file beside the
/// destination. The handlers are installed once, before the first output is opened; `record` and
/// `live` put their own in place while they run (``SignalMonitor``) and restore these after.
/// SIGXFSZ is ignored, so a write past `ulimit -f` fails with `EFBIG` and ends with the I/O error
/// (exit 74) and the temporary removed, rather than killing the process mid-write.
enum TemporaryCleanup {
    /// The signals that end a command and remove its temporaries first.
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers (again is harmless).
    static func install() {
        for number in ending { installOneShotHandler(number, removeTemporariesAndDie) }
        ignoreFileSizeLimitSignal()
    }
}
