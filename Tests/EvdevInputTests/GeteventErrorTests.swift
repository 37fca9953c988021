import EvdevInput
import GestureTestSupport
import Testing

/// Broken getevent dumps and listings stop with `FILE:LINE: expected …, found …`, never a trap.
@Suite struct GeteventErrorTests {
    /// A valid first line, so that detection sees a getevent dump.
    static let first = "[    1.000000] EV_ABS       ABS_X                00000001\n"

    static let dumps: [MalformedCase] = [
        MalformedCase(
            "a value of 9 hex digits", "[    1.000000] EV_ABS ABS_X 000000001\n", line: 1, "an event", "000000001"),
        MalformedCase(
            "an unknown code name", first + "[    1.000000] EV_ABS ABS_NOPE 00000001\n", line: 2, "TYPE CODE VALUE",
            "ABS_NOPE"),
        MalformedCase("a key state on an axis", first + "[    1.000000] EV_ABS ABS_X DOWN\n", line: 2, "VALUE", "DOWN"),
        MalformedCase("no value", first + "[    1.000000] EV_ABS ABS_X\n", line: 2, "TYPE CODE VALUE", "ABS_X"),
        MalformedCase(
            "trailing words", first + "[    1.000000] EV_ABS ABS_X 00000001 extra\n", line: 2, "nothing after it",
            "extra"),
        MalformedCase(
            "a broken timestamp", first + "[    1.0a0000] EV_ABS ABS_X 00000001\n", line: 2, "a timestamp", "1.0a"),
        MalformedCase("an unclosed timestamp", "[    1.000000 EV_SYN SYN_REPORT 00000000\n", line: 1, "a timestamp"),
        MalformedCase(
            "timestamps on some lines only", first + "EV_ABS ABS_X 00000001\n", line: 2,
            "every event line with a timestamp, as on line 1", "EV_ABS"),
        MalformedCase(
            "a node on some lines only", first + "[    1.000000] /dev/input/event1: EV_ABS ABS_X 00000001\n", line: 2,
            "every event line without a device node, as on line 1"),
        MalformedCase(
            "a node without a colon", "[    1.000000] /dev/input/event1 EV_ABS ABS_X 1\n", line: 1, "a device node"),
        MalformedCase(
            "time going backwards", first + "[    0.999999] EV_ABS       ABS_X                00000001\n", line: 2,
            "a time at or after the previous event's 1.000000 s", "0.999999 s"),
        MalformedCase("a type past EV_MAX", "0020 0000 00000000\n", line: 1, "an event type from 0 to 31", "type 32"),
        MalformedCase("an undefined type", "0017 0001 0000ffff\n", line: 1, "an event type from 0 to 31", "type 23"),
        MalformedCase(
            "a code past ABS_MAX", "0003 0040 00000000\n", line: 1, "a code from 0 to 63 for EV_ABS", "code 64"),
        MalformedCase(
            "a bad add device line", "add device one: /dev/input/event1\n" + first, line: 1, "`add device N: NODE`"),
        MalformedCase(
            "binary after the first line", bytes: Array(first.utf8) + [0x00, 0x01, 0x02, 0x0a], line: 2, "an event",
            "\\x00\\x01\\x02"),
        MalformedCase(
            "a -p listing as the recording", "add device 1: /dev/input/event1\n  name:     \"x\"\n", line: 1,
            "getevent event lines", "no events"),
        MalformedCase(
            "an axis line without max",
            "add device 1: /dev/input/event1\n  events:\n    ABS (0003): ABS_X : value 0, min 0\n"
                + first, line: 3, "`CODE : value V, min A, max B"),
        MalformedCase(
            "an unknown listed code", "add device 1: /dev/input/event1\n  events:\n    KEY (0001): KEY_NOPE\n" + first,
            line: 3, "a code of type 1", "KEY_NOPE"),
        MalformedCase(
            "a listed type past EV_MAX", "add device 1: /dev/input/event1\n  events:\n    ??? (0020): 0000\n" + first,
            line: 3, "an event type from 0000 to 001f"),
        MalformedCase(
            "an unknown property", "add device 1: /dev/input/event1\n  input props:\n    INPUT_PROP_NOPE\n" + first,
            line: 3, "an input property", "INPUT_PROP_NOPE"),
    ]

    @Test("a broken dump gives FILE:LINE: expected …, found …", arguments: dumps)
    func dumpErrors(broken: MalformedCase) throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("broken.txt", bytes: broken.bytes)
        #expect(try Recording.detectFormat(path) == .getevent)
        let error = try #require(RecordingContents.error(reading: path), "read without an error")
        #expect(error.kind == broken.kind)
        #expect(error.path == path)
        #expect(error.line == broken.line)
        #expect(error.description.hasPrefix("\(path):\(broken.line): expected "), "message: \(error)")
        MalformedInputTests.expectInOrder(broken.mentions, in: error.description)
    }

    @Test("indented details before any `add device` are an error")
    func detailsFirst() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("details.txt", "  name:     \"x\"\n" + Self.first)
        do {
            _ = try GeteventReader(path: path)
            Issue.record("read without an error")
        } catch {
            #expect(error.line == 1)
            #expect(error.expected == "`add device N: NODE` before indented device details")
        }
    }

    @Test("convert refuses to write getevent")
    func notWritable() {
        #expect(!RecordingFormat.getevent.isWritable)
        #expect(RecordingFormat.allCases.filter(\.isWritable) == [.evemu, .libinput])
    }
}
