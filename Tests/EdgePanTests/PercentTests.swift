import EdgePan
import GestureCore
import GestureTestSupport
import Testing

@Suite("Percent")
struct PercentTests {
    @Test("Location percent is the distance from the edge over the extent, clamped to 0…1", arguments: Edge.allCases)
    func locationPercent(edge: Edge) throws {
        // Out past the far side of the container, then back past the edge itself.
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 108, along: 50, duration: 0.3)
            .move(on: edge, away: -6, along: 50, duration: 0.3)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]))
        #expect(replay.steps == completedSwipe)

        let moves = gesture.samples.filter { $0.phase == .move }
        let updates = replay.updates.filter { $0.state != .ended }
        let reported = Dictionary(uniqueKeysWithValues: updates.map { ($0.time.microseconds, $0.percent.value) })
        var clampedHigh = 0
        var clampedLow = 0
        for sample in moves {
            guard let percent = reported[sample.time] else { continue }
            let expected = min(max(edge.away(of: sample) / 100, 0), 1)
            #expect(abs(percent - expected) < 1e-9, "at \(sample.time) µs")
            clampedHigh += expected == 1 ? 1 : 0
            clampedLow += expected == 0 ? 1 : 0
        }
        #expect(updates.count == reported.count)
        #expect(clampedHigh > 0 && clampedLow > 0)
        #expect(replay.updates.allSatisfy { (0...1).contains($0.percent) })
        #expect(replay.updates.last?.percent == 0)
    }

    // Changed when translation became measured from the touch-down point: this test measured from the
    // sample that began the pan and expected the first update at 0; the motion before `began` now counts.
    @Test("Translation percent counts from the touch-down point, clamped to 0…1", arguments: Edge.allCases)
    func translationPercent(edge: Edge) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 115, along: 50, duration: 0.3)
            .move(on: edge, away: -5, along: 50, duration: 0.3)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge], percentMode: .translation))
        #expect(replay.steps == completedSwipe)

        let down = try #require(gesture.samples.first)
        let start = edge.away(of: down)
        let began = try #require(firstSampleBeyondSlop(gesture, edge: edge))
        let reported = Dictionary(
            uniqueKeysWithValues: replay.updates.filter { $0.state != .ended }.map {
                ($0.time.microseconds, $0.percent.value)
            })
        for sample in gesture.samples where sample.phase == .move && sample.time >= began.time {
            let expected = min(max((edge.away(of: sample) - start) / 100, 0), 1)
            #expect(abs((reported[sample.time] ?? -1) - expected) < 1e-9, "at \(sample.time) µs")
        }
        // The update of `began` already holds the slop the touch crossed.
        let first = try #require(replay.updates.first)
        #expect(first.state == .began)
        #expect(abs(first.percent.value - (edge.away(of: began) - start) / 100) < 1e-9)
        #expect(first.percent > 0)
        #expect(replay.updates.contains { $0.percent == 1 })
        #expect(replay.updates.last?.percent == 0)
    }

    /// Flutter's back-swipe test shape (`route_test.dart`): an 800 × 600 pt container, a touch down at
    /// x = 5 pt (inside the 20 pt left edge zone), then moves along y = 300 pt.
    static let flutterContainer = Size(width: 800, height: 600)

    /// A touch down at `xs[0]`, a move to each following x, 16 ms apart, and a lift where the last move ended.
    static func flutterSwipe(_ xs: [Double]) -> [TouchSample] {
        var samples = xs.enumerated().map { index, x in
            TouchSample(
                contact: 0, phase: index == 0 ? .down : .move, location: Point(x: x, y: 300),
                time: Timestamp(microseconds: UInt64(index) * 16_000))
        }
        samples.append(
            TouchSample(
                contact: 0, phase: .up, location: Point(x: xs[xs.count - 1], y: 300),
                time: Timestamp(microseconds: UInt64(xs.count) * 16_000)))
        return samples
    }

    /// Every update of a left-edge recognizer in translation mode over `samples`, oldest first.
    static func translationUpdates(_ samples: [TouchSample], slop: Double) -> [ScreenEdgePanRecognizer.Update] {
        let configuration = ScreenEdgePanRecognizer.Configuration(edges: [.left], slop: slop, percentMode: .translation)
        return Replay(samples, configuration: configuration, container: flutterContainer).updates
    }

    @Test("One move of 400 pt from x = 5 is half of an 800 pt container at the lift", arguments: [0.0, 10.0])
    func singleMoveCountsFromTouchDown(slop: Double) throws {
        // The single move both passes the slop and begins the pan; the whole 400 pt count.
        let updates = Self.translationUpdates(Self.flutterSwipe([5, 405]), slop: slop)
        #expect(updates.map(\.state) == [.began, .ended])
        let lift = try #require(updates.last)
        #expect(abs(lift.percent.value - 0.5) < 1e-12)  // (405 − 5) / 800
    }

    @Test("Moves to 15, 45 and 405 pt from x = 5 count every point from the touch-down", arguments: [0.0, 10.0])
    func severalMovesCountFromTouchDown(slop: Double) throws {
        let updates = Self.translationUpdates(Self.flutterSwipe([5, 15, 45, 405]), slop: slop)
        #expect(updates.map(\.state) == [.began, .changed, .changed, .ended])
        // (15 − 5) / 800, (45 − 5) / 800, (405 − 5) / 800, and the lift at 405.
        let expected = [0.0125, 0.05, 0.5, 0.5]
        #expect(updates.count == expected.count)
        for (update, percent) in zip(updates, expected) {
            #expect(abs(update.percent.value - percent) < 1e-12, "at \(update.time.microseconds) µs")
        }
    }

    @Test("A return left of the touch-down point clamps the translation percent to 0", arguments: [0.0, 10.0])
    func returnBelowStartClampsToZero(slop: Double) throws {
        // x = 2 is 3 pt left of the touch-down point: −3 / 800 clamps to 0 (location mode would give 2 / 800).
        let updates = Self.translationUpdates(Self.flutterSwipe([5, 15, 405, 2]), slop: slop)
        #expect(updates.map(\.state) == [.began, .changed, .changed, .ended])
        let expected = [0.0125, 0.5, 0, 0]
        #expect(updates.count == expected.count)
        for (update, percent) in zip(updates, expected) {
            #expect(abs(update.percent.value - percent) < 1e-12, "at \(update.time.microseconds) µs")
        }
    }

    @Test("A container without extent gives percent 0, never NaN", arguments: Edge.allCases)
    func emptyContainer(edge: Edge) throws {
        let samples = [
            TouchSample(contact: 0, phase: .down, location: .zero, time: Timestamp(microseconds: 0)),
            TouchSample(contact: 0, phase: .move, location: Point(x: 30, y: 30), time: Timestamp(microseconds: 10_000)),
            TouchSample(contact: 0, phase: .up, location: Point(x: 30, y: 30), time: Timestamp(microseconds: 20_000)),
        ]
        let replay = Replay(
            samples, configuration: .init(edges: [edge], slop: 0), container: Size(width: 0, height: 0))
        #expect(replay.updates.count == 2)
        #expect(replay.updates.allSatisfy { $0.percent == 0 && $0.percentVelocity == 0 })
    }
}
