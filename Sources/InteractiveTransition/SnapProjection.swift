public import GestureCore

/// The release rule GNOME Shell's and libadwaita's swipe trackers share, with snap points 0 and 1 and
/// the swipe starting at 0: libadwaita's `get_end_progress` and `find_point_for_projection`
/// (`src/adw-swipe-tracker.c`), GNOME Shell's `_getEndProgress` (`js/ui/swipeTracker.js`).
///
/// Below the velocity threshold the nearest snap point wins. Faster, the position is projected by a
/// deceleration (a parabola above ``curveThreshold``) and clamped to 0…1; a release toward the far
/// point always reaches it, one back reaches it only from at least half-way. Both trackers add the
/// travel of a velocity in units per millisecond to the progress as it is, a quirk kept here.
public struct SnapProjection: Sendable, Hashable {
    /// The speed below which the nearest snap point wins, units per millisecond.
    public var velocityThreshold: Rate<UnitsPerMillisecond>
    /// The fraction of the velocity kept per millisecond.
    public var deceleration: Double
    /// The half-way point between the snap points, progress.
    public var threshold: Double
    /// Whether exactly ``threshold`` goes to the far snap point.
    public var inclusive: Bool

    /// libadwaita's and GNOME Shell's `VELOCITY_CURVE_THRESHOLD`, 2 units/ms: above it the projection is
    /// a parabola.
    public static let curveThreshold: Rate<UnitsPerMillisecond> = 2
    /// Their `DECELERATION_PARABOLA_MULTIPLIER`, 0.35.
    public static let parabolaMultiplier = 0.35

    /// Creates the rule.
    public init(velocityThreshold: Rate<UnitsPerMillisecond>, deceleration: Double, threshold: Double, inclusive: Bool)
    {
        self.velocityThreshold = velocityThreshold
        self.deceleration = deceleration
        self.threshold = threshold
        self.inclusive = inclusive
    }

    /// Where a release comes to rest.
    /// - Parameters:
    ///   - progress: Progress at the release, 0…1.
    ///   - velocity: The release velocity, units per millisecond, positive toward the far snap point.
    /// - Returns: Whether it goes to the far snap point, and the projected progress for a fast release
    ///   (nil for a slow one, which takes the nearest snap point).
    public func end(progress: Double, velocity: Rate<UnitsPerMillisecond>) -> (finishes: Bool, projected: Double?) {
        func pastHalf(_ value: Double) -> Bool { inclusive ? value >= threshold : value > threshold }
        let speed = velocity.magnitude.value
        guard speed >= velocityThreshold.value else { return (pastHalf(progress), nil) }
        let slope = deceleration / (1 - deceleration) / 1000
        let travel: Double
        if speed <= Self.curveThreshold.value {
            travel = speed * slope
        } else {
            let c = slope / 2 / Self.parabolaMultiplier
            let x = speed - Self.curveThreshold.value + c
            travel =
                slope * Self.curveThreshold.value + Self.parabolaMultiplier * x * x - Self.parabolaMultiplier * c * c
        }
        let projected = Percent(progress + (velocity.value > 0 ? travel : -travel)).value
        let finishes = velocity.value > 0 ? projected > 0 : projected > 0 && pastHalf(projected)
        return (finishes, projected)
    }
}
