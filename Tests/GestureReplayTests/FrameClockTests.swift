import GestureCore
import GestureReplay
import Testing

/// The replay's frame clock: tick `i` is `i / fps` seconds rounded to the microsecond, shifted by the
/// phase modulo one period; the last tick before a moment is found by counting ticks one by one.
@Suite struct FrameClockTests {
    /// Tick `index`'s microseconds, from the definition in floating point (exact at these sizes).
    static func definedTime(_ index: Int, fps: Int, phase: UInt64) -> UInt64 {
        let period = 1_000_000 / UInt64(fps)
        return UInt64((Double(index) * 1_000_000 / Double(fps)).rounded()) + phase % period
    }

    @Test(
        "ticks are i/fps seconds rounded to the µs, plus the phase modulo a period",
        arguments: [(60, UInt64(0)), (120, 3_000), (144, 6_945), (90, 1_000_000), (1, 7)])
    func tickTimes(fps: Int, phase: UInt64) {
        let clock = FrameClock(fps: fps, clockPhase: phase)
        for index in [0, 1, 2, 7, 59, 60, 61, 1_001, 86_400 * fps] {
            #expect(clock.time(ofTick: index).microseconds == Self.definedTime(index, fps: fps, phase: phase))
        }
    }

    @Test(
        "the last tick before a moment is the last one counted below it", arguments: [(60, UInt64(0)), (144, 2_500)])
    func lastTickBefore(fps: Int, phase: UInt64) {
        let clock = FrameClock(fps: fps, clockPhase: phase)
        var counted = -1  // the last tick below `limit`, found by walking the ticks
        for limit in stride(from: UInt64(0), through: 200_000, by: 997) {
            while Self.definedTime(counted + 1, fps: fps, phase: phase) < limit { counted += 1 }
            #expect(clock.lastTick(before: Timestamp(microseconds: limit)) == counted, "limit \(limit) µs")
        }
    }
}
