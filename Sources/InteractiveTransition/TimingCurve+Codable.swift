import GestureCore

/// JSON form of a timing curve.
///
/// Named curves are plain strings: `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"`,
/// `"easeOutCubic"`, and, decoded into their parametric form, `"fastEaseInToSlowEaseOut"`,
/// `"fastLinearToSlowEaseIn"` and `"materialBack"`. Parametric curves are one-key objects:
///
/// ```json
/// {"cubicBezier": [0.18, 1.0, 0.04, 1.0]}
/// {"threePointCubic": [[0.056, 0.024], [0.108, 0.3085], [0.198, 0.541], [0.3655, 1.0], [0.5465, 0.989]]}
/// {"spring": {"mass": 1, "stiffness": 1000, "damping": 63.2, "initialVelocity": 0}}
/// {"spring": {"dampingRatio": 0.6, "response": 0.5}}
/// ```
extension TimingCurve: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case cubicBezier, threePointCubic, spring
    }

    private enum SpringKeys: String, CodingKey, CaseIterable {
        case mass, stiffness, damping, dampingRatio, response, initialVelocity, epsilon, clamps
    }

    /// The keys of a parametric curve's JSON object (one of them).
    package static let jsonKeys = Keys.allCases.map(\.rawValue)
    /// The keys of a `spring` curve's parameters.
    package static let springKeys = SpringKeys.allCases.map(\.rawValue)

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            self = try Self.named(name, codingPath: decoder.codingPath)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        if container.contains(.cubicBezier) {
            let points = try container.decode([Double].self, forKey: .cubicBezier)
            guard points.count == 4 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .cubicBezier, in: container,
                    debugDescription: "expected 4 numbers [x1, y1, x2, y2], got \(points.count)")
            }
            self = .cubicBezier(CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
        } else if container.contains(.threePointCubic) {
            let points = try container.decode([[Double]].self, forKey: .threePointCubic)
            guard points.count == 5, points.allSatisfy({ $0.count == 2 }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .threePointCubic, in: container,
                    debugDescription: "expected 5 points [[x, y], …]: a1, b1, midpoint, a2, b2")
            }
            let p = points.map { ThreePointCubic.Point(x: $0[0], y: $0[1]) }
            self = .threePointCubic(ThreePointCubic(a1: p[0], b1: p[1], midpoint: p[2], a2: p[3], b2: p[4]))
        } else if container.contains(.spring) {
            self = .spring(try Self.decodeSpring(container.nestedContainer(keyedBy: SpringKeys.self, forKey: .spring)))
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a curve name or an object with one of cubicBezier ([x1, y1, x2, y2]), "
                        + "spring ({mass, stiffness, damping} or {dampingRatio, response}) or threePointCubic"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut, .easeOutCubic:
            var single = encoder.singleValueContainer()
            try single.encode(name)
        case .cubicBezier(let b):
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode([b.x1, b.y1, b.x2, b.y2], forKey: .cubicBezier)
        case .threePointCubic(let c):
            var container = encoder.container(keyedBy: Keys.self)
            let points = [c.a1, c.b1, c.midpoint, c.a2, c.b2].map { [$0.x, $0.y] }
            try container.encode(points, forKey: .threePointCubic)
        case .spring(let s):
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: SpringKeys.self, forKey: .spring)
            try nested.encode(s.mass, forKey: .mass)
            try nested.encode(s.stiffness, forKey: .stiffness)
            try nested.encode(s.damping, forKey: .damping)
            try nested.encode(s.initialVelocity, forKey: .initialVelocity)
            try nested.encode(s.epsilon, forKey: .epsilon)
            try nested.encode(s.clamps, forKey: .clamps)
        }
    }

    private static func named(_ name: String, codingPath: [any CodingKey]) throws -> TimingCurve {
        switch name {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        case "easeOutCubic": return .easeOutCubic
        case "fastEaseInToSlowEaseOut": return .fastEaseInToSlowEaseOut
        case "fastLinearToSlowEaseIn": return .fastLinearToSlowEaseIn
        case "materialBack": return .materialBack
        default:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription:
                        "unknown curve '\(name)'; expected linear, easeIn, easeOut, easeInOut, easeOutCubic, "
                        + "fastEaseInToSlowEaseOut, fastLinearToSlowEaseIn or materialBack, or an object: "
                        + "{\"cubicBezier\": [x1, y1, x2, y2]}, {\"spring\": {\"dampingRatio\": 0.6, \"response\": 0.5}} "
                        + "or {\"spring\": {\"mass\": 1, \"stiffness\": 1000, \"damping\": 63.2}}"))
        }
    }

    private static func decodeSpring(_ c: KeyedDecodingContainer<SpringKeys>) throws -> Spring {
        let velocity = try c.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
        let epsilon = try c.decodeIfPresent(Double.self, forKey: .epsilon) ?? Spring.defaultEpsilon
        let clamps = try c.decodeIfPresent(Bool.self, forKey: .clamps) ?? false
        if let ratio = try c.decodeIfPresent(Double.self, forKey: .dampingRatio) {
            if let response = try c.decodeIfPresent(Double.self, forKey: .response) {
                return Spring(
                    dampingRatio: ratio, response: response, initialVelocity: velocity, epsilon: epsilon,
                    clamps: clamps)
            }
            let mass = try c.decodeIfPresent(Double.self, forKey: .mass) ?? 1
            let stiffness = try c.decode(Double.self, forKey: .stiffness)
            return Spring(
                dampingRatio: ratio, mass: mass, stiffness: stiffness, initialVelocity: velocity,
                epsilon: epsilon, clamps: clamps)
        }
        return Spring(
            mass: try c.decodeIfPresent(Double.self, forKey: .mass) ?? 1,
            stiffness: try c.decode(Double.self, forKey: .stiffness),
            damping: try c.decode(Double.self, forKey: .damping),
            initialVelocity: velocity, epsilon: epsilon, clamps: clamps)
    }
}
