internal import CEvdev

// The only file that reads the kernel's numeric constants from <linux/input.h>. Everything else uses
// the Swift names in `EventType` and `EventCode`.

enum Constants {
    static let evSyn = UInt16(EV_SYN)
    static let evKey = UInt16(EV_KEY)
    static let evRel = UInt16(EV_REL)
    static let evAbs = UInt16(EV_ABS)
    static let evMsc = UInt16(EV_MSC)
    static let evSw = UInt16(EV_SW)
    static let mscScan = UInt16(MSC_SCAN)
    static let mscRaw = UInt16(MSC_RAW)
    static let evLed = UInt16(EV_LED)
    static let evRep = UInt16(EV_REP)
    static let evMax = UInt16(EV_MAX)

    static let synReport = UInt16(SYN_REPORT)
    static let synConfig = UInt16(SYN_CONFIG)
    static let synMTReport = UInt16(SYN_MT_REPORT)
    static let synDropped = UInt16(SYN_DROPPED)

    static let absX = UInt16(ABS_X)
    static let absY = UInt16(ABS_Y)
    static let absPressure = UInt16(ABS_PRESSURE)
    static let absMTSlot = UInt16(ABS_MT_SLOT)
    static let absMTTouchMajor = UInt16(ABS_MT_TOUCH_MAJOR)
    static let absMTPositionX = UInt16(ABS_MT_POSITION_X)
    static let absMTPositionY = UInt16(ABS_MT_POSITION_Y)
    static let absMTToolType = UInt16(ABS_MT_TOOL_TYPE)
    static let absMTTrackingID = UInt16(ABS_MT_TRACKING_ID)
    static let absMTPressure = UInt16(ABS_MT_PRESSURE)
    static let absMax = UInt16(ABS_MAX)

    static let mtToolFinger = Int32(MT_TOOL_FINGER)
    static let mtToolPen = Int32(MT_TOOL_PEN)
    static let mtToolPalm = Int32(MT_TOOL_PALM)
    static let mtToolDial = Int32(MT_TOOL_DIAL)
    static let mtToolMax = Int32(MT_TOOL_MAX)

    static let repDelay = UInt16(REP_DELAY)
    static let repPeriod = UInt16(REP_PERIOD)

    static let relX = UInt16(REL_X)
    static let relY = UInt16(REL_Y)
    static let relWheel = UInt16(REL_WHEEL)
    static let relMax = UInt16(REL_MAX)

    static let btnLeft = UInt16(BTN_LEFT)
    static let btnRight = UInt16(BTN_RIGHT)
    static let btnMiddle = UInt16(BTN_MIDDLE)
    static let btnMouse = UInt16(BTN_MOUSE)
    static let btnJoystick = UInt16(BTN_JOYSTICK)
    static let btnDigi = UInt16(BTN_DIGI)
    static let btnToolPen = UInt16(BTN_TOOL_PEN)
    static let btnToolRubber = UInt16(BTN_TOOL_RUBBER)
    static let btnToolBrush = UInt16(BTN_TOOL_BRUSH)
    static let btnToolPencil = UInt16(BTN_TOOL_PENCIL)
    static let btnToolAirbrush = UInt16(BTN_TOOL_AIRBRUSH)
    static let btnToolFinger = UInt16(BTN_TOOL_FINGER)
    static let btnToolMouse = UInt16(BTN_TOOL_MOUSE)
    static let btnToolLens = UInt16(BTN_TOOL_LENS)
    static let btnTouch = UInt16(BTN_TOUCH)
    static let btnStylus = UInt16(BTN_STYLUS)
    static let btnToolDoubleTap = UInt16(BTN_TOOL_DOUBLETAP)
    static let btnToolTripleTap = UInt16(BTN_TOOL_TRIPLETAP)
    static let btnToolQuadTap = UInt16(BTN_TOOL_QUADTAP)
    static let btnToolQuintTap = UInt16(BTN_TOOL_QUINTTAP)
    static let keyMax = UInt16(KEY_MAX)
    static let keyA = UInt16(KEY_A)
    static let keyQ = UInt16(KEY_Q)
    static let keySpace = UInt16(KEY_SPACE)

    static let propPointer = UInt16(INPUT_PROP_POINTER)
    static let propDirect = UInt16(INPUT_PROP_DIRECT)
    static let propButtonpad = UInt16(INPUT_PROP_BUTTONPAD)
    static let propSemiMT = UInt16(INPUT_PROP_SEMI_MT)
    static let propMax = UInt16(INPUT_PROP_MAX)

    /// Code names of `<linux/input-event-codes.h>` that libevdev's name tables leave out.
    ///
    /// They are aliases (`BTN_JOYSTICK` for `BTN_TRIGGER`, `SW_RADIO` for `SW_RFKILL_ALL`) and names
    /// newer than the libevdev in use. getevent labels events from the kernel header, so its dumps
    /// can contain them.
    static let codeAliases: [(name: String, type: UInt16, code: UInt16)] = [
        ("KEY_HANGUEL", evKey, UInt16(KEY_HANGUEL)), ("KEY_SCREENLOCK", evKey, UInt16(KEY_SCREENLOCK)),
        ("KEY_DIRECTION", evKey, UInt16(KEY_DIRECTION)), ("KEY_DASHBOARD", evKey, UInt16(KEY_DASHBOARD)),
        ("KEY_BRIGHTNESS_ZERO", evKey, UInt16(KEY_BRIGHTNESS_ZERO)), ("KEY_WIMAX", evKey, UInt16(KEY_WIMAX)),
        ("BTN_MISC", evKey, UInt16(BTN_MISC)), ("BTN_MOUSE", evKey, UInt16(BTN_MOUSE)),
        ("BTN_JOYSTICK", evKey, UInt16(BTN_JOYSTICK)), ("BTN_GAMEPAD", evKey, UInt16(BTN_GAMEPAD)),
        ("BTN_DIGI", evKey, UInt16(BTN_DIGI)), ("BTN_WHEEL", evKey, UInt16(BTN_WHEEL)),
        ("KEY_ZOOM", evKey, UInt16(KEY_ZOOM)), ("KEY_SCREEN", evKey, UInt16(KEY_SCREEN)),
        ("KEY_BRIGHTNESS_TOGGLE", evKey, UInt16(KEY_BRIGHTNESS_TOGGLE)),
        ("BTN_TRIGGER_HAPPY", evKey, UInt16(BTN_TRIGGER_HAPPY)),
        ("KEY_MIN_INTERESTING", evKey, UInt16(KEY_MIN_INTERESTING)), ("SW_RADIO", evSw, UInt16(SW_RADIO)),
    ]
}
