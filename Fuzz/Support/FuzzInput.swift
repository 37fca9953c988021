#if canImport(Glibc)
    import Glibc
#endif

/// Hands a fuzz input to code that reads files: the bytes go into one file per process, reached by
/// a path.
///
/// The readers take paths, so every input is written to one file, truncated and rewritten for each
/// run. The file is created in `/dev/shm` (memory) when it exists, else in `/tmp`, and unlinked at
/// once; the readers open it as `/proc/self/fd/N`, so nothing is left behind, even after a crash.
public enum FuzzInput {
    /// The descriptor of the in-memory file, created on first use.
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    /// The path the readers open.
    nonisolated(unsafe) private static var path = ""

    /// Calls `body` with the path of a file that holds exactly `bytes`.
    /// - Parameters:
    ///   - bytes: libFuzzer's input.
    ///   - body: Reads the file; its errors are its own business.
    public static func withFile(_ bytes: UnsafeRawBufferPointer, _ body: (String) -> Void) {
        if descriptor < 0 { open() }
        guard ftruncate(descriptor, 0) == 0 else { fatalError("fuzz harness: ftruncate failed, errno \(errno)") }
        var written = 0
        while written < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(written))
            guard count > 0 else { fatalError("fuzz harness: pwrite failed, errno \(errno)") }
            written += count
        }
        body(path)
    }

    private static func open() {
        let folder = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        let file = "\(folder)/gesture-replay-fuzz-\(getpid())"
        descriptor = Glibc.open(file, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { fatalError("fuzz harness: cannot create \(file), errno \(errno)") }
        unlink(file)
        path = "/proc/self/fd/\(descriptor)"
    }
}
