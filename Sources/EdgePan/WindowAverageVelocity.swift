import GestureCore

/// Velocity as the distance covered by the events of a recent time window over that window's span.
///
/// This is libadwaita's `AdwSwipeTracker` (`src/adw-swipe-tracker.c`, `calculate_velocity`): it keeps
/// the events no older than ``window`` before the query, sums the deltas after the first of them and
/// divides by the time from the first to the last. The sum of deltas is the displacement from the
/// first to the last kept position. Fewer than two events in the window give zero, so a rest longer
/// than the window does too.
public struct WindowAverageVelocity: Hashable, Sendable {
    /// How far back from the query the events count, 150 ms by default.
    ///
    /// libadwaita's `EVENT_HISTORY_THRESHOLD_MS 150`.
    public var window: Duration

    /// Creates the strategy; the default is libadwaita's.
    /// - Parameter window: How far back from the query the events count (150 ms).
    public init(window: Duration = .milliseconds(150)) {
        self.window = window
    }

    /// The average velocity over the window ending at `now`, for `samples` oldest first.
    func velocity(of samples: [TrackedPosition], at now: Timestamp) -> Velocity {
        let windowMicroseconds = window.wholeMicroseconds
        let recent = samples.filter { now.microseconds(since: $0.time) <= windowMicroseconds }
        guard let first = recent.first, let last = recent.last, last.time > first.time else {
            return .zero
        }
        let span = last.time.seconds(since: first.time)
        let displacement = last.location.offset(from: first.location)
        return Velocity(x: displacement.x / span, y: displacement.y / span)
    }
}
