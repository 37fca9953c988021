import OutputSupport
import Testing

/// The terminal escaping decides from UTF-8 bytes which lines need it; every scalar the escaping
/// covers (C0 and C1 controls, DEL, the line and paragraph separators and bidirectional embeddings
/// and isolates, U+2028…U+202E and U+2066…U+2069) is found, and its neighbours are not.
@Suite struct TerminalTextTests {
    @Test(
        arguments: [
            0x00, 0x1B, 0x7F, 0x80, 0x85, 0x9F, 0x2028, 0x202A, 0x202E, 0x2066, 0x2069,
        ] as [UInt32])
    func anEscapedScalarIsEscapedAnywhereInALine(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let line = "t=0.1 → began " + String(Character(scalar)) + " — end"
        #expect(TerminalText.escaped(line) != line)
        #expect(!TerminalText.escaped(line).unicodeScalars.contains(scalar))
    }

    @Test(arguments: [0x20, 0x7E, 0xA0, 0xA8, 0x2027, 0x202F, 0x2065, 0x206A, 0x2192, 0x2014] as [UInt32])
    func aPrintableNeighbourIsKept(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let line = "x " + String(Character(scalar)) + " y"
        #expect(TerminalText.escaped(line) == line)
    }

    @Test func tabsAndLineFeedsAreKeptOnlyWhenTheLayoutIs() {
        #expect(TerminalText.escaped("a\tb\nc", keepingLayout: true) == "a\tb\nc")
        #expect(TerminalText.escaped("a\tb\nc") == "a\\tb\\nc")
    }
}
