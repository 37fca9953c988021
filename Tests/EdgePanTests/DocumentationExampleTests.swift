import EdgePan
import GestureCore
import Testing

@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("The ScreenEdgePanRecognizer example gives the outputs worked out by hand")
    func recognizerExample() throws {
        var pan = ScreenEdgePanRecognizer(container: Size(width: 390, height: 844))
        let samples = [
            TouchSample(contact: 0, phase: .down, location: Point(x: 5, y: 400), time: Timestamp(microseconds: 0)),
            TouchSample(
                contact: 0, phase: .move, location: Point(x: 25, y: 401), time: Timestamp(microseconds: 16_000)),
            TouchSample(
                contact: 0, phase: .move, location: Point(x: 60, y: 402), time: Timestamp(microseconds: 32_000)),
            TouchSample(contact: 0, phase: .up, location: Point(x: 60, y: 402), time: Timestamp(microseconds: 40_000)),
        ]
        let outputs = samples.map { pan.handle($0) }
        #expect(outputs[0].isEmpty)
        #expect(outputs.map(\.count) == [0, 2, 2, 3])

        // 20 pt away and 1 pt along: past the 10 pt slop, judged on the left edge.
        #expect(
            outputs[1].first
                == .stateChange(
                    .init(
                        from: .possible, to: .began, reason: .passedSlop, time: Timestamp(microseconds: 16_000),
                        edge: .left)))
        guard case .update(let began) = outputs[1][1], case .update(let changed) = outputs[2][1],
            case .update(let ended) = outputs[3][1]
        else {
            Issue.record("expected updates, got \(outputs)")
            return
        }
        #expect(began.state == .began && began.translation == Point(x: 20, y: 1))
        #expect(began.velocity == .zero)  // two samples: least squares needs three
        #expect(began.percent.value == 25.0 / 390)

        // The parabola through (−32 ms, 5), (−16 ms, 25), (0, 60) has slope 2.65625 pt/ms at 0.
        #expect(changed.state == .changed && changed.percent.value == 60.0 / 390)
        #expect(abs(changed.axisVelocity.value - 2656.25) < 1e-9)
        #expect(abs(ended.axisVelocity.value - 2656.25) < 1e-9)  // lifted 8 ms later: no rest
        #expect(abs(ended.percentVelocity.value - 2656.25 / 390) < 1e-12)
        #expect(ended.state == .ended)
        #expect(
            outputs[3].last
                == .stateChange(
                    .init(
                        from: .ended, to: .possible, reason: .reset, time: Timestamp(microseconds: 40_000), edge: .left)
                ))
    }

    @Test("The VelocityTracker example gives 1000 pt/s")
    func trackerExample() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: Timestamp(microseconds: 0))
        tracker.add(Point(x: 10, y: 0), at: Timestamp(microseconds: 10_000))
        tracker.add(Point(x: 20, y: 0), at: Timestamp(microseconds: 20_000))
        let velocity = tracker.velocity(at: Timestamp(microseconds: 20_000))
        #expect(abs(velocity.x - 1000) < 1e-9 && abs(velocity.y) < 1e-9)
    }
}
