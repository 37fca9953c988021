/// An edge of the container that a screen-edge pan starts from.
///
/// Each edge fixes the axis the gesture moves along and the direction that counts as "away from the
/// edge", which is the direction of positive percent and positive velocity.
public enum Edge: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right, top, bottom

    /// Whether the gesture moves along the x axis (left and right edges).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right: true
        case .top, .bottom: false
        }
    }

    /// +1 when moving away from this edge increases the coordinate, −1 when it decreases it.
    public var awaySign: Double {
        switch self {
        case .left, .top: 1
        case .right, .bottom: -1
        }
    }

    /// The container extent along the swipe axis, in points (width for left/right, height for top/bottom).
    public func extent(of size: Size) -> Double {
        isHorizontal ? size.width : size.height
    }

    /// Distance of `point` from this edge, in points (negative outside the container).
    public func distance(of point: Point, in size: Size) -> Double {
        switch self {
        case .left: point.x
        case .right: size.width - point.x
        case .top: point.y
        case .bottom: size.height - point.y
        }
    }

    /// The component of `delta` that points away from this edge, in points.
    public func awayComponent(of delta: Point) -> Double {
        (isHorizontal ? delta.x : delta.y) * awaySign
    }

    /// The component of `delta` along this edge (perpendicular to the swipe axis), in points.
    public func alongComponent(of delta: Point) -> Double {
        isHorizontal ? delta.y : delta.x
    }

    /// The middle of this edge, in points: the default start of a relative pointer.
    public func midpoint(in size: Size) -> Point {
        switch self {
        case .left: Point(x: 0, y: size.height / 2)
        case .right: Point(x: size.width, y: size.height / 2)
        case .top: Point(x: size.width / 2, y: 0)
        case .bottom: Point(x: size.width / 2, y: size.height)
        }
    }

    /// The component of `velocity` that points away from this edge, points per second.
    public func awayComponent(of velocity: Velocity) -> Rate<PointsPerSecond> {
        Rate((isHorizontal ? velocity.x : velocity.y) * awaySign)
    }

    /// The finger motion that moves away from this edge: right for the left edge, up for the bottom.
    public var away: Direction {
        switch self {
        case .left: .right
        case .right: .left
        case .top: .down
        case .bottom: .up
        }
    }
}
