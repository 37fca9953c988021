/// A cursor over one line's bytes with the few number parsers the recording formats need.
///
/// Every parser returns nil instead of trapping: on a missing number, a bad digit or an overflow.
struct ByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    @inline(__always)
    var isAtEnd: Bool { index >= bytes.count }

    @inline(__always)
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips spaces and tabs; returns whether any were skipped.
    @discardableResult
    @inline(__always)
    mutating func skipBlanks() -> Bool {
        let begin = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index > begin
    }

    /// Consumes `byte` if it is next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Whether the rest of the line is blank or a `#` comment.
    @inline(__always)
    mutating func restIsBlankOrComment() -> Bool {
        skipBlanks()
        return isAtEnd || bytes[index] == 0x23
    }

    /// An unsigned hexadecimal number of 1 to `maxDigits` digits (an optional `0x` prefix allowed).
    @inline(__always)
    mutating func hex(maxDigits: Int = 8) -> UInt64? {
        if index + 1 < bytes.count, bytes[index] == 0x30, bytes[index + 1] | 0x20 == 0x78 { index += 2 }
        var value: UInt64 = 0
        var digits = 0
        while index < bytes.count, digits < maxDigits {
            let byte = bytes[index]
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66: digit = UInt64(byte - 0x61 + 10)
            case 0x41...0x46: digit = UInt64(byte - 0x41 + 10)
            default: return digits > 0 ? value : nil
            }
            value = value << 4 | digit
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// An unsigned decimal number of 1 to `maxDigits` digits; nil when absent or over `UInt64`.
    @inline(__always)
    mutating func unsigned(maxDigits: Int = 19) -> (value: UInt64, digits: Int)? {
        var value: UInt64 = 0
        var digits = 0
        while index < bytes.count, digits < maxDigits {
            let byte = bytes[index]
            guard byte >= 0x30, byte <= 0x39 else { break }
            value = value &* 10 &+ UInt64(byte - 0x30)
            digits += 1
            index += 1
        }
        return digits > 0 ? (value, digits) : nil
    }

    /// A signed decimal number that fits in `Int64`, with an optional `+` or `-`.
    @inline(__always)
    mutating func signed() -> Int64? {
        let negative = consume(0x2d)
        if !negative { _ = consume(0x2b) }
        guard let (magnitude, _) = unsigned(maxDigits: 18) else { return nil }
        if let next = current, next >= 0x30, next <= 0x39 { return nil }  // more than 18 digits
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    /// A signed decimal that fits in `Int32`.
    @inline(__always)
    mutating func int32() -> Int32? {
        guard let value = signed(), let narrow = Int32(exactly: value) else { return nil }
        return narrow
    }

    /// Whether the next byte ends a token (blank, comma, bracket, comment or end of line).
    @inline(__always)
    var atTokenEnd: Bool {
        guard let byte = current else { return true }
        return byte == 0x20 || byte == 0x09 || byte == 0x2c || byte == 0x5d || byte == 0x23
    }

    /// The rest of the line from the current position, as a view.
    var rest: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[min(index, bytes.count)...])
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether the bytes start with the ASCII `prefix`.
    @inline(__always)
    func hasPrefix(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { expected in
            self.count >= expected.count && memcmpEqual(expected, self, expected.count)
        }
    }

    /// Whether the line holds only blanks.
    var isBlank: Bool { allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    /// The bytes as a string, invalid UTF-8 replaced.
    var string: String { String(decoding: self, as: UTF8.self) }
}

@inline(__always)
private func memcmpEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ count: Int) -> Bool {
    for i in 0..<count where a[i] != b[i] { return false }
    return true
}
