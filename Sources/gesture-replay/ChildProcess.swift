/// Runs a program to its end with `posix_spawn` and `waitpid`, nothing between them.
///
/// Foundation's `Process` learns of its child's end through a CoreFoundation socket watched by a
/// run-loop thread. In the app lane's guest that thread could not make its wake-up socket pair
/// ("Could not create wakeup socket pair for CFSocket!!!" on standard error), and `check --app host`
/// then waited for a runner that had already exited (3 runs of 7), until the lane's watchdog.
/// `waitpid` blocks on the kernel's own record of the child.
enum ChildProcess {
    /// Why a program could not be run.
    struct SpawnError: Error {
        /// The program.
        var path: String
        /// The call that failed: `posix_spawn`, or `waitpid` when the child could not be waited for.
        var call: String
        /// The call's error number.
        var code: Int32

        /// The system's words for `code`.
        var reason: String { errorMessage(code) }
    }

    /// Runs `path` with `arguments` and this process's environment, and waits for it.
    /// - Parameters:
    ///   - path: The program's path.
    ///   - arguments: Its arguments (without the program name, which is `path`).
    ///   - standardOutputToError: Whether the child's standard output goes to this process's standard
    ///     error, so that this process's standard output keeps its own lines.
    /// - Returns: The child's exit status, or 128 plus the signal's number when a signal ended it (as a
    ///   shell reports it).
    /// - Throws: ``SpawnError`` when the program could not be started or waited for.
    static func run(_ path: String, arguments: [String], standardOutputToError: Bool) throws(SpawnError) -> Int32 {
        let status = try spawnAndWait(path, arguments: arguments, standardOutputToError: standardOutputToError)
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
