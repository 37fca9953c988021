import EvdevInput
import GestureCore
import GestureTestSupport
import Testing

/// Multitouch protocol A: contacts separated by `SYN_MT_REPORT`.
///
/// Contacts are matched to the previous frame by tracking id, else by nearest position;
/// `BTN_TOUCH 0` lifts all. The test screen spans x 0…1000 and y 0…500. A contact keeps the slot it
/// went down in (the lowest one free then), whatever its place in later frames.
@Suite struct FrameAssemblerProtocolATests {
    static func point(_ x: Int32, _ y: Int32, tracking: Int32? = nil) -> [(EventType, UInt16, Int32)] {
        (tracking.map { [(EventType.abs, EventCode.absMTTrackingID, $0)] } ?? [])
            + [
                (.abs, EventCode.absMTPositionX, x), (.abs, EventCode.absMTPositionY, y),
                (.syn, EventCode.synMTReport, 0),
            ]
    }

    @Test("without tracking ids, contacts follow the nearest contact of the frame before")
    func nearestPosition() {
        var script = EventScript()
        script.frame(at: 0, [(.key, EventCode.btnTouch, 1)] + Self.point(100, 100) + Self.point(500, 400))
        script.frame(at: 10, Self.point(510, 405) + Self.point(105, 100))  // reported in swapped order
        script.frame(at: 20, Self.point(106, 101))  // the second finger has gone
        script.frame(at: 30, [(.key, EventCode.btnTouch, 0), (.syn, EventCode.synMTReport, 0)])
        let (frames, assembler) = script.assemble(TestDevices.protocolA)
        #expect(assembler.mode == .multitouchA)
        #expect(
            frames.map(\.contacts) == [
                [
                    contact(0, slot: 0, tracking: nil, .down, 100, 100, normalized: (0.1, 0.2)),
                    contact(1, slot: 1, tracking: nil, .down, 500, 400, normalized: (0.5, 0.8)),
                ],
                [
                    contact(1, slot: 1, tracking: nil, .move, 510, 405, normalized: (0.51, 0.81)),
                    contact(0, slot: 0, tracking: nil, .move, 105, 100, normalized: (0.105, 0.2)),
                ],
                [
                    contact(1, slot: 1, tracking: nil, .up, 510, 405, normalized: (0.51, 0.81)),
                    contact(0, slot: 0, tracking: nil, .move, 106, 101, normalized: (0.106, 0.202)),
                ],
                [contact(0, slot: 0, tracking: nil, .up, 106, 101, normalized: (0.106, 0.202))],
            ])
    }

    @Test("tracking ids win over positions: two fingers that cross keep their ids")
    func trackingID() {
        var script = EventScript()
        script.frame(at: 0, Self.point(100, 100, tracking: 7) + Self.point(900, 400, tracking: 8))
        // Each finger is now nearer where the other one was.
        script.frame(at: 10, Self.point(120, 110, tracking: 8) + Self.point(880, 390, tracking: 7))
        let (frames, _) = script.assemble(TestDevices.protocolA)
        #expect(
            frames.map(\.contacts) == [
                [
                    contact(0, slot: 0, tracking: 7, .down, 100, 100, normalized: (0.1, 0.2)),
                    contact(1, slot: 1, tracking: 8, .down, 900, 400, normalized: (0.9, 0.8)),
                ],
                [
                    contact(1, slot: 1, tracking: 8, .move, 120, 110, normalized: (0.12, 0.22)),
                    contact(0, slot: 0, tracking: 7, .move, 880, 390, normalized: (0.88, 0.78)),
                ],
            ])
    }

    @Test("BTN_TOUCH 0 lifts every contact even when positions are still reported (Cartucho)")
    func buttonTouchRelease() {
        var script = EventScript()
        script.frame(at: 0, [(.key, EventCode.btnTouch, 1)] + Self.point(300, 300))
        script.frame(at: 10, Self.point(302, 301))
        script.frame(at: 20, [(.key, EventCode.btnTouch, 0)] + Self.point(303, 301))
        let (frames, _) = script.assemble(TestDevices.protocolA)
        #expect(
            frames.map(\.contacts) == [
                [contact(0, slot: 0, tracking: nil, .down, 300, 300, normalized: (0.3, 0.6))],
                [contact(0, slot: 0, tracking: nil, .move, 302, 301, normalized: (0.302, 0.602))],
                [contact(0, slot: 0, tracking: nil, .up, 302, 301, normalized: (0.302, 0.602))],
            ])
    }

    @Test("without a description SYN_MT_REPORT decides protocol A")
    func noDescription() {
        var script = EventScript()
        script.frame(at: 0, Self.point(3, 4))
        let (frames, assembler) = script.assemble(nil)
        #expect(assembler.mode == .multitouchA)
        #expect(frames.map(\.contacts) == [[contact(0, slot: 0, tracking: nil, .down, 3, 4, normalized: nil)]])
    }
}
