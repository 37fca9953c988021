public import GestureCore

/// How far a point is from one edge of the container.
public struct EdgeDistance: Sendable, Hashable {
    /// The edge.
    public var edge: Edge
    /// The distance, points.
    public var points: Double
    /// The distance, millimetres on the panel; nil when the container is not the panel's physical
    /// size (no resolution, a `container` override, a pointer).
    public var millimeters: Double?

    /// Creates a distance.
    public init(edge: Edge, points: Double, millimeters: Double?) {
        self.edge = edge
        self.points = points
        self.millimeters = millimeters
    }

    /// `812.3 pt (12.7 mm) from the left edge`.
    public var description: String {
        "\(points.fixed(3)) pt" + (millimeters.map { " (\($0.fixed(3)) mm)" } ?? "") + " from the \(edge.rawValue) edge"
    }
}
