import GestureCore

/// Velocity as the slope at the newest sample of a least-squares polynomial fitted to recent samples.
///
/// This is the default tracker of Android (`VelocityTracker`, strategy `LSQ2`) and Flutter
/// (`gestures/velocity_tracker.dart`): walking back from the newest sample, it takes samples no
/// older than ``horizon`` and no further apart than ``maximumGap``, at most ``maximumSamples``;
/// with at least ``minimumSamples`` it fits a polynomial of ``degree`` to each coordinate over time
/// and reports its first derivative at the newest sample. Fewer samples, a degenerate fit, or a rest
/// longer than ``maximumGap`` since the newest sample give zero.
///
/// ```swift
/// var tracker = VelocityTracker(strategy: .leastSquares(LeastSquaresVelocity()))
/// ```
public struct LeastSquaresVelocity: Hashable, Sendable {
    /// The polynomial degree, 2 by default.
    ///
    /// Android's default strategy is `LSQ2`; Flutter's `VelocityTracker` calls `solve(2)`.
    public var degree: Int
    /// How far back from the newest sample the fit reaches, 100 ms by default.
    ///
    /// Flutter's `_horizonMilliseconds = 100`; Android's `HORIZON` (100 ms).
    public var horizon: Duration
    /// A pause longer than this means the pointer stopped, 40 ms by default.
    ///
    /// Samples before such a gap are dropped, and a query more than this long after the newest
    /// sample returns zero. Flutter's `_assumePointerMoveStoppedMilliseconds = 40`; Android's
    /// `ASSUME_POINTER_STOPPED_TIME = 40ms` (checked strictly: a gap of exactly 40 ms still counts).
    public var maximumGap: Duration
    /// The fewest samples that give a velocity, 3 by default.
    ///
    /// Flutter's `_minSampleSize = 3`. The fit also needs at least `degree + 1` samples.
    public var minimumSamples: Int
    /// The most samples kept and fitted, 20 by default.
    ///
    /// Flutter's `_historySize = 20`; Android's `HISTORY_SIZE = 20`.
    public var maximumSamples: Int

    /// Creates the strategy; the defaults are Android's and Flutter's.
    /// - Parameters:
    ///   - degree: The polynomial degree (2).
    ///   - horizon: The oldest sample age used (100 ms).
    ///   - maximumGap: The pause that means the pointer stopped (40 ms).
    ///   - minimumSamples: The fewest samples that give a velocity (3).
    ///   - maximumSamples: The most samples kept (20).
    public init(
        degree: Int = 2,
        horizon: Duration = .milliseconds(100),
        maximumGap: Duration = .milliseconds(40),
        minimumSamples: Int = 3,
        maximumSamples: Int = 20
    ) {
        self.degree = degree
        self.horizon = horizon
        self.maximumGap = maximumGap
        self.minimumSamples = minimumSamples
        self.maximumSamples = maximumSamples
    }

    /// Microseconds per millisecond: the fit runs in milliseconds, where
    /// ``LeastSquaresSolver/degenerateNorm`` was tuned.
    private static let microsecondsPerMillisecond = 1000.0
    /// Milliseconds per second, to turn the fitted points/ms into points/s.
    private static let millisecondsPerSecond = 1000.0

    /// The velocity of the newest of `samples` (oldest first), as seen at `now`.
    func velocity(of samples: [TrackedPosition], at now: Timestamp) -> Velocity {
        // Durations converted once per call: `Duration` arithmetic is 128-bit and costly per sample.
        let horizonLimit = horizon.wholeMicroseconds
        let gapLimit = maximumGap.wholeMicroseconds
        guard degree >= 1, let newest = samples.last,
            now.microseconds(since: newest.time) <= gapLimit
        else { return .zero }

        var ts: [Double] = []
        var xs: [Double] = []
        var ys: [Double] = []
        var previous = newest
        for sample in samples.reversed() {
            let age = newest.time.microseconds(since: sample.time)
            let gap = previous.time.microseconds(since: sample.time)
            guard age <= horizonLimit, gap <= gapLimit,
                ts.count < maximumSamples
            else { break }
            ts.append(-Double(age) / Self.microsecondsPerMillisecond)
            xs.append(sample.location.x)
            ys.append(sample.location.y)
            previous = sample
        }
        guard ts.count >= max(minimumSamples, degree + 1) else { return .zero }

        let weights = [Double](repeating: 1, count: ts.count)
        guard let xFit = LeastSquaresSolver.fit(xs: ts, ys: xs, weights: weights, degree: degree),
            let yFit = LeastSquaresSolver.fit(xs: ts, ys: ys, weights: weights, degree: degree)
        else { return .zero }
        return Velocity(
            x: xFit[1] * Self.millisecondsPerSecond,
            y: yFit[1] * Self.millisecondsPerSecond
        )
    }
}
