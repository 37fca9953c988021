import EvdevInput
import Foundation
import GestureTestSupport
import OutputSupport
import Testing

/// Writers keep every value inside its line or field (issue 27, item 3): a device name cannot add
/// an event line to an evemu file or a key to a libinput record file.
@Suite struct WriterEscapingTests {
    /// A touchscreen with a name that would end its line and start an event line.
    static func device(named name: String) -> DeviceDescription {
        var description = DeviceDescription(name: name)
        description.enable(.abs, 0x35, AbsInfo(minimum: 0, maximum: 100))
        description.enable(.abs, 0x36, AbsInfo(minimum: 0, maximum: 100))
        description.enable(.abs, 0x39, AbsInfo(minimum: 0, maximum: 65535))
        return description
    }

    static let events = [
        InputEvent(time: 0, type: .abs, code: 0x39, value: 1), InputEvent(time: 0, type: .abs, code: 0x35, value: 5),
        InputEvent(time: 0, type: .syn, code: 0, value: 0),
    ]

    static let injection = "pad\nE: 0.000001 0003 0035 9999\n\u{1B}]0;x\u{07}"

    @Test("evemu: a name with a line feed stays on its N: line and the events read back unchanged")
    func evemuName() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("out.evemu")
        try RecordingContents(description: Self.device(named: Self.injection), events: Self.events).writeEvemu(to: path)
        let copy = try RecordingContents.read(path)
        #expect(copy.events == Self.events)
        #expect(copy.description?.name == TerminalText.escaped(Self.injection))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("\n\u{1B}") && !text.contains("\nE: 0.000001 0003 0035 9999\n"))
    }

    @Test("libinput record: a name with line breaks round-trips exactly and its comment stays one line")
    func libinputName() throws {
        let name = Self.injection + "\r\u{85}\u{2028}\u{FFFF}\"\\"
        let scratch = try TemporaryDirectory()
        let path = scratch.file("out.yml")
        try RecordingContents(description: Self.device(named: name), events: Self.events).writeLibinput(to: path)
        let copy = try RecordingContents.read(path)
        #expect(copy.events == Self.events)
        #expect(copy.description?.name == name)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("\nE: ") && !text.contains("\u{2028}") && !text.contains("\u{85}"))
    }

    @Test("a device name over the name limit is refused at read with its line", arguments: ["evemu", "yml"])
    func longName(format: String) throws {
        let long = String(repeating: "n", count: DeviceDescription.maximumNameLength + 1)
        let scratch = try TemporaryDirectory()
        let path = scratch.file("long." + format)
        let contents = RecordingContents(description: Self.device(named: long), events: Self.events)
        if format == "evemu" { try contents.writeEvemu(to: path) } else { try contents.writeLibinput(to: path) }
        let error = try #require(RecordingContents.error(reading: path))
        #expect(error.kind == .badData)
        #expect(error.line != nil)
        #expect(error.description.contains("a device name of at most 4096 bytes"))
    }
}
