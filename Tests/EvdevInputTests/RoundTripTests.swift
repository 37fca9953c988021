import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// One recording used as a round-trip source: a fixture file and how to open it.
struct RoundTripSource: Sendable, CustomTestStringConvertible {
    var file: String
    var description: String?
    var deviceIndex: Int?
    /// Events expected, counted by hand from the fixture.
    var eventCount: Int

    var testDescription: String {
        file + (deviceIndex.map { " device \($0)" } ?? "")
    }

    func read() throws(RecordingError) -> RecordingContents {
        try RecordingContents.read(
            RepositoryPaths.fixture(file), description: description.map { RepositoryPaths.fixture($0) },
            deviceIndex: deviceIndex)
    }

    static let evemu: [RoundTripSource] = [
        RoundTripSource(file: "evemu/touchscreen.evemu", eventCount: 24),
        RoundTripSource(file: "evemu/touchscreen.evemu-record.evemu", eventCount: 24),
        RoundTripSource(
            file: "evemu/old-single-touch.events", description: "evemu/old-single-touch.desc", eventCount: 8),
    ]

    static let libinput: [RoundTripSource] = [
        RoundTripSource(file: "libinput/three-devices.yml", deviceIndex: 0, eventCount: 0),
        RoundTripSource(file: "libinput/three-devices.yml", deviceIndex: 1, eventCount: 13),
        RoundTripSource(file: "libinput/three-devices.yml", deviceIndex: 2, eventCount: 5),
    ]
}

/// Read → write → read gives back the same events and the same device, in both formats.
@Suite struct RoundTripTests {
    @Test("the fixtures hold the events counted by hand", arguments: RoundTripSource.evemu + RoundTripSource.libinput)
    func fixtureEventCounts(source: RoundTripSource) throws {
        #expect(try source.read().events.count == source.eventCount)
    }

    @Test("evemu → evemu", arguments: RoundTripSource.evemu)
    func evemuToEvemu(source: RoundTripSource) throws {
        let original = try source.read()
        let scratch = try TemporaryDirectory()
        try original.writeEvemu(to: scratch.file("copy.evemu"))
        let copy = try RecordingContents.read(scratch.file("copy.evemu"))
        #expect(copy.events == original.events)
        // evemu 1.3 always writes `P:` lines, so a description without one comes back with
        // "no properties" known; everything else is unchanged.
        var expected = try #require(original.description)
        expected.propertiesKnown = true
        #expect(copy.description == expected)
    }

    @Test("evemu → libinput → evemu", arguments: RoundTripSource.evemu)
    func evemuThroughLibinput(source: RoundTripSource) throws {
        let original = try source.read()
        let scratch = try TemporaryDirectory()
        try original.writeLibinput(to: scratch.file("copy.yml"))
        let viaLibinput = try RecordingContents.read(scratch.file("copy.yml"))
        #expect(viaLibinput.events == original.events)
        try viaLibinput.writeEvemu(to: scratch.file("back.evemu"))
        let back = try RecordingContents.read(scratch.file("back.evemu"))
        #expect(back.events == original.events)
        var expected = try #require(original.description)
        expected.propertiesKnown = true
        #expect(back.description == expected)

        // The two evemu files are the same bytes whichever way they went.
        try original.writeEvemu(to: scratch.file("direct.evemu"))
        let direct = try Data(contentsOf: URL(fileURLWithPath: scratch.file("direct.evemu")))
        let indirect = try Data(contentsOf: URL(fileURLWithPath: scratch.file("back.evemu")))
        #expect(direct == indirect)
    }

    @Test("libinput → evemu", arguments: RoundTripSource.libinput)
    func libinputToEvemu(source: RoundTripSource) throws {
        let original = try source.read()
        let scratch = try TemporaryDirectory()
        try original.writeEvemu(to: scratch.file("copy.evemu"))
        let copy = try RecordingContents.read(scratch.file("copy.evemu"))
        #expect(copy.events == original.events)
        // evemu has no place for udev properties nor the libinput version (convert says so).
        #expect(
            copy.description?.ignoringSynCodes.ignoringLibinputMetadata
                == original.description?.ignoringSynCodes.ignoringLibinputMetadata)
    }

    @Test("libinput → libinput", arguments: RoundTripSource.libinput)
    func libinputToLibinput(source: RoundTripSource) throws {
        let original = try source.read()
        let scratch = try TemporaryDirectory()
        try original.writeLibinput(to: scratch.file("copy.yml"))
        let copy = try RecordingContents.read(scratch.file("copy.yml"))
        #expect(copy.events == original.events)
        var expected = original.description
        // A device the file lists without udev properties is written with those udev gives its class.
        if expected?.udevProperties == nil { expected?.udevProperties = copy.description?.udevProperties }
        #expect(copy.description == expected)
    }

    @Test("the touchscreen fixture reads as written: padded, wide and negative values, times in µs")
    func touchscreenFixtureValues() throws {
        let contents = try RoundTripSource.evemu[0].read()
        let events = contents.events
        #expect(events[1] == InputEvent(time: 0, type: .abs, code: EventCode.absMTTrackingID, value: 12345))
        #expect(events[8] == InputEvent(time: 16_500, type: .abs, code: EventCode.absMTPositionX, value: 180))
        #expect(events[17] == InputEvent(time: 49_500, type: .abs, code: EventCode.absMTTrackingID, value: -1))
        #expect(events.last == InputEvent(time: 1_066_000, type: .syn, code: EventCode.synReport, value: 0))
        let description = try #require(contents.description)
        #expect(description.name == "Test Panel")
        #expect(description.id == DeviceID(bustype: 0x18, vendor: 0x04f3, product: 0x2d4a, version: 0x0100))
        #expect(description.properties == [.direct])
        #expect(description.absInfo[EventCode.absX] == AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        #expect(description.slotCount == 2)
        #expect(description.kernel == "6.1.0-18-amd64")
        #expect(description.dmi == "dmi:bvnTest:bvr1.0:svnTest:pnPanel:")
    }

    @Test("an events-only file with epoch times and unpadded values reads with its description")
    func oldPairValues() throws {
        let contents = try RoundTripSource.evemu[2].read()
        #expect(
            contents.events.first
                == InputEvent(time: 1_284_881_103_697_884, type: .key, code: EventCode.btnTouch, value: 1))
        #expect(
            contents.events[4] == InputEvent(time: 1_284_881_103_705_001, type: .abs, code: EventCode.absX, value: 35))
        let description = try #require(contents.description)
        #expect(description.propertiesKnown == false)
        #expect(description.absInfo[EventCode.absY] == AbsInfo(minimum: 0, maximum: 2047))
    }

    @Test("libinput: the first device with events is the default; names unescape; system: gives kernel and DMI")
    func libinputDefaultDevice() throws {
        let contents = try RecordingContents.read(RepositoryPaths.fixture("libinput/three-devices.yml"))
        let description = try #require(contents.description)
        #expect(description.name == "Test \"Quoted\" Panel")
        #expect(contents.events.count == 13)
        #expect(contents.events[12] == InputEvent(time: 33_334, type: .syn, code: EventCode.synReport, value: 0))
        #expect(description.kernel == "6.1.0-18-amd64")
        #expect(description.absInfo[EventCode.absMTSlot] == AbsInfo(minimum: 0, maximum: 9))
    }
}
