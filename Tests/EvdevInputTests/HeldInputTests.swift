import EvdevInput
import GestureTestSupport
import Testing

/// What is released at the end of a play, for each device class the lane plays.
@Suite struct HeldInputTests {
    static func events(_ body: [(EventType, UInt16, Int32)], at time: Int64 = 0) -> [InputEvent] {
        body.map { InputEvent(time: time, type: $0.0, code: $0.1, value: $0.2) }
            + [InputEvent(time: time, type: .syn, code: EventCode.synReport, value: 0)]
    }

    static func held(_ description: DeviceDescription, after events: [InputEvent]) -> HeldInput {
        var held = HeldInput(description: description)
        for event in events { held.note(event) }
        return held
    }

    @Test("touchscreen: the slots still down are lifted in slot order, then BTN_TOUCH, then SYN_REPORT")
    func touchscreen() {
        let played =
            Self.events([
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 11), (.abs, EventCode.absMTSlot, 3),
                (.abs, EventCode.absMTTrackingID, 12), (.abs, EventCode.absMTSlot, 1),
                (.abs, EventCode.absMTTrackingID, 13), (.key, EventCode.btnTouch, 1),
            ]) + Self.events([(.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, -1)])
        let held = Self.held(TestDevices.touchscreen, after: played)
        #expect(
            held.releasingEvents(at: 42)
                == Self.events(
                    [
                        (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTTrackingID, -1),
                        (.abs, EventCode.absMTSlot, 3), (.abs, EventCode.absMTTrackingID, -1),
                        (.key, EventCode.btnTouch, 0),
                    ], at: 42))
    }

    @Test("touchscreen: events before any ABS_MT_SLOT apply to the slot the description has in force")
    func slotInForce() {
        var screen = TestDevices.touchscreen
        screen.absInfo[EventCode.absMTSlot]?.value = 2
        let held = Self.held(screen, after: Self.events([(.abs, EventCode.absMTTrackingID, 5)]))
        #expect(held.contacts == [2: 5])
    }

    @Test("single touch: BTN_TOUCH and the finger tool are released")
    func singleTouch() {
        var screen = TestDevices.singleTouch
        screen.enable(.key, EventCode.btnToolFinger)
        let held = Self.held(
            screen,
            after: Self.events([
                (.key, EventCode.btnTouch, 1), (.key, EventCode.btnToolFinger, 1), (.abs, EventCode.absX, 30),
            ]))
        #expect(
            held.releasingEvents(at: 0)
                == Self.events([(.key, EventCode.btnToolFinger, 0), (.key, EventCode.btnTouch, 0)]))
    }

    @Test("mouse: a held button is released; motion leaves nothing to release")
    func mouse() {
        let held = Self.held(
            TestDevices.mouse,
            after: Self.events([(.key, EventCode.btnLeft, 1), (.rel, EventCode.relX, 5)])
                + Self.events([(.key, EventCode.btnRight, 1)]) + Self.events([(.key, EventCode.btnRight, 0)]))
        #expect(held.releasingEvents(at: 0) == Self.events([(.key, EventCode.btnLeft, 0)]))
    }

    @Test("clickpad: the click, the two-finger tool, BTN_TOUCH and both slots")
    func clickpad() {
        var pad = FakeDevice.touchpad
        pad.enable(.key, EventCode.btnToolDoubleTap)
        pad.enable(.abs, EventCode.absMTSlot, AbsInfo(minimum: 0, maximum: 4))
        pad.enable(.abs, EventCode.absMTTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        let held = Self.held(
            pad,
            after: Self.events([
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 1), (.abs, EventCode.absMTSlot, 1),
                (.abs, EventCode.absMTTrackingID, 2), (.key, EventCode.btnTouch, 1),
                (.key, EventCode.btnToolDoubleTap, 1), (.key, EventCode.btnLeft, 1),
            ]))
        // BTN_LEFT 0x110 < BTN_TOUCH 0x14a < BTN_TOOL_DOUBLETAP 0x14d.
        #expect(
            held.releasingEvents(at: 0)
                == Self.events([
                    (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, -1),
                    (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTTrackingID, -1),
                    (.key, EventCode.btnLeft, 0), (.key, EventCode.btnTouch, 0), (.key, EventCode.btnToolDoubleTap, 0),
                ]))
    }

    @Test("nothing held: nothing to write")
    func neutral() {
        let played =
            Self.events([(.abs, EventCode.absMTTrackingID, 3), (.key, EventCode.btnTouch, 1)])
            + Self.events([(.abs, EventCode.absMTTrackingID, -1), (.key, EventCode.btnTouch, 0)])
        let held = Self.held(TestDevices.touchscreen, after: played)
        #expect(held.isNeutral)
        #expect(held.releasingEvents(at: 0).isEmpty)
    }

    @Test("protocol B without ABS_MT_SLOT: the tracking id is lifted with no slot event")
    func noSlots() {
        let held = Self.held(TestDevices.protocolA, after: Self.events([(.abs, EventCode.absMTTrackingID, 3)]))
        #expect(held.releasingEvents(at: 0) == Self.events([(.abs, EventCode.absMTTrackingID, -1)]))
    }
}
