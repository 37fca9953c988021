/// The bounds of the transition's container view, in points.
public struct ContainerSize: Sendable, Hashable, Codable {
    /// Width, points.
    public var width: Double
    /// Height, points.
    public var height: Double

    /// Creates a container size.
    /// - Parameters:
    ///   - width: Width, points.
    ///   - height: Height, points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The container used when a spec names none: 390 × 844 pt, an iPhone 14's portrait bounds
    /// (Apple, "Human Interface Guidelines — Layout, device screen sizes").
    public static let standard = ContainerSize(width: 390, height: 844)
}
