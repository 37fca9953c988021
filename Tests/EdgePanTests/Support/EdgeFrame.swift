import EdgePan
import GestureCore
import GestureTestSupport

/// The container every recognizer test uses, points (DESIGN.md's default pointer container).
let testContainer = Size(width: 1280, height: 800)

/// ±1 device unit of noise, in points, on a panel whose axes span 4096 units (a common
/// `ABS_MT_POSITION_X/Y` range) mapped onto ``testContainer``; the wider axis's unit, for both axes.
let oneDeviceUnit = testContainer.width / 4096

/// The four corners as (horizontal edge, vertical edge) pairs.
let corners: [(Edge, Edge)] = [(.left, .top), (.left, .bottom), (.right, .top), (.right, .bottom)]

extension Edge {
    /// Container percent (x, y) of a position written edge-relative: `away` percent of the swipe
    /// axis from this edge, `along` percent of the other axis.
    func percent(away: Double, along: Double) -> (x: Double, y: Double) {
        switch self {
        case .left: (away, along)
        case .right: (100 - away, along)
        case .top: (along, away)
        case .bottom: (along, 100 - away)
        }
    }

    /// The away percent of a synthetic sample: the inverse of ``percent(away:along:)``.
    func away(of sample: SyntheticGesture.Sample) -> Double {
        switch self {
        case .left: sample.x
        case .right: 100 - sample.x
        case .top: sample.y
        case .bottom: 100 - sample.y
        }
    }

    /// The along percent of a synthetic sample.
    func along(of sample: SyntheticGesture.Sample) -> Double {
        isHorizontal ? sample.y : sample.x
    }
}

extension SyntheticGesture {
    /// `touchDown` written relative to `edge`, percent.
    func touchDown(on edge: Edge, contact: Int = 0, away: Double, along: Double) throws -> SyntheticGesture {
        let p = edge.percent(away: away, along: along)
        return try touchDown(contact: contact, x: p.x, y: p.y)
    }

    /// `move` written relative to `edge`, percent.
    func move(
        on edge: Edge, contact: Int = 0, away: Double, along: Double, duration: Double, rate: Double = 120,
        profile: Profile = .constant
    ) throws -> SyntheticGesture {
        let p = edge.percent(away: away, along: along)
        return try move(contact: contact, to: p.x, y: p.y, duration: duration, rate: rate, profile: profile)
    }
}
