/// When each frame of a played recording is due: `origin + (t_i − t_0) / speed`, on one clock.
///
/// Every deadline is computed from the same origin, never from the previous frame, so time spent
/// writing and any oversleep do not accumulate: the last frame of a 30-minute recording is due
/// exactly 30 minutes (at speed 1) after the first.
///
/// ```swift
/// let schedule = PlaybackSchedule(origin: 5_000_000_000, firstFrameTime: 1, speed: 2)
/// schedule.deadline(forFrameAt: 20_001)   // 5_010_000_000 ns
/// ```
package struct PlaybackSchedule: Sendable, Hashable {
    /// When the first frame is due, nanoseconds on the player's clock (`CLOCK_MONOTONIC`).
    package var origin: Int64
    /// The recorded time of the first frame, µs as the file has it.
    package var firstFrameTime: Int64
    /// How much faster than recorded to play, above 0.
    ///
    /// 2 halves every interval.
    package var speed: Double

    /// Creates a schedule.
    /// - Parameters:
    ///   - origin: When the first frame is due, ns on the player's clock.
    ///   - firstFrameTime: The first frame's recorded time, µs.
    ///   - speed: The playback speed, above 0 (1 is as recorded).
    package init(origin: Int64, firstFrameTime: Int64, speed: Double) {
        self.origin = origin
        self.firstFrameTime = firstFrameTime
        self.speed = speed
    }

    /// The deadline of a frame recorded at `recordedTime`.
    /// - Parameter recordedTime: The frame's recorded time, µs.
    /// - Returns: Nanoseconds on the player's clock, rounded to the nearest.
    package func deadline(forFrameAt recordedTime: Int64) -> Int64 {
        origin + Int64((Double(recordedTime - firstFrameTime) * 1000 / speed).rounded())
    }

    /// How far from its due time a frame arrived.
    ///
    /// The error of frame i is `(c_i − c_0) − (r_i − r_0) / speed`: its arrival after the first
    /// frame's, less its recorded interval after the first frame's at this speed.
    /// - Parameters:
    ///   - arrival: The frame's arrival, µs on any clock (the kernel's event time).
    ///   - firstArrival: The first frame's arrival on the same clock, µs.
    ///   - recordedTime: The frame's recorded time, µs.
    /// - Returns: Microseconds, positive when late.
    package func error(arrival: Int64, firstArrival: Int64, recordedTime: Int64) -> Double {
        Double(arrival - firstArrival) - Double(recordedTime - firstFrameTime) / speed
    }
}
