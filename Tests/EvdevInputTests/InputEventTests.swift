import EvdevInput
import Testing

@Test func eventTypesMatchTheKernel() {
    #expect(EventType.abs.rawValue == 3)
    #expect(EventType.syn.rawValue == 0)
}
