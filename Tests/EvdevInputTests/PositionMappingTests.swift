import EvdevInput
import Testing

/// `--target`: positions carried onto another panel by millimetres, or by range without resolutions.
@Suite struct PositionMappingTests {
    static func panel(width: Int32, height: Int32, resolution: Int32) -> DeviceDescription {
        var device = DeviceDescription(name: "panel \(width)x\(height)")
        device.properties = [.direct]
        device.enable(.key, EventCode.btnTouch)
        for (code, maximum) in [
            (EventCode.absX, width), (EventCode.absY, height), (EventCode.absMTPositionX, width),
            (EventCode.absMTPositionY, height),
        ] {
            device.enable(.abs, code, AbsInfo(minimum: 0, maximum: maximum, resolution: resolution))
        }
        device.enable(.abs, EventCode.absMTSlot, AbsInfo(minimum: 0, maximum: 9))
        return device
    }

    static func x(_ value: Int32) -> InputEvent {
        InputEvent(time: 5, type: .abs, code: EventCode.absMTPositionX, value: value)
    }

    @Test("both with resolutions: 100 mm from the left stays 100 mm from the left")
    func physical() {
        // Source 16 units/mm, target 8 units/mm: 1600 units = 100 mm = 800 target units.
        let mapping = PositionMapping(
            from: Self.panel(width: 4095, height: 2303, resolution: 16),
            to: Self.panel(width: 2047, height: 1199, resolution: 8))
        #expect(mapping.basis == .physicalSize)
        #expect(mapping.map(Self.x(1600)) == Self.x(800))
        // 3 units = 0.1875 mm = 1.5 target units, rounded half away from zero.
        #expect(mapping.map(Self.x(3)) == Self.x(2))
        // 4095 units = 255.94 mm = 2047.5 target units, rounded to 2048, past the range: clamped.
        #expect(mapping.map(Self.x(4095)) == Self.x(2047))
    }

    @Test("a resolution missing: positions keep their fraction of the range, with the basis saying so")
    func byRange() {
        let mapping = PositionMapping(
            from: Self.panel(width: 1000, height: 500, resolution: 0),
            to: Self.panel(width: 2000, height: 4000, resolution: 10))
        #expect(mapping.basis == .range)
        #expect(mapping.map(Self.x(500)) == Self.x(1000))
        let y = InputEvent(time: 0, type: .abs, code: EventCode.absY, value: 250)
        #expect(mapping.map(y).value == 2000)
    }

    @Test("other events pass unchanged")
    func others() {
        let mapping = PositionMapping(
            from: Self.panel(width: 1000, height: 500, resolution: 0),
            to: Self.panel(width: 2000, height: 4000, resolution: 0))
        let events = [
            InputEvent(time: 1, type: .abs, code: EventCode.absMTTrackingID, value: 700),
            InputEvent(time: 1, type: .abs, code: EventCode.absMTSlot, value: 3),
            InputEvent(time: 1, type: .key, code: EventCode.btnTouch, value: 1),
        ]
        #expect(events.map(mapping.map) == events)
    }
}
