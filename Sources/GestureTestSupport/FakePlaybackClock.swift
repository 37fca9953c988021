public import EvdevInput

/// A clock for the player tests: time moves only when the player sleeps (to the deadline, plus a
/// chosen oversleep) or reads it (by a chosen tick, so polling the last stretch ends).
public final class FakePlaybackClock: PlaybackClock {
    /// The current time, ns.
    public var time: Int64
    /// How far past its deadline each sleep wakes, ns.
    public var oversleep: Int64
    /// How far each reading of the clock moves it, ns.
    public var tick: Int64
    /// Every deadline slept to, ns, in order.
    public private(set) var sleeps: [Int64] = []

    public init(start: Int64 = 1_000_000_000, oversleep: Int64 = 0, tick: Int64 = 1_000) {
        time = start
        self.oversleep = oversleep
        self.tick = tick
    }

    public func now() -> Int64 {
        defer { time += tick }
        return time
    }

    public func sleep(until deadline: Int64) {
        sleeps.append(deadline)
        time = max(time, deadline + oversleep)
    }
}
