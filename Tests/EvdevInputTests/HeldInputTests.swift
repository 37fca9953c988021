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

    /// A protocol A frame reporting `points`, each contact closed by `SYN_MT_REPORT` (the kernel's
    /// multi-touch protocol, "Protocol Example A").
    static func protocolAFrame(_ points: [(Int32, Int32)], extra: [(EventType, UInt16, Int32)] = []) -> [InputEvent] {
        var body: [(EventType, UInt16, Int32)] = []
        for (x, y) in points {
            body += [
                (.abs, EventCode.absMTPositionX, x), (.abs, EventCode.absMTPositionY, y),
                (.syn, EventCode.synMTReport, 0),
            ]
        }
        if points.isEmpty { body.append((.syn, EventCode.synMTReport, 0)) }
        return events(body + extra)
    }

    @Test("protocol A: contacts the last frame reported are lifted with one empty SYN_MT_REPORT, as a device does")
    func protocolAContactsLeftDown() {
        // BTN_TOUCH went up while the last frame still reported two contacts (the corpus's bcm5974
        // three-finger click ends so): the kernel's protocol lifts them with a frame holding only
        // an empty report.
        let played =
            Self.protocolAFrame([(10, 20), (30, 40)], extra: [(.key, EventCode.btnTouch, 1)])
            + Self.protocolAFrame([(11, 21), (31, 41)], extra: [(.key, EventCode.btnTouch, 0)])
        let held = Self.held(TestDevices.protocolA, after: played)
        #expect(held.reportedContacts == 2)
        #expect(!held.isNeutral)
        #expect(held.releasingEvents(at: 7) == Self.events([(.syn, EventCode.synMTReport, 0)], at: 7))
    }

    @Test("protocol A: a frame with an empty report leaves nothing down; a frame without reports changes nothing")
    func protocolALifted() {
        let lifted = Self.held(
            TestDevices.protocolA,
            after: Self.protocolAFrame([(10, 20)], extra: [(.key, EventCode.btnTouch, 1)])
                + Self.protocolAFrame([], extra: [(.key, EventCode.btnTouch, 0)]))
        #expect(lifted.isNeutral)
        #expect(lifted.releasingEvents(at: 0).isEmpty)
        // A frame of keys alone restates no contact: the one reported before is still down.
        let keysOnly = Self.held(
            TestDevices.protocolA, after: Self.protocolAFrame([(10, 20)]) + Self.events([(.key, EventCode.btnTouch, 1)])
        )
        #expect(keysOnly.reportedContacts == 1)
        #expect(
            keysOnly.releasingEvents(at: 0)
                == Self.events([(.syn, EventCode.synMTReport, 0), (.key, EventCode.btnTouch, 0)]))
    }
}
