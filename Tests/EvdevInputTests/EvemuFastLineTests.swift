import Testing

@testable import EvdevInput

/// The one-pass evemu line parser takes exactly the documented shape, and leaves the rest.
///
/// The shape is `E: <1-12 digits>.<6 digits> <4 hex> <4 hex> <value>`, then blanks, an optional
/// comment and `\n`; the parser gives the event the fields spell, and nil (the careful path) for
/// anything else. The expectation comes from a plain reference written here from that description,
/// field by field, with `Int(_:radix:)`.
@Suite struct EvemuFastLineTests {
    /// The event the line spells when it has the fast path's shape exactly, else nil.
    static func reference(_ line: String) -> (time: Int64, type: UInt16, code: UInt16, value: Int32, length: Int)? {
        let bytes = Array(line.utf8)
        guard let newline = bytes.firstIndex(of: 0x0a) else { return nil }
        let text = String(decoding: bytes[..<newline], as: UTF8.self)
        guard text.hasPrefix("E: ") else { return nil }
        var rest = Substring(text.dropFirst(3))
        func take(_ count: Int) -> Substring? {
            guard rest.count >= count else { return nil }
            defer { rest = rest.dropFirst(count) }
            return rest.prefix(count)
        }
        let decimal = Set("0123456789")
        let hex = Set("0123456789abcdefABCDEF")
        let seconds = rest.prefix { decimal.contains($0) }
        guard (1...12).contains(seconds.count) else { return nil }
        rest = rest.dropFirst(seconds.count)
        guard take(1) == ".", let micros = take(6), micros.allSatisfy(decimal.contains), take(1) == " ",
            let type = take(4), type.allSatisfy(hex.contains), take(1) == " ", let code = take(4),
            code.allSatisfy(hex.contains), take(1) == " "
        else { return nil }
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        let digits = rest.prefix { decimal.contains($0) }
        guard (1...10).contains(digits.count), let magnitude = Int64(digits) else { return nil }
        rest = rest.dropFirst(digits.count)
        let value = negative ? -magnitude : magnitude
        guard let value32 = Int32(exactly: value) else { return nil }
        // Then blanks, and a comment or nothing; a `\r` outside a comment is the careful path's.
        let afterBlanks = rest.drop { $0 == " " || $0 == "\t" }
        guard afterBlanks.isEmpty || afterBlanks.first == "#" else { return nil }
        return (
            Int64(seconds)! * 1_000_000 + Int64(micros)!, UInt16(type, radix: 16)!, UInt16(code, radix: 16)!, value32,
            newline + 1
        )
    }

    static func parse(_ line: String) -> (event: InputEvent, length: Int)? {
        var bytes = Array(line.utf8)
        // Room after the line, as in the reader's buffer (the parser reads only within `count`).
        bytes += [UInt8](repeating: 0x41, count: 32)
        return bytes.withUnsafeBufferPointer { EvemuFastLine.parse($0.baseAddress!, count: line.utf8.count) }
    }

    static func check(_ line: String) {
        let expected = Self.reference(line)
        let found = Self.parse(line)
        switch (expected, found) {
        case (nil, nil):
            break
        case (let expected?, let found?):
            #expect(
                found.event.time == expected.time && found.event.type.rawValue == expected.type
                    && found.event.code == expected.code && found.event.value == expected.value
                    && found.length == expected.length, "\(line.debugDescription)")
        default:
            Issue.record(
                "\(line.debugDescription): reference \(String(describing: expected)), parser \(String(describing: found))"
            )
        }
    }

    /// Bytes next to the ranges the parser sorts: digits, hex letters of both cases, and their neighbours.
    static let edgeCharacters: [Character] = [
        "/", "0", "5", "9", ":", "@", "A", "F", "G", "`", "a", "f", "g", " ", "\u{10}", "\u{7f}", "é",
    ]

    @Test("typical lines and every field's near misses")
    func fields() {
        let good = "E: 12.345678 0003 0035 0442\t# EV_ABS / ABS_MT_POSITION_X    442\n"
        Self.check(good)
        Self.check("E: 0.000000 0000 0000 0000\n")
        Self.check("E: 999999999999.999999 ffff FFFF -2147483648   \n")
        Self.check("E: 1.000001 0001 014a 2147483647#c\n")
        for text in [
            "E: 1.000001 0001 014a 2147483648\n", "E: 1.000001 0001 014a -2147483649\n",
            "E: 1.000001 0001 014a 00000000001\n", "E: 1.000001 0001 014a --1\n", "E: 1.000001 0001 014a -0\n",
            "E: 1.000001 0001 014a 5\r\n", "E: 1.000001 0001 014a 5 # c\r\n", "E: 1.00001 0001 014a 5\n",
            "E: 1.0000001 0001 014a 5\n", "E: 1234567890123.000001 0001 014a 5\n", "E: .000001 0001 014a 5\n",
            "E:  1.000001 0001 014a 5\n", "E: 1.000001  0001 014a 5\n", "E: 1.000001 0x01 014a 5\n",
            "E: 1.000001 0001 014a\n", "E: 1.000001 0001 014a 5", "E: 1.000001\t0001 014a 5\n",
        ] {
            Self.check(text)
        }
        // Each byte of the fixed fields replaced by each edge character.
        let template = Array("E: 7.123456 00a3 0B35 12\n")
        for position in 3..<(template.count - 1) {
            for character in Self.edgeCharacters {
                var line = template
                line[position] = character
                Self.check(String(line))
            }
        }
    }

    @Test("random lines built from valid and broken pieces")
    func randomLines() {
        var generator = SystemRandomNumberGenerator()
        func pick(_ characters: String, _ count: Int) -> String {
            String((0..<count).map { _ in characters.randomElement(using: &generator)! })
        }
        for _ in 0..<50_000 {
            let seconds = pick("0123456789", Int.random(in: 0...13, using: &generator))
            let micros = pick(Bool.random() ? "0123456789" : "0123456789:/", Int.random(in: 5...7, using: &generator))
            let hexAlphabet = Bool.random() ? "0123456789abcdefABCDEF" : "0123456789abcdefgABCDEFG@`:/"
            let type = pick(hexAlphabet, Int.random(in: 3...5, using: &generator))
            let code = pick(hexAlphabet, 4)
            let sign = ["", "", "-", "--", "+"].randomElement(using: &generator)!
            let value = pick("0123456789", Int.random(in: 0...11, using: &generator))
            let ending = ["\n", " \n", "\t# c\n", "# c\n", "\r\n", " x\n", ""].randomElement(using: &generator)!
            let separator = ["  ", " ", " ", "\t"].randomElement(using: &generator)!
            Self.check("E: \(seconds).\(micros) \(type)\(separator)\(code) \(sign)\(value)\(ending)")
        }
    }
}
