public import GestureCore

/// Estimates a contact's velocity from its recent positions.
///
/// Feed it every position of one contact with ``add(_:at:)`` (the touch-down too), then ask
/// ``velocity(at:)`` at any time no earlier than the newest position, such as the lift. It never reads
/// a clock. A position at the same time as the newest replaces it (as Android's tracker does); a
/// position earlier than the newest is taken as simultaneous with it.
///
/// ```swift
/// var tracker = VelocityTracker()                       // least squares, degree 2
/// tracker.add(Point(x: 0, y: 0), at: Timestamp(microseconds: 0))
/// tracker.add(Point(x: 10, y: 0), at: Timestamp(microseconds: 10_000))
/// tracker.add(Point(x: 20, y: 0), at: Timestamp(microseconds: 20_000))
/// tracker.velocity(at: Timestamp(microseconds: 20_000))  // Velocity(x: 1000, y: 0) points/s
/// ```
public struct VelocityTracker: Hashable, Sendable {
    /// How positions become a velocity.
    public let strategy: VelocityStrategy
    /// The kept positions, oldest first.
    private(set) var samples: [TrackedPosition] = []
    /// The strategy's limits in microseconds, converted once (`Duration` arithmetic is 128-bit).
    private let capacity: Int
    private let retention: UInt64?
    private let resetGap: UInt64?

    /// Creates an empty tracker.
    /// - Parameter strategy: How positions become a velocity; least squares of degree 2 by default.
    public init(strategy: VelocityStrategy = .standard) {
        self.strategy = strategy
        capacity = strategy.capacity
        retention = strategy.retention
        resetGap = strategy.resetGap
    }

    /// Adds a position of the contact.
    /// - Parameters:
    ///   - location: Where the contact is, container points.
    ///   - time: When, microseconds since the first event.
    public mutating func add(_ location: Point, at time: Timestamp) {
        var time = time
        if let newest = samples.last {
            if time <= newest.time {
                time = newest.time
                samples.removeLast()
            } else if let gap = resetGap, time.microseconds(since: newest.time) > gap {
                samples.removeAll(keepingCapacity: true)
            }
        }
        samples.append(TrackedPosition(location: location, time: time))
        if let retention,
            let firstKept = samples.firstIndex(where: { time.microseconds(since: $0.time) <= retention })
        {
            samples.removeFirst(firstKept)
        }
        if samples.count > capacity {
            samples.removeFirst(samples.count - capacity)
        }
    }

    /// The velocity as seen at `now`, points per second.
    ///
    /// - Parameter now: The time of the question (e.g. the lift), microseconds since the first event;
    ///   no earlier than the newest position.
    /// - Returns: The estimate, or ``Velocity/zero`` when there is too little recent data.
    public func velocity(at now: Timestamp) -> Velocity {
        if case .leastSquares(let parameters) = strategy, let retention, let resetGap {
            // The limits already converted: the horizon is the retention, the gap the reset gap.
            return parameters.velocity(of: samples, at: now, horizonLimit: retention, gapLimit: resetGap)
        }
        return strategy.velocity(of: samples, at: now)
    }

    /// The pause that makes the velocity zero at `now`: the contact has rested longer than the
    /// strategy's reset gap since its newest position; nil when it has not, or the strategy has no gap.
    public func pause(at now: Timestamp) -> VelocityPause? {
        guard let resetGap, let newest = samples.last else { return nil }
        let rested = now.microseconds(since: newest.time)
        guard rested > resetGap else { return nil }
        return VelocityPause(restedMicroseconds: rested, limitMicroseconds: resetGap)
    }

    /// Forgets every position.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }
}
