import GestureCore

/// Velocity as the difference quotient of the two newest samples, for comparison.
///
/// The simplest estimate (the "legacy" finite difference): noisy, but without lag. A pause longer
/// than ``maximumGap`` before the newest sample or since it gives zero, as Android's
/// `ASSUME_POINTER_STOPPED_TIME` does for every strategy.
public struct LastTwoVelocity: Hashable, Sendable {
    /// A pause longer than this means the pointer stopped, 40 ms by default.
    ///
    /// Android's `ASSUME_POINTER_STOPPED_TIME = 40ms`.
    public var maximumGap: Duration

    /// Creates the strategy.
    /// - Parameter maximumGap: The pause that means the pointer stopped (40 ms).
    public init(maximumGap: Duration = .milliseconds(40)) {
        self.maximumGap = maximumGap
    }

    /// The velocity between the two newest of `samples` (oldest first), as seen at `now`.
    func velocity(of samples: [TrackedPosition], at now: Timestamp) -> Velocity {
        let gap = maximumGap.wholeMicroseconds
        guard samples.count >= 2, let newest = samples.last,
            now.microseconds(since: newest.time) <= gap
        else { return .zero }
        let previous = samples[samples.count - 2]
        let step = newest.time.microseconds(since: previous.time)
        guard step > 0, step <= gap else { return .zero }
        let span = newest.time.seconds(since: previous.time)
        let displacement = newest.location.offset(from: previous.location)
        return Velocity(x: displacement.x / span, y: displacement.y / span)
    }
}
