import GestureCore

/// How an animation's progress follows its elapsed time.
///
/// Every curve maps the fraction of the animation's duration that has elapsed (0…1) to progress
/// (0 at the from-values, 1 at the to-values). A spring has its own natural duration
/// (``Spring/settlingDuration``); over an animation of duration `D` it is evaluated at
/// `fraction · settlingDuration`, so it is stretched to end exactly at `D`, as `UIView.animate(withDuration:
/// delay:usingSpringWithDamping:…)` fits a spring to the duration it is given. When `D` *is* the
/// natural duration (settle models hand it out that way) the spring runs in its own physical time.
///
/// ```swift
/// TimingCurve.easeInOut.progress(at: 0.5)  // 0.5
/// ```
public enum TimingCurve: Sendable, Hashable {
    /// Progress equals elapsed time.
    case linear
    /// Core Animation's ease-in, control points (0.42, 0) and (1, 1).
    case easeIn
    /// Core Animation's ease-out, control points (0, 0) and (0.58, 1).
    case easeOut
    /// Core Animation's ease-in-ease-out, control points (0.42, 0) and (0.58, 1).
    case easeInOut
    /// The ease-out cubic `1 − (1 − t)³` (phoc's `phoc_easing_ease_out_cubic`, Clutter's
    /// `CLUTTER_EASE_OUT_CUBIC` in GNOME Shell).
    case easeOutCubic
    /// Any cubic Bézier from (0, 0) to (1, 1).
    case cubicBezier(CubicBezier)
    /// Flutter's two-segment cubic.
    case threePointCubic(ThreePointCubic)
    /// A damped spring, stretched to the animation's duration (see the type's discussion).
    case spring(Spring)

    /// Flutter's `Curves.fastEaseInToSlowEaseOut` (current Cupertino back-swipe settle).
    public static let fastEaseInToSlowEaseOut = TimingCurve.threePointCubic(.fastEaseInToSlowEaseOut)
    /// Flutter's `Curves.fastLinearToSlowEaseIn` (legacy Cupertino back-swipe settle).
    public static let fastLinearToSlowEaseIn = TimingCurve.cubicBezier(.fastLinearToSlowEaseIn)
    /// Android's `PathInterpolator(0.1, 0.1, 0, 1)` (Material predictive-back settle).
    public static let materialBack = TimingCurve.cubicBezier(.materialBack)

    /// The progress at a fraction of the animation's duration.
    ///
    /// - Parameter fraction: Elapsed time over duration; clamped to 0…1.
    /// - Returns: Progress; exactly 0 at fraction 0 and exactly 1 at fraction 1.
    public func progress(at fraction: Double) -> Double {
        let x = Percent(fraction).value
        if x == 0 || x == 1 { return x }
        switch self {
        case .linear: return x
        case .easeIn: return CubicBezier.easeIn.progress(at: x)
        case .easeOut: return CubicBezier.easeOut.progress(at: x)
        case .easeInOut: return CubicBezier.easeInOut.progress(at: x)
        case .easeOutCubic:
            let remaining = 1 - x
            return 1 - remaining * remaining * remaining
        case .cubicBezier(let bezier): return bezier.progress(at: x)
        case .threePointCubic(let curve): return curve.progress(at: x)
        case .spring(let spring):
            let natural = spring.settlingDuration
            guard natural.isFinite, natural > 0 else { return 1 }
            return spring.position(at: x * natural)
        }
    }

    /// The spring's own duration in seconds, or `nil` for curves that take any duration.
    public var naturalDuration: Double? {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut, .easeOutCubic, .cubicBezier, .threePointCubic:
            return nil
        case .spring(let spring): return spring.settlingDuration
        }
    }

    /// A short name for traces: `linear`, `easeInOut`, `cubicBezier`, `spring`, ….
    public var name: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .easeOutCubic: "easeOutCubic"
        case .cubicBezier: "cubicBezier"
        case .threePointCubic: "threePointCubic"
        case .spring: "spring"
        }
    }

    /// Whether the curve's parameters are usable (see ``CubicBezier/isValid``,
    /// ``ThreePointCubic/isValid`` and ``Spring/isValid``).
    public var isValid: Bool {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut, .easeOutCubic: true
        case .cubicBezier(let bezier): bezier.isValid
        case .threePointCubic(let curve): curve.isValid
        case .spring(let spring): spring.isValid && spring.settlingDuration.isFinite
        }
    }
}
