import EvdevInput
import GestureCore
import GestureTestSupport
import Testing

/// A contact as the assembler should report it; positions and fractions worked out by hand.
func contact(
    _ id: Int, slot: Int, tracking: Int32?, _ phase: TouchPhase, _ x: Double, _ y: Double,
    normalized: (x: Double, y: Double)?
) -> TouchContact {
    TouchContact(
        id: id, slot: slot, trackingID: tracking, phase: phase, x: x, y: y, normalizedX: normalized?.x,
        normalizedY: normalized?.y)
}

/// Multitouch protocol B: slots, tracking ids, slot 0 implied, ids replaced without -1.
///
/// The test screen spans x 0…1000 and y 0…500, so a fraction is x/1000 and y/500.
@Suite struct FrameAssemblerProtocolBTests {
    @Test("two fingers: down, move, a second down, lifts in slot order")
    func twoFingers() {
        var script = EventScript()
        script.frame(
            at: 1_000,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 7),
                (.abs, EventCode.absMTPositionX, 100),
                (.abs, EventCode.absMTPositionY, 200), (.key, EventCode.btnTouch, 1),
            ])
        script.frame(at: 2_000, [(.abs, EventCode.absMTPositionX, 150)])
        script.frame(
            at: 3_000,
            [
                (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTTrackingID, 8),
                (.abs, EventCode.absMTPositionX, 900),
                (.abs, EventCode.absMTPositionY, 450),
            ])
        script.frame(
            at: 4_000,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, -1), (.abs, EventCode.absMTSlot, 1),
                (.abs, EventCode.absMTPositionY, 400),
            ])
        script.frame(at: 5_000, [(.abs, EventCode.absMTTrackingID, -1), (.key, EventCode.btnTouch, 0)])
        script.frame(at: 6_000, [(.abs, EventCode.absMTPositionX, 300)])  // no finger: no frame

        let (frames, assembler) = script.assemble(TestDevices.touchscreen)
        #expect(frames.map(\.time) == [1_000, 2_000, 3_000, 4_000, 5_000])
        #expect(frames[0].contacts == [contact(0, slot: 0, tracking: 7, .down, 100, 200, normalized: (0.1, 0.4))])
        #expect(frames[1].contacts == [contact(0, slot: 0, tracking: 7, .move, 150, 200, normalized: (0.15, 0.4))])
        #expect(
            frames[2].contacts == [
                contact(0, slot: 0, tracking: 7, .move, 150, 200, normalized: (0.15, 0.4)),
                contact(1, slot: 1, tracking: 8, .down, 900, 450, normalized: (0.9, 0.9)),
            ])
        #expect(
            frames[3].contacts == [
                contact(0, slot: 0, tracking: 7, .up, 150, 200, normalized: (0.15, 0.4)),
                contact(1, slot: 1, tracking: 8, .move, 900, 400, normalized: (0.9, 0.8)),
            ])
        #expect(frames[4].contacts == [contact(1, slot: 1, tracking: 8, .up, 900, 400, normalized: (0.9, 0.8))])
        #expect(assembler.mode == .multitouchB)
        #expect(assembler.reportCount == 6)
        #expect(assembler.bugs.isEmpty)
        #expect(frames.allSatisfy { !$0.followsGap })
    }

    @Test("tracking ids without any ABS_MT_SLOT use slot 0 (QUANTA, cros mXT)")
    func impliedSlotZero() {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTTrackingID, 3), (.abs, EventCode.absMTPositionX, 10),
                (.abs, EventCode.absMTPositionY, 20),
            ])
        script.frame(at: 10, [(.abs, EventCode.absMTPositionX, 12)])
        script.frame(at: 20, [(.abs, EventCode.absMTTrackingID, -1)])
        let (frames, _) = script.assemble(TestDevices.touchscreen)
        #expect(
            frames.map(\.contacts) == [
                [contact(0, slot: 0, tracking: 3, .down, 10, 20, normalized: (0.01, 0.04))],
                [contact(0, slot: 0, tracking: 3, .move, 12, 20, normalized: (0.012, 0.04))],
                [contact(0, slot: 0, tracking: 3, .up, 12, 20, normalized: (0.012, 0.04))],
            ])
    }

    @Test("a new tracking id without -1 cancels the old contact and starts a new one")
    func trackingIDChangeWithoutRelease() {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 5),
                (.abs, EventCode.absMTPositionX, 100),
                (.abs, EventCode.absMTPositionY, 100),
            ])
        script.frame(
            at: 10,
            [
                (.abs, EventCode.absMTTrackingID, 6), (.abs, EventCode.absMTPositionX, 700),
                (.abs, EventCode.absMTPositionY, 300),
            ])
        let (frames, assembler) = script.assemble(TestDevices.touchscreen)
        #expect(frames.count == 2)
        #expect(
            frames[1].contacts == [
                contact(0, slot: 0, tracking: 5, .cancel, 100, 100, normalized: (0.1, 0.2)),
                contact(1, slot: 0, tracking: 6, .down, 700, 300, normalized: (0.7, 0.6)),
            ])
        #expect(assembler.bugs.count == 1)
        #expect(assembler.bugs.first?.contains("without -1") == true)
    }

    @Test("a slot past the device's range is ignored and noted; the others go on")
    func slotOutOfRange() {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 1),
                (.abs, EventCode.absMTPositionX, 1),
                (.abs, EventCode.absMTPositionY, 1),
            ])
        script.frame(
            at: 10,
            [
                (.abs, EventCode.absMTSlot, 12), (.abs, EventCode.absMTTrackingID, 2),
                (.abs, EventCode.absMTPositionX, 500),
            ])
        script.frame(at: 20, [(.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTPositionX, 2)])
        let (frames, assembler) = script.assemble(TestDevices.touchscreen)
        #expect(
            frames.map(\.contacts) == [
                [contact(0, slot: 0, tracking: 1, .down, 1, 1, normalized: (0.001, 0.002))],
                [contact(0, slot: 0, tracking: 1, .move, 1, 1, normalized: (0.001, 0.002))],
                [contact(0, slot: 0, tracking: 1, .move, 2, 1, normalized: (0.002, 0.002))],
            ])
        #expect(assembler.bugs.count == 1)
        #expect(assembler.bugs.first?.contains("slot 12") == true)
    }

    @Test("without a description the events decide protocol B; positions stay unnormalised")
    func noDescription() {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 4),
                (.abs, EventCode.absMTPositionX, 30),
                (.abs, EventCode.absMTPositionY, 40),
            ])
        let (frames, assembler) = script.assemble(nil)
        #expect(assembler.mode == .multitouchB)
        #expect(frames.map(\.contacts) == [[contact(0, slot: 0, tracking: 4, .down, 30, 40, normalized: nil)]])
    }
}
