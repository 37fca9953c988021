/// The end of a line the one-pass event parsers (``EvemuFastLine``, ``LibinputFastLine``) take:
/// blanks, an optional `#` comment, then `\n`.
enum FastLineEnd {
    /// The index just past the line's `\n`, reading from `start` (just past the last field).
    ///
    /// A `\r` before a bare `\n` returns nil, for the careful path to remove; inside a comment it is
    /// ignored either way.
    /// - Returns: nil when the rest is not blanks and an optional comment ended by `\n` within `count`
    ///   bytes.
    @inline(__always)
    static func after(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
        // The usual endings first: a tab and a comment (evemu-record's), or the newline itself.
        if count - start > 2, bytes[start] == 0x09, bytes[start + 1] == 0x23 {
            return toNewline(bytes, from: start + 2, count: count)
        }
        var i = start
        while i < count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < count else { return nil }
        if bytes[i] == 0x23 { return toNewline(bytes, from: i, count: count) }
        return bytes[i] == 0x0a ? i + 1 : nil
    }

    /// The index just past the first `\n` at or after `start` (a comment's end), nil when none is.
    @inline(__always)
    private static func toNewline(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
        guard let newline = memchr(bytes + start, 0x0a, count - start) else { return nil }
        return UnsafeRawPointer(bytes).distance(to: UnsafeRawPointer(newline)) + 1
    }
}
