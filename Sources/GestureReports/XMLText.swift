/// Text made safe for an XML 1.0 document (JUnit, SVG): markup escaped, forbidden characters replaced.
///
/// XML 1.0 allows tab, line feed, carriage return and U+0020 and up, except the surrogates and the
/// noncharacters U+FFFE and U+FFFF (XML 1.0 fifth edition, §2.2 "Characters", production [2] `Char`).
/// A case name `"a\u{01}b"`, a recording file named with ESC, or a device name holding U+FFFF made
/// JUnit and SVG files that xmllint and CI report parsers refuse. Each forbidden character becomes
/// U+FFFD (the replacement character), so the reader sees that something was there. Swift strings
/// hold no lone surrogates, so those cannot occur.
package enum XMLText {
    /// The replacement for a character XML 1.0 forbids (U+FFFD REPLACEMENT CHARACTER).
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Escapes `&`, `<`, `>`, `"` and `'` for text or a quoted attribute value, and replaces the
    /// characters XML 1.0 forbids with U+FFFD.
    /// - Parameter text: Any text.
    /// - Returns: Text that is well-formed as XML character data and as an attribute value.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : replacement)
            }
        }
        return out
    }

    /// Whether XML 1.0's `Char` production allows `scalar`.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0a, 0x0d: true
        case 0x00...0x1f, 0xfffe, 0xffff: false
        default: true
        }
    }
}
