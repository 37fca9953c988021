import EvdevInput
import GestureCore
import Testing

/// Garbage input cannot make the assembler grow without bound.
@Suite struct FrameAssemblerBoundsTests {
    @Test func anOversizedFrameIsDroppedWithANote() {
        var assembler = FrameAssembler(description: nil)
        for index in 0..<(FrameAssembler.maximumFrameEvents + 10) {
            _ = assembler.feed(InputEvent(time: 0, type: .abs, code: EventCode.absMTPositionX, value: Int32(index)))
        }
        #expect(assembler.feed(InputEvent(time: 1, type: .syn, code: EventCode.synReport, value: 0)) == nil)
        #expect(assembler.bugs.count == 1)
        // The next, normal frame is assembled again.
        _ = assembler.feed(InputEvent(time: 2, type: .abs, code: EventCode.absMTTrackingID, value: 5))
        _ = assembler.feed(InputEvent(time: 2, type: .abs, code: EventCode.absMTPositionX, value: 10))
        _ = assembler.feed(InputEvent(time: 2, type: .abs, code: EventCode.absMTPositionY, value: 20))
        let frame = assembler.feed(InputEvent(time: 2, type: .syn, code: EventCode.synReport, value: 0))
        #expect(frame?.contacts.map(\.phase) == [.down])
    }

    @Test func protocolAKeepsAtMostTheSlotLimitOfContacts() {
        var assembler = FrameAssembler(description: nil)
        var frame: TouchFrame?
        for index in 0..<200 {
            _ = assembler.feed(InputEvent(time: 0, type: .abs, code: EventCode.absMTPositionX, value: Int32(index)))
            _ = assembler.feed(InputEvent(time: 0, type: .abs, code: EventCode.absMTPositionY, value: Int32(index)))
            _ = assembler.feed(InputEvent(time: 0, type: .syn, code: EventCode.synMTReport, value: 0))
        }
        frame = assembler.feed(InputEvent(time: 0, type: .syn, code: EventCode.synReport, value: 0))
        #expect(frame?.contacts.count == FrameAssembler.maximumSlots)
    }
}
