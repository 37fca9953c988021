#if canImport(Glibc)
    import Glibc
#endif

/// A buffered output file written to a temporary name beside its destination and renamed into place
/// when finished, so a reader never sees a half-written file under the final name.
///
/// `flush()` pushes the buffer to the kernel (the recorder calls it after every frame); a failed write
/// (a full disk, a vanished mount) is a typed error that leaves what was flushed before it intact.
public final class OutputFile {
    /// The final path.
    public let path: String
    /// The temporary path written until `commit()`.
    public let temporaryPath: String
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var closed = false
    /// Bytes buffered before a write to the kernel.
    static let bufferSize = 1 << 16

    /// Creates the temporary file.
    /// - Parameters:
    ///   - path: Where the file ends up.
    ///   - overwrite: Whether an existing file at `path` may be replaced.
    public init(path: String, overwrite: Bool) throws(RecordingError) {
        if !overwrite, access(path, F_OK) == 0 {
            throw RecordingError(.io, path: path, expected: "the file exists already", found: "use --force to replace it")
        }
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        var template = ((directory.isEmpty ? "/" : directory + "/") + ".gesture-replay-XXXXXX").utf8CString
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw RecordingError.opening(directory, errno: errno) }
        fchmod(fd, 0o644)
        self.path = path
        self.temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        self.fd = fd
        buffer.reserveCapacity(Self.bufferSize * 2)
    }

    deinit {
        if !closed {
            close(fd)
            unlink(temporaryPath)
        }
    }

    /// Appends text.
    public func write(_ text: String) throws(RecordingError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends raw bytes.
    func write(bytes: UnsafeBufferPointer<UInt8>) throws(RecordingError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Writes everything buffered to the file.
    public func flush() throws(RecordingError) {
        var written = 0
        while written < buffer.count {
            let result = buffer.withUnsafeBytes { raw in
                Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                buffer.removeFirst(written)
                throw RecordingError(
                    .io, path: path, expected: code == ENOSPC ? "the disk is full" : "writing failed",
                    found: String(cString: strerror(code)))
            }
            written += result
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, closes and renames the file into place.
    public func commit() throws(RecordingError) {
        try flush()
        closed = true
        fsync(fd)
        close(fd)
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            throw RecordingError(.io, path: path, expected: "renaming the finished file failed",
                found: String(cString: strerror(code)) + " (the data is in \(temporaryPath))")
        }
    }

    /// Closes what was flushed so far and renames it into place: for a recording that ended badly
    /// (a full disk), the events before the failure stay readable.
    public func salvage() {
        guard !closed else { return }
        closed = true
        close(fd)
        rename(temporaryPath, path)
    }
}
