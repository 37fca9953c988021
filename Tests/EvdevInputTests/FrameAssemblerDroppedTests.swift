import EvdevInput
import GestureCore
import GestureTestSupport
import Testing

/// `SYN_DROPPED`: the partial frame and everything up to the next `SYN_REPORT` are discarded, the
/// gap is recorded, and the next frame with contacts is flagged.
@Suite struct FrameAssemblerDroppedTests {
    @Test("the partial frame is discarded, the gap recorded, the next frame flagged")
    func dropInTheMiddleOfAFrame() {
        var script = EventScript()
        script.frame(
            at: 1_000,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 1),
                (.abs, EventCode.absMTPositionX, 100),
                (.abs, EventCode.absMTPositionY, 100),
            ])
        script.append(at: 2_000, [(.abs, EventCode.absMTPositionX, 150), (.syn, EventCode.synDropped, 0)])
        script.frame(at: 2_500, [(.abs, EventCode.absMTPositionX, 160), (.abs, EventCode.absMTPositionY, 110)])
        script.frame(at: 3_000, [(.abs, EventCode.absMTPositionX, 170)])
        script.frame(at: 4_000, [(.abs, EventCode.absMTPositionX, 180)])
        let (frames, assembler) = script.assemble(TestDevices.touchscreen)

        // One event before the drop (X 150) and two after it (X 160, Y 110) are lost.
        #expect(assembler.gaps == [InputGap(start: 2_000, end: 2_500, discardedEvents: 3)])
        #expect(assembler.reportCount == 4)
        #expect(frames.map(\.time) == [1_000, 3_000, 4_000])
        #expect(frames.map(\.followsGap) == [false, true, false])
        // Y 110 was dropped, so y is still 100.
        #expect(frames[1].contacts == [contact(0, slot: 0, tracking: 1, .move, 170, 100, normalized: (0.17, 0.2))])
    }

    @Test("the flag waits for the first frame that has contacts")
    func flagCarriesOverEmptyFrames() {
        var script = EventScript()
        script.append(at: 0, [(.rel, EventCode.relX, 1), (.syn, EventCode.synDropped, 0)])
        script.frame(at: 5, [])
        script.frame(at: 10, [(.rel, EventCode.relX, 2)])  // no button: no contact, no frame
        script.frame(at: 20, [(.key, EventCode.btnLeft, 1)])
        let (frames, assembler) = script.assemble(TestDevices.mouse)
        #expect(assembler.gaps == [InputGap(start: 0, end: 5, discardedEvents: 1)])
        #expect(frames.count == 1)
        #expect(frames[0].followsGap)
        // REL_X 1 was lost; REL_X 2 counts.
        #expect(frames[0].contacts == [contact(0, slot: 0, tracking: nil, .down, 2, 0, normalized: nil)])
    }

    @Test("two SYN_DROPPED before a SYN_REPORT make one gap from the first")
    func twoDropsOneGap() {
        var script = EventScript()
        script.append(
            at: 100,
            [(.rel, EventCode.relX, 1), (.syn, EventCode.synDropped, 0), (.rel, EventCode.relX, 1)])
        script.append(at: 200, [(.syn, EventCode.synDropped, 0), (.rel, EventCode.relY, 1)])
        script.frame(at: 300, [])
        let (_, assembler) = script.assemble(TestDevices.mouse)
        #expect(assembler.gaps == [InputGap(start: 100, end: 300, discardedEvents: 3)])
    }

    @Test("a contact gone in the resynced state was never seen lifting: it is cancelled, one that survives moves on")
    func contactLostInTheGapIsCancelled() {
        var script = EventScript()
        script.frame(
            at: 1_000,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 1),
                (.abs, EventCode.absMTPositionX, 100), (.abs, EventCode.absMTPositionY, 100),
                (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTTrackingID, 2),
                (.abs, EventCode.absMTPositionX, 500), (.abs, EventCode.absMTPositionY, 300),
            ])
        script.append(at: 2_000, [(.syn, EventCode.synDropped, 0)])
        script.frame(at: 2_000, [])
        // libevdev's synced state: slot 0 is gone, slot 1 moved.
        script.frame(
            at: 2_100,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, -1),
                (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTPositionX, 520),
            ])
        // A lift after the resync is an ordinary lift again.
        script.frame(at: 3_000, [(.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTTrackingID, -1)])
        let (frames, assembler) = script.assemble(TestDevices.touchscreen)

        #expect(frames.map(\.time) == [1_000, 2_100, 3_000])
        #expect(frames[1].followsGap)
        #expect(frames[1].contacts.map(\.phase) == [.cancel, .move])
        #expect(frames[1].contacts.map(\.id) == [0, 1])
        #expect(frames[2].contacts.map(\.phase) == [.up])
        #expect(assembler.gaps.map(\.lostContacts) == [[0]])
    }
}
