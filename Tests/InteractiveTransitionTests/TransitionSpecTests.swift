import Foundation
import GestureCore
import InteractiveTransition
import Testing

private let container = Size(width: 390, height: 844)

@Test(arguments: TransitionSpec.Preset.allCases)
func everyPresetValidates(_ preset: TransitionSpec.Preset) throws {
    let spec = TransitionSpec.preset(preset, in: container)
    try spec.validate()
    #expect(spec.container == container)
    #expect(throws: Never.self) { try PercentDrivenInteractiveTransition(spec: spec) }
}

@Test(arguments: TransitionSpec.Preset.allCases)
func everyPresetRoundTripsThroughJSON(_ preset: TransitionSpec.Preset) throws {
    let spec = TransitionSpec.preset(preset, in: container)
    let data = try JSONEncoder().encode(spec)
    let decoded = try JSONDecoder().decode(TransitionSpec.self, from: data)
    #expect(decoded == spec)
}

@Test func handWrittenSpecDecodesWithDefaults() throws {
    let json = """
        {"operation": "present", "duration": 0.5, "edge": "bottom",
         "curve": {"cubicBezier": [0.18, 1.0, 0.04, 1.0]},
         "layers": [{"name": "to", "role": "to",
                     "from": {"x": 0, "y": 844, "width": 390, "height": 844},
                     "to": {"x": 0, "y": 0, "width": 390, "height": 844, "cornerRadius": 12}}]}
        """
    let spec = try JSONDecoder().decode(TransitionSpec.self, from: Data(json.utf8))
    #expect(spec.operation == .present)
    #expect(spec.edge == .bottom)
    #expect(spec.curve == .fastLinearToSlowEaseIn)
    #expect(spec.completionSpeed == 1)
    #expect(spec.completionCurve == .easeInOut)
    #expect(spec.container == nil)
    #expect(spec.layers.first?.to.alpha == 1)
    #expect(spec.layers.first?.to.cornerRadius == 12)
    try spec.validate()
}

@Test func curvesEncodeAsNamesOrParameters() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(TimingCurve.easeIn), as: UTF8.self) == "\"easeIn\"")
    #expect(
        String(decoding: try encoder.encode(TimingCurve.materialBack), as: UTF8.self)
            == "{\"cubicBezier\":[0.1,0.1,0,1]}")
    let spring = TimingCurve.spring(Spring(dampingRatio: 0.6, response: 2))
    let decoded = try JSONDecoder().decode(TimingCurve.self, from: try encoder.encode(spring))
    #expect(decoded == spring)
    let byRatio = try JSONDecoder().decode(
        TimingCurve.self, from: Data(#"{"spring": {"dampingRatio": 0.6, "response": 2}}"#.utf8))
    #expect(byRatio == spring)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TimingCurve.self, from: Data(#""bouncy""#.utf8)) }
}

@Test func validationNamesTheField() {
    var spec = TransitionSpec.push(in: container)
    spec.layers[1].to.alpha = 1.5
    #expect(throws: SpecError.outOfRange(field: "layers[1].to.alpha", value: 1.5, expected: "0…1")) {
        try spec.validate()
    }
    spec = TransitionSpec.push(in: container)
    spec.layers[1].name = "from"
    #expect(throws: SpecError.duplicateName(field: "layers[1].name", name: "from")) { try spec.validate() }
    spec = TransitionSpec.push(in: container)
    spec.duration = 0
    #expect(throws: SpecError.outOfRange(field: "duration", value: 0, expected: "finite and > 0")) {
        try spec.validate()
    }
    spec = TransitionSpec.push(in: container)
    spec.curve = .cubicBezier(CubicBezier(x1: -1, y1: 0, x2: 1, y2: 1))
    #expect(throws: SpecError.invalidCurve(field: "curve", curve: "cubicBezier")) { try spec.validate() }
    spec = TransitionSpec.push(in: container)
    spec.layers = []
    #expect(throws: SpecError.noLayers(field: "layers")) { try spec.validate() }
    spec = TransitionSpec.push(in: container)
    spec.layers[0].from.width = -3
    #expect(throws: SpecError.outOfRange(field: "layers[0].from.width", value: -3, expected: "finite and ≥ 0")) {
        try spec.validate()
    }
}

@Test func presetsPlaceLayersInPoints() {
    let drawer = TransitionSpec.drawer(in: container)
    #expect(drawer.duration == 0.3)
    #expect(drawer.layer(named: "to")?.from.x == -325)  // 5/6 of 390
    #expect(drawer.layer(named: "to")?.to.width == 325)
    #expect(drawer.layer(named: "from")?.to.dimming == 0.5)

    let push = TransitionSpec.push(in: container)
    #expect(push.duration == 0.35)
    #expect(push.layer(named: "to")?.from.x == 390)
    #expect(push.layer(named: "from")?.to.x == -117)  // −30 % of 390

    let spring = TransitionSpec.halfwaySpring(in: container)
    #expect(spring.duration == 2)
    #expect(spring.layer(named: "to")?.from.y == 422)
    #expect(spring.layer(named: "to")?.from.alpha == 0)
    guard case .spring(let s) = spring.curve else {
        Issue.record("expected a spring")
        return
    }
    #expect(abs(s.dampingRatio - 0.6) < 1e-12)

    let reveal = TransitionSpec.reveal(in: container)
    #expect(reveal.curve == .easeIn)
    #expect(reveal.duration == 2)
    #expect(TransitionSpec.crossDissolve(in: container).duration == 0.35)
    #expect(TransitionSpec.coverVertical(in: container).layer(named: "to")?.from.y == 844)
}

@Test(arguments: [1, 5, 12])
func collectionLayoutMovesItemsFromGridToCircle(count: Int) {
    let spec = TransitionSpec.collectionLayout(items: count, in: container)
    #expect(spec.layers.count == count)
    #expect(spec.operation == .layout)
    // 390 pt fits 5 columns of 70 pt at an 80 pt pitch (5·70 + 4·10 = 390); the circle's radius is
    // 390 / 2.5 = 156 pt.
    for (index, layer) in spec.layers.enumerated() {
        #expect(layer.name == "item\(index)")
        #expect(layer.from.x == Double(index % 5) * 80)
        #expect(layer.from.y == Double(index / 5) * 80)
        let angle = 2 * Double.pi * Double(index) / Double(count)
        #expect(abs(layer.to.x + 35 - (195 + 156 * cos(angle))) < 1e-9)
        #expect(abs(layer.to.y + 35 - (422 + 156 * sin(angle))) < 1e-9)
    }
}

@Test func scalingRescalesFrames() {
    let spec = TransitionSpec.push(in: Size(width: 400, height: 800))
    let scaled = spec.scaled(to: Size(width: 800, height: 400))
    #expect(scaled.layer(named: "to")?.from.x == 800)
    #expect(scaled.layer(named: "to")?.from.height == 400)
    #expect(scaled.layer(named: "from")?.to.dimming == spec.layer(named: "from")?.to.dimming)
}
