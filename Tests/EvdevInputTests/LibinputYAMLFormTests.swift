import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// YAML forms of a libinput record events list: each valid form is read whole or refused with its
/// line, never skipped with exit 0 (issue 27, item 4).
@Suite struct LibinputYAMLFormTests {
    /// Three frames of a swipe, five events each, in libinput's own layout.
    ///
    /// The header takes lines 1…15, the frames' entries are on lines 16, 22 and 28. An entry
    /// without events is written alone (a flow or alias frame carries its own).
    static func frames(
        entries: [String] = ["  - evdev:", "  - evdev:", "  - evdev:"], withEvents: [Bool] = [true, true, true],
        eventIndent: String = "    - "
    ) -> String {
        var text = MalformedCase.libinputHeader.replacingOccurrences(of: "  - evdev:\n", with: "")
        for (index, x) in [10, 40, 70].enumerated() {
            text += entries[index] + "\n"
            guard withEvents[index] else { continue }
            let micros = index * 10_000
            for (type, code, value) in [(3, 57, index == 2 ? -1 : 1), (3, 53, x), (3, 54, 50), (3, 47, 0), (0, 0, 0)] {
                text += eventIndent + "[0, \(micros), \(type), \(code), \(value)]\n"
            }
        }
        return text
    }

    static func read(_ text: String) throws -> [InputEvent] {
        let scratch = try TemporaryDirectory()
        return try RecordingContents.read(try scratch.write("forms.yml", text)).events
    }

    static func refusal(_ text: String) throws -> RecordingError {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("forms.yml", text)
        return try #require(RecordingContents.error(reading: path), "read without an error")
    }

    @Test("libinput's own layout reads all 15 events")
    func plainLayout() throws {
        #expect(try Self.read(Self.frames()).count == 15)
    }

    @Test("a deeper-indented events list reads all 15 events")
    func deeperIndentation() throws {
        let text = Self.frames(entries: Array(repeating: "    - evdev:", count: 3), eventIndent: "      - ")
        #expect(try Self.read(text).count == 15)
    }

    @Test("a libinput: key beside evdev: in a frame is skipped, its events kept")
    func libinputKeyBesideEvdev() throws {
        let text = Self.frames() + "    libinput:\n    - {time: 0.02, type: TOUCH_UP}\n"
        #expect(try Self.read(text).count == 15)
    }

    @Test("an anchored frame is refused with its line (it was skipped: 10 of 15 events)")
    func anchoredFrame() throws {
        let error = try Self.refusal(Self.frames(entries: ["  - evdev:", "  - &a evdev:", "  - evdev:"]))
        #expect(error.kind == .badData)
        #expect(error.line == 22, "\(error)")
    }

    @Test("a last frame in flow style is refused with its line (it was skipped: the lift was lost)")
    func flowFrame() throws {
        let text = Self.frames(
            entries: ["  - evdev:", "  - evdev:", "  - {evdev: [[0, 20000, 3, 57, -1], [0, 20000, 0, 0, 0]]}"],
            withEvents: [true, true, false])
        let error = try Self.refusal(text)
        #expect(error.line == 28, "\(error)")
    }

    @Test("an alias frame is refused with its line")
    func aliasFrame() throws {
        let text = Self.frames(entries: ["  - &f evdev:", "  - evdev:", "  - *f"], withEvents: [true, true, false])
        #expect(try Self.refusal(text).line == 16)
    }

    @Test(
        "inline events and a quoted key are refused with their line",
        arguments: ["  - evdev: [[0, 0, 0, 0, 0]]", "  - \"evdev\":", "  - !!map evdev:"])
    func otherForms(entry: String) throws {
        let text = Self.frames(entries: [entry, "  - evdev:", "  - evdev:"])
        #expect(try Self.refusal(text).line == 16)
    }
}
