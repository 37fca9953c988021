/// Reads a file line by line through one growing buffer, so memory does not grow with the file.
///
/// `nextLine()` hands out a view into the buffer that is valid until the next call. Lines end at
/// `\n`; a trailing `\r` is removed. A line longer than `maximumLineLength` is an error, not a reason
/// to grow without bound.
final class LineReader {
    /// The longest line accepted, bytes.
    ///
    /// Recordings have lines of under 200 bytes; a megabyte line is
    /// garbage, and refusing it keeps memory flat.
    static let maximumLineLength = 1 << 20
    /// Bytes read per `read(2)` call.
    static let chunkSize = 1 << 16

    let path: String
    /// The opened recording, shared by every reader of it.
    let input: RecordingInput
    @exclusivity(unchecked) private var offset: off_t = 0
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var atEOF = false
    /// File offset from which no line starts in this reader's range (``restart(at:limit:lineNumber:)``):
    /// a line starting before it is read whole, even past it.
    @exclusivity(unchecked) private var limit = off_t.max
    /// The 1-based number of the line last returned.
    @exclusivity(unchecked) private(set) var lineNumber = 0

    /// Opens `path` for one pass (`-` is standard input): a stream is read without keeping its bytes.
    convenience init(path: String) throws(RecordingError) {
        let input = try RecordingInput(path: path)
        input.startLastPass()
        self.init(input: input)
    }

    /// Reads `input` from its start, independently of any other reader of it.
    init(input: RecordingInput) {
        self.path = input.path
        self.input = input
        self.capacity = Self.chunkSize * 2
        self.buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    /// The file offset of the first byte not yet handed out (the next line's start after a line).
    var nextOffset: off_t { offset - off_t(end - start) }

    /// Reads from file offset `offset` on, keeping the buffer: the lines that start before `limit`
    /// (a block of a large file, ``EvemuBlockPipeline``), numbered from `lineNumber + 1`.
    func restart(at offset: off_t, limit: off_t, lineNumber: Int) {
        self.offset = offset
        self.limit = limit
        self.lineNumber = lineNumber
        start = 0
        end = 0
        atEOF = false
    }

    /// Skips the rest of a line that began before the reader's start, without counting a line.
    ///
    /// Skips the bytes up to and including the first `\n`, however many; stops at the limit, from
    /// where no line of this range can start.
    func skipPartialLine() throws(RecordingError) {
        while true {
            if let newline = findNewline() {
                start = newline + 1
                return
            }
            start = end
            guard !atEOF, nextOffset < limit else { return }
            try fill()
        }
    }

    /// The next line without its terminator, or nil at the end of the file (or of the range).
    func nextLine() throws(RecordingError) -> UnsafeBufferPointer<UInt8>? {
        guard nextOffset < limit else { return nil }
        while true {
            if let newline = findNewline() {
                guard newline - start <= Self.maximumLineLength else { throw lineTooLong() }
                var lineEnd = newline
                if lineEnd > start, buffer[lineEnd - 1] == 0x0d { lineEnd -= 1 }
                let line = UnsafeBufferPointer(start: buffer + start, count: lineEnd - start)
                start = newline + 1
                lineNumber += 1
                return line
            }
            if atEOF {
                guard end > start else { return nil }
                guard end - start <= Self.maximumLineLength else { throw lineTooLong() }
                var lineEnd = end
                if buffer[lineEnd - 1] == 0x0d { lineEnd -= 1 }
                let line = UnsafeBufferPointer(start: buffer + start, count: lineEnd - start)
                start = end
                lineNumber += 1
                return line
            }
            try fill()
        }
    }

    /// The unread bytes already in the buffer, for a parser that takes whole lines in place.
    ///
    /// The parser marks what it took with ``consumeLine(length:)``; empty when the next line must be
    /// read with ``nextLine()``. In a range, only the bytes before its limit: a line running past it
    /// is not whole there, and is read with ``nextLine()``.
    @inline(__always)
    var buffered: (start: UnsafePointer<UInt8>, count: Int) {
        (UnsafePointer(buffer + start), min(end - start, Int(clamping: max(0, limit - nextOffset))))
    }

    /// Marks the first line of ``buffered`` as read: `length` bytes including its `\n`, which must be
    /// no longer than `maximumLineLength`.
    @inline(__always)
    func consumeLine(length: Int) {
        start += length
        lineNumber += 1
    }

    /// Marks the first `lineCount` lines of ``buffered`` as read, `byteCount` bytes with their `\n`s
    /// (each line no longer than `maximumLineLength`).
    @inline(__always)
    func consumeLines(_ lineCount: Int, bytes byteCount: Int) {
        start += byteCount
        lineNumber += lineCount
    }

    /// The error for a line over `maximumLineLength` (the buffer may hold up to twice that before
    /// it refuses to grow, so the length is checked on every line).
    private func lineTooLong() -> RecordingError {
        RecordingError(
            .badData, path: path, line: lineNumber + 1, expected: "a line of at most \(Self.maximumLineLength) bytes",
            found: "a longer line")
    }

    private func findNewline() -> Int? {
        guard end > start,
            let found = memchr(buffer + start, 0x0a, end - start)
        else { return nil }
        return buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private func fill() throws(RecordingError) {
        if start > 0 {
            let pending = end - start
            if pending > 0 { memmove(buffer, buffer + start, pending) }
            start = 0
            end = pending
        }
        if capacity - end < Self.chunkSize {
            guard end <= Self.maximumLineLength else {
                throw RecordingError(
                    .badData, path: path, line: lineNumber + 1,
                    expected: "a line of at most \(Self.maximumLineLength) bytes",
                    found: "a longer line")
            }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            grown.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = grown
            capacity *= 2
        }
        let count = try input.read(into: buffer + end, count: capacity - end, at: offset, line: lineNumber + 1)
        if count == 0 {
            atEOF = true
            return
        }
        end += count
        offset += off_t(count)
    }
}

extension RecordingError {
    /// The error for a failed `open(2)` of `path`, classified by errno.
    static func opening(_ path: String, errno code: Int32) -> RecordingError {
        let reason = String(cString: strerror(code))
        switch code {
        case ENOENT, ENOTDIR: return RecordingError(.noSuchInput, path: path, expected: "no such file", found: nil)
        case EACCES, EPERM: return RecordingError(.permission, path: path, expected: "cannot open", found: reason)
        default: return RecordingError(.io, path: path, expected: "cannot open", found: reason)
        }
    }
}
