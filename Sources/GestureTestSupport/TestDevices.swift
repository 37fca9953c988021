public import EvdevInput

/// Devices for the assembler and classification tests, built code by code.
public enum TestDevices {
    /// An evemu recording of a keyboard named "typing" (typing keys among its codes) pressing KEY_A
    /// (code 30) once.
    public static let typingEvemu = """
        # EVEMU 1.3
        N: typing
        I: 0011 0001 0001 ab41
        P: 00 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 fe ff ff ff ff ff ff ff
        B: 01 ff ff ff ff ff ff ff ff
        E: 0.000001 0001 001e 0001
        E: 0.000001 0000 0000 0000

        """

    /// A ten-slot protocol B touchscreen, x 0…1000, y 0…500, with `INPUT_PROP_DIRECT`.
    public static var touchscreen: DeviceDescription {
        var device = DeviceDescription(name: "screen")
        device.properties = [.direct]
        device.enable(.key, EventCode.btnTouch)
        device.enable(.abs, EventCode.absX, AbsInfo(minimum: 0, maximum: 1000))
        device.enable(.abs, EventCode.absY, AbsInfo(minimum: 0, maximum: 500))
        device.enable(.abs, EventCode.absMTSlot, AbsInfo(minimum: 0, maximum: 9))
        device.enable(.abs, EventCode.absMTPositionX, AbsInfo(minimum: 0, maximum: 1000))
        device.enable(.abs, EventCode.absMTPositionY, AbsInfo(minimum: 0, maximum: 500))
        device.enable(.abs, EventCode.absMTTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        return device
    }

    /// A protocol A touchscreen (N-Trig style): MT positions without slots, x 0…1000, y 0…500.
    public static var protocolA: DeviceDescription {
        var device = DeviceDescription(name: "protocol A")
        device.propertiesKnown = false
        device.enable(.key, EventCode.btnTouch)
        device.enable(.abs, EventCode.absMTPositionX, AbsInfo(minimum: 0, maximum: 1000))
        device.enable(.abs, EventCode.absMTPositionY, AbsInfo(minimum: 0, maximum: 500))
        device.enable(.abs, EventCode.absMTTrackingID, AbsInfo(minimum: 0, maximum: 255))
        return device
    }

    /// A single-touch screen, x and y 0…4000, `BTN_TOUCH`.
    public static var singleTouch: DeviceDescription {
        var device = DeviceDescription(name: "single touch")
        device.enable(.key, EventCode.btnTouch)
        device.enable(.abs, EventCode.absX, AbsInfo(minimum: 0, maximum: 4000))
        device.enable(.abs, EventCode.absY, AbsInfo(minimum: 0, maximum: 4000))
        return device
    }

    /// A pen tablet, x 0…10000, y 0…5000: `BTN_TOOL_PEN`, `BTN_TOUCH`, `BTN_STYLUS`, pressure.
    public static var pen: DeviceDescription {
        var device = DeviceDescription(name: "pen")
        device.properties = [.pointer]
        device.enable(.key, EventCode.btnToolPen)
        device.enable(.key, EventCode.btnTouch)
        device.enable(.key, EventCode.btnStylus)
        device.enable(.abs, EventCode.absX, AbsInfo(minimum: 0, maximum: 10000))
        device.enable(.abs, EventCode.absY, AbsInfo(minimum: 0, maximum: 5000))
        device.enable(.abs, EventCode.absPressure, AbsInfo(minimum: 0, maximum: 2047))
        return device
    }

    /// A relative mouse with left, right and middle buttons and a wheel.
    public static var mouse: DeviceDescription {
        var device = DeviceDescription(name: "mouse")
        device.enable(.rel, EventCode.relX)
        device.enable(.rel, EventCode.relY)
        device.enable(.rel, EventCode.relWheel)
        device.enable(.key, EventCode.btnLeft)
        device.enable(.key, EventCode.btnRight)
        device.enable(.key, EventCode.btnMiddle)
        return device
    }

    /// An absolute pointer without touch (QEMU's USB tablet): x and y 0…32767, `BTN_LEFT`.
    public static var absolutePointer: DeviceDescription {
        var device = DeviceDescription(name: "QEMU tablet")
        device.enable(.key, EventCode.btnLeft)
        device.enable(.key, EventCode.btnRight)
        device.enable(.abs, EventCode.absX, AbsInfo(minimum: 0, maximum: 32767))
        device.enable(.abs, EventCode.absY, AbsInfo(minimum: 0, maximum: 32767))
        return device
    }
}
