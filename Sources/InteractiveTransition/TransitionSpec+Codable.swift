import GestureCore

/// JSON form of a transition spec.
///
/// ```json
/// {"operation": "push", "duration": 0.35, "curve": "easeInOut", "edge": "left",
///  "container": {"width": 390, "height": 844},
///  "layers": [{"name": "to", "role": "to",
///              "from": {"x": 390, "y": 0, "width": 390, "height": 844},
///              "to": {"x": 0, "y": 0, "width": 390, "height": 844}}],
///  "completionSpeed": 1, "completionCurve": "easeInOut"}
/// ```
///
/// `curve` and `completionCurve` default to `"easeInOut"`, `edge` to `"left"`, `completionSpeed` to
/// 1 and `container` to none; `operation`, `duration` and `layers` are required.
extension TransitionSpec: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case operation, duration, curve, edge, container, layers, completionSpeed, completionCurve
    }

    /// The keys of the spec's JSON object, in the order it is written.
    package static let jsonKeys = CodingKeys.allCases.map(\.rawValue)

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            operation: try c.decode(Operation.self, forKey: .operation),
            duration: try c.decode(Double.self, forKey: .duration),
            curve: try c.decodeIfPresent(TimingCurve.self, forKey: .curve) ?? .easeInOut,
            edge: try c.decodeIfPresent(Edge.self, forKey: .edge) ?? .left,
            container: try c.decodeIfPresent(Size.self, forKey: .container),
            layers: try c.decode([AnimatedLayer].self, forKey: .layers),
            completionSpeed: try c.decodeIfPresent(Double.self, forKey: .completionSpeed) ?? 1,
            completionCurve: try c.decodeIfPresent(TimingCurve.self, forKey: .completionCurve) ?? .easeInOut)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(operation, forKey: .operation)
        try c.encode(duration, forKey: .duration)
        try c.encode(curve, forKey: .curve)
        try c.encode(edge, forKey: .edge)
        try c.encodeIfPresent(container, forKey: .container)
        try c.encode(layers, forKey: .layers)
        try c.encode(completionSpeed, forKey: .completionSpeed)
        try c.encode(completionCurve, forKey: .completionCurve)
    }
}
