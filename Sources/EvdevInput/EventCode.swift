/// Named evdev event codes that the frame assembler and device classification use.
///
/// Each is the kernel's numeric code within its type; `name(of:type:)` and `code(named:type:)` give
/// the libevdev spelling of any code both ways.
public enum EventCode {
    /// End of a frame.
    ///
    /// The corresponding C constant is `SYN_REPORT`.
    public static let synReport = Constants.synReport
    /// End of one contact in multitouch protocol A.
    ///
    /// The corresponding C constant is `SYN_MT_REPORT`.
    public static let synMTReport = Constants.synMTReport
    /// The kernel's buffer overflowed and events were lost.
    ///
    /// The corresponding C constant is `SYN_DROPPED`.
    public static let synDropped = Constants.synDropped

    /// The corresponding C constant is `ABS_X`.
    public static let absX = Constants.absX
    /// The corresponding C constant is `ABS_Y`.
    public static let absY = Constants.absY
    /// The corresponding C constant is `ABS_PRESSURE`.
    public static let absPressure = Constants.absPressure
    /// The corresponding C constant is `ABS_MT_SLOT`.
    public static let absMTSlot = Constants.absMTSlot
    /// The corresponding C constant is `ABS_MT_TOUCH_MAJOR`.
    public static let absMTTouchMajor = Constants.absMTTouchMajor
    /// The corresponding C constant is `ABS_MT_POSITION_X`.
    public static let absMTPositionX = Constants.absMTPositionX
    /// The corresponding C constant is `ABS_MT_POSITION_Y`.
    public static let absMTPositionY = Constants.absMTPositionY
    /// The corresponding C constant is `ABS_MT_TOOL_TYPE`.
    public static let absMTToolType = Constants.absMTToolType
    /// The corresponding C constant is `ABS_MT_TRACKING_ID`.
    public static let absMTTrackingID = Constants.absMTTrackingID
    /// The corresponding C constant is `ABS_MT_PRESSURE`.
    public static let absMTPressure = Constants.absMTPressure

    /// The corresponding C constant is `REL_X`.
    public static let relX = Constants.relX
    /// The corresponding C constant is `REL_Y`.
    public static let relY = Constants.relY
    /// The corresponding C constant is `REL_WHEEL`.
    public static let relWheel = Constants.relWheel

    /// The corresponding C constant is `BTN_LEFT`.
    public static let btnLeft = Constants.btnLeft
    /// The corresponding C constant is `BTN_RIGHT`.
    public static let btnRight = Constants.btnRight
    /// The corresponding C constant is `BTN_MIDDLE`.
    public static let btnMiddle = Constants.btnMiddle
    /// The corresponding C constant is `BTN_TOUCH`.
    public static let btnTouch = Constants.btnTouch
    /// The corresponding C constant is `BTN_STYLUS`.
    public static let btnStylus = Constants.btnStylus
    /// The corresponding C constant is `BTN_TOOL_FINGER`.
    public static let btnToolFinger = Constants.btnToolFinger
    /// The corresponding C constant is `BTN_TOOL_PEN`.
    public static let btnToolPen = Constants.btnToolPen
    /// The corresponding C constant is `BTN_TOOL_DOUBLETAP`.
    public static let btnToolDoubleTap = Constants.btnToolDoubleTap
    /// The corresponding C constant is `BTN_TOOL_TRIPLETAP`.
    public static let btnToolTripleTap = Constants.btnToolTripleTap
    /// The corresponding C constant is `BTN_TOOL_QUADTAP`.
    public static let btnToolQuadTap = Constants.btnToolQuadTap
    /// The corresponding C constant is `BTN_TOOL_QUINTTAP`.
    public static let btnToolQuintTap = Constants.btnToolQuintTap

    /// Pen, eraser, brush, pencil, airbrush, mouse and lens tools: the codes that mean a tablet tool is
    /// in proximity.
    ///
    /// The corresponding C constants are `BTN_TOOL_PEN` … `BTN_TOOL_LENS` (not
    /// `BTN_TOOL_FINGER`, which touchpads and screens send too).
    public static let tabletTools: Set<UInt16> = [
        Constants.btnToolPen, Constants.btnToolRubber, Constants.btnToolBrush, Constants.btnToolPencil,
        Constants.btnToolAirbrush, Constants.btnToolMouse, Constants.btnToolLens,
    ]

    /// The libevdev name of `code` within `type` (`ABS_MT_SLOT`), or a hex fallback for unknown codes.
    public static func name(of code: UInt16, type: EventType) -> String {
        LibevdevCalls.codeName(type: type.rawValue, code: code)
            ?? "\(type.name)_0x" + String(code, radix: 16)
    }

    /// Looks a code up by its libevdev name within `type`.
    public static func code(named name: String, type: EventType) -> UInt16? {
        LibevdevCalls.code(named: name, type: type.rawValue)
    }
}
