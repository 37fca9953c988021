#if canImport(Glibc)
    import Glibc
#endif

/// The only file of `OutputSupport` that calls the C library: every system call the output file and
/// the temporary-file table make, each returning what the C call returns (`-1` and `errno` on failure)
/// or a Swift value, as swift-system's `Internals/Syscalls.swift` gathers its own.
enum Syscalls {
    /// `ENOSPC`: no space left on the device.
    static let noSpace = ENOSPC
    /// `EEXIST`: the file exists.
    static let exists = EEXIST

    /// The calling thread's `errno`.
    static var errno: Int32 { Glibc.errno }

    /// `strerror(3)`: the system's message for an error number.
    static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Whether `code` says the file or a directory on its path does not exist (`ENOENT`, `ENOTDIR`).
    static func isMissing(_ code: Int32) -> Bool { code == ENOENT || code == ENOTDIR }

    /// Whether `code` says permission was denied (`EACCES`, `EPERM`).
    static func isPermissionDenied(_ code: Int32) -> Bool { code == EACCES || code == EPERM }

    /// What `stat(2)` says a path is.
    enum FileType {
        /// Nothing is there.
        case none
        /// A regular file.
        case regular
        /// A directory.
        case directory
        /// Anything else: a device node, a FIFO, a socket.
        case special
    }

    /// `stat(2)`: what `path` is, following symbolic links.
    static func fileType(_ path: String) -> FileType {
        var info = stat()
        guard stat(path, &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .special
        }
    }

    /// `open(2)` for writing, close-on-exec.
    static func openForWriting(_ path: String) -> Int32 { open(path, O_WRONLY | O_CLOEXEC) }

    /// `mkstemp(3)` on `template` (ending in `XXXXXX`), then `fchmod(2)` to `0644`.
    /// - Returns: The descriptor and the name made, or nil with `errno` set.
    static func makeTemporaryFile(template: String) -> (fd: Int32, path: String)? {
        var bytes = template.utf8CString
        let fd = bytes.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { return nil }
        fchmod(fd, 0o644)
        let path = bytes.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { String(cString: $0) } ?? "" }
        return (fd, path)
    }

    /// The descriptor of standard output.
    static let standardOutput = STDOUT_FILENO

    /// `write(2)`, retried when interrupted (`EINTR`).
    /// - Returns: The bytes written, or `-1` with `errno` set.
    static func write(_ fd: Int32, _ start: UnsafeRawPointer, _ count: Int) -> Int {
        while true {
            let result = Glibc.write(fd, start, count)
            if result < 0, Glibc.errno == EINTR { continue }
            return result
        }
    }

    /// `fsync(2)`, its result ignored: the rename that follows reports what matters.
    static func sync(_ fd: Int32) { _ = fsync(fd) }

    /// `close(2)`.
    static func close(_ fd: Int32) { _ = Glibc.close(fd) }

    /// `rename(2)`; false with `errno` set when it fails.
    static func rename(_ from: String, _ to: String) -> Bool { Glibc.rename(from, to) == 0 }

    /// `link(2)`; false with `errno` set when it fails.
    static func link(_ from: String, _ to: String) -> Bool { Glibc.link(from, to) == 0 }

    /// Whether `errno` says the filesystem has no hard links (`EPERM`, `EOPNOTSUPP`).
    static var linksUnsupported: Bool { Glibc.errno == EPERM || Glibc.errno == EOPNOTSUPP }

    /// `access(2)` with `F_OK`: whether something is at `path`.
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// `unlink(2)`, its result ignored (the file may be gone already).
    static func unlink(_ path: String) { _ = Glibc.unlink(path) }

    /// `unlink(2)` of a C string; async-signal-safe.
    static func unlink(_ path: UnsafePointer<CChar>) { _ = Glibc.unlink(path) }

    /// `strdup(3)`: a C copy of `text`, for ``free(_:)``.
    static func duplicate(_ text: String) -> UnsafeMutablePointer<CChar>? { strdup(text) }

    /// `free(3)`.
    static func free(_ pointer: UnsafeMutablePointer<CChar>?) { Glibc.free(pointer) }
}
