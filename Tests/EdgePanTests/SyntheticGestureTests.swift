import EdgePan
import GestureCore
import GestureTestSupport
import Testing

@Suite("Synthetic gestures")
struct SyntheticGestureTests {
    @Test("A move samples at the rate and ends exactly at its duration")
    func moveTiming() throws {
        let gesture = try SyntheticGesture()
            .touchDown(x: 0, y: 50)
            .move(to: 60, y: 50, duration: 0.1, rate: 120)
            .lift()
        // k/120 s for k = 1…11 rounded to µs, then 0.1 s itself.
        let expected: [UInt64] = [
            0, 8333, 16667, 25000, 33333, 41667, 50000, 58333, 66667, 75000, 83333, 91667, 100_000, 100_000,
        ]
        #expect(gesture.samples.map(\.time) == expected)
        #expect(gesture.samples.map(\.phase) == [.down] + Array(repeating: .move, count: 12) + [.up])
        #expect(gesture.samples[6].x == 30)  // halfway in time, halfway in space
        #expect(gesture.samples.last?.x == 60)
        #expect(gesture.time == 100_000)
    }

    @Test("Profiles follow their closed forms")
    func profiles() throws {
        for (profile, halfway) in [
            (SyntheticGesture.Profile.constant, 50.0), (.decelerating, 75), (.accelerating, 25),
        ] {
            let gesture = try SyntheticGesture()
                .touchDown(x: 0, y: 0)
                .move(to: 100, y: 0, duration: 0.1, rate: 20)
            #expect(gesture.samples.map(\.time) == [0, 50_000, 100_000])
            let profiled = try SyntheticGesture()
                .touchDown(x: 0, y: 0)
                .move(to: 100, y: 0, duration: 0.1, rate: 20, profile: profile)
            #expect(profiled.samples[1].x == halfway, "\(profile)")
            #expect(profiled.samples[2].x == 100)
        }
    }

    @Test("Hold advances the clock without samples; contacts interleave")
    func holdAndContacts() throws {
        let gesture = try SyntheticGesture(start: 1000)
            .touchDown(contact: 3, x: 10, y: 10)
            .hold(0.25)
            .touchDown(contact: 4, x: 90, y: 90)
            .move(contact: 4, to: 80, y: 90, duration: 0, rate: 60)
            .cancel(contact: 4)
            .lift(contact: 3)
        #expect(gesture.samples.map(\.time) == [1000, 251_000, 251_000, 251_000, 251_000])
        #expect(gesture.samples.map(\.contact) == [3, 4, 4, 4, 3])
        #expect(gesture.samples.map(\.phase) == [.down, .down, .move, .cancel, .up])
        #expect(gesture.samples[3].x == 80)
    }

    @Test("Impossible steps throw typed errors")
    func errors() {
        let down = try? SyntheticGesture().touchDown(x: 1, y: 1)
        #expect(throws: SyntheticGesture.BuildError.contactNotDown(0)) { try SyntheticGesture().lift() }
        #expect(throws: SyntheticGesture.BuildError.contactAlreadyDown(0)) { try down?.touchDown(x: 2, y: 2) }
        #expect(throws: SyntheticGesture.BuildError.invalidDuration(-1)) {
            try down?.move(to: 5, y: 5, duration: -1)
        }
        #expect(throws: SyntheticGesture.BuildError.invalidRate(0)) {
            try down?.move(to: 5, y: 5, duration: 0.1, rate: 0)
        }
        #expect(throws: SyntheticGesture.BuildError.invalidCoordinate(.infinity)) {
            try down?.move(to: .infinity, y: 5, duration: 0.1)
        }
        #expect(throws: SyntheticGesture.BuildError.invalidDuration(-.infinity)) {
            try SyntheticGesture().hold(-.infinity)
        }
    }

    @Test("Touch samples scale percent to points and add bounded, repeatable noise")
    func touchSamples() throws {
        let gesture = try SyntheticGesture()
            .touchDown(x: 25, y: 50)
            .move(to: 75, y: 50, duration: 0.2, rate: 60)
            .lift()
        let size = Size(width: 400, height: 200)
        let clean = gesture.touchSamples(in: size)
        #expect(clean.first?.location == Point(x: 100, y: 100))
        #expect(clean.last?.location == Point(x: 300, y: 100))
        #expect(clean.map(\.time.microseconds) == gesture.samples.map(\.time))
        #expect(clean.map(\.phase) == [.down] + Array(repeating: .move, count: 12) + [.up])

        let noisy = gesture.touchSamples(in: size, noise: 1.5, seed: 9)
        #expect(noisy == gesture.touchSamples(in: size, noise: 1.5, seed: 9))
        #expect(noisy != gesture.touchSamples(in: size, noise: 1.5, seed: 10))
        for (a, b) in zip(noisy, clean) {
            #expect(abs(a.location.x - b.location.x) <= 1.5 && abs(a.location.y - b.location.y) <= 1.5)
        }
        #expect(zip(noisy, clean).contains { $0.location != $1.location })
        // The lift reports where the last move was, noise included.
        #expect(noisy[noisy.count - 1].location == noisy[noisy.count - 2].location)
    }
}
