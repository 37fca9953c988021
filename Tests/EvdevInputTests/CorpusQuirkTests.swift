import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// One test per format quirk of the corpus manifest (section 1.4), on a file that has it.
@Suite(.enabled(if: Corpus.isPresent, Corpus.missing))
struct CorpusQuirkTests {
    static func read(_ file: String, description: String? = nil) throws -> RecordingContents {
        try RecordingContents.read(Corpus.path(file), description: description.map(Corpus.path))
    }

    static func statistics(_ file: String, description: String? = nil) throws -> RecordingStatistics {
        let contents = try read(file, description: description)
        var statistics = RecordingStatistics(description: contents.description)
        for event in contents.events { statistics.add(event) }
        return statistics
    }

    @Test("1. E: lines: padded (-001), unpadded (-1), wider than 4 digits, trailing comments")
    func eventLineLayout() throws {
        let padded = try Self.read("evd-alpsps2-alps-glidepoint-2-finger-tap.evemu").events
        #expect(padded.contains { $0.code == EventCode.absMTTrackingID && $0.value == -1 })
        let unpadded = try Self.read("cros-mouse-center-cursor.events", description: "cros-platform-mouse.desc").events
        #expect(unpadded.contains { $0.value == -1 })
        let wide = try Self.read(
            "evd-egalax-inc-usb-touchcontroller.events", description: "evd-egalax-inc-usb-touchcontroller.desc")
        // E: 1330523780.970485 0004 0004 852034
        #expect(wide.events.contains(InputEvent(time: 1_330_523_780_970_485, type: .msc, code: 4, value: 852_034)))
        let commented = try Self.read("evd-atmel-maxtouch-touchscreen-2-fingers-touch-release.evemu").events
        // E: 0.000001 0003 0039 0007	# EV_ABS / ABS_MT_TRACKING_ID   7
        #expect(commented.first == InputEvent(time: 1, type: .abs, code: EventCode.absMTTrackingID, value: 7))
    }

    @Test("2. timestamps: epoch, starting at 0.000001, uptime, all zero")
    func timestamps() throws {
        let epoch = try Self.read(
            "evemu-3m-microtouch-22in.2010-raw.events", description: "evemu-3m-microtouch-22in.2010.prop")
        #expect(epoch.events.first?.time == 1_284_881_103_697_884)
        #expect(
            try Self.read("evd-cyps2-cypress-trackpad-two-finger-tap.evemu").events.first?.time == 1_382_570_926_338_731
        )
        #expect(try Self.read("evd-atmel-maxtouch-touchscreen-2-fingers-touch-release.evemu").events.first?.time == 1)
        let uptime = try Self.read("xit-nexus4-touch-dev.events", description: "xit-nexus4-touch-dev.desc")
        #expect(uptime.events.first?.time == 75_280_046)
        let zero = try Self.read("mir-synaptics-touchpad-click.evemu").events
        #expect(!zero.isEmpty && zero.allSatisfy { $0.time == 0 })
    }

    @Test("3. descriptions: 5- and 6-number A:, no P:, no # EVEMU, Kernel/DMI, commented-out header")
    func descriptionLines() throws {
        let fiveNumbers = try #require(try Self.read("evemu-bcm5974-macbook-touchpad.evemu").description)  // EVEMU 1.1
        #expect(fiveNumbers.absInfo[EventCode.absX] == AbsInfo(minimum: 0, maximum: 1280, fuzz: 5))
        let sixNumbers = try #require(try Self.read("evd-cyps2-cypress-trackpad-two-finger-tap.evemu").description)
        #expect(sixNumbers.absInfo[EventCode.absX] == AbsInfo(minimum: 0, maximum: 1600, resolution: 16))
        for file in [
            "evd-synps2-synaptics-touchpad-hp8470p.desc", "cros-link-atmel-touchpad.desc", "evd-ps2-generic-mouse.desc",
        ] {
            #expect(try EvemuReader.readDescription(Corpus.path(file)).propertiesKnown == false, "\(file)")
        }
        #expect(
            try EvemuReader.readDescription(Corpus.path("evd-synps2-synaptics-touchpad-hp8470p.desc")).deviceClass
                == .touchpad)
        let old = try EvemuReader(path: Corpus.path("evemu-3m-microtouch-22in.2010-raw.events"))
        #expect(old.version == (1, 0))
        let kernel = try #require(try Self.read("evd-dell-canvas-pen.evemu").description)
        #expect(kernel.kernel == "4.14.0-rc7+")
        #expect(kernel.dmi?.hasPrefix("dmi:bvnDellInc.") == true)
        let mir = try EvemuReader(path: Corpus.path("mir-synaptics-touchpad-click.evemu"))
        #expect(mir.descriptionFromComments)
        #expect(mir.version == (1, 2))
        #expect(mir.description?.name == "SynPS/2 Synaptics TouchPad")
        #expect(mir.description?.deviceClass == .touchpad)
    }

    @Test("4. values outside the axis range and signed ranges are read as they are")
    func outOfRangeValues() throws {
        let sentinel = try Self.read(
            "evd-synps2-synaptics-touchpad-fdo23890.events", description: "evd-synps2-synaptics-touchpad-fdo23890.desc")
        #expect(sentinel.description?.absInfo[EventCode.absX]?.maximum == 5472)
        #expect(
            sentinel.events.contains(
                InputEvent(time: 1_336_543_186_155_471, type: .abs, code: EventCode.absX, value: 8176)))
        let signed = try #require(try Self.read("evemu-bcm5974-macbook-touchpad.evemu").description)
        #expect(signed.absInfo[EventCode.absMTPositionX] == AbsInfo(minimum: -4824, maximum: 5342))
    }

    @Test("5. MT variants: slots, tracking ids without ABS_MT_SLOT, protocol A without tracking ids")
    func multitouchVariants() throws {
        let slots = try Self.statistics("evd-ep0430m09-4-finger-drag-down.evemu")
        #expect(slots.mode == .multitouchB)
        #expect(slots.contacts.count == 4)
        let quanta = try Self.read(
            "evd-quanta-opticaltouchscreen.events", description: "evd-quanta-opticaltouchscreen.desc")
        #expect(!quanta.events.contains { $0.code == EventCode.absMTSlot && $0.type == .abs })
        let implied = try Self.statistics(
            "evd-quanta-opticaltouchscreen.events", description: "evd-quanta-opticaltouchscreen.desc")
        #expect(implied.contacts.count > 0)
        #expect(implied.contacts.allSatisfy { $0.slot == 0 })
        let protocolA = try Self.statistics(
            "evd-n-trig-multitouch-1-finger-drag-nw-se.events", description: "evd-n-trig-multitouch.desc")
        #expect(protocolA.mode == .multitouchA)
        #expect(protocolA.contacts.count >= 1)
    }

    @Test("6. eGalax sends its position on ABS_Z/ABS_RX: touches come from BTN_TOUCH alone")
    func egalaxAxes() throws {
        let contents = try Self.read(
            "evd-egalax-inc-usb-touchcontroller.events", description: "evd-egalax-inc-usb-touchcontroller.desc")
        #expect(
            !contents.events.contains { $0.type == .abs && ($0.code == EventCode.absX || $0.code == EventCode.absY) })
        let statistics = try Self.statistics(
            "evd-egalax-inc-usb-touchcontroller.events", description: "evd-egalax-inc-usb-touchcontroller.desc")
        let downs = contents.events.filter { $0.type == .key && $0.code == EventCode.btnTouch && $0.value == 1 }.count
        #expect(statistics.contacts.count == downs)
    }

    @Test("7. timing: a whole tap inside 53 µs gives no absurd speed; 1–2 s gaps within a touch")
    func timingOddities() throws {
        let tap = try Self.statistics(
            "evd-egalax-empia-technology-inc-pcap-multitouch-controller-tap.events",
            description: "evd-egalax-empia-technology-inc-pcap-multitouch-controller.desc")
        #expect(tap.contacts.count == 1)
        #expect(tap.contacts[0].duration < 0.000_1)
        #expect(tap.contacts[0].maxSpeed == 0)  // frames under minimumSpeedInterval apart are not timed
        let skip = try Self.statistics("tslib-atmel-maxtouch-rec-skip.evemu")
        #expect(skip.contacts.count == 1)
        #expect(skip.contacts[0].duration > 2)
    }

    @Test("8. a Wacom pen leaving proximity sends ABS_X/ABS_Y = 0, which no contact ends at")
    func penProximityOut() throws {
        let statistics = try Self.statistics(
            "evd-wacom-intuos4-6x9-stylus-drag.events", description: "evd-wacom-intuos4-6x9.desc")
        #expect(statistics.contacts.count == 1)
        #expect(statistics.contacts.allSatisfy { $0.endX != 0 && $0.endY != 0 })
    }

    @Test("9. names that do not match the content: the 4-finger 'drag down' moves towards smaller y")
    func misleadingNames() throws {
        let statistics = try Self.statistics("evd-ep0430m09-4-finger-drag-down.evemu")
        #expect(statistics.contacts.allSatisfy { $0.endY < $0.startY })
    }

    @Test("10. evtest text: optional header, `(?)` names, Resolution only when non-zero, SYN lines between dashes")
    func evtestDumps() throws {
        // cros-1f-fast-swipe-id-split.dat's header lists `Event code 328 (?)` under EV_KEY and gives
        // ABS_X a `Resolution 12` line but ABS_PRESSURE none.
        let headed = try EvtestReader(path: Corpus.path("cros-1f-fast-swipe-id-split.dat"))
        let description = try #require(headed.description)
        #expect(description.has(.key, 328))
        #expect(description.absInfo[EventCode.absX]?.resolution == 12)
        #expect(description.absInfo[24]?.resolution == 0)  // ABS_PRESSURE
        // No header and no paired description: read, the axes from the values seen.
        let bare = try EvtestReader(path: Corpus.path("cros-pinch-zoom-in.dat"))
        #expect(bare.descriptionSource == .events)
        let text = try String(contentsOfFile: Corpus.path("cros-pinch-zoom-in.dat"), encoding: .utf8)
        let synLines = text.split(separator: "\n").filter { $0.hasSuffix("-------------- SYN_REPORT ------------") }
        let all = try RecordingContents.read(Corpus.path("cros-pinch-zoom-in.dat"), description: nil)
        #expect(all.events.filter { $0.type == .syn && $0.code == EventCode.synReport }.count == synLines.count)
    }

    @Test("12. libinput YAML: a frame per `- evdev:`, comments between frames, MSC_TIMESTAMP, empty quirks:, TABs")
    func libinputQuirks() throws {
        let scroll = try Self.read("li-ite-touchpad-2f-scroll.yml")
        #expect(scroll.events.count == 112)
        #expect(scroll.events.contains { $0.type == .msc && $0.code == 5 })  // MSC_TIMESTAMP
        let reports = scroll.events.filter { $0.type == .syn && $0.code == EventCode.synReport }.count
        let frames =
            try String(contentsOfFile: Corpus.path("li-ite-touchpad-2f-scroll.yml"), encoding: .utf8)
            .components(separatedBy: "- evdev:").count - 1
        #expect(reports == frames)
        let tabs = try #require(RecordingContents.error(reading: Corpus.path("li-kernel-doc-pixart-mouse-buttons.yml")))
        #expect(tabs.line == 33)
        #expect(tabs.expected.contains("YAML forbids tabs"))
    }
}
