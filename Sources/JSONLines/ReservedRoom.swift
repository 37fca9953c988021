/// Room reserved in a ``JSONBytes``' storage, as the stream a `Double` writes its shortest form to.
///
/// `Double.write(to:)` formats into a buffer on the stack and hands it over with `_writeASCII`, the
/// stream requirement whose default makes a `String` of it; taking the bytes here copies them once.
/// A stream the standard library hands a `String` instead gets the same bytes through `write(_:)`.
struct ReservedRoom: TextOutputStream {
    /// Where the next byte goes.
    let base: UnsafeMutablePointer<UInt8>
    /// Bytes written.
    var count = 0

    mutating func write(_ string: String) {
        for byte in string.utf8 {
            base[count] = byte
            count &+= 1
        }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let start = buffer.baseAddress else { return }
        (base + count).update(from: start, count: buffer.count)
        count &+= buffer.count
    }
}
