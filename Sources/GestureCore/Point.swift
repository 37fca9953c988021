/// A location in the container, in points.
///
/// The origin is the container's top-left corner; `x` grows to the right and `y` grows down, as in
/// UIKit's coordinate space.
public struct Point: Hashable, Sendable {
    /// Horizontal position, points from the left edge.
    public var x: Double
    /// Vertical position, points from the top edge.
    public var y: Double

    /// Creates a point.
    /// - Parameters:
    ///   - x: Points from the left edge.
    ///   - y: Points from the top edge.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The vector from `other` to `self`, in points.
    public func offset(from other: Point) -> Point {
        Point(x: x - other.x, y: y - other.y)
    }

    /// The Euclidean distance to `other`, in points.
    public func distance(to other: Point) -> Double {
        let d = offset(from: other)
        return (d.x * d.x + d.y * d.y).squareRoot()
    }
}
