/// A velocity in the container's plane, in points per second.
///
/// Same axes as ``Point``: `x` grows to the right and `y` grows down.
public struct Velocity: Hashable, Sendable {
    /// Horizontal velocity, points per second (positive to the right).
    public var x: Double
    /// Vertical velocity, points per second (positive downwards).
    public var y: Double

    /// Creates a velocity.
    /// - Parameters:
    ///   - x: Horizontal velocity, points per second.
    ///   - y: Vertical velocity, points per second.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// No motion, (0, 0) points per second.
    public static let zero = Velocity(x: 0, y: 0)

    /// The speed, points per second.
    public var magnitude: Double { (x * x + y * y).squareRoot() }
}
