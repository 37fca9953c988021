public import GestureCore

/// The display's frame clock a replay ticks the transition with: `fps` ticks a second, shifted by a phase.
///
/// A value of two numbers, so the engine asks it for tick times without lending out (or copying) its
/// whole state.
public struct FrameClock: Sendable, Hashable {
    /// Microseconds in a second.
    static let microsecondsPerSecond = UInt64(Microseconds.perSecond)

    /// Ticks per second (``ReplayOptions/fps``), at least 1.
    public var fps: Int
    /// The clock's phase, microseconds, below one frame period (``ReplayOptions/clockPhase`` modulo the
    /// period).
    public var phase: UInt64

    /// The clock of `fps` ticks a second, its first tick `clockPhase` microseconds (modulo one period)
    /// after the input clock's origin.
    public init(fps: Int, clockPhase: UInt64) {
        self.fps = fps
        phase = clockPhase % (Self.microsecondsPerSecond / UInt64(fps))
    }

    /// Tick `index`: `index / fps` seconds, rounded to the microsecond, plus the phase.
    public func time(ofTick index: Int) -> Timestamp {
        let fps = UInt64(fps)
        let micros = (UInt64(index) * Self.microsecondsPerSecond * 2 + fps) / (2 * fps)
        return Timestamp(microseconds: micros + phase)
    }

    /// The last tick strictly before `limit` (−1 when none is).
    public func lastTick(before limit: Timestamp) -> Int {
        let sinceOrigin = limit.microseconds > phase ? limit.microseconds - phase : 0
        var index = Int(sinceOrigin * UInt64(fps) / Self.microsecondsPerSecond)
        while index >= 0 && time(ofTick: index) >= limit { index -= 1 }
        while time(ofTick: index + 1) < limit { index += 1 }
        return index
    }
}
