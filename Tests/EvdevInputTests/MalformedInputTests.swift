import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// Every kind of broken recording stops the reader with a typed error naming the file, the line,
/// what was expected and what was found; none traps.
@Suite struct MalformedInputTests {
    @Test("a broken recording gives FILE:LINE: expected …, found …", arguments: MalformedCase.all)
    func readerReportsWhereAndWhat(broken: MalformedCase) throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("broken.rec", bytes: broken.bytes)
        let error = try #require(RecordingContents.error(reading: path), "read without an error")
        #expect(error.kind == broken.kind)
        #expect(error.path == path)
        #expect(error.line == broken.line)
        let message = error.description
        #expect(message.hasPrefix("\(path):\(broken.line): expected "), "message: \(message)")
        Self.expectInOrder(broken.mentions, in: message)
        #expect(!message.contains("\n"), "one line: \(message)")
    }

    @Test("a missing file is noSuchInput, naming the file")
    func missingFile() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("nowhere.evemu")
        let error = try #require(RecordingContents.error(reading: path))
        #expect(error.kind == .noSuchInput)
        #expect(error.line == nil)
        #expect(error.description == "\(path): no such file")
    }

    @Test("a missing description file is noSuchInput, naming the description")
    func missingDescription() throws {
        let scratch = try TemporaryDirectory()
        let events = try scratch.write("x.events", "E: 0.000001 0000 0000 0\n")
        let error = try #require(RecordingContents.error(reading: events, description: scratch.file("x.desc")))
        #expect(error.kind == .noSuchInput)
        #expect(error.path == scratch.file("x.desc"))
    }

    @Test("a directory is bad data, not a crash")
    func directory() throws {
        let scratch = try TemporaryDirectory()
        let error = try #require(RecordingContents.error(reading: scratch.url.path))
        #expect(error.kind == .badData)
        #expect(error.description.contains("expected a recording file, found a directory"))
    }

    @Test("a device index past the devices in a libinput file names how many there are")
    func deviceIndexOutOfRange() throws {
        let error = try #require(
            RecordingContents.error(reading: RepositoryPaths.fixture("libinput/three-devices.yml"), deviceIndex: 3))
        #expect(error.kind == .badData)
        #expect(error.description.contains("expected a device at index 3"))
        #expect(error.description.contains("found 3 devices"))
    }

    @Test("a device index other than 0 for an evemu file is refused")
    func deviceIndexForEvemu() throws {
        let error = try #require(
            RecordingContents.error(reading: RepositoryPaths.fixture("evemu/touchscreen.evemu"), deviceIndex: 1))
        #expect(error.kind == .badData)
        #expect(error.description.contains("device index 0 (an evemu file holds one device)"))
    }

    @Test("thousands of P: lines do not trap (bits past INPUT_PROP_MAX are ignored, as libevdev does)")
    func manyPropertyLines() throws {
        let scratch = try TemporaryDirectory()
        let lines = Array(repeating: "P: ff 00 00 00 00 00 00 00\n", count: 8200).joined()
        let path = try scratch.write("many.evemu", "# EVEMU 1.3\nN: T\nI: 0003 0001 0002 0003\n" + lines)
        let contents = try RecordingContents.read(path)
        let description = try #require(contents.description)
        #expect(description.properties.count == 8)  // bits 0–7 of the first P: line; the rest lie past 0x1f
    }

    /// Checks that `fragments` occur in `message` one after the other.
    static func expectInOrder(
        _ fragments: [String], in message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var rest = message[...]
        for fragment in fragments {
            guard let range = rest.range(of: fragment) else {
                Issue.record("“\(fragment)” missing (or out of order) in: \(message)", sourceLocation: sourceLocation)
                return
            }
            rest = rest[range.upperBound...]
        }
    }
}
