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
        velocity(of: samples, at: now, horizonLimit: horizon.wholeMicroseconds, gapLimit: maximumGap.wholeMicroseconds)
    }

    /// The velocity of the newest of `samples`, with ``horizon`` and ``maximumGap`` already in microseconds.
    func velocity(
        of samples: [TrackedPosition], at now: Timestamp, horizonLimit: UInt64, gapLimit: UInt64
    ) -> Velocity {
        guard degree >= 1, let newest = samples.last,
            now.microseconds(since: newest.time) <= gapLimit
        else { return .zero }

        // Walk back from the newest sample to count the samples the fit takes.
        var count = 0
        var previous = newest
        for sample in samples.reversed() {
            let age = newest.time.microseconds(since: sample.time)
            let gap = previous.time.microseconds(since: sample.time)
            guard age <= horizonLimit, gap <= gapLimit, count < maximumSamples else { break }
            count += 1
            previous = sample
        }
        guard count >= max(minimumSamples, degree + 1) else { return .zero }

        // Time (ms, 0 at the newest, negative before), x, y and the weights, newest first, in
        // temporary storage; one decomposition serves both coordinates' fits.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * count) { storage -> Velocity in
            let ts = UnsafeMutableBufferPointer(rebasing: storage[0..<count])
            let xs = UnsafeMutableBufferPointer(rebasing: storage[count..<(2 * count)])
            let ys = UnsafeMutableBufferPointer(rebasing: storage[(2 * count)..<(3 * count)])
            let weights = UnsafeMutableBufferPointer(rebasing: storage[(3 * count)..<(4 * count)])
            let newestIndex = samples.count - 1
            for k in 0..<count {
                let sample = samples[newestIndex - k]
                ts[k] = -Double(newest.time.microseconds(since: sample.time)) / Self.microsecondsPerMillisecond
                xs[k] = sample.location.x
                ys[k] = sample.location.y
                weights[k] = 1
            }
            let slopes = LeastSquaresSolver.withDecomposition(
                xs: UnsafeBufferPointer(ts), weights: UnsafeBufferPointer(weights), degree: degree
            ) { decomposition -> Velocity in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: degree + 1) { coefficients -> Velocity in
                    decomposition.solve(UnsafeBufferPointer(xs), into: coefficients)
                    let x = coefficients[1]
                    decomposition.solve(UnsafeBufferPointer(ys), into: coefficients)
                    return Velocity(x: x * Self.millisecondsPerSecond, y: coefficients[1] * Self.millisecondsPerSecond)
                }
            }
            return slopes ?? .zero
        }
    }
}
