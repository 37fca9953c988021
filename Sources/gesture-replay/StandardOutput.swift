#if canImport(Glibc)
    import Glibc
#endif

/// Standard output for bytes, through the same stdio buffer `print` uses so the two never interleave.
enum StandardOutput {
    /// Writes bytes as they are.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = fwrite(buffer.baseAddress, 1, buffer.count, stdout)
        }
    }
}
