import GestureCore
/// What one contact did over its life: where and when it started and ended, how far and how fast it went.
package struct ContactSummary: Sendable {
    /// The assembler's contact id.
    package var id: Int
    /// The slot it used.
    package var slot: Int
    /// First frame time, microseconds on the source's clock.
    package var start: Int64
    /// Last frame time, microseconds.
    package var end: Int64
    /// Position at the start, device units.
    package var startX: Double, startY: Double
    /// Position at the end, device units.
    package var endX: Double, endY: Double
    /// Position at the start as a fraction of the axis range (nil for relative pointers).
    package var startNormalized: (x: Double, y: Double)?
    /// Position at the end as a fraction of the axis range.
    package var endNormalized: (x: Double, y: Double)?
    /// Sum of the distances between consecutive frames, device units.
    package var pathLength: Double
    /// The highest speed between two consecutive frames at least `RecordingStatistics.minimumSpeedInterval` apart, device units per second.
    package var maxSpeed: Double
    /// Whether the contact ended with a normal lift (false: still down at the end, or cancelled).
    package var lifted: Bool
    /// Frames the contact appears in.
    package var frames: Int

    /// The contact's duration, seconds.
    package var duration: Double { Microseconds.seconds(from: start, to: end) }
}
