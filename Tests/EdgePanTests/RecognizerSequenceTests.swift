import EdgePan
import GestureCore
import GestureTestSupport
import Testing

/// Durations of a 50 % swipe, seconds: a flick, a brisk swipe and a slow drag.
let swipeDurations: [Double] = [0.08, 0.25, 0.6]

/// The first move sample whose displacement away from `edge` reaches `slop` points, judged from the
/// synthetic gesture's own percent (independently of the recognizer).
func firstSampleBeyondSlop(
    _ gesture: SyntheticGesture, edge: Edge, slop: Double = 10
) -> SyntheticGesture.Sample? {
    guard let down = gesture.samples.first else { return nil }
    let extent = edge.extent(of: testContainer)
    return gesture.samples.first {
        $0.phase == .move && (edge.away(of: $0) - edge.away(of: down)) * extent / 100 >= slop
    }
}

@Suite("Recognizer state sequences")
struct RecognizerSequenceTests {
    @Test(
        "A swipe from the edge begins past the slop, changes, ends on lift and resets", arguments: Edge.allCases,
        swipeDurations)
    func completeSwipe(edge: Edge, duration: Double) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 50)
            .move(on: edge, away: 51, along: 52, duration: duration)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]))

        #expect(replay.steps == completedSwipe)
        #expect(replay.anomalies.isEmpty)
        #expect(replay.transitions.allSatisfy { $0.edge == edge })
        #expect(replay.recognizer.state == .possible)

        let began = try #require(firstSampleBeyondSlop(gesture, edge: edge))
        let lift = try #require(gesture.samples.last)
        #expect(replay.transitions[0].time.microseconds == began.time)
        #expect(replay.transitions[2].time.microseconds == lift.time)
        #expect(replay.transitions[3].time.microseconds == lift.time)

        // One update per move from the one that began, plus the lift's.
        let moves = gesture.samples.filter { $0.phase == .move && $0.time >= began.time }
        let updates = replay.updates
        #expect(updates.count == moves.count + 1)
        #expect(updates.first?.state == .began)
        #expect(updates.dropFirst().dropLast().allSatisfy { $0.state == .changed })
        #expect(updates.last?.state == .ended)
        #expect(updates.allSatisfy { $0.edge == edge && $0.contact == 0 })
        #expect(zip(updates, updates.dropFirst()).allSatisfy { $0.time <= $1.time })

        // The lift: 51 % from the edge, translated 50 % of the extent away and 2 % along it.
        let last = try #require(updates.last)
        let extent = edge.extent(of: testContainer)
        let otherExtent = edge.isHorizontal ? testContainer.height : testContainer.width
        #expect(abs(last.percent.value - 0.51) < 1e-9)
        #expect(abs(edge.awayComponent(of: last.translation) - 0.5 * extent) < 1e-9)
        #expect(abs(abs(edge.alongComponent(of: last.translation)) - 0.02 * otherExtent) < 1e-9)
    }

    @Test("Two swipes in a row are recognized independently", arguments: Edge.allCases)
    func twoSwipes(edge: Edge) throws {
        let gesture = try SyntheticGesture()
            .touchDown(on: edge, away: 1, along: 30)
            .move(on: edge, away: 30, along: 30, duration: 0.2)
            .lift()
            .hold(0.2)
            .touchDown(on: edge, away: 1, along: 60)
            .move(on: edge, away: 70, along: 60, duration: 0.2)
            .lift()
        let replay = Replay(gesture, configuration: .init(edges: [edge]))
        #expect(replay.steps == completedSwipe + completedSwipe)
        #expect(replay.updates.last.map { abs($0.percent.value - 0.7) < 1e-9 } == true)
    }

    @Test("Every transition follows the table and reports a real change of state")
    func transitionsFollowTheTable() throws {
        let gesture = try SyntheticGesture()
            .touchDown(away: 1, along: 50)
            .move(away: 40, along: 50, duration: 0.2)
            .lift()
        let replay = Replay(gesture)
        for transition in replay.transitions {
            #expect(transition.from.next(on: transition.reason) == transition.to)
            #expect(transition.from != transition.to)
        }
    }

    @Test("The table sends every reason from possible to began or failed only")
    func tableFromPossible() {
        for reason in ScreenEdgePanRecognizer.Reason.allCases {
            let next = ScreenEdgePanRecognizer.State.possible.next(on: reason)
            switch reason {
            case .passedSlop: #expect(next == .began)
            case .moved, .lifted, .extraTouchEnded, .reset: #expect(next == nil)
            case .startedOutsideEdgeZone, .movedTowardEdge, .movedAlongEdge, .liftedBeforeSlop, .touchCancelled,
                .extraTouch, .externalCancel, .disabled:
                #expect(next == .failed)
            }
        }
        for state in ScreenEdgePanRecognizer.State.allCases where state.isTerminal {
            let leaving = ScreenEdgePanRecognizer.Reason.allCases.filter { state.next(on: $0) != nil }
            #expect(leaving == [.reset])
            #expect(state.next(on: .reset) == .possible)
        }
    }

    @Test("The transition prints as a state-trace line")
    func transitionDescription() {
        let transition = ScreenEdgePanRecognizer.StateChange(
            from: .possible, to: .began, reason: .passedSlop, time: Timestamp(microseconds: 120_000), edge: .left)
        #expect(transition.description == "t=120000us edgePan possible --passedSlop--> began")
    }
}

extension SyntheticGesture {
    /// `touchDown` relative to the left edge.
    fileprivate func touchDown(away: Double, along: Double) throws -> SyntheticGesture {
        try touchDown(on: .left, away: away, along: along)
    }

    /// `move` relative to the left edge.
    fileprivate func move(away: Double, along: Double, duration: Double) throws -> SyntheticGesture {
        try move(on: .left, away: away, along: along, duration: duration)
    }
}
