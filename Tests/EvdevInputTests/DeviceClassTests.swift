import EvdevInput
import GestureTestSupport
import Testing

/// Device classes decided from properties and codes as udev's `input_id` does.
@Suite struct DeviceClassTests {
    /// A named description and the class udev would give it.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var device: DeviceDescription
        var expected: DeviceClass
        var testDescription: String { name }
    }

    static var touchscreenNoProperties: DeviceDescription {
        var device = TestDevices.touchscreen
        device.properties = []
        device.propertiesKnown = false  // an old evemu file without a P: line
        return device
    }

    static var singleTouchNoDirect: DeviceDescription {
        var device = TestDevices.singleTouch
        device.properties = []
        return device
    }

    static var touchpad: DeviceDescription {
        var device = DeviceDescription(name: "touchpad")
        device.properties = [.pointer, .buttonpad]
        for key in [EventCode.btnLeft, EventCode.btnToolFinger, EventCode.btnToolDoubleTap, EventCode.btnTouch] {
            device.enable(.key, key)
        }
        device.enable(.abs, EventCode.absX, AbsInfo(minimum: 0, maximum: 3000, resolution: 30))
        device.enable(.abs, EventCode.absY, AbsInfo(minimum: 0, maximum: 2000, resolution: 30))
        device.enable(.abs, EventCode.absMTSlot, AbsInfo(minimum: 0, maximum: 4))
        device.enable(.abs, EventCode.absMTPositionX, AbsInfo(minimum: 0, maximum: 3000, resolution: 30))
        device.enable(.abs, EventCode.absMTPositionY, AbsInfo(minimum: 0, maximum: 2000, resolution: 30))
        device.enable(.abs, EventCode.absMTTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        return device
    }

    static var touchpadNoProperties: DeviceDescription {
        var device = touchpad
        device.properties = []
        device.propertiesKnown = false  // evd-synps2-…-hp8470p.desc has no P: line
        return device
    }

    static var directWithFingerTool: DeviceDescription {
        var device = TestDevices.touchscreen
        device.enable(.key, EventCode.btnToolFinger)  // some panels send it; INPUT_PROP_DIRECT decides
        return device
    }

    static var touchMouse: DeviceDescription {
        var device = TestDevices.mouse
        device.enable(.abs, EventCode.absMTPositionX, AbsInfo(minimum: -1000, maximum: 1000))
        device.enable(.abs, EventCode.absMTPositionY, AbsInfo(minimum: -1000, maximum: 1000))
        return device
    }

    static var keyboard: DeviceDescription {
        var device = DeviceDescription(name: "keyboard")
        for key: UInt16 in 1...88 { device.enable(.key, key) }  // KEY_ESC … KEY_F12, letters and space among them
        return device
    }

    static var buttons: DeviceDescription {
        var device = DeviceDescription(name: "power button")
        device.enable(.key, 116)  // KEY_POWER
        return device
    }

    static let cases: [Case] = [
        Case(name: "touchscreen with INPUT_PROP_DIRECT", device: TestDevices.touchscreen, expected: .touchscreen),
        Case(name: "MT touchscreen without a P: line", device: touchscreenNoProperties, expected: .touchscreen),
        Case(
            name: "single-touch screen without INPUT_PROP_DIRECT", device: singleTouchNoDirect, expected: .touchscreen),
        Case(
            name: "direct touchscreen that also has BTN_TOOL_FINGER", device: directWithFingerTool,
            expected: .touchscreen),
        Case(name: "clickpad", device: touchpad, expected: .touchpad),
        Case(name: "touchpad without a P: line", device: touchpadNoProperties, expected: .touchpad),
        Case(name: "mouse", device: TestDevices.mouse, expected: .pointer),
        Case(name: "mouse with an MT touch surface", device: touchMouse, expected: .pointer),
        Case(name: "absolute pointer (QEMU tablet)", device: TestDevices.absolutePointer, expected: .pointer),
        Case(name: "pen tablet", device: TestDevices.pen, expected: .tablet),
        Case(name: "keyboard", device: keyboard, expected: .keyboard),
        Case(name: "buttons only", device: buttons, expected: .other),
    ]

    @Test("representative devices", arguments: cases)
    func classify(testCase: Case) {
        #expect(testCase.device.deviceClass == testCase.expected)
    }

    @Test("classes with a contact are the ones an edge pan can use")
    func hasContacts() {
        #expect(DeviceClass.allCases.filter(\.hasContacts) == [.touchscreen, .touchpad, .pointer, .tablet])
    }
}
