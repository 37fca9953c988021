import GestureCore
/// What one contact did over its life: where and when it started and ended, how far and how fast it went.
public struct ContactSummary: Sendable {
    /// The assembler's contact id.
    public var id: Int
    /// The slot it used.
    public var slot: Int
    /// First frame time, microseconds on the source's clock.
    public var start: Int64
    /// Last frame time, microseconds.
    public var end: Int64
    /// Position at the start, device units.
    public var startX: Double, startY: Double
    /// Position at the end, device units.
    public var endX: Double, endY: Double
    /// Position at the start as a fraction of the axis range (nil for relative pointers).
    public var startNormalized: (x: Double, y: Double)?
    /// Position at the end as a fraction of the axis range.
    public var endNormalized: (x: Double, y: Double)?
    /// Sum of the distances between consecutive frames, device units.
    public var pathLength: Double
    /// The highest speed between two consecutive frames at least `RecordingStatistics.minimumSpeedInterval` apart, device units per second.
    public var maxSpeed: Double
    /// Whether the contact ended with a normal lift (false: still down at the end, or cancelled).
    public var lifted: Bool
    /// Frames the contact appears in.
    public var frames: Int

    /// The contact's duration, seconds.
    public var duration: Double { Microseconds.seconds(from: start, to: end) }
}
