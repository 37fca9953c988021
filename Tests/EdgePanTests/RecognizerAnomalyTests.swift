import EdgePan
import GestureCore
import Testing

@Suite("Recognizer anomalies")
struct RecognizerAnomalyTests {
    private func sample(_ contact: Int, _ phase: TouchPhase, _ x: Double, _ ms: UInt64) -> TouchSample {
        TouchSample(
            contact: contact, phase: phase, location: Point(x: x, y: 400), time: Timestamp(microseconds: ms * 1000))
    }

    @Test("Unknown contacts, repeated downs, time going backwards and NaN are reported and survived")
    func anomalies() {
        var recognizer = ScreenEdgePanRecognizer(container: testContainer)
        let unknown = recognizer.handle(sample(7, .move, 100, 0))
        #expect(unknown == [.anomaly(.init(kind: .unknownContact, contact: 7, time: Timestamp(microseconds: 0)))])

        #expect(recognizer.handle(sample(0, .down, 5, 10)).isEmpty)
        let repeated = recognizer.handle(sample(0, .down, 8, 20))
        #expect(repeated == [.anomaly(.init(kind: .repeatedDown, contact: 0, time: Timestamp(microseconds: 20_000)))])

        // 30 pt away, but stamped before the previous sample: taken at 20 ms and recognized.
        let backwards = recognizer.handle(sample(0, .move, 35, 15))
        #expect(
            backwards.first
                == .anomaly(.init(kind: .timeWentBackwards, contact: 0, time: Timestamp(microseconds: 20_000))))
        #expect(recognizer.state == .began)

        let nan = recognizer.handle(
            TouchSample(contact: 0, phase: .move, location: Point(x: .nan, y: 1), time: Timestamp(microseconds: 30_000))
        )
        #expect(
            nan.first == .anomaly(.init(kind: .nonFiniteLocation, contact: 0, time: Timestamp(microseconds: 30_000))))
        guard case .update(let update)? = nan.last else {
            Issue.record("expected an update, got \(nan)")
            return
        }
        #expect(update.location == Point(x: 35, y: 400))
        #expect(update.percent.value.isFinite && update.velocity.x.isFinite)

        let lift = recognizer.handle(sample(0, .up, 35, 40))
        #expect(lift.count == 3)
        #expect(recognizer.state == .possible)
    }

    @Test("Negative lengths in the configuration act as 0")
    func sanitizedConfiguration() {
        let recognizer = ScreenEdgePanRecognizer(
            configuration: .init(edgeZone: -5, slop: .nan, orthogonalRejectDistance: -1), container: testContainer)
        #expect(recognizer.configuration.edgeZone == 0)
        #expect(recognizer.configuration.slop == 0)
        #expect(recognizer.configuration.orthogonalRejectDistance == nil)
    }
}
