/// A two-dimensional delta or displacement in the unit its context states (device units,
/// millimetres, libinput's 1000-dpi units, points): the one vector type of the package.
public struct Vector: Sendable, Hashable {
    /// Horizontal component, positive to the right.
    public var x: Double
    /// Vertical component, positive downwards.
    public var y: Double

    /// Creates a vector.
    /// - Parameters:
    ///   - x: Horizontal component.
    ///   - y: Vertical component.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = Vector(x: 0, y: 0)

    /// Whether both components are 0.
    public var isZero: Bool { x == 0 && y == 0 }

    /// The length.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The sum of two vectors.
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
}
