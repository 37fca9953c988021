import EdgePan
import GestureCore
import Testing

/// libadwaita's touch drag (`src/adw-swipe-tracker.c`, `drag_update_cb` and `drag_end_cb`, under
/// GTK's one-point `GtkGestureDrag`): only the moves from the one that passes the threshold are
/// applied, each clamped to 0…1; the lift moves nothing; a second touch ends the drag.
@Suite("Applied moves, a still lift and a second touch that ends the drag")
struct AppliedMovesTests {
    /// libadwaita's `DRAG_THRESHOLD_DISTANCE`, points.
    private let threshold = 16.0

    private func sample(_ contact: Int, _ phase: TouchPhase, x: Double, ms: UInt64) -> TouchSample {
        TouchSample(
            contact: contact, phase: phase, location: Point(x: x, y: 400), time: Timestamp(microseconds: ms * 1000))
    }

    private func configuration(
        _ mode: ScreenEdgePanRecognizer.PercentMode, liftMoves: Bool = true,
        extraTouch: ScreenEdgePanRecognizer.ExtraTouchPolicy = .ignore
    ) -> ScreenEdgePanRecognizer.Configuration {
        .init(slop: threshold, extraTouchPolicy: extraTouch, percentMode: mode, liftMoves: liftMoves)
    }

    @Test("Only the move that passes the threshold and those after it are applied")
    func thresholdMoveOnly() {
        // 5 → 15 (10 pt: pending), → 25 (20 pt: begins, its own 10 pt applied), → 405 (380 pt more).
        let samples = [
            sample(0, .down, x: 5, ms: 0), sample(0, .move, x: 15, ms: 10), sample(0, .move, x: 25, ms: 20),
            sample(0, .move, x: 405, ms: 30), sample(0, .up, x: 405, ms: 40),
        ]
        let applied = Replay(samples, configuration: configuration(.appliedMoves))
        let translation = Replay(samples, configuration: configuration(.translation))
        #expect(applied.steps == completedSwipe)
        #expect(abs((applied.updates.first?.percent.value ?? -1) - 10 / 1280) < 1e-12)
        #expect(abs((applied.updates.last?.percent.value ?? -1) - 390 / 1280) < 1e-12)
        #expect(abs((translation.updates.last?.percent.value ?? -1) - 400 / 1280) < 1e-12)
    }

    @Test("With the first move preparing only, a first move past the threshold begins nothing")
    func firstMovePrepares() {
        // 5 → 43 (38 pt: prepares), → 82 (begins: its 39 pt applied), → 120 (38 pt more).
        let samples = [
            sample(0, .down, x: 5, ms: 0), sample(0, .move, x: 43, ms: 8), sample(0, .move, x: 82, ms: 16),
            sample(0, .move, x: 120, ms: 24), sample(0, .up, x: 120, ms: 32),
        ]
        var prepared = configuration(.appliedMoves)
        prepared.firstMovePrepares = true
        let replay = Replay(samples, configuration: prepared)
        #expect(replay.steps == completedSwipe)
        #expect(replay.transitions.first?.time == Timestamp(microseconds: 16_000))
        #expect(abs((replay.updates.first?.percent.value ?? -1) - 39 / 1280) < 1e-12)
        #expect(abs((replay.updates.last?.percent.value ?? -1) - 77 / 1280) < 1e-12)
        // Without it the first move begins and applies its own 38 pt.
        let eager = Replay(samples, configuration: configuration(.appliedMoves))
        #expect(abs((eager.updates.last?.percent.value ?? -1) - 115 / 1280) < 1e-12)
    }

    @Test("Each move is clamped to 0…1 as it is applied, so motion back past the start is lost")
    func clampedPerMove() {
        // Begins at 25 (20 pt applied), back to 0 (−25 pt: clamped at 0), out to 100 (+100 pt).
        let samples = [
            sample(0, .down, x: 5, ms: 0), sample(0, .move, x: 25, ms: 10), sample(0, .move, x: 0, ms: 20),
            sample(0, .move, x: 100, ms: 30), sample(0, .up, x: 100, ms: 40),
        ]
        let applied = Replay(samples, configuration: configuration(.appliedMoves))
        #expect(applied.updates.map(\.percent).count == 4)
        #expect(abs(applied.updates[1].percent.value - 0) < 1e-12)
        #expect(abs((applied.updates.last?.percent.value ?? -1) - 100 / 1280) < 1e-12)
        let translation = Replay(samples, configuration: configuration(.translation))
        #expect(abs((translation.updates.last?.percent.value ?? -1) - 95 / 1280) < 1e-12)
    }

    @Test("A lift at another place moves nothing when the lift carries no position")
    func stillLift() {
        // Moves at 10 ms intervals 100 pt apart, then a lift 200 pt further at 40 ms.
        let samples = [
            sample(0, .down, x: 5, ms: 0), sample(0, .move, x: 105, ms: 10), sample(0, .move, x: 205, ms: 20),
            sample(0, .move, x: 305, ms: 30), sample(0, .up, x: 505, ms: 40),
        ]
        let still = Replay(samples, configuration: configuration(.appliedMoves, liftMoves: false))
        let moving = Replay(samples, configuration: configuration(.appliedMoves))
        let stillEnd = still.updates.last
        #expect(stillEnd?.state == .ended)
        #expect(stillEnd?.location == Point(x: 305, y: 400))
        #expect(abs((stillEnd?.percent.value ?? -1) - 300 / 1280) < 1e-12)
        #expect(abs((moving.updates.last?.percent.value ?? -1) - 500 / 1280) < 1e-12)
    }

    @Test("A second touch ends an active drag where it is, as a lift would")
    func secondTouchEnds() throws {
        let samples = [
            sample(0, .down, x: 5, ms: 0), sample(0, .move, x: 105, ms: 10), sample(0, .move, x: 205, ms: 20),
            sample(1, .down, x: 600, ms: 25), sample(0, .move, x: 705, ms: 30), sample(0, .up, x: 705, ms: 40),
            sample(1, .up, x: 600, ms: 50),
        ]
        let ended = Replay(samples, configuration: configuration(.appliedMoves, extraTouch: .end))
        #expect(
            ended.steps == [
                Step(.possible, .began, .passedSlop), Step(.began, .changed, .moved),
                Step(.changed, .ended, .extraTouchEnded), Step(.ended, .possible, .reset),
            ])
        let end = try #require(ended.updates.last)
        #expect(end.state == .ended)
        #expect(end.time == Timestamp(microseconds: 25_000))
        // Began with the 100 pt move; the 100 pt move after; the later move of contact 0 is not applied.
        #expect(abs(end.percent.value - 200 / 1280) < 1e-12)
        #expect(ended.transitions[3].time == Timestamp(microseconds: 50_000))
    }

    @Test("A second touch before the threshold fails the drag")
    func secondTouchBeforeThreshold() {
        let samples = [
            sample(0, .down, x: 5, ms: 0), sample(0, .move, x: 10, ms: 10), sample(1, .down, x: 600, ms: 15),
            sample(0, .move, x: 400, ms: 30), sample(0, .up, x: 400, ms: 40), sample(1, .up, x: 600, ms: 50),
        ]
        let replay = Replay(samples, configuration: configuration(.appliedMoves, extraTouch: .end))
        #expect(replay.steps == [Step(.possible, .failed, .extraTouch), Step(.failed, .possible, .reset)])
        #expect(replay.updates.isEmpty)
    }
}
