import EdgePan
import GestureCore
import GestureTestSupport
import Testing

/// Which way a corner touch moves: along the x axis or along the y axis.
enum CornerMotion: CaseIterable, Sendable {
    case horizontal, vertical
}

@Suite("Corners, extra touches and acceptance rules")
struct RecognizerCornerAndTouchTests {
    /// A touch down 1 % from both edges of a corner (12.8 pt and 8 pt: inside both zones).
    private func cornerStart(_ corner: (Edge, Edge)) -> (x: Double, y: Double) {
        (corner.0 == .left ? 1 : 99, corner.1 == .top ? 1 : 99)
    }

    @Test(
        "A corner touch belongs to the edge its motion moves away from",
        arguments: [0, 1, 2, 3], CornerMotion.allCases)
    func cornerRule(cornerIndex: Int, motion: CornerMotion) throws {
        let corner = corners[cornerIndex]
        let start = cornerStart(corner)
        // 40 % of travel away from one edge, 3 % away from the other.
        let dx = (corner.0 == .left ? 1.0 : -1.0) * (motion == .horizontal ? 40 : 3)
        let dy = (corner.1 == .top ? 1.0 : -1.0) * (motion == .horizontal ? 3 : 40)
        let gesture = try SyntheticGesture()
            .touchDown(x: start.x, y: start.y)
            .move(to: start.x + dx, y: start.y + dy, duration: 0.25)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: Set(Edge.allCases)))
        let expected = motion == .horizontal ? corner.0 : corner.1
        #expect(replay.steps == completedSwipe)
        #expect(replay.updates.allSatisfy { $0.edge == expected })
        #expect(replay.transitions.allSatisfy { $0.edge == expected })
        #expect(abs((replay.updates.last?.percent.value ?? -1) - 0.41) < 1e-9)
    }

    @Test(
        "In a corner with one edge enabled, motion along that edge fails",
        arguments: [0, 1, 2, 3])
    func cornerWithOneEdge(cornerIndex: Int) throws {
        let corner = corners[cornerIndex]
        let start = cornerStart(corner)
        let dy = (corner.1 == .top ? 1.0 : -1.0) * 40
        let gesture = try SyntheticGesture()
            .touchDown(x: start.x, y: start.y)
            .move(to: start.x, y: start.y + dy, duration: 0.25)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [corner.0]))
        #expect(replay.steps == [Step(.possible, .failed, .movedAlongEdge), Step(.failed, .possible, .reset)])
        #expect(replay.transitions.first?.edge == corner.0)
    }

    @Test("An extra touch is ignored by default", arguments: Edge.allCases, swipeDurations)
    func extraTouchIgnored(edge: Edge, duration: Double) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .touchDown(on: edge, contact: 1, away: 1, along: 20)  // even inside the zone
            .move(on: edge, away: 20, along: 50, duration: duration)
            .move(on: edge, contact: 1, away: 70, along: 20, duration: duration)
            .lift(contact: 1)
            .move(on: edge, away: 50, along: 50, duration: duration)
            .touchDown(on: edge, contact: 2, away: 80, along: 80)
            .lift()
            .lift(contact: 2)
        let replay = Replay(gesture, configuration: .init(edges: [edge]))
        #expect(replay.steps == completedSwipe)
        #expect(replay.updates.allSatisfy { $0.contact == 0 })
        #expect(abs((replay.updates.last?.percent.value ?? -1) - 0.5) < 1e-9)
        // Ended on contact 0's lift, reset only once contact 2 lifted too.
        let times = gesture.samples.filter { $0.phase == .up }.map(\.time)
        #expect(replay.transitions[2].time.microseconds == times[1])
        #expect(replay.transitions[3].time.microseconds == times[2])
    }

    @Test("With the cancel policy an extra touch cancels a pan", arguments: Edge.allCases, swipeDurations)
    func extraTouchCancelsPan(edge: Edge, duration: Double) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 20, along: 50, duration: duration)
            .touchDown(on: edge, contact: 1, away: 60, along: 20)
            .move(on: edge, away: 50, along: 50, duration: duration)
            .lift()
            .hold(0.1)
            .lift(contact: 1)
        let replay = Replay(gesture, configuration: .init(edges: [edge], extraTouchPolicy: .cancel))
        #expect(
            replay.steps == [
                Step(.possible, .began, .passedSlop), Step(.began, .changed, .moved),
                Step(.changed, .cancelled, .extraTouch), Step(.cancelled, .possible, .reset),
            ])
        let extraDown = try #require(gesture.samples.first { $0.contact == 1 })
        #expect(replay.transitions[2].time.microseconds == extraDown.time)
        #expect(replay.transitions[3].time.microseconds == gesture.samples.last?.time)
        #expect(replay.updates.last?.state == .cancelled)
        #expect(abs((replay.updates.last?.percent.value ?? -1) - 0.2) < 1e-9)
    }

    @Test("With the cancel policy an extra touch fails a pending touch", arguments: Edge.allCases)
    func extraTouchFailsPending(edge: Edge) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .touchDown(on: edge, contact: 1, away: 60, along: 20)
            .move(on: edge, away: 50, along: 50, duration: 0.2)
            .lift(contact: 1)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge], extraTouchPolicy: .cancel))
        #expect(replay.steps == [Step(.possible, .failed, .extraTouch), Step(.failed, .possible, .reset)])
        #expect(replay.updates.isEmpty)
    }

    @Test("With an orthogonal-reject distance, motion across fails only past it", arguments: Edge.allCases)
    func orthogonalReject(edge: Edge) throws {
        let other = edge.isHorizontal ? testContainer.height : testContainer.width
        let extent = edge.extent(of: testContainer)
        // Phosh: accept after 16 away, reject after 24 across.
        let phosh = ScreenEdgePanRecognizer.Configuration(edges: [edge], slop: 16, orthogonalRejectDistance: 24)

        // 20 pt across and 17 pt away: the axis rule fails it, phosh accepts it.
        let diagonal = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 1 + 17 / extent * 100, along: 50 + 20 / other * 100, duration: 0.1)
            .move(on: edge, away: 40, along: 50 + 20 / other * 100, duration: 0.1)
            .lift()
        #expect(Replay(diagonal, configuration: phosh).steps == completedSwipe)
        #expect(Replay(diagonal, configuration: .init(edges: [edge])).steps.first?.reason == .movedAlongEdge)

        // 30 pt across and 5 pt away: rejected when 24 pt across.
        let across = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 1 + 5 / extent * 100, along: 50 + 30 / other * 100, duration: 0.1)
            .lift()
        let replay = Replay(across, configuration: phosh)
        #expect(replay.steps == [Step(.possible, .failed, .movedAlongEdge), Step(.failed, .possible, .reset)])
        let rejected = try #require(
            across.samples.first { abs(edge.along(of: $0) - 50) * other / 100 >= 24 })
        #expect(replay.transitions.first?.time.microseconds == rejected.time)
    }

    @Test("A slop of 0 begins on the first move, whatever its direction", arguments: Edge.allCases)
    func zeroSlop(edge: Edge) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 1, along: 60, duration: 0.1)
            .move(on: edge, away: 30, along: 60, duration: 0.1)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge], slop: 0, percentMode: .translation))
        #expect(replay.steps == completedSwipe)
        let firstMove = try #require(gesture.samples.first { $0.phase == .move })
        #expect(replay.transitions.first?.time.microseconds == firstMove.time)
        // Translation percent from the touch-down point: 29 % of the extent (the first move ran along the
        // edge, so it adds nothing away from it).
        #expect(abs((replay.updates.last?.percent.value ?? -1) - 0.29) < 1e-9)
    }
}
