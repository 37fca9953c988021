public import EvdevInput

/// Device descriptions for the fake directory.
public enum FakeDevice {
    public static func named(_ name: String, _ base: DeviceDescription) -> DeviceDescription {
        var device = base
        device.name = name
        return device
    }

    public static var keyboard: DeviceDescription {
        var device = DeviceDescription(name: "AT Translated Set 2 keyboard")
        for key in ["KEY_A", "KEY_Q", "KEY_SPACE", "KEY_ENTER"] {
            if let code = EventCode.code(named: key, type: .key) { device.enable(.key, code) }
        }
        return device
    }

    public static var touchpad: DeviceDescription {
        var device = DeviceDescription(name: "SynPS/2 Synaptics TouchPad")
        device.properties = [.pointer, .buttonpad]
        device.enable(.key, EventCode.btnLeft)
        device.enable(.key, EventCode.btnToolFinger)
        device.enable(.key, EventCode.btnTouch)
        device.enable(.abs, EventCode.absX, AbsInfo(minimum: 0, maximum: 5000))
        device.enable(.abs, EventCode.absY, AbsInfo(minimum: 0, maximum: 4000))
        return device
    }

    public static let touchscreen = named("ELAN Touchscreen", SyntheticDevice.touchscreen)
    public static let mouse = named("Logitech USB Optical Mouse", SyntheticDevice.mouse)
}
