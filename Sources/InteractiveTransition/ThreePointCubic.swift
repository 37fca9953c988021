import GestureCore

/// Flutter's `ThreePointCubic`: two cubic Bézier curves joined at a shared midpoint.
///
/// The curve runs from (0, 0) through ``midpoint`` to (1, 1). Each half is rescaled to the unit square
/// and evaluated with Flutter's own `Cubic.transform`, which bisects on the parameter until the time
/// coordinate is within `_cubicErrorBound` (0.001) of the input — so values match Flutter's frame for
/// frame rather than an exact solution (`flutter/lib/src/animation/curves.dart`, classes `Cubic` and
/// `ThreePointCubic`). As in Flutter's `Curve.transform`, 0 and 1 map to themselves exactly.
///
/// ```swift
/// let curve = ThreePointCubic.fastEaseInToSlowEaseOut
/// curve.progress(at: 0.198)  // 0.541, the midpoint
/// ```
public struct ThreePointCubic: Sendable, Hashable {
    /// A point of the curve's control polygon: x is time, y is progress.
    public struct Point: Sendable, Hashable {
        /// Time coordinate, fraction of the duration.
        public var x: Double
        /// Progress coordinate.
        public var y: Double

        /// Creates a control point.
        /// - Parameters:
        ///   - x: Time coordinate, fraction of the duration.
        ///   - y: Progress coordinate.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// First control point of the first half.
    public let a1: Point
    /// Second control point of the first half.
    public let b1: Point
    /// The shared point both halves pass through.
    public let midpoint: Point
    /// First control point of the second half.
    public let a2: Point
    /// Second control point of the second half.
    public let b2: Point

    /// Flutter's `Cubic._cubicErrorBound`: the bisection stops once `|x(t) − x|` is below it.
    public static let flutterCubicErrorBound = 0.001

    /// Bisection halvings before giving up (Flutter loops until the bound holds; 64 halvings exhaust a
    /// `Double`'s precision on 0…1, so the cap only guards against non-finite control points).
    static let bisectionIterations = 64

    /// Creates a three-point cubic.
    /// - Parameters:
    ///   - a1: First control point of the first half.
    ///   - b1: Second control point of the first half.
    ///   - midpoint: The shared point; its x must lie strictly inside 0…1.
    ///   - a2: First control point of the second half.
    ///   - b2: Second control point of the second half.
    public init(a1: Point, b1: Point, midpoint: Point, a2: Point, b2: Point) {
        self.a1 = a1
        self.b1 = b1
        self.midpoint = midpoint
        self.a2 = a2
        self.b2 = b2
    }

    /// Whether the curve is usable: finite points and a midpoint strictly inside the unit interval.
    public var isValid: Bool {
        let values = [a1, b1, midpoint, a2, b2].flatMap { [$0.x, $0.y] }
        return values.allSatisfy(\.isFinite) && midpoint.x > 0 && midpoint.x < 1 && midpoint.y != 0
            && midpoint.y != 1
    }

    /// The progress at a fraction of elapsed time, as Flutter computes it.
    ///
    /// - Parameter fraction: Elapsed time as a fraction of the duration, clamped to 0…1.
    /// - Returns: Progress, 0 at the start and 1 at the end.
    public func progress(at fraction: Double) -> Double {
        let t = Percent(fraction).value
        if t == 0 || t == 1 { return t }
        let firstCurve = t < midpoint.x
        let scaleX = firstCurve ? midpoint.x : 1 - midpoint.x
        let scaleY = firstCurve ? midpoint.y : 1 - midpoint.y
        let scaledT = (t - (firstCurve ? 0 : midpoint.x)) / scaleX
        if firstCurve {
            let value = Self.flutterCubic(
                a: a1.x / scaleX, b: a1.y / scaleY, c: b1.x / scaleX, d: b1.y / scaleY, at: scaledT)
            return value * scaleY
        }
        let value = Self.flutterCubic(
            a: (a2.x - midpoint.x) / scaleX, b: (a2.y - midpoint.y) / scaleY,
            c: (b2.x - midpoint.x) / scaleX, d: (b2.y - midpoint.y) / scaleY, at: scaledT)
        return value * scaleY + midpoint.y
    }

    /// Flutter's `Cubic(a, b, c, d).transform(t)`: bisection on the parameter to `_cubicErrorBound`.
    static func flutterCubic(a: Double, b: Double, c: Double, d: Double, at t: Double) -> Double {
        if t == 0 || t == 1 { return t }
        var start = 0.0
        var end = 1.0
        var midpoint = 0.5
        for _ in 0..<bisectionIterations {
            midpoint = (start + end) / 2
            let estimate = evaluate(a, c, midpoint)
            if abs(t - estimate) < flutterCubicErrorBound { break }
            if estimate < t { start = midpoint } else { end = midpoint }
        }
        return evaluate(b, d, midpoint)
    }

    /// Flutter's `Cubic._evaluateCubic`: one coordinate of the Bézier at parameter `m`.
    private static func evaluate(_ first: Double, _ second: Double, _ m: Double) -> Double {
        3 * first * (1 - m) * (1 - m) * m + 3 * second * (1 - m) * m * m + m * m * m
    }
}

extension ThreePointCubic {
    /// Flutter's `Curves.fastEaseInToSlowEaseOut`: the settle curve of the current Cupertino back swipe
    /// (`flutter/lib/src/animation/curves.dart`; used by `CupertinoPageRoute` since flutter/flutter
    /// PR #153765).
    public static let fastEaseInToSlowEaseOut = ThreePointCubic(
        a1: Point(x: 0.056, y: 0.024),
        b1: Point(x: 0.108, y: 0.3085),
        midpoint: Point(x: 0.198, y: 0.541),
        a2: Point(x: 0.3655, y: 1.0),
        b2: Point(x: 0.5465, y: 0.989)
    )
}
