public import GestureCore

extension CompletionPolicy {
    /// libadwaita's `VELOCITY_THRESHOLD_TOUCH`, 0.3 px/ms (`src/adw-swipe-tracker.c`, `get_end_progress`;
    /// the same in 1.2.2, 1.7.6 and 1.10).
    public static let adwaitaVelocityThreshold: Rate<UnitsPerMillisecond> = 0.3

    /// libadwaita's `DECELERATION_TOUCH`, 0.998 per millisecond.
    public static let adwaitaDeceleration = 0.998

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
    ///   - velocityThreshold: The release speed below which the nearest snap point wins, points/ms
    ///     (libadwaita's own, ``adwaitaVelocityThreshold``, by default).
    /// - Returns: The decision, rule ``Decision/Rule/adwaita``, with the velocity threshold in
    ///   extents per second and, for a fast release, the projected percent.
    public static func adwaitaDecision(
        percent: Double, velocity: Rate<ExtentsPerSecond>, extent: Double,
        velocityThreshold: Rate<UnitsPerMillisecond> = adwaitaVelocityThreshold
    ) -> Decision {
        let rule = SnapProjection(
            velocityThreshold: velocityThreshold, deceleration: adwaitaDeceleration, threshold: defaultThreshold,
            inclusive: true)
        return snapDecision(rule, percent: percent, velocity: velocity, distance: extent)
    }

    /// The snap rule's decision, the one place libadwaita's and GNOME Shell's release rule decides (a
    /// touch swipe's ``Rule/adwaita(extent:velocityThreshold:)``, a touchpad tracker's
    /// ``Rule/snap(_:distance:)``).
    /// - Parameters:
    ///   - rule: The snap points' threshold and the projection's constants, in units of `distance`.
    ///   - percent: Progress at release, 0…1.
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    ///   - distance: The units (points, pixels, tracker units) of one extent.
    /// - Returns: The decision, rule ``Decision/Rule/adwaita``, with the velocity threshold in extents per
    ///   second and, for a fast release, the projected percent.
    static func snapDecision(
        _ rule: SnapProjection, percent: Double, velocity: Rate<ExtentsPerSecond>, distance: Double
    ) -> Decision {
        let thresholdPerSecond =
            distance > 0 ? rule.velocityThreshold.extentsPerSecond(unitsPerExtent: distance) : Rate(.infinity)
        let end = rule.end(progress: percent, velocity: velocity.unitsPerMillisecond(unitsPerExtent: distance))
        return Decision(
            outcome: end.finishes ? .finish : .cancel, rule: .adwaita, percent: Percent(percent), velocity: velocity,
            threshold: Percent(rule.threshold), velocityThreshold: thresholdPerSecond, projectedPercent: end.projected)
    }
}
