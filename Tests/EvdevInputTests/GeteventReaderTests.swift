import EvdevInput
import GestureTestSupport
import Testing

/// The events of the hand-written getevent fixtures, written out by hand from the kernel's codes
/// (`<linux/input-event-codes.h>`): EV_KEY 1, EV_ABS 3, KEY_POWER 0x74, BTN_TOUCH 0x14a,
/// ABS_MT_POSITION_X/Y 0x35/0x36, ABS_MT_TRACKING_ID 0x39.
enum GeteventFixture {
    static func event(_ time: Int64, _ type: EventType, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: time, type: type, code: code, value: value)
    }

    /// `/dev/input/event2`, the touchscreen: one finger down at (20, 1000), moved to x 200, lifted.
    static let touch: [InputEvent] = [
        event(1_807_354_865, .abs, 0x39, 42),
        event(1_807_354_865, .abs, 0x35, 20),
        event(1_807_354_865, .abs, 0x36, 1000),
        event(1_807_354_865, .key, 0x14a, 1),
        event(1_807_354_865, .syn, 0, 0),
        event(1_807_371_230, .abs, 0x35, 200),
        event(1_807_371_230, .syn, 0, 0),
        event(1_807_387_500, .abs, 0x39, -1),  // ffffffff
        event(1_807_387_500, .key, 0x14a, 0),
        event(1_807_387_500, .syn, 0, 0),
    ]

    /// `/dev/input/event0`, the power key: pressed and released.
    static let key: [InputEvent] = [
        event(1_807_354_800, .key, 0x74, 1),
        event(1_807_354_800, .syn, 0, 0),
        event(1_807_371_002, .key, 0x74, 0),
        event(1_807_371_002, .syn, 0, 0),
    ]

    /// The two nodes, as the dumps name them.
    static let nodes = ["/dev/input/event0", "/dev/input/event2"]

    static func path(_ name: String) -> String { RepositoryPaths.fixture("getevent/" + name) }

    /// Opens a fixture through `Recording.open` as a getevent reader.
    static func open(
        _ name: String, description: String? = nil, deviceIndex: Int? = nil
    ) throws -> GeteventReader {
        let reader = try Recording.open(path(name), descriptionPath: description, deviceIndex: deviceIndex)
        return try #require(reader as? GeteventReader)
    }

    /// Every event of a reader.
    static func events(_ reader: any EventReader) throws -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = try reader.next() { events.append(event) }
        return events
    }
}

/// getevent dumps read as what getevent printed: labelled or numeric, with or without timestamps
/// and device nodes, one device picked out of several.
@Suite struct GeteventReaderTests {
    static let twoNodeDumps = ["two-nodes.getevent-lt.txt", "two-nodes.getevent-t.txt"]
    static let oneNodeDumps = ["one-node.getevent-l.txt", "one-node.getevent.txt"]

    @Test("every getevent style is detected", arguments: twoNodeDumps + oneNodeDumps)
    func detected(file: String) throws {
        #expect(try Recording.detectFormat(GeteventFixture.path(file)) == .getevent)
    }

    @Test("by default the first node with touch events is read", arguments: twoNodeDumps)
    func defaultNode(file: String) throws {
        let reader = try GeteventFixture.open(file)
        #expect(reader.format == .getevent)
        #expect(reader.deviceNode == "/dev/input/event2")
        #expect(reader.deviceIndex == 1)
        #expect(reader.deviceNodes == GeteventFixture.nodes)
        #expect(reader.hasTimestamps)
        #expect(try GeteventFixture.events(reader) == GeteventFixture.touch)
        #expect(reader.notes.contains { $0.hasPrefix("device node /dev/input/event2: index 1 of 2") })
    }

    @Test("--device-index picks the N-th node in order of appearance", arguments: twoNodeDumps)
    func chosenNode(file: String) throws {
        let reader = try GeteventFixture.open(file, deviceIndex: 0)
        #expect(reader.deviceNode == "/dev/input/event0")
        #expect(reader.description?.name == "gpio-keys")
        #expect(try GeteventFixture.events(reader) == GeteventFixture.key)
    }

    @Test("a device index past the nodes is a clear error")
    func indexOutOfRange() throws {
        let error = try #require(
            RecordingContents.error(reading: GeteventFixture.path("two-nodes.getevent-lt.txt"), deviceIndex: 2))
        #expect(error.kind == .badData)
        #expect(error.expected.hasPrefix("a device index from 0 to 1"))
        #expect(error.expected.contains("/dev/input/event0, /dev/input/event2"))
    }

    @Test("without -t every event is at time 0", arguments: oneNodeDumps)
    func withoutTimestamps(file: String) throws {
        let reader = try GeteventFixture.open(file)
        #expect(!reader.hasTimestamps)
        #expect(reader.deviceNode == nil)
        #expect(reader.deviceNodes.isEmpty)
        let expected = GeteventFixture.touch.map { InputEvent(time: 0, type: $0.type, code: $0.code, value: $0.value) }
        #expect(try GeteventFixture.events(reader) == expected)
        #expect(reader.notes.contains { $0.hasPrefix("no timestamps") })
    }

    @Test("without a listing the description comes from the events, ranges marked unknown")
    func descriptionFromEvents() throws {
        let reader = try GeteventFixture.open("two-nodes.getevent-lt.txt")
        #expect(reader.descriptionSource == .events)
        #expect(!reader.axisRangesKnown)
        let description = try #require(reader.description)
        #expect(description.name == "sec_touchscreen")  // from the dump's `add device` block
        #expect(!description.propertiesKnown)
        #expect(description.codes[.key] == [0x14a])
        #expect(description.codes[.abs] == [0x35, 0x36, 0x39])
        // 0 (or the lowest value when negative) to the highest value seen.
        #expect(description.absInfo[0x35] == AbsInfo(minimum: 0, maximum: 200))
        #expect(description.absInfo[0x36] == AbsInfo(minimum: 0, maximum: 1000))
        #expect(description.absInfo[0x39] == AbsInfo(minimum: -1, maximum: 42))
        #expect(description.deviceClass == .touchscreen)
        #expect(reader.notes.contains { $0.hasPrefix("axis ranges unknown") })
    }

    @Test(
        "labels getevent prints: key states, tool types, cut names, aliases, two's complement",
        arguments: [
            ("EV_KEY       BTN_TOUCH            REPEAT              ", EventType.key, UInt16(0x14a), Int32(2)),
            ("EV_ABS       ABS_MT_TOOL_TYPE     MT_TOOL_PEN         ", .abs, 0x37, 1),
            ("EV_KEY       KEY_ROTATE_LOCK_TOGG DOWN                ", .key, 0x231, 1),  // 22 characters cut to 20
            ("EV_KEY       BTN_JOYSTICK         DOWN                ", .key, 0x120, 1),  // an alias of BTN_TRIGGER
            ("EV_ABS       ABS_MT_POSITION_X    80000000            ", .abs, 0x35, Int32.min),
            ("0003 002f 7fffffff", .abs, 0x2f, Int32.max),
        ])
    func labels(line: String, type: EventType, code: UInt16, value: Int32) throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("one.txt", "[    1.000000] " + line + "\n")
        let reader = try GeteventReader(path: path)
        let events = try GeteventFixture.events(reader)
        #expect(events == [InputEvent(time: 1_000_000, type: type, code: code, value: value)])
    }

    @Test("a dump converts to evemu and reads back the same", arguments: twoNodeDumps)
    func convertsToEvemu(file: String) throws {
        let original = try RecordingContents.read(GeteventFixture.path(file))
        let scratch = try TemporaryDirectory()
        try original.writeEvemu(to: scratch.file("copy.evemu"))
        let copy = try RecordingContents.read(scratch.file("copy.evemu"))
        #expect(copy.events == original.events)
        let description = try #require(copy.description)
        #expect(description.absInfo == original.description?.absInfo)
        #expect(description.codes[.abs] == original.description?.codes[.abs])
    }
}
