import EdgePan
import GestureCore
import GestureTestSupport
import Testing

/// Every way a touch fails to become a pan, on every edge and at several speeds.
///
/// Positions are percent of ``testContainer``; the zone is 20 pt (1.5625 % of the width, 2.5 % of
/// the height) and the slop 10 pt (0.78 % / 1.25 %), so a touch at 1 or 1.5 % starts inside every
/// zone and 2 % of travel passes the slop on both axes.
@Suite("Recognizer failures")
struct RecognizerFailureTests {
    @Test("A touch outside every enabled zone fails at once", arguments: Edge.allCases, swipeDurations)
    func startedOutsideEdgeZone(edge: Edge, duration: Double) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 10, along: 50)
            .move(on: edge, away: 60, along: 50, duration: duration)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]))
        #expect(
            replay.steps == [Step(.possible, .failed, .startedOutsideEdgeZone), Step(.failed, .possible, .reset)])
        #expect(replay.transitions.first?.time.microseconds == 0)
        #expect(replay.transitions.first?.edge == nil)
        #expect(replay.transitions.last?.time.microseconds == gesture.samples.last?.time)
        #expect(replay.updates.isEmpty)
    }

    @Test("A touch in the zone of a disabled edge fails", arguments: Edge.allCases)
    func zoneOfDisabledEdge(edge: Edge) throws {
        let others = Set(Edge.allCases).subtracting([edge])
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 50, along: 50, duration: 0.2)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: others))
        #expect(replay.steps.first == Step(.possible, .failed, .startedOutsideEdgeZone))
        #expect(replay.updates.isEmpty)
    }

    @Test("The zone is measured from the edge: 19 pt starts, 21 pt does not", arguments: Edge.allCases)
    func zoneBoundary(edge: Edge) throws {
        let extent = edge.extent(of: testContainer)
        for (points, recognized) in [(19.0, true), (21.0, false)] {
            let start = points / extent * 100
            let gesture = try SyntheticGesture()
                .touchDown(on: edge, away: start, along: 50)
                .move(on: edge, away: start + 30, along: 50, duration: 0.2)
                .lift()
            let replay = Replay(gesture, configuration: .init(edges: [edge]))
            #expect((replay.steps == completedSwipe) == recognized, "start \(points) pt")
        }
    }

    @Test("Moving towards the edge before the slop fails", arguments: Edge.allCases, swipeDurations)
    func movedTowardEdge(edge: Edge, duration: Double) throws {
        // From 19.2 pt (horizontal) or 12 pt (vertical) to the edge itself: more than the slop.
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1.5, along: 50)
            .move(on: edge, away: 0, along: 50.2, duration: duration)
            .move(on: edge, away: 30, along: 50.2, duration: duration)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]))
        #expect(replay.steps == [Step(.possible, .failed, .movedTowardEdge), Step(.failed, .possible, .reset)])
        #expect(replay.transitions.first?.edge == edge)
        #expect(replay.updates.isEmpty)
    }

    @Test("Moving more along the edge than away from it fails", arguments: Edge.allCases, swipeDurations)
    func movedAlongEdge(edge: Edge, duration: Double) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 3, along: 60, duration: duration)
            .move(on: edge, away: 60, along: 60, duration: duration)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]))
        #expect(replay.steps == [Step(.possible, .failed, .movedAlongEdge), Step(.failed, .possible, .reset)])
        #expect(replay.updates.isEmpty)

        // Judged when the motion is first 10 pt long, computed from the synthetic percent.
        let other = edge.isHorizontal ? testContainer.height : testContainer.width
        let extent = edge.extent(of: testContainer)
        let judged = try #require(
            gesture.samples.first {
                let away = (edge.away(of: $0) - 1) * extent / 100
                let along = (edge.along(of: $0) - 50) * other / 100
                return (away * away + along * along).squareRoot() >= 10
            })
        #expect(replay.transitions.first?.time.microseconds == judged.time)
    }

    @Test("Lifting before the slop fails", arguments: Edge.allCases)
    func liftedBeforeSlop(edge: Edge) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 1.5, along: 50, duration: 0.05)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]))
        #expect(replay.steps == [Step(.possible, .failed, .liftedBeforeSlop), Step(.failed, .possible, .reset)])
        #expect(replay.updates.isEmpty)
    }

    @Test("A cancelled touch fails before began and cancels after", arguments: Edge.allCases, swipeDurations)
    func touchCancelled(edge: Edge, duration: Double) throws {
        let pending = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 1.3, along: 50, duration: duration)
            .cancel()
        #expect(
            Replay(pending, configuration: .init(edges: [edge])).steps == [
                Step(.possible, .failed, .touchCancelled), Step(.failed, .possible, .reset),
            ])

        let active = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 40, along: 50, duration: duration)
            .cancel()
        let replay = Replay(active, configuration: .init(edges: [edge]))
        #expect(
            replay.steps == [
                Step(.possible, .began, .passedSlop), Step(.began, .changed, .moved),
                Step(.changed, .cancelled, .touchCancelled), Step(.cancelled, .possible, .reset),
            ])
        let last = try #require(replay.updates.last)
        #expect(last.state == .cancelled)
        #expect(abs(last.percent.value - 0.4) < 1e-9)
    }

    @Test("An external cancel fails a pending touch and cancels a pan", arguments: Edge.allCases)
    func externalCancel(edge: Edge) throws {
        var recognizer = ScreenEdgePanRecognizer(configuration: .init(edges: [edge]), container: testContainer)
        #expect(recognizer.cancel(at: Timestamp(microseconds: 0)).isEmpty)

        let down = try SyntheticGesture().touchDown(on: edge, away: 1, along: 50)
        for sample in down.touchSamples(in: testContainer) {
            _ = recognizer.handle(sample)
        }
        let pendingOutputs = recognizer.cancel(at: Timestamp(microseconds: 5000))
        #expect(
            pendingOutputs == [
                .stateChange(
                    .init(
                        from: .possible, to: .failed, reason: .externalCancel, time: Timestamp(microseconds: 5000),
                        edge: edge))
            ])

        let swipe = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 40, along: 50, duration: 0.2)
        let samples = swipe.touchSamples(in: testContainer)
        var active = ScreenEdgePanRecognizer(configuration: .init(edges: [edge]), container: testContainer)
        for sample in samples {
            _ = active.handle(sample)
        }
        let cancelTime = Timestamp(microseconds: swipe.time + 1000)
        let outputs = active.cancel(at: cancelTime)
        guard case .stateChange(let change)? = outputs.first, case .update(let update)? = outputs.last else {
            Issue.record("expected a transition then an update, got \(outputs)")
            return
        }
        #expect(outputs.count == 2)
        #expect(Step(change.from, change.to, change.reason) == Step(.changed, .cancelled, .externalCancel))
        #expect(update.state == .cancelled && update.time == cancelTime)
        #expect(active.state == .cancelled)

        // Still cancelled while the finger moves; reset when it lifts.
        let later = TouchSample(
            contact: 0, phase: .move, location: Point(x: 640, y: 400), time: Timestamp(microseconds: swipe.time + 9000))
        #expect(active.handle(later).isEmpty)
        var lift = later
        lift.phase = .up
        #expect(
            active.handle(lift) == [
                .stateChange(.init(from: .cancelled, to: .possible, reason: .reset, time: lift.time, edge: edge))
            ])
        #expect(active.edge == nil)
    }
}
