import EvdevInput
import Testing

/// The values a cut restates: axes by code, then every slot that has a value, by slot number (each
/// led by its `ABS_MT_SLOT`), then the slot in force, then the keys held (the rule of
/// `InputState.restatingEvents(at:)`'s documentation, worked by hand).
@Suite struct InputStateTests {
    static let slot = EventCode.absMTSlot
    static let mtX: UInt16 = 0x35  // ABS_MT_POSITION_X
    static let mtY: UInt16 = 0x36  // ABS_MT_POSITION_Y
    static let btnTouch: UInt16 = 0x14a

    @Test func slotsOfEveryNumberAreRestatedInOrder() {
        var state = InputState()
        let noted: [(EventType, UInt16, Int32)] = [
            (.abs, 0x00, 100),  // ABS_X
            (.abs, Self.slot, 3), (.abs, Self.mtX, 10),
            (.abs, Self.slot, -1), (.abs, Self.mtY, 20),  // a hostile file's slot number
            (.abs, Self.slot, 70), (.abs, Self.mtX, 30),  // past the slots a device reports
            (.abs, Self.slot, 0), (.abs, Self.mtY, 40),
            (.abs, Self.mtY, 41),  // a later value replaces the earlier
            (.key, Self.btnTouch, 1),
        ]
        for (type, code, value) in noted { state.note(InputEvent(time: 1, type: type, code: code, value: value)) }
        let expected: [(EventType, UInt16, Int32)] = [
            (.abs, 0x00, 100),
            (.abs, Self.slot, -1), (.abs, Self.mtY, 20),
            (.abs, Self.slot, 0), (.abs, Self.mtY, 41),
            (.abs, Self.slot, 3), (.abs, Self.mtX, 10),
            (.abs, Self.slot, 70), (.abs, Self.mtX, 30),
            (.abs, Self.slot, 0),
            (.key, Self.btnTouch, 1),
        ]
        let events = state.restatingEvents(at: 5)
        #expect(events.map(\.time) == Array(repeating: 5, count: expected.count))
        #expect(events.map(\.type) == expected.map(\.0))
        #expect(events.map(\.code) == expected.map(\.1))
        #expect(events.map(\.value) == expected.map(\.2))
    }

    @Test func aSlotWithNoValueIsNotRestated() {
        var state = InputState()
        // Slot 2 is selected but never given a value; slot 0's value comes before any ABS_MT_SLOT.
        for (code, value) in [(Self.mtX, 7), (Self.slot, 2)] as [(UInt16, Int32)] {
            state.note(InputEvent(time: 0, type: .abs, code: code, value: value))
        }
        let events = state.restatingEvents(at: 0)
        #expect(events.map(\.code) == [Self.slot, Self.mtX, Self.slot])
        #expect(events.map(\.value) == [0, 7, 2])
    }
}
