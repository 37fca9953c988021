/// Standard output for bytes, through `print`'s own buffer so trace chunks and printed lines never interleave.
enum StandardOutput {
    /// Writes UTF-8 bytes as they are.
    static func write(_ bytes: [UInt8]) {
        print(String(decoding: bytes, as: UTF8.self), terminator: "")
    }

    /// Writes UTF-8 bytes as they are, from borrowed storage.
    static func write(_ bytes: UnsafeRawBufferPointer) {
        print(String(decoding: bytes, as: UTF8.self), terminator: "")
    }
}
