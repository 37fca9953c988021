import EvdevInput
import Testing

/// The delivery error figures: p50, p99 and max of the magnitudes (nearest rank), last signed.
@Suite struct DeliveryTimingTests {
    @Test("five errors: median is the 3rd smallest magnitude, p99 and max the largest, last as it is")
    func small() throws {
        let timing = try #require(DeliveryTiming(errors: [0, 250, -900, 40, -120]))
        // Magnitudes sorted: 0, 40, 120, 250, 900.
        #expect(timing.p50Microseconds == 120)
        #expect(timing.p99Microseconds == 900)
        #expect(timing.maxMicroseconds == 900)
        #expect(timing.lastMicroseconds == -120)
        #expect(timing.frames == 5)
    }

    @Test("two hundred errors: p99 is the 198th smallest, not the largest")
    func nearestRank() throws {
        // Magnitudes 1…200 µs, shuffled by a fixed permutation (i·7 mod 200 visits each once).
        let errors = (0..<200).map { Double(($0 * 7) % 200 + 1) }
        let timing = try #require(DeliveryTiming(errors: errors))
        #expect(timing.p50Microseconds == 100)
        #expect(timing.p99Microseconds == 198)
        #expect(timing.maxMicroseconds == 200)
        #expect(timing.lastMicroseconds == Int64((199 * 7) % 200 + 1))
    }

    @Test("from kernel times: frames recorded 10 ms apart, played at speed 2, arriving 5, 5.2 and 4.9 ms apart")
    func fromArrivals() throws {
        let timing = try #require(
            DeliveryTiming(
                recorded: [1_000, 11_000, 21_000, 31_000], arrivals: [500_000, 505_000, 510_200, 515_100], speed: 2))
        // Errors: 0, 0, +200, +100.
        #expect(timing.p50Microseconds == 0)
        #expect(timing.maxMicroseconds == 200)
        #expect(timing.lastMicroseconds == 100)
    }

    @Test("no frames, or unequal lists: no figures")
    func none() {
        #expect(DeliveryTiming(errors: []) == nil)
        #expect(DeliveryTiming(recorded: [1, 2], arrivals: [1], speed: 1) == nil)
    }
}
