public import EvdevInput

/// Device descriptions for synthetic recordings: a phone-sized multitouch screen, a single-touch
/// screen and a mouse, each as its kernel driver would describe it.
public enum SyntheticDevice {
    /// A 67 × 146 mm multitouch touchscreen (protocol B, 10 slots, 16 units/mm), like a phone panel.
    ///
    /// At 163 pt per inch its container is about 433 × 939 points.
    public static var touchscreen: DeviceDescription {
        var device = DeviceDescription(
            name: "gesture-replay synthetic touchscreen",
            id: DeviceID(bustype: 0x18, vendor: 0x1d6b, product: 0x0101, version: 1))
        device.properties = [.direct]
        device.enableSynchronization()
        device.enable(.key, EventCode.btnTouch)
        device.enable(.abs, EventCode.absX, AbsInfo(minimum: 0, maximum: 1079, resolution: 16))
        device.enable(.abs, EventCode.absY, AbsInfo(minimum: 0, maximum: 2339, resolution: 16))
        device.enable(.abs, EventCode.absMTSlot, AbsInfo(minimum: 0, maximum: 9))
        device.enable(.abs, EventCode.absMTPositionX, AbsInfo(minimum: 0, maximum: 1079, resolution: 16))
        device.enable(.abs, EventCode.absMTPositionY, AbsInfo(minimum: 0, maximum: 2339, resolution: 16))
        device.enable(.abs, EventCode.absMTTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        return device
    }

    /// A single-touch resistive screen: `ABS_X/ABS_Y` 0…4095 without resolution, `BTN_TOUCH`.
    public static var singleTouchScreen: DeviceDescription {
        var device = DeviceDescription(
            name: "gesture-replay synthetic single-touch screen",
            id: DeviceID(bustype: 0x03, vendor: 0x1d6b, product: 0x0102, version: 1))
        device.properties = [.direct]
        device.enableSynchronization()
        device.enable(.key, EventCode.btnTouch)
        device.enable(.abs, EventCode.absX, AbsInfo(minimum: 0, maximum: 4095))
        device.enable(.abs, EventCode.absY, AbsInfo(minimum: 0, maximum: 4095))
        return device
    }

    /// A USB mouse: `REL_X/REL_Y`, wheel, left/right/middle buttons.
    public static var mouse: DeviceDescription {
        var device = DeviceDescription(
            name: "gesture-replay synthetic mouse",
            id: DeviceID(bustype: 0x03, vendor: 0x1d6b, product: 0x0103, version: 1))
        device.enableSynchronization()
        device.enable(.key, EventCode.btnLeft)
        device.enable(.key, EventCode.btnRight)
        device.enable(.key, EventCode.btnMiddle)
        device.enable(.rel, EventCode.relX)
        device.enable(.rel, EventCode.relY)
        device.enable(.rel, EventCode.relWheel)
        return device
    }

    /// A 100 × 65 mm clickpad (protocol B, 5 slots, 40 units/mm, `BTN_TOOL_FINGER` … `QUINTTAP`,
    /// `INPUT_PROP_POINTER` and `BUTTONPAD`), like a laptop's Synaptics or ELAN touchpad without pressure.
    ///
    /// libinput's int dpi is `int(40 · 25.4)` = 1016, so one millimetre of centroid travel is
    /// `40 · 1000/1016 · 0.9 · 0.2968` ≈ 10.5165 unaccelerated units.
    public static var touchpad: DeviceDescription {
        var device = DeviceDescription(
            name: "gesture-replay synthetic touchpad",
            id: DeviceID(bustype: 0x18, vendor: 0x1d6b, product: 0x0104, version: 1))
        device.properties = [.pointer, .buttonpad]
        device.enableSynchronization()
        for code in [
            EventCode.btnLeft, EventCode.btnTouch, EventCode.btnToolFinger, EventCode.btnToolDoubleTap,
            EventCode.btnToolTripleTap, EventCode.btnToolQuadTap, EventCode.btnToolQuintTap,
        ] {
            device.enable(.key, code)
        }
        let x = AbsInfo(minimum: 0, maximum: Int32(touchpadSize.width * touchpadResolution), resolution: 40)
        let y = AbsInfo(minimum: 0, maximum: Int32(touchpadSize.height * touchpadResolution), resolution: 40)
        device.enable(.abs, EventCode.absX, x)
        device.enable(.abs, EventCode.absY, y)
        device.enable(.abs, EventCode.absMTSlot, AbsInfo(minimum: 0, maximum: 4))
        device.enable(.abs, EventCode.absMTPositionX, x)
        device.enable(.abs, EventCode.absMTPositionY, y)
        device.enable(.abs, EventCode.absMTTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        return device
    }

    /// The synthetic touchpad's size, millimetres.
    public static let touchpadSize = (width: 100.0, height: 65.0)
    /// The synthetic touchpad's resolution, units per millimetre.
    public static let touchpadResolution = 40.0

    /// The counts a synthetic mouse gesture's 100 % spans, per axis: DESIGN.md's default pointer
    /// container, 1280 × 800 points at 1 point per count.
    public static let mouseSpan = (x: 1280.0, y: 800.0)
}

extension DeviceDescription {
    /// Enables `SYN_REPORT`, `SYN_CONFIG` and `SYN_DROPPED`, which every evdev device reports (evemu's
    /// `B: 00 0b` line).
    mutating func enableSynchronization() {
        for code: UInt16 in [0, 1, 3] { enable(.syn, code) }
    }
}
