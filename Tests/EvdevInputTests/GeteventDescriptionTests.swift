import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// `getevent -lp` and `-p` listings give the axis ranges, name and properties a dump lacks.
@Suite struct GeteventDescriptionTests {
    static let listings = ["two-nodes.getevent-lp.txt", "two-nodes.getevent-p.txt"]

    /// The touchscreen as the listings describe it, written out by hand.
    static var touchscreen: DeviceDescription {
        var description = DeviceDescription(name: "sec_touchscreen")
        description.properties = [.direct]
        description.enable(.key, 0x14a)
        description.enable(.abs, 0x2f, AbsInfo(minimum: 0, maximum: 9))
        description.enable(.abs, 0x30, AbsInfo(minimum: 0, maximum: 255))
        description.enable(.abs, 0x35, AbsInfo(minimum: 0, maximum: 1079, resolution: 12))
        description.enable(.abs, 0x36, AbsInfo(minimum: 0, maximum: 2339, resolution: 12))
        description.enable(.abs, 0x39, AbsInfo(minimum: 0, maximum: 65535))
        return description
    }

    @Test("a listing reads as the devices it lists, labelled or not", arguments: listings)
    func devices(listing: String) throws {
        let devices = try GeteventReader.readDevices(GeteventFixture.path(listing))
        #expect(devices.map(\.node) == GeteventFixture.nodes)
        #expect(devices.allSatisfy { $0.listsCodes })
        var keys = DeviceDescription(name: "gpio-keys")
        for code: UInt16 in [0x72, 0x73, 0x74] { keys.enable(.key, code) }  // 0x73 was held (`*`)
        #expect(devices.first?.description == keys)
        #expect(devices.last?.description == Self.touchscreen)
    }

    @Test("the listing's device for the chosen node gives the ranges", arguments: listings)
    func ranges(listing: String) throws {
        let path = GeteventFixture.path(listing)
        let reader = try GeteventFixture.open("two-nodes.getevent-lt.txt", description: path)
        #expect(reader.description == Self.touchscreen)
        #expect(reader.descriptionSource == .listing(path: path))
        #expect(reader.axisRangesKnown)
        #expect(reader.description?.slotCount == 10)
        #expect(try GeteventFixture.events(reader) == GeteventFixture.touch)
        #expect(!reader.notes.contains { $0.hasPrefix("axis ranges unknown") })
    }

    @Test("a dump without nodes takes the listed device that has all its codes", arguments: listings)
    func matchByCodes(listing: String) throws {
        let reader = try GeteventFixture.open("one-node.getevent-l.txt", description: GeteventFixture.path(listing))
        #expect(reader.description?.name == "sec_touchscreen")
    }

    @Test("an evemu description serves a getevent dump too")
    func evemuDescription() throws {
        let reader = try GeteventFixture.open(
            "one-node.getevent.txt", description: RepositoryPaths.fixture("evemu/touchscreen.evemu"))
        #expect(reader.description?.name == "Test Panel")
        #expect(reader.description?.absInfo[0x35] == AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
    }

    @Test("a listing without the chosen node is an error naming what it has")
    func missingNode() throws {
        let scratch = try TemporaryDirectory()
        let listing = try scratch.write(
            "keys.txt",
            """
            add device 1: /dev/input/event0
              name:     "gpio-keys"
              events:
                KEY (0001): KEY_POWER
              input props:
                <none>

            """)
        let error = try #require(
            RecordingContents.error(reading: GeteventFixture.path("two-nodes.getevent-lt.txt"), description: listing))
        #expect(error.path == listing)
        #expect(
            error.description == "\(listing): expected a description of /dev/input/event2, found only /dev/input/event0"
        )
    }

    @Test("a dump with its own -p block uses it")
    func embeddedListing() throws {
        let scratch = try TemporaryDirectory()
        let listing = try String(contentsOfFile: GeteventFixture.path("two-nodes.getevent-lp.txt"), encoding: .utf8)
        let dump = try String(contentsOfFile: GeteventFixture.path("two-nodes.getevent-lt.txt"), encoding: .utf8)
        let path = try scratch.write("both.txt", listing + dump)
        let reader = try #require(try Recording.open(path) as? GeteventReader)
        #expect(reader.descriptionSource == .dump)
        #expect(reader.description == Self.touchscreen)
        #expect(try GeteventFixture.events(reader) == GeteventFixture.touch)
    }

    @Test("-i id lines set bus, vendor, product and version")
    func identity() throws {
        let scratch = try TemporaryDirectory()
        let listing = try scratch.write(
            "i.txt",
            """
            add device 1: /dev/input/event3
              bus:      0018
              vendor    04f3
              product   2d4a
              version   0100
              name:     "Panel"
              location: "i2c"
              id:       ""
              version:  1.0.1
              events:
                ABS (0003): ABS_X                 : value 5, min 0, max 4095, fuzz 2, flat 1, resolution 16
              input props:
                INPUT_PROP_DIRECT
                0006

            """)
        let device = try #require(try GeteventReader.readDevices(listing).first)
        #expect(device.description.id == DeviceID(bustype: 0x18, vendor: 0x04f3, product: 0x2d4a, version: 0x100))
        #expect(
            device.description.absInfo[0]
                == AbsInfo(minimum: 0, maximum: 4095, fuzz: 2, flat: 1, resolution: 16, value: 5))
        #expect(device.description.properties == [.direct, InputProperty(rawValue: 6)])
    }
}
