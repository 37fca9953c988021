public import GestureCore

/// The animatable properties of one layer at one moment.
///
/// `x`, `y`, `width` and `height` are the layer's frame in the container, in points, before its
/// transform (origin top-left, y down, as `UIView.frame`); ``scale`` is applied about the frame's
/// centre. ``dimming`` is the opacity of a black dimming layer over this one (0 = none), as the
/// dimming view of a UIKit presentation or navigation transition.
public struct LayerValues: Sendable, Hashable {
    /// Frame origin x, points.
    public var x: Double
    /// Frame origin y, points.
    public var y: Double
    /// Frame width, points.
    public var width: Double
    /// Frame height, points.
    public var height: Double
    /// Opacity, 0…1.
    public var alpha: Double
    /// Uniform scale about the frame's centre (1 = none).
    public var scale: Double
    /// Corner radius, points.
    public var cornerRadius: Double
    /// Opacity of a black dimming layer over this one, 0…1.
    public var dimming: Double
    /// Rotation about the vertical axis, degrees (0 faces the viewer; 180 shows the back).
    ///
    /// Used by
    /// `flipHorizontal`.
    public var rotationY: Double
    /// How far the layer is curled up from its bottom edge, 0…1 (1 fully curled away).
    ///
    /// Used by
    /// `partialCurl`.
    public var curl: Double

    /// Creates layer values.
    /// - Parameters:
    ///   - x: Frame origin x, points.
    ///   - y: Frame origin y, points.
    ///   - width: Frame width, points.
    ///   - height: Frame height, points.
    ///   - alpha: Opacity, 0…1.
    ///   - scale: Uniform scale about the centre.
    ///   - cornerRadius: Corner radius, points.
    ///   - dimming: Opacity of a black dimming layer over this one, 0…1.
    public init(
        x: Double, y: Double, width: Double, height: Double, alpha: Double = 1, scale: Double = 1,
        cornerRadius: Double = 0, dimming: Double = 0, rotationY: Double = 0, curl: Double = 0
    ) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.alpha = alpha
        self.scale = scale
        self.cornerRadius = cornerRadius
        self.dimming = dimming
        self.rotationY = rotationY
        self.curl = curl
    }

    /// A layer filling a container, opaque, unscaled and undimmed.
    /// - Parameter container: The container, points.
    /// - Returns: Values with the frame (0, 0, width, height).
    public static func filling(_ container: Size) -> LayerValues {
        LayerValues(x: 0, y: 0, width: container.width, height: container.height)
    }

    /// Linear interpolation from `self` to `other`.
    ///
    /// Progress outside 0…1 (a spring's overshoot) extrapolates the frame, scale and corner radius;
    /// opacity and dimming are clamped to 0…1, as Core Animation clamps opacity when it renders.
    /// - Parameters:
    ///   - other: The values at progress 1.
    ///   - progress: 0 gives `self`, 1 gives `other`.
    /// - Returns: The interpolated values.
    public func interpolated(to other: LayerValues, progress: Double) -> LayerValues {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        func unit(_ value: Double) -> Double { Percent(value).value }
        return LayerValues(
            x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width),
            height: mix(height, other.height), alpha: unit(mix(alpha, other.alpha)),
            scale: mix(scale, other.scale), cornerRadius: mix(cornerRadius, other.cornerRadius),
            dimming: unit(mix(dimming, other.dimming)), rotationY: mix(rotationY, other.rotationY),
            curl: unit(mix(curl, other.curl)))
    }
}

extension LayerValues: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case x, y, width, height, alpha, scale, cornerRadius, dimming, rotationY, curl
    }

    /// The keys of a layer's values in JSON.
    package static let jsonKeys = CodingKeys.allCases.map(\.rawValue)

    /// Decodes layer values; `alpha` and `scale` default to 1, `cornerRadius` and `dimming` to 0.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try c.decode(Double.self, forKey: .x),
            y: try c.decode(Double.self, forKey: .y),
            width: try c.decode(Double.self, forKey: .width),
            height: try c.decode(Double.self, forKey: .height),
            alpha: try c.decodeIfPresent(Double.self, forKey: .alpha) ?? 1,
            scale: try c.decodeIfPresent(Double.self, forKey: .scale) ?? 1,
            cornerRadius: try c.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? 0,
            dimming: try c.decodeIfPresent(Double.self, forKey: .dimming) ?? 0,
            rotationY: try c.decodeIfPresent(Double.self, forKey: .rotationY) ?? 0,
            curl: try c.decodeIfPresent(Double.self, forKey: .curl) ?? 0)
    }
}
