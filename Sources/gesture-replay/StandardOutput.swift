#if canImport(Glibc)
    import Glibc
#endif

/// Standard output for bytes: C's buffered streams, which `print` writes through, are flushed first,
/// so trace chunks and printed lines never interleave, and the bytes then go to the descriptor as
/// they are, without a `String` copy of them.
enum StandardOutput {
    /// Writes UTF-8 bytes as they are.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Writes UTF-8 bytes as they are, from borrowed storage.
    ///
    /// A write that fails (a closed pipe, a full disk) ends the output silently, as `print` does.
    static func write(_ bytes: UnsafeRawBufferPointer) {
        guard var next = bytes.baseAddress, !bytes.isEmpty else { return }
        fflush(nil)
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(STDOUT_FILENO, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            next += written
            left -= written
        }
    }
}
