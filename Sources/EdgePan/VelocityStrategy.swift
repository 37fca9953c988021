import GestureCore

/// How a ``VelocityTracker`` turns recent positions into a velocity.
///
/// Each case carries its parameters, with their sources cited on the parameter types.
///
/// ```swift
/// let android = VelocityStrategy.leastSquares(LeastSquaresVelocity())   // the default
/// let adwaita = VelocityStrategy.windowAverage(WindowAverageVelocity())
/// let naive = VelocityStrategy.lastTwo(LastTwoVelocity())
/// ```
public enum VelocityStrategy: Hashable, Sendable {
    /// A least-squares polynomial fit (Android `LSQ2`, Flutter `VelocityTracker`).
    case leastSquares(LeastSquaresVelocity)
    /// The average over a time window (libadwaita `AdwSwipeTracker`).
    case windowAverage(WindowAverageVelocity)
    /// The difference quotient of the two newest samples.
    case lastTwo(LastTwoVelocity)

    /// The default: least squares of degree 2 over 100 ms, as Android and Flutter.
    public static let standard = VelocityStrategy.leastSquares(LeastSquaresVelocity())

    /// A short name for traces and command-line options: `leastSquares`, `windowAverage`, `lastTwo`.
    public var name: String {
        switch self {
        case .leastSquares: "leastSquares"
        case .windowAverage: "windowAverage"
        case .lastTwo: "lastTwo"
        }
    }

    /// The most samples worth keeping.
    var capacity: Int {
        switch self {
        case .leastSquares(let parameters): max(parameters.maximumSamples, 1)
        case .windowAverage: Int.max
        case .lastTwo: 2
        }
    }

    /// Samples older than this before the newest one are never used again, microseconds.
    var retention: UInt64? {
        switch self {
        case .leastSquares(let parameters): parameters.horizon.wholeMicroseconds
        case .windowAverage(let parameters): parameters.window.wholeMicroseconds
        case .lastTwo: nil
        }
    }

    /// A pause longer than this, in microseconds, drops every earlier sample (Android's
    /// `VelocityTracker::addMovement`); `nil` keeps them.
    var resetGap: UInt64? {
        switch self {
        case .leastSquares(let parameters): parameters.maximumGap.wholeMicroseconds
        case .windowAverage: nil
        case .lastTwo(let parameters): parameters.maximumGap.wholeMicroseconds
        }
    }

    /// The velocity of `samples` (oldest first) as seen at `now`, points per second.
    func velocity(of samples: [TrackedPosition], at now: Timestamp) -> Velocity {
        switch self {
        case .leastSquares(let parameters): parameters.velocity(of: samples, at: now)
        case .windowAverage(let parameters): parameters.velocity(of: samples, at: now)
        case .lastTwo(let parameters): parameters.velocity(of: samples, at: now)
        }
    }
}
