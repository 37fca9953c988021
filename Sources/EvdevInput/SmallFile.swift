/// A small input read whole from its one open, with a stated size limit: a check manifest, a
/// transition spec.
///
/// A regular file, a pipe, `-` (standard input), a FIFO or a character device are all read the same
/// way, in chunks, up to `limit` bytes; one byte more is an error naming the limit, so `/dev/zero`
/// or an endless pipe stops at the limit instead of filling memory. Opening a FIFO without a writer
/// waits for one; Ctrl-C ends the wait.
package enum SmallFile {
    /// Reads `path` (`-` is standard input) whole.
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The most bytes accepted.
    ///   - what: What the file is, for the error (`a check manifest`).
    /// - Returns: The bytes.
    /// - Throws: ``RecordingError``: no such input, permission, I/O, a directory, or more than
    ///   `limit` bytes (bad data).
    package static func read(_ path: String, limit: Int, what: String) throws(RecordingError) -> [UInt8] {
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw RecordingError.opening(path, errno: errno) }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        if fileStatus(descriptor: fd)?.kind == .directory {
            throw RecordingError(.badData, path: path, expected: what, found: "a directory")
        }
        // One buffer grown by doubling, one byte past the limit at most: enough to tell "longer".
        var capacity = min(limit + 1, 1 << 16)
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var count = 0
        while true {
            if count == capacity {
                guard capacity <= limit else {
                    throw RecordingError(
                        .badData, path: path, expected: "\(what) of at most \(limit) bytes", found: "a longer input")
                }
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: min(capacity * 2, limit + 1))
                grown.update(from: buffer, count: count)
                buffer.deallocate()
                buffer = grown
                capacity = min(capacity * 2, limit + 1)
            }
            let read = EvdevInput.read(fd, buffer + count, capacity - count)
            if read < 0 {
                let code = errno
                if code == EINTR { continue }
                throw RecordingError(
                    .io, path: path, expected: "reading failed", found: String(cString: strerror(code)))
            }
            if read == 0 { return Array(UnsafeBufferPointer(start: buffer, count: count)) }
            count += read
        }
    }
}
