/// The extent of the container, in points.
public struct Size: Hashable, Sendable {
    /// Width, points.
    public var width: Double
    /// Height, points.
    public var height: Double

    /// Creates a size.
    /// - Parameters:
    ///   - width: Width, points.
    ///   - height: Height, points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
