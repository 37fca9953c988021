public import GestureCore

/// Where the touch of a gesture went down: the point, and how far it was from the recognizer's edge.
public struct GestureStart: Sendable, Hashable {
    /// The first contact's touch-down point in the container, points.
    public var location: Point
    /// Its distance from the edge the recognizer watches.
    public var fromEdge: EdgeDistance

    /// Creates a start location.
    public init(location: Point, fromEdge: EdgeDistance) {
        self.location = location
        self.fromEdge = fromEdge
    }

    /// `at (812.300, 400.000) pt, 812.300 pt (127.0 mm) from the left edge`.
    public var description: String {
        "started at (\(location.x.fixed(3)), \(location.y.fixed(3))) pt, \(fromEdge.description)"
    }
}
