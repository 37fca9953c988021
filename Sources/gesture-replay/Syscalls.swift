#if canImport(Glibc)
    import Glibc
#endif

// The C library as the command line calls it: with `SignalMonitor.swift` (the self-pipe its signal
// handlers write to), the only file of the tool that imports Glibc, as swift-system keeps its calls in
// `Internals/Syscalls.swift`. The plain calls keep their C names and do what the C call does; where
// the C call fills in a structure, the function returns the fields the tool reads, so no other file
// touches a C structure. A port to another C library changes these two files only.

// MARK: Descriptors and errors

/// `errno(3)`: the calling thread's last error number.
var errno: Int32 {
    get { Glibc.errno }
    set { Glibc.errno = newValue }
}
/// `EINTR`: interrupted by a signal.
let EINTR = Glibc.EINTR
/// `STDOUT_FILENO`: standard output's descriptor.
let STDOUT_FILENO = Glibc.STDOUT_FILENO
/// `STDERR_FILENO`: standard error's descriptor.
let STDERR_FILENO = Glibc.STDERR_FILENO

/// `write(2)`.
@discardableResult func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
}
/// `strerror(3)`: the system's words for an error number.
func errorMessage(_ code: Int32) -> String { String(cString: strerror(code)) }
/// `isatty(3)`: 1 when `fd` is a terminal.
func isatty(_ fd: Int32) -> Int32 { Glibc.isatty(fd) }
/// `fflush(3)` of every C stream (`fflush(NULL)`): what `print` buffered goes out first.
func flushCStreams() { Glibc.fflush(nil) }
/// `exit(3)`: flushes the C streams and ends the process.
func exit(_ code: Int32) -> Never { Glibc.exit(code) }

// MARK: Files

/// What `stat(2)` says about a path, the fields the tool reads.
struct FileStatus {
    /// What the file is.
    enum Kind {
        /// A regular file.
        case regular
        /// A directory.
        case directory
        /// A character device (an evdev node, `/dev/null`).
        case characterDevice
        /// Anything else: a FIFO, a socket, a block device.
        case other
    }

    /// What the file is (`st_mode & S_IFMT`).
    var kind: Kind
    /// The device and inode, which name the file whatever path reaches it (`st_dev`, `st_ino`).
    var node: (device: UInt64, inode: UInt64)
}

/// `stat(2)`: what `path` is, following symbolic links; nil when there is nothing (`errno` set).
func fileStatus(_ path: String) -> FileStatus? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let kind: FileStatus.Kind =
        switch info.st_mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFCHR: .characterDevice
        default: .other
        }
    return FileStatus(kind: kind, node: (UInt64(info.st_dev), UInt64(info.st_ino)))
}

/// `access(2)` with `F_OK`: whether something is at `path`.
func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// `access(2)` with `W_OK`: whether this process may write to `path`.
func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

/// `realpath(3)`: the canonical absolute path, every link resolved; nil when it does not exist.
func canonicalPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

// MARK: Terminal, time, processors

/// `ioctl(TIOCGWINSZ)` on standard output: the terminal's width in columns; nil when it is not a
/// terminal or says 0.
func terminalColumns() -> Int? {
    var size = winsize()
    guard ioctl(Glibc.STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
}

/// `clock_gettime(2)` on `CLOCK_MONOTONIC`: whole seconds and the nanoseconds past them.
func monotonicTime() -> (seconds: Int64, nanoseconds: Int64) {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return (Int64(spec.tv_sec), Int64(spec.tv_nsec))
}

/// `time(2)`, `localtime_r(3)` and `strftime(3)`: the local time now, formatted.
/// - Parameter format: A `strftime` format; the result is cut at 63 bytes.
func localTime(format: String) -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    var buffer = [CChar](repeating: 0, count: 64)
    let count = strftime(&buffer, buffer.count, format, &parts)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `sysconf(_SC_NPROCESSORS_ONLN)`: the processors online, at least 1.
func onlineProcessors() -> Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

// MARK: Waiting for input

/// `poll(2)` for input on a fixed set of descriptors.
struct ReadablePoll {
    private var descriptors: [pollfd]

    /// Watches `descriptors` for input, in this order.
    init(_ descriptors: [Int32]) {
        self.descriptors = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    }

    /// Waits until one of the descriptors has input, a signal arrives or the timeout passes.
    /// - Parameter timeout: Milliseconds; -1 waits without a limit, 0 only looks.
    /// - Returns: What `poll` returns: the descriptors ready, 0 on the timeout, -1 with `errno` set.
    mutating func wait(milliseconds timeout: Int32) -> Int32 {
        for index in descriptors.indices { descriptors[index].revents = 0 }
        return poll(&descriptors, nfds_t(descriptors.count), timeout)
    }

    /// Whether the descriptor at `index` had an event in the last ``wait(milliseconds:)``.
    func isReady(_ index: Int) -> Bool { descriptors[index].revents != 0 }
}

// MARK: Signals

/// `SIGINT`: Ctrl-C.
let SIGINT = Glibc.SIGINT
/// `SIGTERM`: a polite kill.
let SIGTERM = Glibc.SIGTERM
/// `SIGHUP`: the terminal went away.
let SIGHUP = Glibc.SIGHUP

/// `sigaction(2)` with `SA_RESETHAND`: `handler` runs once for `signal`, which then has its default
/// action again (so the handler can end the process by raising it again).
func installOneShotHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
}

/// `signal(SIGXFSZ, SIG_IGN)`: a write past `ulimit -f` fails with `EFBIG` instead of ending the process.
func ignoreFileSizeLimitSignal() { signal(SIGXFSZ, SIG_IGN) }

/// `raise(3)`: sends `signal` to the process itself.
func raise(_ signal: Int32) { _ = Glibc.raise(signal) }

// MARK: Child processes

/// `posix_spawn(3)` of `path` with this process's environment, then `waitpid(2)` until it ends.
/// - Parameters:
///   - path: The program's path.
///   - arguments: Its arguments (without the program name, which is `path`).
///   - standardOutputToError: Whether the child's standard output goes to this process's standard error.
/// - Returns: The wait status as `waitpid` gives it.
/// - Throws: The call that failed and its error number.
func spawnAndWait(
    _ path: String, arguments: [String], standardOutputToError: Bool
) throws(ChildProcess.SpawnError) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if standardOutputToError {
        posix_spawn_file_actions_adddup2(&actions, Glibc.STDERR_FILENO, Glibc.STDOUT_FILENO)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child = pid_t()
    let code = posix_spawn(&child, path, &actions, nil, argv, environ)
    guard code == 0 else { throw ChildProcess.SpawnError(path: path, call: "posix_spawn", code: code) }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
        guard errno == EINTR else { throw ChildProcess.SpawnError(path: path, call: "waitpid", code: errno) }
    }
    return status
}
