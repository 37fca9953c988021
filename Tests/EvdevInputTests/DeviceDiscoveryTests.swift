import EvdevInput
import Foundation
import GestureTestSupport
import Testing

@Suite struct DeviceDiscoveryTests {
    /// A laptop: keyboard, touchscreen, mouse, touchpad (event10, to check numeric order) and a
    /// device this user may not open.
    static func laptop() throws -> FakeInputDirectory {
        try FakeInputDirectory(
            [
                "event0": ("AT Translated Set 2 keyboard", FakeDevice.keyboard),
                "event1": ("ELAN Touchscreen", FakeDevice.touchscreen),
                "event2": ("Logitech USB Optical Mouse", FakeDevice.mouse),
                "event3": ("Secret Sensor", nil),
                "event10": ("SynPS/2 Synaptics TouchPad", FakeDevice.touchpad),
            ],
            links: [
                "by-id/usb-Logitech_USB_Optical_Mouse-event-mouse": "event2",
                "by-path/platform-i8042-serio-1-event-mouse": "event10",
            ])
    }

    @Test func nodesAreEventFilesInNumericOrder() throws {
        let fake = try Self.laptop()
        #expect(fake.discovery.nodes() == ["event0", "event1", "event2", "event3", "event10"].map(fake.node))
    }

    @Test(
        "a node, a link or a link's name resolves to the node",
        arguments: [
            ("/event1", "event1"),
            ("/by-id/usb-Logitech_USB_Optical_Mouse-event-mouse", "event2"),
            ("usb-Logitech_USB_Optical_Mouse-event-mouse", "event2"),
            ("platform-i8042-serio-1-event-mouse", "event10"),
            ("event10", "event10"),
        ])
    func pathsAndLinks(argument: String, node: String) throws {
        let fake = try Self.laptop()
        let given = argument.hasPrefix("/") ? fake.path + argument : argument
        #expect(try fake.discovery.resolve(given) == fake.node(node))
    }

    @Test(
        "a unique part of a name resolves, case-insensitive",
        arguments: [
            ("touchscreen", "event1"), ("Logitech", "event2"), ("synaptics", "event10"),
            ("Secret", "event3"),  // known from sysfs although it cannot be opened: opening it then says why
        ])
    func nameSubstring(argument: String, node: String) throws {
        let fake = try Self.laptop()
        #expect(try fake.discovery.resolve(argument) == fake.node(node))
    }

    @Test func ambiguousNameListsTheMatches() throws {
        let fake = try Self.laptop()
        #expect {
            try fake.discovery.resolve("touch")
        } throws: { error in
            guard case .ambiguous(let argument, let candidates) = error as? EvdevError else { return false }
            return argument == "touch"
                && candidates == [
                    "\(fake.node("event1"))  touchscreen  \"ELAN Touchscreen\"",
                    "\(fake.node("event10"))  touchpad  \"SynPS/2 Synaptics TouchPad\"",
                ]
        }
    }

    @Test func exactNameWinsOverLongerNames() throws {
        let fake = try FakeInputDirectory([
            "event4": ("Wacom Pen", FakeDevice.named("Wacom Pen", FakeDevice.touchscreen)),
            "event5": ("Wacom Pen Eraser", FakeDevice.named("Wacom Pen Eraser", FakeDevice.touchscreen)),
        ])
        #expect(try fake.discovery.resolve("Wacom Pen") == fake.node("event4"))
        #expect(throws: EvdevError.self) { try fake.discovery.resolve("wacom") }
    }

    @Test func unknownArgumentListsTheDevices() throws {
        let fake = try Self.laptop()
        #expect {
            try fake.discovery.resolve("joystick")
        } throws: { error in
            guard case .noSuchDevice(let argument, let devices) = error as? EvdevError else { return false }
            return argument == "joystick" && devices.count == 5
                && devices[3] == "\(fake.node("event3"))  permission denied  \"Secret Sensor\""
        }
        #expect {
            try fake.discovery.resolve(fake.path + "/event99")
        } throws: { error in
            guard case .noSuchDevice(let argument, _) = error as? EvdevError else { return false }
            return argument == fake.path + "/event99"
        }
    }

    @Test func withoutArgumentTheOnlyTouchDeviceIsChosen() throws {
        let fake = try FakeInputDirectory([
            "event0": ("kbd", FakeDevice.keyboard), "event1": ("mouse", FakeDevice.mouse),
            "event7": ("ELAN Touchscreen", FakeDevice.touchscreen),
        ])
        #expect(try fake.discovery.resolve(nil) == fake.node("event7"))
    }

    @Test func withoutArgumentSeveralTouchDevicesAreListed() throws {
        let fake = try Self.laptop()
        #expect {
            try fake.discovery.resolve(nil)
        } throws: { error in
            guard case .ambiguous(nil, let candidates) = error as? EvdevError else { return false }
            return candidates.count == 2
        }
    }

    @Test func withoutArgumentNoTouchDeviceCountsTheUnreadable() throws {
        let fake = try FakeInputDirectory([
            "event0": ("kbd", FakeDevice.keyboard), "event1": ("Hidden Panel", nil),
        ])
        #expect(
            throws: EvdevError.noTouchDevice(
                devices: [
                    "\(fake.node("event0"))  keyboard  \"AT Translated Set 2 keyboard\"",
                    "\(fake.node("event1"))  permission denied  \"Hidden Panel\"",
                ], unreadable: 1)
        ) {
            try fake.discovery.resolve(nil)
        }
    }

    @Test func emptyOrMissingDirectoryHasNoDevices() throws {
        let fake = try FakeInputDirectory([:])
        #expect(fake.discovery.nodes().isEmpty)
        #expect(throws: EvdevError.noDevices(directory: fake.path)) { try fake.discovery.resolve(nil) }
        #expect(throws: EvdevError.noDevices(directory: fake.path)) { try fake.discovery.resolve("touch") }
        let missing = DeviceDiscovery(directory: fake.path + "/absent")
        #expect(missing.nodes().isEmpty)
    }

    @Test(
        "keyboards are refused unless allowed; other devices pass",
        arguments: [
            (FakeDevice.keyboard, false, true), (FakeDevice.keyboard, true, false),
            (FakeDevice.touchscreen, false, false), (FakeDevice.mouse, false, false),
        ])
    func keyboardRefusal(device: DeviceDescription, allow: Bool, refused: Bool) {
        var refusal: EvdevError?
        do {
            try device.checkRecordable(node: "/dev/input/event0", allowKeyboard: allow)
        } catch {
            refusal = error
        }
        #expect(refusal == (refused ? .keyboard(path: "/dev/input/event0", name: device.name) : nil))
        // The library says why in its own words; the command line adds the flag that overrides it.
        #expect(refusal?.description.contains("allowed explicitly") ?? true)
        #expect(!(refusal?.description.contains("--") ?? false))
    }

    @Test func aTouchpadWithTypingKeysIsRefusedToo() {
        var combo = FakeDevice.touchpad
        for key in FakeDevice.keyboard.codes[.key] ?? [] { combo.enable(.key, key) }
        #expect(combo.deviceClass == .touchpad)
        #expect(throws: EvdevError.keyboard(path: "/dev/input/event9", name: combo.name)) {
            try combo.checkRecordable(node: "/dev/input/event9", allowKeyboard: false)
        }
    }

    @Test("libevdev refuses files that are no evdev nodes", arguments: ["regular", "/dev/null"])
    func liveProbeOfNonDevices(file: String) throws {
        let scratch = try TemporaryDirectory()
        let path = file.hasPrefix("/") ? file : try scratch.write(file, "not a device\n")
        #expect(throws: EvdevError.notAnInputDevice(path: path, .notATerminal)) { try EvdevDevice(path: path) }
        let probed = DeviceDiscovery.probeLive(path)
        #expect(probed.description == nil && probed.problem == .notAnInputDevice(path: path, .notATerminal))
        #expect(throws: EvdevError.noSuchDevice(argument: scratch.file("gone"), devices: [])) {
            try EvdevDevice(path: scratch.file("gone"))
        }
    }
}
