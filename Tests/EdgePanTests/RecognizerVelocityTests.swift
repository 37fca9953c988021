import EdgePan
import GestureCore
import GestureTestSupport
import Testing

/// Sampling rates of common touch panels and displays, Hz.
let sampleRates: [Double] = [60, 120, 240]

/// Durations of an 80 % swipe, seconds: mean speeds of 6827, 4096, 2560 pt/s across the width and
/// 4267, 2560, 1600 pt/s across the height of ``testContainer``.
let velocityDurations: [Double] = [0.15, 0.25, 0.4]

/// One sampling of a velocity swipe: a rate and a duration (or a noise seed).
struct Sampling: Sendable, CustomTestStringConvertible {
    /// Samples per second, Hz.
    var rate: Double
    /// The swipe's duration, seconds.
    var duration: Double
    /// The noise seed.
    var seed: UInt64 = 42

    var testDescription: String { "\(Int(rate)) Hz, \(duration) s, seed \(seed)" }
}

/// Every rate with every duration.
let samplings = sampleRates.flatMap { rate in velocityDurations.map { Sampling(rate: rate, duration: $0) } }

/// How much of the extent the velocity swipes cover, percent (from 1 % to 81 % away from the edge).
private let travel = 80.0

/// The least-squares window, seconds (Android/Flutter: 100 ms); updates before it fills are skipped.
private let fullWindow = 0.1

@Suite("Recognizer velocity")
struct RecognizerVelocityTests {
    private func swipe(
        _ edge: Edge, duration: Double, rate: Double, profile: SyntheticGesture.Profile
    ) throws -> SyntheticGesture {
        try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 1 + travel, along: 50, duration: duration, rate: rate, profile: profile)
    }

    @Test(
        "Constant-speed swipes: velocity within 2 % with ±1 device unit of noise",
        arguments: Edge.allCases, samplings)
    func constantSpeed(edge: Edge, sampling: Sampling) throws {
        let (rate, duration) = (sampling.rate, sampling.duration)
        let gesture = try swipe(edge, duration: duration, rate: rate, profile: .constant).lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]), noise: oneDeviceUnit, seed: 42)
        #expect(replay.steps == completedSwipe)

        // Closed form: x(t) = x₀ + D·t/T, so the speed away from the edge is D/T throughout.
        let extent = edge.extent(of: testContainer)
        let truth = travel / 100 * extent / duration
        var checked = 0
        for update in replay.updates where update.time.seconds >= fullWindow {
            #expect(isClose(update.axisVelocity.value, to: truth, within: 0.02), "at \(update.time.microseconds) µs")
            #expect(isClose(update.percentVelocity.value, to: travel / 100 / duration, within: 0.02))
            #expect(abs(edge.alongComponent(of: update.translation)) < 2 * oneDeviceUnit)
            checked += 1
        }
        #expect(checked >= 2)
        #expect(replay.updates.last?.state == .ended)
    }

    @Test(
        "Decelerating swipes: velocity within 5 % of the closed form",
        arguments: Edge.allCases, samplings)
    func deceleratingSpeed(edge: Edge, sampling: Sampling) throws {
        let (rate, duration) = (sampling.rate, sampling.duration)
        let gesture = try swipe(edge, duration: duration, rate: rate, profile: .decelerating).lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]), noise: oneDeviceUnit, seed: 42)

        // Closed form: s(u) = 1 − (1 − u)², so the speed is 2·D/T·(1 − u) with u = t/T. Judged while
        // it is at least half the mean speed (u ≤ 0.75), where 5 % is well above the noise.
        let extent = edge.extent(of: testContainer)
        var checked = 0
        for update in replay.updates where update.state == .changed && update.time.seconds >= fullWindow {
            let u = update.time.seconds / duration
            guard u <= 0.75 else { continue }
            let truth = 2 * travel / 100 * extent / duration * (1 - u)
            #expect(isClose(update.axisVelocity.value, to: truth, within: 0.05), "at u = \(u)")
            checked += 1
        }
        #expect(checked >= 1)
    }

    @Test(
        "A fast flick keeps 2 % even with ±1 pt of noise",
        arguments: Edge.allCases,
        sampleRates.flatMap { rate in (1...3).map { Sampling(rate: rate, duration: 0, seed: $0) } })
    func flickWithPointNoise(edge: Edge, sampling: Sampling) throws {
        let (rate, seed) = (sampling.rate, sampling.seed)
        // 8000 pt/s, Flutter's `kMaxFlingVelocity`. The fit's worst-case noise gain is below
        // 140 (pt/s) per pt at these rates (sum of |weights| of the slope), so ±1 pt moves the
        // estimate by under 1.75 %, whatever the noise draw.
        let extent = edge.extent(of: testContainer)
        let speed = 8000.0
        let gesture = try swipe(edge, duration: travel / 100 * extent / speed, rate: rate, profile: .constant).lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]), noise: 1, seed: seed)
        let release = try #require(replay.updates.last)
        #expect(release.state == .ended)
        #expect(isClose(release.axisVelocity.value, to: speed, within: 0.02))
    }

    @Test(
        "Velocity is 0 after a rest of more than 40 ms, and kept after a shorter one",
        arguments: Edge.allCases, sampleRates)
    func restBeforeLift(edge: Edge, rate: Double) throws {
        let extent = edge.extent(of: testContainer)
        let truth = travel / 100 * extent / 0.25
        for (rest, stopped) in [(0.045, true), (0.035, false)] {
            let gesture = try swipe(edge, duration: 0.25, rate: rate, profile: .constant).hold(rest).lift()
            let replay = Replay(gesture, configuration: .init(edges: [edge]), noise: oneDeviceUnit, seed: 42)
            let release = try #require(replay.updates.last)
            #expect(release.state == .ended)
            if stopped {
                #expect(
                    release.velocity == .zero && release.axisVelocity.value == 0 && release.percentVelocity.value == 0)
            } else {
                #expect(isClose(release.axisVelocity.value, to: truth, within: 0.02), "rest \(rest) s")
            }
        }
    }

    @Test("Every strategy tracks a noiseless constant swipe exactly", arguments: Edge.allCases)
    func strategiesOnConstantSwipe(edge: Edge) throws {
        let strategies: [VelocityStrategy] = [
            .leastSquares(LeastSquaresVelocity()), .windowAverage(WindowAverageVelocity()), .lastTwo(LastTwoVelocity()),
        ]
        let extent = edge.extent(of: testContainer)
        let truth = travel / 100 * extent / 0.25
        for strategy in strategies {
            let gesture = try swipe(edge, duration: 0.25, rate: 120, profile: .constant).lift()
            let replay = Replay(gesture, configuration: .init(edges: [edge], velocityStrategy: strategy))
            let release = try #require(replay.updates.last)
            // µs rounding of the sample times leaves a few parts per million.
            #expect(isClose(release.axisVelocity.value, to: truth, within: 1e-4), "\(strategy.name)")
        }
    }
}
