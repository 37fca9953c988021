/// A direction of finger motion in the container's plane: the way a swipe drives a transition forward.
///
/// Screen coordinates: `x` grows to the right, `y` grows down. A touchscreen's edge pan moves away from
/// its edge (``Edge/away``); a touchpad swipe names the finger motion that drives its transition.
public enum Direction: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right, up, down

    /// Whether the motion is along the x axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right: true
        case .up, .down: false
        }
    }

    /// +1 when moving this way increases the coordinate, −1 when it decreases it.
    public var sign: Double {
        switch self {
        case .right, .down: 1
        case .left, .up: -1
        }
    }

    /// The opposite direction.
    public var reversed: Direction {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
        }
    }

    /// The component of `delta` in this direction, points (negative: the opposite way).
    public func component(of delta: Point) -> Double {
        (isHorizontal ? delta.x : delta.y) * sign
    }
}
