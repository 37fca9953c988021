/// Text made safe for a terminal: control characters shown as escapes, never sent raw.
///
/// Device names, file names and case names come from other people's files; a name such as
/// `"\u{1B}]0;pwned\u{07}\u{1B}[2J"` would retitle and clear the terminal it is printed on. Every
/// message and line the CLI prints goes through ``escaped(_:keepingLayout:)``, and recording parse
/// errors quote the offending bytes with ``quoted(_:)``: one rule for both. Escapes are written as
/// `\xNN` for a byte or C0/C1 control, `\u{NNNN}` for a bidirectional override (which reorders the
/// text around it) or a line separator, and `\t`, `\n`, `\r` for those three.
package enum TerminalText {
    /// `text` with every control character escaped.
    ///
    /// C0 controls (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F: U+009B starts a
    /// sequence as ESC `[` does) and the bidirectional embeddings, overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029, line
    /// breaks in YAML 1.1) are escaped; a backslash is kept as it is, so text without
    /// controls comes back unchanged.
    /// - Parameters:
    ///   - text: Text from any source.
    ///   - keepingLayout: Whether tabs and line feeds stay (multi-line output built by the tool
    ///     itself); otherwise they are escaped too, as a name must stay on its line.
    /// - Returns: Text with no raw control character (other than the kept layout).
    package static func escaped(_ text: String, keepingLayout: Bool = false) -> String {
        guard containsEscapes(text, keepingLayout: keepingLayout) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLayout: keepingLayout) {
                result += escape(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Raw bytes quoted for an error message: printable ASCII kept, `"` and `\` escaped, every other
    /// byte as `\xNN`, cut after `limit` bytes with the full length added.
    /// - Parameters:
    ///   - bytes: The bytes, in any encoding.
    ///   - limit: The most bytes shown.
    /// - Returns: The quoted text, or `an empty line` for no bytes.
    package static func quoted(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = 60) -> String {
        guard !bytes.isEmpty else { return "an empty line" }
        var text = "\""
        for byte in bytes.prefix(limit) {
            switch byte {
            case 0x22: text += "\\\""
            case 0x5c: text += "\\\\"
            case 0x20...0x7e: text.unicodeScalars.append(Unicode.Scalar(byte))
            default: text += escape(UInt32(byte))
            }
        }
        text += "\""
        if bytes.count > limit { text += " (\(bytes.count) bytes)" }
        return text
    }

    /// Whether `text` holds a scalar that ``needsEscape(_:keepingLayout:)`` escapes, read as UTF-8 bytes:
    /// every trace line a terminal view prints is checked, and decoding scalars cost a replay's timeline
    /// more than writing it.
    ///
    /// The escaped scalars are single bytes below 0x20 and 0x7F, `C2 80`…`C2 9F` (U+0080…U+009F),
    /// `E2 80 A8`…`E2 80 AE` (U+2028…U+202E) and `E2 81 A6`…`E2 81 A9` (U+2066…U+2069).
    static func containsEscapes(_ text: String, keepingLayout: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte >= 0x20 && byte < 0x7f { continue }
                switch byte {
                case 0x09, 0x0a:
                    if !keepingLayout { return true }
                case 0x00...0x1f, 0x7f:
                    return true
                case 0xc2:
                    if index < bytes.count, bytes[index] <= 0x9f { return true }
                case 0xe2:
                    guard index + 1 < bytes.count else { break }
                    let (second, third) = (bytes[index], bytes[index + 1])
                    if second == 0x80, (0xa8...0xae).contains(third) { return true }
                    if second == 0x81, (0xa6...0xa9).contains(third) { return true }
                default:
                    break
                }
            }
            return false
        }
    }

    /// Whether `scalar` is sent escaped.
    static func needsEscape(_ scalar: Unicode.Scalar, keepingLayout: Bool) -> Bool {
        switch scalar.value {
        case 0x09, 0x0a: !keepingLayout
        case 0x00...0x1f, 0x7f...0x9f, 0x2028...0x202e, 0x2066...0x2069: true
        default: false
        }
    }

    /// The escape for a control character or byte `value`.
    static func escape(_ value: UInt32) -> String {
        switch value {
        case 0x09: return "\\t"
        case 0x0a: return "\\n"
        case 0x0d: return "\\r"
        case 0...0xff: return "\\x" + (value < 16 ? "0" : "") + String(value, radix: 16)
        default: return "\\u{" + String(value, radix: 16) + "}"
        }
    }
}
