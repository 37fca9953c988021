/// Cuts a partly written recording back to its last complete frame, so a write that failed midway
/// (a full disk stops `write(2)` wherever the space ends) leaves a file every reader accepts.
enum RecordingTail {
    /// Truncates `path` after the last complete line that ends a frame (a `SYN_REPORT`), or after
    /// the header when no frame is complete.
    /// - Parameters:
    ///   - path: The file, written by `EvemuWriter` or `LibinputRecordWriter`.
    ///   - format: Which of the two wrote it.
    ///   - headerBytes: The length of the header the writer wrote first, bytes.
    /// - Returns: false when the file is shorter than its header (nothing valid to keep) or cannot
    ///   be read or truncated.
    static func cutToLastFrame(_ path: String, format: RecordingFormat, headerBytes: Int) -> Bool {
        guard let info = fileStatus(path: path) else { return false }
        let size = Int(info.size)
        guard size >= headerBytes, let lines = try? LineReader(path: path) else { return false }
        var consumed = 0
        var cut = headerBytes
        while let line = try? lines.nextLine() {
            // Each line was written with its `\n`; a last line without one is incomplete.
            let next = consumed + line.count + 1
            guard next <= size else { break }
            consumed = next
            if consumed > headerBytes && endsFrame(line, format: format) { cut = consumed }
        }
        return cut == size || truncate(path, off_t(cut)) == 0
    }

    /// Whether a line is a `SYN_REPORT` event: `E: s.us 0000 0000 v` (evemu) or
    /// `- [s, us, 0, 0, v]` (libinput record).
    static func endsFrame(_ line: UnsafeBufferPointer<UInt8>, format: RecordingFormat) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        switch format {
        case .evemu:
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return fields.count >= 5 && fields[0] == "E:" && fields[2] == "0000" && fields[3] == "0000"
        case .libinput:
            let trimmed = text.drop { $0 == " " }
            guard trimmed.hasPrefix("- ["), let close = trimmed.firstIndex(of: "]") else { return false }
            let fields = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<close]
                .split(separator: ",").map { $0.trimmingSpaces }
            return fields.count == 5 && fields[2] == "0" && fields[3] == "0"
        case .getevent, .evtest:
            return false  // never written
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        drop { $0 == " " }.reversed().drop { $0 == " " }.reversed().reduce(into: "") { $0.append($1) }
    }
}
