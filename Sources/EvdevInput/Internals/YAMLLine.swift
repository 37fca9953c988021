/// One line of a `libinput record` file split into indentation and content, the only YAML shape
/// that format needs: block maps and lists by indentation, flow lists of numbers on one line.
struct YAMLLine {
    /// Leading spaces.
    let indent: Int
    /// The line after its indentation (may start with `- `).
    let content: UnsafeBufferPointer<UInt8>

    /// Splits `line`; nil for blank and comment-only lines.
    ///
    /// A TAB in the indentation is an error,
    /// as YAML forbids it.
    static func split(
        _ line: UnsafeBufferPointer<UInt8>, path: String, lineNumber: Int
    ) throws(RecordingError) -> YAMLLine? {
        var indent = 0
        while indent < line.count, line[indent] == 0x20 { indent += 1 }
        if indent < line.count, line[indent] == 0x09 {
            throw RecordingError(
                .badData, path: path, line: lineNumber, expected: "indentation with spaces (YAML forbids tabs)",
                found: "a tab character")
        }
        guard indent < line.count, line[indent] != 0x23 else { return nil }
        return YAMLLine(indent: indent, content: UnsafeBufferPointer(rebasing: line[indent...]))
    }

    /// Whether the content is a list item (`- …`).
    var isListItem: Bool { content.count >= 1 && content[0] == 0x2d && (content.count == 1 || content[1] == 0x20) }

    /// The content after `- `, with the indentation it stands at.
    var afterDash: YAMLLine {
        var offset = 1
        while offset < content.count, content[offset] == 0x20 { offset += 1 }
        return YAMLLine(indent: indent + offset, content: UnsafeBufferPointer(rebasing: content[offset...]))
    }

    /// Splits `key: value` at the first `: ` (or a trailing `:`); nil when the line is no map entry.
    var keyValue: (key: String, value: UnsafeBufferPointer<UInt8>)? {
        var i = 0
        var inQuotes = false
        while i < content.count {
            let byte = content[i]
            if byte == 0x22 { inQuotes.toggle() }
            if !inQuotes, byte == 0x3a, i + 1 == content.count || content[i + 1] == 0x20 {
                let key = UnsafeBufferPointer(rebasing: content[..<i]).string
                var start = i + 1
                while start < content.count, content[start] == 0x20 { start += 1 }
                var value = UnsafeBufferPointer(rebasing: content[start...])
                if !value.isEmpty, value[0] == 0x23 { value = UnsafeBufferPointer(rebasing: value[value.count...]) }
                return (key, value)
            }
            i += 1
        }
        return nil
    }

    /// The net count of `[` minus `]` outside quotes, for skipping flow lists that span lines.
    static func bracketBalance(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var balance = 0
        var inQuotes = false
        for byte in bytes {
            switch byte {
            case 0x22: inQuotes.toggle()
            case 0x5b where !inQuotes: balance += 1
            case 0x5d where !inQuotes: balance -= 1
            case 0x23 where !inQuotes: return balance
            default: break
            }
        }
        return balance
    }

    /// Parses a flow list of integers, `[1, 2, 3]`, followed by an optional comment.
    static func integers(_ value: UnsafeBufferPointer<UInt8>) -> [Int64]? {
        var scanner = ByteScanner(value)
        scanner.skipBlanks()
        guard scanner.consume(0x5b) else { return nil }
        var numbers: [Int64] = []
        scanner.skipBlanks()
        if scanner.consume(0x5d) { return scanner.restIsBlankOrComment() ? numbers : nil }
        while true {
            scanner.skipBlanks()
            guard let number = scanner.signed() else { return nil }
            numbers.append(number)
            scanner.skipBlanks()
            if scanner.consume(0x2c) { continue }
            guard scanner.consume(0x5d) else { return nil }
            return scanner.restIsBlankOrComment() ? numbers : nil
        }
    }

    /// Parses a scalar string: double-quoted (with `\"`, `\\`, `\n`, `\t`, `\r`, `\xNN`, `\uNNNN` escapes),
    /// single-quoted, or plain up to a comment.
    static func string(_ value: UnsafeBufferPointer<UInt8>) -> String? {
        guard let first = value.first else { return "" }
        if first == 0x22 {
            var bytes: [UInt8] = []
            var i = 1
            while i < value.count {
                let byte = value[i]
                if byte == 0x22 { return String(decoding: bytes, as: UTF8.self) }
                if byte == 0x5c, i + 1 < value.count {
                    i += 1
                    switch value[i] {
                    case 0x6e: bytes.append(0x0a)
                    case 0x74: bytes.append(0x09)
                    case 0x72: bytes.append(0x0d)
                    case 0x75 where i + 4 < value.count:
                        var scanner = ByteScanner(UnsafeBufferPointer(rebasing: value[(i + 1)...(i + 4)]))
                        guard let code = scanner.hex(maxDigits: 4), let scalar = Unicode.Scalar(UInt32(code)) else {
                            return nil
                        }
                        bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
                        i += 4
                    case 0x78 where i + 2 < value.count:
                        var scanner = ByteScanner(UnsafeBufferPointer(rebasing: value[(i + 1)...(i + 2)]))
                        guard let code = scanner.hex(maxDigits: 2) else { return nil }
                        bytes.append(UInt8(code))
                        i += 2
                    default: bytes.append(value[i])
                    }
                } else {
                    bytes.append(byte)
                }
                i += 1
            }
            return nil
        }
        if first == 0x27 {
            guard let close = value.dropFirst().firstIndex(of: 0x27) else { return nil }
            return UnsafeBufferPointer(rebasing: value[1..<close]).string
        }
        var end = value.count
        if let hash = value.firstIndex(of: 0x23) { end = hash }
        while end > 0, value[end - 1] == 0x20 { end -= 1 }
        return UnsafeBufferPointer(rebasing: value[..<end]).string
    }

    /// Parses a scalar that is one integer (a key such as `53` or a value such as `1`), with an
    /// optional comment after it.
    static func integer(_ value: UnsafeBufferPointer<UInt8>) -> Int64? {
        var scanner = ByteScanner(value)
        scanner.skipBlanks()
        guard let number = scanner.signed(), scanner.restIsBlankOrComment() else { return nil }
        return number
    }

    /// Parses a key string that is one integer.
    static func integer(_ key: String) -> Int64? {
        var key = key
        return key.withUTF8 { integer($0) }
    }
}
