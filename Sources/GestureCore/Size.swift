/// The extent of a container or layer, in points.
public struct Size: Hashable, Sendable, Codable {
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

    /// An iPhone 14's screen, 390 × 844 pt: the container a transition is written for when it names none.
    public static let standard = Size(width: 390, height: 844)

    /// Whether both sides are finite and above 0.
    public var isPositive: Bool { width > 0 && height > 0 && width.isFinite && height.isFinite }
}
