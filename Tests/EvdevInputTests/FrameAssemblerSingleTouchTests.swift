import EvdevInput
import GestureCore
import GestureTestSupport
import Testing

/// Single touch, tablet pens, relative and absolute pointers: one contact at most, down while
/// `BTN_TOUCH` (or `BTN_LEFT`) is held.
@Suite struct FrameAssemblerSingleTouchTests {
    @Test("single touch: BTN_TOUCH with ABS_X/ABS_Y; hovering makes no frame")
    func singleTouch() {
        var script = EventScript()
        script.frame(
            at: 0, [(.key, EventCode.btnTouch, 1), (.abs, EventCode.absX, 1000), (.abs, EventCode.absY, 2000)])
        script.frame(at: 10, [(.abs, EventCode.absX, 1100)])
        script.frame(at: 20, [(.abs, EventCode.absY, 2100)])
        script.frame(at: 30, [(.key, EventCode.btnTouch, 0)])
        script.frame(at: 40, [(.abs, EventCode.absX, 50)])
        let (frames, assembler) = script.assemble(TestDevices.singleTouch)
        #expect(assembler.mode == .singleTouch)
        #expect(
            frames.map(\.contacts) == [
                [contact(0, slot: 0, tracking: nil, .down, 1000, 2000, normalized: (0.25, 0.5))],
                [contact(0, slot: 0, tracking: nil, .move, 1100, 2000, normalized: (0.275, 0.5))],
                [contact(0, slot: 0, tracking: nil, .move, 1100, 2100, normalized: (0.275, 0.525))],
                [contact(0, slot: 0, tracking: nil, .up, 1100, 2100, normalized: (0.275, 0.525))],
            ])
    }

    @Test("tablet pen: in proximity is no contact, the tip (BTN_TOUCH) is; proximity-out zeros are ignored")
    func pen() {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.key, EventCode.btnToolPen, 1), (.abs, EventCode.absX, 2000), (.abs, EventCode.absY, 1000),
                (.abs, EventCode.absPressure, 0),
            ])
        script.frame(at: 10, [(.abs, EventCode.absX, 2500), (.key, EventCode.btnStylus, 1)])
        script.frame(at: 20, [(.key, EventCode.btnTouch, 1), (.abs, EventCode.absPressure, 300)])
        script.frame(at: 30, [(.abs, EventCode.absX, 3000), (.abs, EventCode.absY, 1500)])
        script.frame(at: 40, [(.key, EventCode.btnTouch, 0), (.abs, EventCode.absPressure, 0)])
        // Wacom pens send ABS_X/ABS_Y = 0 as they leave proximity (corpus quirk 8).
        script.frame(at: 50, [(.key, EventCode.btnToolPen, 0), (.abs, EventCode.absX, 0), (.abs, EventCode.absY, 0)])
        let (frames, _) = script.assemble(TestDevices.pen)
        #expect(frames.map(\.time) == [20, 30, 40])
        #expect(
            frames.map(\.contacts) == [
                [contact(0, slot: 0, tracking: nil, .down, 2500, 1000, normalized: (0.25, 0.2))],
                [contact(0, slot: 0, tracking: nil, .move, 3000, 1500, normalized: (0.3, 0.3))],
                [contact(0, slot: 0, tracking: nil, .up, 3000, 1500, normalized: (0.3, 0.3))],
            ])
    }

    @Test("relative pointer: counts summed from 0, a contact while BTN_LEFT is held")
    func relativePointer() {
        var script = EventScript()
        script.frame(at: 0, [(.rel, EventCode.relX, 5), (.rel, EventCode.relY, -3)])
        script.frame(at: 10, [(.key, EventCode.btnLeft, 1)])
        script.frame(at: 20, [(.rel, EventCode.relX, 10), (.rel, EventCode.relY, 4)])
        script.frame(at: 30, [(.rel, EventCode.relWheel, 1)])
        script.frame(at: 40, [(.key, EventCode.btnLeft, 0), (.rel, EventCode.relX, 1)])
        script.frame(at: 50, [(.key, EventCode.btnRight, 1)])
        let (frames, assembler) = script.assemble(TestDevices.mouse)
        #expect(assembler.mode == .relative)
        #expect(
            frames.map(\.contacts) == [
                [contact(0, slot: 0, tracking: nil, .down, 5, -3, normalized: nil)],
                [contact(0, slot: 0, tracking: nil, .move, 15, 1, normalized: nil)],
                [contact(0, slot: 0, tracking: nil, .move, 15, 1, normalized: nil)],
                [contact(0, slot: 0, tracking: nil, .up, 16, 1, normalized: nil)],
            ])
    }

    @Test("absolute pointer without touch (QEMU tablet): BTN_LEFT makes the contact")
    func absolutePointer() {
        var script = EventScript()
        script.frame(at: 0, [(.abs, EventCode.absX, 16384), (.abs, EventCode.absY, 0)])
        script.frame(at: 10, [(.key, EventCode.btnLeft, 1)])
        script.frame(at: 20, [(.key, EventCode.btnLeft, 0)])
        let (frames, _) = script.assemble(TestDevices.absolutePointer)
        let x = 16384.0 / 32767.0
        #expect(
            frames.map(\.contacts) == [
                [contact(0, slot: 0, tracking: nil, .down, 16384, 0, normalized: (x, 0))],
                [contact(0, slot: 0, tracking: nil, .up, 16384, 0, normalized: (x, 0))],
            ])
    }
}
