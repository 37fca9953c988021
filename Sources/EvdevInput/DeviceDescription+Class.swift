extension DeviceDescription {
    /// The device class, decided from properties and codes the way udev's `input_id` builtin
    /// (`test_pointers`, `test_key`) and libinput's device setup do.
    ///
    /// - Pens (`BTN_STYLUS`, `BTN_TOOL_PEN`) make a tablet.
    /// - A finger tool without a pen on an indirect device makes a touchpad.
    /// - `INPUT_PROP_DIRECT` or `BTN_TOUCH` on absolute axes makes a touchscreen.
    /// - Relative X/Y with a mouse button, or absolute X/Y with a mouse button (a VM tablet), makes
    ///   a pointer.
    /// - Typing keys make a keyboard.
    ///
    /// Without a `P:` line (old evemu files), `INPUT_PROP_DIRECT` is unknown: a finger tool then still
    /// means touchpad, and touch without a finger tool means touchscreen, which is what udev decides
    /// for such devices too.
    public var deviceClass: DeviceClass {
        let hasAbs = has(.abs, EventCode.absX) && has(.abs, EventCode.absY)
        let hasMT = has(.abs, EventCode.absMTPositionX) && has(.abs, EventCode.absMTPositionY)
        let hasRel = has(.rel, EventCode.relX) && has(.rel, EventCode.relY)
        let isDirect = has(.direct)
        let hasPen = has(.key, EventCode.btnStylus) || has(.key, EventCode.btnToolPen)
        let fingerButNoPen = has(.key, EventCode.btnToolFinger) && !has(.key, EventCode.btnToolPen)
        let hasTouch = has(.key, EventCode.btnTouch)
        let hasMouseButton = has(.key, EventCode.btnLeft)

        if hasAbs || hasMT {
            if hasPen { return .tablet }
            if fingerButNoPen && !isDirect { return .touchpad }
            if hasTouch || isDirect || hasMT { return .touchscreen }
            if hasMouseButton { return .pointer }
        }
        if hasRel && hasMouseButton { return .pointer }
        if Self.typingKeys.allSatisfy({ has(.key, $0) }) { return .keyboard }
        return .other
    }

    /// Keys whose presence marks a keyboard (udev checks the first row of letters; these three are
    /// enough to tell a keyboard from a button box).
    static let typingKeys: [UInt16] = [Constants.keyA, Constants.keyQ, Constants.keySpace]
}
