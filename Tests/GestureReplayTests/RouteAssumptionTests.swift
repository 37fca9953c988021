import EvdevInput
import GestureInteraction
import GestureReplay
import GestureTestSupport
import Testing
import TouchpadGestures

/// What a replay assumes is what the route that decides assumes.
@Suite struct RouteAssumptionTests {
    /// The synthetic touchpad with no resolution on any axis.
    static var padWithoutResolution: DeviceDescription {
        var pad = SyntheticDevice.touchpad
        for code in pad.absInfo.keys { pad.absInfo[code]?.resolution = 0 }
        return pad
    }

    /// A touchpad without resolution: libinput's fallback pad size is assumed (`tp_init_default_resolution`),
    /// never a container, which the touchpad tracker does not measure.
    @Test func aTouchpadWithoutResolutionAssumesLibinputsPadSize() throws {
        var engine = try ReplayEngine(
            description: Self.padWithoutResolution, source: "pad", options: ReplayOptions(model: .adwaita))
        let assumptions = engine.noteAssumptions(inputWarnings: [])
        #expect(
            assumptions == [
                .touchpadSizeAssumed(axes: ["ABS_MT_POSITION_X", "ABS_MT_POSITION_Y"], width: 69, height: 50)
            ])
        #expect(assumptions.first?.description.contains("69×50 mm") == true)
        #expect(!assumptions.contains { $0.description.contains("container assumed") })
    }

    @Test func aTouchpadWithResolutionAssumesNothing() throws {
        var engine = try ReplayEngine(
            description: SyntheticDevice.touchpad, source: "pad", options: ReplayOptions(model: .adwaita))
        #expect(engine.noteAssumptions(inputWarnings: []).isEmpty)
    }
}
