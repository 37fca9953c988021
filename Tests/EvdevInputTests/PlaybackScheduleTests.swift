import EvdevInput
import Testing

/// Deadlines from one origin: `origin + (t_i − t_0) / speed`.
@Suite struct PlaybackScheduleTests {
    @Test("at speed 1 a frame 12.5 ms after the first is due 12 500 000 ns after the origin")
    func speedOne() {
        let schedule = PlaybackSchedule(origin: 7_000_000_000, firstFrameTime: 1_000_001, speed: 1)
        #expect(schedule.deadline(forFrameAt: 1_000_001) == 7_000_000_000)
        #expect(schedule.deadline(forFrameAt: 1_012_501) == 7_012_500_000)
        // 30 minutes in: exactly 1.8e12 ns later, nothing accumulated.
        #expect(schedule.deadline(forFrameAt: 1_000_001 + 1_800_000_000) == 7_000_000_000 + 1_800_000_000_000)
    }

    @Test("speed 2 halves every interval and speed 0.5 doubles it")
    func speeds() {
        let fast = PlaybackSchedule(origin: 0, firstFrameTime: 0, speed: 2)
        let slow = PlaybackSchedule(origin: 0, firstFrameTime: 0, speed: 0.5)
        #expect(fast.deadline(forFrameAt: 10_000) == 5_000_000)
        #expect(slow.deadline(forFrameAt: 10_000) == 20_000_000)
        #expect(PlaybackSchedule(origin: 0, firstFrameTime: 0, speed: 3).deadline(forFrameAt: 1) == 333)
    }

    @Test("the error of a frame is its arrival after the first, less its interval at this speed")
    func error() {
        let schedule = PlaybackSchedule(origin: 0, firstFrameTime: 100, speed: 2)
        // Recorded 10 ms after the first, due 5 ms after it at speed 2, arrived 5.3 ms after: 300 µs late.
        #expect(schedule.error(arrival: 55_300, firstArrival: 50_000, recordedTime: 10_100) == 300)
        #expect(schedule.error(arrival: 54_900, firstArrival: 50_000, recordedTime: 10_100) == -100)
    }
}
