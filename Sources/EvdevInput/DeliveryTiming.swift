/// How faithfully frames were delivered: the distribution of their errors against the schedule.
///
/// The error of frame i is `(c_i − c_0) − (r_i − r_0) / speed` (``PlaybackSchedule/error(arrival:firstArrival:recordedTime:)``),
/// with c the kernel's time of the frame as read back from the device and r its recorded time; frame 0
/// is the reference and has error 0. `p50`, `p99` and `max` are of the errors' magnitudes (a frame early
/// by 2 ms is as far off as one late by 2 ms), by the nearest-rank method (the smallest error at or
/// above that fraction of the frames: the ⌈p·n⌉-th smallest of n, so p99 of 100 frames is the
/// 99th and of 50 frames the largest). `last` is the last frame's signed error: the drift at the end.
///
/// ```swift
/// let timing = DeliveryTiming(errors: [0, 120, -40, 900])
/// timing?.p50Microseconds     // 40
/// timing?.lastMicroseconds    // 900
/// ```
package struct DeliveryTiming: Sendable, Hashable {
    /// The median error magnitude, µs.
    package var p50Microseconds: Int64
    /// The 99th-percentile error magnitude, µs.
    package var p99Microseconds: Int64
    /// The largest error magnitude, µs.
    package var maxMicroseconds: Int64
    /// The last frame's error, µs, positive when late.
    package var lastMicroseconds: Int64
    /// How many frames the figures are of.
    package var frames: Int

    /// The figures of `errors`, nil without any.
    /// - Parameter errors: Each frame's error in order, µs (positive late).
    package init?(errors: [Double]) {
        guard let last = errors.last else { return nil }
        let magnitudes = errors.map { Swift.abs($0) }.sorted()
        func rank(_ fraction: Double) -> Int64 {
            let index = Swift.max(1, Int((fraction * Double(magnitudes.count)).rounded(.up))) - 1
            return Int64(magnitudes[index].rounded())
        }
        p50Microseconds = rank(0.5)
        p99Microseconds = rank(0.99)
        maxMicroseconds = Int64(magnitudes[magnitudes.count - 1].rounded())
        lastMicroseconds = Int64(last.rounded())
        frames = errors.count
    }

    /// The figures of frames read back: `arrivals[i]` is the kernel time of the frame recorded at
    /// `recorded[i]`; the first pair is the reference.
    /// - Parameters:
    ///   - recorded: Recorded frame times, µs.
    ///   - arrivals: Kernel times of the same frames, µs.
    ///   - speed: The playback speed.
    package init?(recorded: [Int64], arrivals: [Int64], speed: Double) {
        guard let first = recorded.first, let firstArrival = arrivals.first else { return nil }
        self.init(recorded: recorded, arrivals: arrivals, speed: speed, reference: (first, firstArrival))
    }

    /// The figures of frames read back, each error counted from a `reference` frame that may be
    /// another device's: the first frame of a play of several devices, so an offset between the
    /// devices shows as error.
    /// - Parameters:
    ///   - recorded: Recorded frame times, µs.
    ///   - arrivals: Kernel times of the same frames, µs, on the reference's clock.
    ///   - speed: The playback speed.
    ///   - reference: The recorded time and kernel time of the frame with error 0, µs.
    package init?(recorded: [Int64], arrivals: [Int64], speed: Double, reference: (recorded: Int64, arrival: Int64)) {
        guard !recorded.isEmpty, recorded.count == arrivals.count else { return nil }
        let schedule = PlaybackSchedule(origin: 0, firstFrameTime: reference.recorded, speed: speed)
        self.init(
            errors: zip(recorded, arrivals).map {
                schedule.error(arrival: $1, firstArrival: reference.arrival, recordedTime: $0)
            })
    }
}
