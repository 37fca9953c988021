extension DeviceDescription {
    /// The device class, decided from properties and codes the way udev's `input_id` builtin
    /// (`test_pointers`, `test_key`) and libinput's device setup do.
    ///
    /// - Pens (`BTN_STYLUS`, `BTN_TOOL_PEN`) make a tablet.
    /// - A finger tool without a pen on an indirect device makes a touchpad.
    /// - `INPUT_PROP_DIRECT` or `BTN_TOUCH` with MT axes makes a touchscreen; with `ABS_X/Y` only it
    ///   does unless a mouse button is there too (a VM tablet, which is a pointer).
    /// - Relative X/Y with a mouse button, or a mouse button without axes, makes a pointer; MT axes
    ///   alone (the Apple Touch Mouse) do not make a touchscreen.
    /// - Typing keys make a keyboard.
    ///
    /// Without a `P:` line (old evemu files), `INPUT_PROP_DIRECT` is unknown: a finger tool then still
    /// means touchpad, and touch without a finger tool means touchscreen, which is what udev decides
    /// for such devices too.
    public var deviceClass: DeviceClass {
        if let declaredClass { return declaredClass }
        let hasAbs = has(.abs, EventCode.absX) && has(.abs, EventCode.absY)
        // udev ignores MT axes when the device claims every axis up to ABS_MT_SLOT (HID composites such
        // as the Surface Type Cover advertise ABS_MT_SLOT - 1 too, which no real device has).
        let claimsAllAxes = has(.abs, EventCode.absMTSlot) && has(.abs, EventCode.absMTSlot - 1)
        let hasMT = has(.abs, EventCode.absMTPositionX) && has(.abs, EventCode.absMTPositionY) && !claimsAllAxes
        let hasRel = has(.rel, EventCode.relX) && has(.rel, EventCode.relY)
        let isDirect = has(.direct)
        let hasPen = has(.key, EventCode.btnStylus) || has(.key, EventCode.btnToolPen)
        let fingerButNoPen = has(.key, EventCode.btnToolFinger) && !has(.key, EventCode.btnToolPen)
        let hasTouch = has(.key, EventCode.btnTouch)
        let hasMouseButton = has(.key, EventCode.btnLeft)

        if hasAbs || hasMT {
            if hasPen { return .tablet }
            if fingerButNoPen && !isDirect { return .touchpad }
            if hasMT && (hasTouch || isDirect) { return .touchscreen }
            // udev's absolute-axes branch: a mouse button without a finger tool is an absolute
            // pointer (VMware's and QEMU's USB tablets) before touch is considered.
            if hasAbs && hasMouseButton { return .pointer }
            if hasTouch || isDirect { return .touchscreen }
        }
        // udev: mouse buttons with relative axes, or with no axes at all. MT axes alone (the Apple
        // Touch Mouse's touch surface) make no touchscreen.
        if hasMouseButton && (hasRel || !hasAbs) { return .pointer }
        if Self.typingKeys.allSatisfy({ has(.key, $0) }) { return .keyboard }
        return .other
    }

    /// Keys whose presence marks a keyboard (udev checks the first row of letters; these three are
    /// enough to tell a keyboard from a button box).
    static let typingKeys: [UInt16] = [Constants.keyA, Constants.keyQ, Constants.keySpace]
}
