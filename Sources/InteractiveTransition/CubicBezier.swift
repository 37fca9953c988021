import GestureCore

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points.
///
/// The curve maps the fraction of elapsed time `x` (0…1) to the fraction of progress `y`. Solving
/// `x(t) = x` follows WebKit's `UnitBezier`: the polynomial coefficients are computed once in `init`,
/// then Newton's method runs from `t = x`, with bisection as the fallback, until `|x(t) − x|` is below
/// ``solverTolerance``.
///
/// ```swift
/// let ease = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
/// ease.progress(at: 0.5)  // 0.5
/// ```
public struct CubicBezier: Sendable, Hashable {
    /// The x coordinate of the first control point (time, 0…1).
    public let x1: Double
    /// The y coordinate of the first control point (progress; may leave 0…1 to overshoot).
    public let y1: Double
    /// The x coordinate of the second control point (time, 0…1).
    public let x2: Double
    /// The y coordinate of the second control point (progress; may leave 0…1 to overshoot).
    public let y2: Double

    /// The largest accepted `|x(t) − x|` when solving for `t`.
    ///
    /// 1e-6 keeps the progress error far below a thousandth of a point on any screen; WebKit's
    /// `UnitBezier::solveEpsilon` uses the same order for a one-second animation.
    public static let solverTolerance = 1e-6

    /// Newton steps tried before falling back to bisection (WebKit's `UnitBezier` uses 8).
    static let newtonIterations = 8

    /// A derivative smaller than this makes a Newton step unreliable (WebKit's `UnitBezier` limit).
    static let minimumSlope = 1e-6

    /// Bisection halvings before giving up; 64 halvings exhaust a `Double`'s precision on 0…1.
    static let bisectionIterations = 64

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y(t).
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double

    /// Creates a cubic Bézier timing curve.
    ///
    /// - Parameters:
    ///   - x1: First control point, time coordinate (0…1 for a function of time; see ``isValid``).
    ///   - y1: First control point, progress coordinate.
    ///   - x2: Second control point, time coordinate (0…1).
    ///   - y2: Second control point, progress coordinate.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// Whether the curve is a function of time: finite control points with x in 0…1.
    public var isValid: Bool {
        [x1, y1, x2, y2].allSatisfy(\.isFinite) && (0...1).contains(x1) && (0...1).contains(x2)
    }

    /// The progress at a fraction of elapsed time.
    ///
    /// - Parameter fraction: Elapsed time as a fraction of the duration, clamped to 0…1.
    /// - Returns: Progress, 0 at the start and 1 at the end (between them it may overshoot).
    public func progress(at fraction: Double) -> Double {
        let x = Percent(fraction).value
        if x == 0 || x == 1 { return x }
        return sampleY(solveT(forX: x))
    }

    /// The parameter `t` at which `x(t) = x`, within ``solverTolerance``.
    func solveT(forX x: Double) -> Double {
        var t = x
        for _ in 0..<Self.newtonIterations {
            let error = sampleX(t) - x
            if abs(error) < Self.solverTolerance { return t }
            let slope = slopeX(t)
            if abs(slope) < Self.minimumSlope { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<Self.bisectionIterations {
            let value = sampleX(t)
            if abs(value - x) < Self.solverTolerance { return t }
            if x > value { low = t } else { high = t }
            t = low + (high - low) / 2
        }
        return t
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
}

extension CubicBezier {
    /// Core Animation's `kCAMediaTimingFunctionEaseIn`, control points (0.42, 0) and (1, 1).
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's `kCAMediaTimingFunctionEaseOut`, control points (0, 0) and (0.58, 1).
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`, control points (0.42, 0) and (0.58, 1);
    /// `UIView.AnimationCurve.easeInOut` and the default `completionCurve` of
    /// `UIPercentDrivenInteractiveTransition`.
    public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Flutter's `Curves.fastLinearToSlowEaseIn`, `Cubic(0.18, 1.0, 0.04, 1.0)`
    /// (`flutter/lib/src/animation/curves.dart`): the settle curve of the legacy Cupertino back swipe.
    public static let fastLinearToSlowEaseIn = CubicBezier(x1: 0.18, y1: 1.0, x2: 0.04, y2: 1.0)
    /// Android's `PathInterpolator(0.1f, 0.1f, 0f, 1f)`, the interpolator of Material's predictive-back
    /// settle (`MaterialBackAnimationHelper`).
    public static let materialBack = CubicBezier(x1: 0.1, y1: 0.1, x2: 0, y2: 1)
}
