import Glibc

extension CompletionPolicy {
    /// libadwaita's `VELOCITY_THRESHOLD_TOUCH`, 0.3 px/ms (`adw-swipe-tracker.c`).
    public static let adwaitaVelocityThreshold = 0.3

    /// libadwaita's `DECELERATION_TOUCH`, 0.998 per millisecond.
    public static let adwaitaDeceleration = 0.998

    /// libadwaita's `VELOCITY_CURVE_THRESHOLD`, 2 px/ms: above it the projection is a parabola.
    public static let adwaitaVelocityCurveThreshold = 2.0

    /// libadwaita's `DECELERATION_PARABOLA_MULTIPLIER`, 0.35.
    public static let adwaitaParabolaMultiplier = 0.35

    /// libadwaita's decision for a touch swipe (`get_end_progress` and `find_point_for_projection`).
    ///
    /// libadwaita measures the velocity in px/ms and adds `|v|·slope` straight to the progress, so the
    /// velocity is converted from extents per second with the swipe's `extent`. Below 0.3 px/ms the
    /// nearest snap point wins; a tie at 0.5 goes to the first snap point, which for
    /// `AdwNavigationView`'s back swipe (snap points −1 and 0) is the popped page, so it finishes.
    /// Faster, the position is projected with `slope = 0.998 / (1 − 0.998) / 1000` (a parabola above
    /// 2 px/ms), clamped to 0…1, and a flick toward completion always finishes while a flick back
    /// cancels only when the projection reaches 0 or falls below 0.5.
    /// - Parameters:
    ///   - percent: Progress at release, 0…1.
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    ///   - extent: Swipe distance, points (taken as pixels).
    /// - Returns: The decision, rule ``Decision/Rule/adwaita``, with the velocity threshold in
    ///   extents per second and, for a fast release, the projected percent.
    public static func adwaitaDecision(percent: Double, velocity: Double, extent: Double) -> Decision {
        let half = defaultThreshold
        let pixelsPerMillisecond = velocity * extent / 1000
        let speed = abs(pixelsPerMillisecond)
        let thresholdPerSecond = extent > 0 ? adwaitaVelocityThreshold * 1000 / extent : .infinity
        if speed < adwaitaVelocityThreshold {
            return Decision(
                outcome: percent >= half ? .finish : .cancel, rule: .adwaita, percent: percent,
                velocity: velocity, threshold: half, velocityThreshold: thresholdPerSecond)
        }
        let slope = adwaitaDeceleration / (1 - adwaitaDeceleration) / 1000
        let distance: Double
        if speed > adwaitaVelocityCurveThreshold {
            let c = slope / 2 / adwaitaParabolaMultiplier
            let x = speed - adwaitaVelocityCurveThreshold + c
            distance =
                adwaitaParabolaMultiplier * x * x - adwaitaParabolaMultiplier * c * c
                + slope * adwaitaVelocityCurveThreshold
        } else {
            distance = speed * slope
        }
        let sign: Double = pixelsPerMillisecond > 0 ? 1 : -1
        let projected = min(max(percent + sign * distance, 0), 1)
        let outcome: Outcome
        if pixelsPerMillisecond > 0 {
            outcome = .finish
        } else {
            outcome = projected > 0 && projected >= half ? .finish : .cancel
        }
        return Decision(
            outcome: outcome, rule: .adwaita, percent: percent, velocity: velocity, threshold: half,
            velocityThreshold: thresholdPerSecond, projectedPercent: projected)
    }
}
