import GestureCore
import EdgePan
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
        let reported = Dictionary(uniqueKeysWithValues: updates.map { ($0.time.microseconds, $0.percent) })
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

    @Test("Translation percent counts from where the pan began, clamped to 0…1", arguments: Edge.allCases)
    func translationPercent(edge: Edge) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 115, along: 50, duration: 0.3)
            .move(on: edge, away: -5, along: 50, duration: 0.3)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge], percentMode: .translation))
        #expect(replay.steps == completedSwipe)

        let began = try #require(firstSampleBeyondSlop(gesture, edge: edge))
        let origin = edge.away(of: began)
        let reported = Dictionary(
            uniqueKeysWithValues: replay.updates.filter { $0.state != .ended }.map {
                ($0.time.microseconds, $0.percent)
            })
        for sample in gesture.samples where sample.phase == .move && sample.time >= began.time {
            let expected = min(max((edge.away(of: sample) - origin) / 100, 0), 1)
            #expect(abs((reported[sample.time] ?? -1) - expected) < 1e-9, "at \(sample.time) µs")
        }
        #expect(replay.updates.first?.percent == 0)
        #expect(replay.updates.contains { $0.percent == 1 })
        #expect(replay.updates.last?.percent == 0)
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
