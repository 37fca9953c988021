public import EvdevInput
public import Testing

/// One broken recording and the error it must give: kind (so the exit code), line and the words
/// the message must contain (what was expected, and what was found).
///
/// The table is shared by the reader tests and the CLI tests; issue 9's malformed-input suite can
/// extend it.
public struct MalformedCase: Sendable, CustomTestStringConvertible {
    public var name: String
    public var bytes: [UInt8]
    public var kind: RecordingError.Kind = .badData
    /// The 1-based line the message must name.
    public var line: Int
    /// Fragments of the message, in order: what was expected first, then what was found.
    public var mentions: [String]

    public var testDescription: String { name }

    public init(_ name: String, _ text: String, line: Int, _ mentions: String...) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.line = line
        self.mentions = mentions
    }

    public init(_ name: String, bytes: [UInt8], line: Int, _ mentions: String...) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.mentions = mentions
    }
}

extension MalformedCase {
    /// A valid evemu 1.3 description (8 lines after `# EVEMU 1.3`): a two-slot screen, so events
    /// start on line 10.
    public static let evemuHeader = """
        # EVEMU 1.3
        N: T
        I: 0003 0001 0002 0003
        P: 02 00 00 00 00 00 00 00
        B: 03 00 00 00 00 00 80 60 02
        A: 2f 0 1 0 0 0
        A: 35 0 100 0 0 0
        A: 36 0 100 0 0 0
        A: 39 0 65535 0 0 0

        """

    /// A valid libinput record header up to the first frame (16 lines): events start on line 17.
    public static let libinputHeader = """
        # libinput record
        version: 1
        ndevices: 1
        devices:
        - node: /dev/input/event0
          evdev:
            name: "T"
            id: [3, 1, 2, 3]
            codes:
              3: [47, 53, 54, 57]
            absinfo:
              47: [0, 1, 0, 0, 0]
              53: [0, 100, 0, 0, 0]
            properties: [1]
          events:
          - evdev:

        """

    public static let evemu: [MalformedCase] = [
        MalformedCase("empty file", "", line: 1, "an evemu or libinput record file", "an empty file"),
        MalformedCase("blank lines only", "   \n\n\t\n", line: 1, "an evemu or libinput record file", "an empty file"),
        MalformedCase(
            "comments only", "# nothing here\n# at all\n", line: 1, "an evemu or libinput record file", "only comments"),
        MalformedCase(
            "binary garbage", bytes: [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0xff, 0xfe, 0x0a], line: 1,
            "an evemu recording", "binary data"),
        MalformedCase(
            "binary after the description",
            bytes: Array("# EVEMU 1.3\nN: T\nI: 0003 0001 0002 0003\n".utf8) + [0, 0, 0xff, 0x0a],
            line: 4, "an evemu text recording", "binary data"),
        MalformedCase(
            "truncated in the description",
            "# EVEMU 1.3\nN: T\nI: 0003 0001 0002 0003\nB: 03 00 00 00 00 00 00 20 00\nA: 35 0 4095",
            line: 5, "`A: code min max fuzz flat resolution` (6 numbers for EVEMU 1.3)", "\"A: 35 0 4095\""),
        MalformedCase(
            "truncated in an event", evemuHeader + "E: 0.000100 0003 0035 5\nE: 0.000100 0000 00", line: 11,
            "an event `E: sec.usec type code value`", "\"E: 0.000100 0000 00\""),
        MalformedCase(
            "letters in a value", evemuHeader + "E: 0.000100 0003 0035 12a\n", line: 10, "decimal 32-bit value",
            "\"E: 0.000100 0003 0035 12a\""),
        MalformedCase(
            "value over 32 bits", evemuHeader + "E: 0.000100 0003 0035 99999999999\n", line: 10, "decimal 32-bit value",
            "99999999999"),
        MalformedCase(
            "letters in the time", evemuHeader + "E: 0.00x100 0003 0035 1\n", line: 10, "`E: sec.usec type code value`",
            "0.00x100"),
        MalformedCase(
            "seven digits of microseconds", evemuHeader + "E: 0.1234567 0003 0035 1\n", line: 10,
            "`E: sec.usec type code value`", "0.1234567"),
        MalformedCase(
            "a code that is not hex", evemuHeader + "E: 0.000100 0003 zz35 1\n", line: 10, "hex type and code", "zz35"),
        MalformedCase(
            "short A: line (1.2)",
            "# EVEMU 1.2\nN: T\nI: 0003 0001 0002 0003\nB: 03 00 00 00 00 00 00 20 00\nA: 35 0 4095 0 0\n",
            line: 5, "(6 numbers for EVEMU 1.2)", "\"A: 35 0 4095 0 0\""),
        MalformedCase(
            "short A: line (1.1)", "# EVEMU 1.1\nN: T\nI: 0003 0001 0002 0003\nA: 35 0 4095\n", line: 4,
            "(5 numbers for EVEMU 1.1)", "\"A: 35 0 4095\""),
        MalformedCase(
            "unknown EVEMU version 2.0", "# EVEMU 2.0\nN: T\n", line: 1, "EVEMU version 1.0 to 1.3", "version 2.0"),
        MalformedCase(
            "unknown EVEMU version 1.4", "# EVEMU 1.4\nN: T\n", line: 1, "EVEMU version 1.0 to 1.3", "version 1.4"),
        MalformedCase(
            "unreadable EVEMU version", "# EVEMU one\nN: T\n", line: 1, "`# EVEMU MAJOR.MINOR`", "\"# EVEMU one\""),
        MalformedCase(
            "time going backwards", evemuHeader + "E: 0.000200 0003 0035 1\nE: 0.000100 0000 0000 0\n", line: 11,
            "a time at or after the previous event's 0.000200 s", "0.000100 s (time goes backwards)"),
        MalformedCase(
            "slot above the range", evemuHeader + "E: 0.000100 0003 002f 2\n", line: 10,
            "an ABS_MT_SLOT value from 0 to 1", "slot 2"),
        MalformedCase(
            "negative slot", evemuHeader + "E: 0.000100 0003 002f -1\n", line: 10, "an ABS_MT_SLOT value from 0 to 1",
            "slot -1"),
        MalformedCase(
            "event type past EV_MAX", evemuHeader + "E: 0.000100 0020 0000 1\n", line: 10, "an event type from 0 to 31",
            "type 32"),
        MalformedCase(
            "code past ABS_MAX", evemuHeader + "E: 0.000100 0003 0040 1\n", line: 10, "a code from 0 to 63 for EV_ABS",
            "code 64"),
        MalformedCase(
            "text after the description", evemuHeader + "hello world\n", line: 10, "an evemu line (`N:`",
            "\"hello world\""),
        MalformedCase(
            "description line among the events", evemuHeader + "E: 0.000100 0003 0035 1\nN: again\n", line: 11,
            "an event line `E: sec.usec type code value`", "\"N: again\""),
        MalformedCase(
            "short I: line", "# EVEMU 1.3\nN: T\nI: 0003 0001 0002\n", line: 3,
            "`I: bus vendor product version` in hex",
            "\"I: 0003 0001 0002\""),
        MalformedCase(
            "short B: line", "# EVEMU 1.3\nN: T\nI: 0003 0001 0002 0003\nB: 03 00 00\n", line: 4,
            "`B:` with a type and 8 hex bytes", "\"B: 03 00 00\""),
        MalformedCase(
            "bad P: byte", "# EVEMU 1.3\nN: T\nI: 0003 0001 0002 0003\nP: 02 00 00 00 00 00 00 zz\n", line: 4,
            "`P:` with 8 hex bytes", "zz"),
        MalformedCase(
            "a line of over a megabyte", evemuHeader + "E: " + String(repeating: "1", count: 1_100_000) + "\n",
            line: 10,
            "a line of at most 1048576 bytes", "a longer line"),
    ]

    public static let libinput: [MalformedCase] = [
        MalformedCase(
            "unknown YAML version", "version: 2\nndevices: 1\n", line: 1, "libinput record version 1", "version 2"),
        MalformedCase("version that is no number", "version: abc\n", line: 1, "`version: 1`", "\"version: abc\""),
        MalformedCase(
            "TAB in the indentation", "# libinput record\nversion: 1\ndevices:\n- node: x\n  evdev:\n\tname: \"x\"\n",
            line: 6,
            "indentation with spaces (YAML forbids tabs)", "a tab character"),
        MalformedCase(
            "devices before a version", "# libinput record\nndevices: 1\ndevices:\n- node: x\n", line: 3,
            "`version: 1` before `devices:`", "no version"),
        MalformedCase(
            "no device", "version: 1\nndevices: 1\ndevices:\n", line: 3, "at least one device under `devices:`", "none"),
        MalformedCase(
            "event with four numbers", libinputHeader + "    - [0, 100, 3, 53]\n", line: 17,
            "an event `- [sec, usec, type, code, value]`", "\"    - [0, 100, 3, 53]\""),
        MalformedCase(
            "microseconds of a whole second", libinputHeader + "    - [0, 1000000, 3, 53, 1]\n", line: 17,
            "usec below 1000000", "1000000"),
        MalformedCase(
            "truncated in an event", libinputHeader + "    - [0, 100, 3, 53, 1", line: 17,
            "an event `- [sec, usec, type, code, value]`", "\"    - [0, 100, 3, 53, 1\""),
        MalformedCase(
            "value over 32 bits", libinputHeader + "    - [0, 100, 3, 53, 4294967296]\n", line: 17, "32-bit value",
            "4294967296"),
        MalformedCase(
            "time going backwards", libinputHeader + "    - [0, 100, 3, 53, 1]\n    - [0, 50, 0, 0, 0]\n", line: 18,
            "a time at or after the previous event's 0.000100 s", "0.000050 s (time goes backwards)"),
        MalformedCase(
            "slot above the range", libinputHeader + "    - [0, 100, 3, 47, 5]\n", line: 17,
            "an ABS_MT_SLOT value from 0 to 1", "slot 5"),
        MalformedCase(
            "absinfo with four numbers",
            "# libinput record\nversion: 1\nndevices: 1\ndevices:\n- node: x\n  evdev:\n    absinfo:\n      53: [0, 100, 0, 0]\n",
            line: 8, "`CODE: [min, max, fuzz, flat, resolution]` under `absinfo:`", "\"      53: [0, 100, 0, 0]\""),
        MalformedCase(
            "binary garbage", bytes: [0x00, 0xff, 0x13, 0x37, 0x0a, 0x76, 0x65, 0x72], line: 1,
            "an evemu recording", "binary data"),
        MalformedCase(
            "event of an unknown type", libinputHeader + "    - [0, 100, 40, 0, 1]\n", line: 17,
            "an event type from 0 to 31", "type 40"),
        MalformedCase(
            "code beyond its type", libinputHeader + "    - [0, 100, 3, 200, 1]\n", line: 17,
            "a code from 0 to 63 for EV_ABS", "code 200"),
        MalformedCase(
            "negative seconds", libinputHeader + "    - [-1, 100, 3, 53, 1]\n", line: 17,
            "an event `- [sec, usec, type, code, value]`", "\"    - [-1, 100, 3, 53, 1]\""),
        MalformedCase(
            "NaN for a value", libinputHeader + "    - [0, 100, 3, 53, nan]\n", line: 17,
            "an event `- [sec, usec, type, code, value]`", "nan"),
        MalformedCase(
            "a fractional value", libinputHeader + "    - [0, 100, 3, 53, 1.5]\n", line: 17,
            "an event `- [sec, usec, type, code, value]`", "1.5"),
        MalformedCase(
            "id with three numbers",
            "# libinput record\nversion: 1\nndevices: 1\ndevices:\n- node: x\n  evdev:\n    id: [3, 1, 2]\n",
            line: 7, "`id: [bus, vendor, product, version]`", "\"    id: [3, 1, 2]\""),
        MalformedCase(
            "a word among the codes",
            "# libinput record\nversion: 1\nndevices: 1\ndevices:\n- node: x\n  evdev:\n    codes:\n      3: [47, x]\n",
            line: 8, "`TYPE: [CODE, …]` under `codes:`", "\"      3: [47, x]\""),
        MalformedCase(
            "properties that are no list",
            "# libinput record\nversion: 1\nndevices: 1\ndevices:\n- node: x\n  evdev:\n    properties: 1\n",
            line: 7, "`properties: [N, …]`", "\"    properties: 1\""),
        MalformedCase(
            "a name never closed",
            "# libinput record\nversion: 1\nndevices: 1\ndevices:\n- node: x\n  evdev:\n    name: \"T\n",
            line: 7, "a quoted device name", "\"    name: \\\"T\""),
    ]

    public static let all = evemu + libinput
}
