import EdgePan
import GestureCore
import Testing

/// Feeds `position(t)` (t in seconds) to a tracker at `rate` Hz from 0 to `end` seconds.
private func track(
    _ strategy: VelocityStrategy, rate: Double, until end: Double, position: (Double) -> Point
) -> (tracker: VelocityTracker, times: [Timestamp]) {
    var tracker = VelocityTracker(strategy: strategy)
    var times: [Timestamp] = []
    var k = 0.0
    while k / rate <= end + 1e-9 {
        let time = Timestamp(microseconds: UInt64((k / rate * 1_000_000).rounded()))
        tracker.add(position(time.seconds), at: time)
        times.append(time)
        k += 1
    }
    return (tracker, times)
}

@Suite("Velocity trackers")
struct VelocityTrackerTests {
    @Test("Least squares of degree 2 recovers a quadratic path's slope at the newest sample", arguments: sampleRates)
    func leastSquaresOnQuadratic(rate: Double) throws {
        // x(t) = 100 + 3000·t − 4000·t², y(t) = 50 − 800·t + 1000·t²: x′ = 3000 − 8000·t, y′ = −800 + 2000·t.
        let (tracker, times) = track(.standard, rate: rate, until: 0.3) {
            Point(x: 100 + 3000 * $0 - 4000 * $0 * $0, y: 50 - 800 * $0 + 1000 * $0 * $0)
        }
        let now = try #require(times.last)
        let velocity = tracker.velocity(at: now)
        #expect(abs(velocity.x - (3000 - 8000 * now.seconds)) < 1e-6)
        #expect(abs(velocity.y - (-800 + 2000 * now.seconds)) < 1e-6)
    }

    @Test("Least squares needs 3 samples")
    func leastSquaresMinimum() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: Timestamp(microseconds: 0))
        tracker.add(Point(x: 10, y: 0), at: Timestamp(microseconds: 10_000))
        #expect(tracker.velocity(at: Timestamp(microseconds: 10_000)) == .zero)
        tracker.add(Point(x: 20, y: 0), at: Timestamp(microseconds: 20_000))
        #expect(abs(tracker.velocity(at: Timestamp(microseconds: 20_000)).x - 1000) < 1e-9)
    }

    @Test("A pause over 40 ms drops the samples before it")
    func leastSquaresGap() {
        var tracker = VelocityTracker()
        for (x, ms) in [(0.0, 0), (10, 10), (20, 20), (30, 30)] {
            tracker.add(Point(x: x, y: 0), at: Timestamp(microseconds: UInt64(ms) * 1000))
        }
        // 41 ms later, two samples moving at 500 pt/s: too few after the gap.
        tracker.add(Point(x: 35, y: 0), at: Timestamp(microseconds: 71_000))
        tracker.add(Point(x: 40, y: 0), at: Timestamp(microseconds: 81_000))
        #expect(tracker.velocity(at: Timestamp(microseconds: 81_000)) == .zero)
        tracker.add(Point(x: 45, y: 0), at: Timestamp(microseconds: 91_000))
        #expect(abs(tracker.velocity(at: Timestamp(microseconds: 91_000)).x - 500) < 1e-9)
    }

    @Test("Asked more than 40 ms after the newest sample, the velocity is 0", arguments: sampleRates)
    func leastSquaresStopped(rate: Double) throws {
        let (tracker, times) = track(.standard, rate: rate, until: 0.2) { Point(x: 2000 * $0, y: 0) }
        let last = try #require(times.last).microseconds
        #expect(abs(tracker.velocity(at: Timestamp(microseconds: last + 40_000)).x - 2000) < 1e-6)
        #expect(tracker.velocity(at: Timestamp(microseconds: last + 40_001)) == .zero)
    }

    @Test("Only the newest 20 samples count, even inside the 100 ms horizon")
    func leastSquaresHistorySize() {
        // 240 Hz: 1000 pt/s until the kink at 0.2 s, then −500 pt/s. 20 samples after the kink span
        // 79 ms, so at kink + 80 ms the fit sees only the new line although 100 ms would reach back.
        let kink = 0.2
        let (tracker, times) = track(.standard, rate: 240, until: kink + 20.0 / 240) { t in
            Point(x: t <= kink ? 1000 * t : 1000 * kink - 500 * (t - kink), y: 0)
        }
        let now = times[times.count - 1]
        #expect(abs(tracker.velocity(at: now).x - -500) < 1e-6)

        var horizonOnly = LeastSquaresVelocity()
        horizonOnly.maximumSamples = 100
        let (wide, _) = track(.leastSquares(horizonOnly), rate: 240, until: kink + 20.0 / 240) { t in
            Point(x: t <= kink ? 1000 * t : 1000 * kink - 500 * (t - kink), y: 0)
        }
        #expect(abs(wide.velocity(at: now).x - -500) > 1)
    }

    @Test("The window average is the displacement over the last 150 ms of events", arguments: sampleRates)
    func windowAverage(rate: Double) throws {
        // x(t) = 4000·t − 5000·t² until 0.4 s (decelerating).
        let position = { (t: Double) in Point(x: 4000 * t - 5000 * t * t, y: 0) }
        let (tracker, times) = track(
            .windowAverage(WindowAverageVelocity()), rate: rate, until: 0.3, position: position)
        let now = try #require(times.last)
        let first = try #require(times.first { now.microseconds - $0.microseconds <= 150_000 })
        let expected = (position(now.seconds).x - position(first.seconds).x) / now.seconds(since: first)
        #expect(abs(tracker.velocity(at: now).x - expected) < 1e-6)
        // A rest longer than the window leaves one event or none: 0.
        #expect(tracker.velocity(at: Timestamp(microseconds: now.microseconds + 150_001)) == .zero)
    }

    @Test("Last two is the difference quotient of the two newest samples", arguments: sampleRates)
    func lastTwo(rate: Double) throws {
        let position = { (t: Double) in Point(x: 4000 * t - 5000 * t * t, y: 300 * t) }
        let (tracker, times) = track(.lastTwo(LastTwoVelocity()), rate: rate, until: 0.3, position: position)
        let now = times[times.count - 1]
        let before = times[times.count - 2]
        let dt = now.seconds(since: before)
        let velocity = tracker.velocity(at: now)
        #expect(abs(velocity.x - (position(now.seconds).x - position(before.seconds).x) / dt) < 1e-6)
        #expect(abs(velocity.y - 300) < 1e-6)
        #expect(tracker.velocity(at: Timestamp(microseconds: now.microseconds + 40_001)) == .zero)
    }

    @Test("A sample at the newest time replaces it; reset forgets everything")
    func sameTimeAndReset() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: Timestamp(microseconds: 0))
        tracker.add(Point(x: 10, y: 0), at: Timestamp(microseconds: 10_000))
        tracker.add(Point(x: 999, y: 0), at: Timestamp(microseconds: 20_000))
        tracker.add(Point(x: 20, y: 0), at: Timestamp(microseconds: 20_000))
        #expect(abs(tracker.velocity(at: Timestamp(microseconds: 20_000)).x - 1000) < 1e-9)
        tracker.reset()
        #expect(tracker.velocity(at: Timestamp(microseconds: 20_000)) == .zero)
    }
}
