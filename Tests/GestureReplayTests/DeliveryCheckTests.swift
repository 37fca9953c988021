import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// What `play --model` compares, on the player's fake kernel: a model replayed on the recording and on
/// what the device delivered, with the kernel's times (stamped at the write, as Linux 6.1's uinput
/// does, or the written due times kept, as 6.12's does).
@Suite struct DeliveryCheckTests {
    /// A one-finger flick from the left edge released at about 30 % while moving fast: cupertino (Flutter's
    /// fling) finishes it on velocity alone (recordings/expectations.yml, "left-flick-30 (cupertino fling)").
    static let flick = RepositoryPaths.recordings() + "/left-flick-30.evemu"

    /// How long the player is held up before the lift frame, ns: 200 ms, five times Flutter's
    /// kAssumePointerMoveStoppedMilliseconds (40 ms, velocity_tracker.dart), after which a still pointer
    /// has no fling velocity left.
    static let stall: Int64 = 200_000_000

    /// Plays the flick on the fake kernel, the player held up by ``stall`` after the last motion frame
    /// when `stalled`, and checks the cupertino model on the file against the model on what came back.
    static func check(stalled: Bool, keepsWrittenTime: Bool) throws -> (DeliveryCheck, PlaybackReport, PlaybackScript) {
        let reader = try Recording.open(flick)
        let script = try PlaybackScript(reading: reader)
        let clock = FakePlaybackClock(oversleep: 0)
        let sink = CollectingSink(clock: clock)
        if stalled {
            // Write k (0-based) is frame k; the last one lifts the finger.
            let lastMotion = script.frameCount - 2
            sink.afterWrite = { index in if index == lastMotion { clock.time += stall } }
        }
        let player = EventPlayer(
            script: script, description: reader.description, sink: sink,
            readBack: KernelReadBack(sink: sink, keepsWrittenTime: keepsWrittenTime), clock: clock)
        player.keepsDelivered = true
        let report = try #require(player.play { false }.first)
        let check = try DeliveryCheck.run(
            recording: try Recording.open(flick), delivered: report.delivered, description: reader.description,
            node: sink.node, options: ReplayOptions(model: .cupertino))
        return (check, report, script)
    }

    @Test("the device's capture holds every played event, on the kernel's times")
    func captureIsWhatWasPlayed() throws {
        let (_, report, script) = try Self.check(stalled: false, keepsWrittenTime: false)
        var played: [InputEvent] = []
        for index in 0..<script.frameCount { played += script.frame(index) }
        #expect(report.delivered.map(\.code) == played.map(\.code))
        #expect(report.delivered.map(\.value) == played.map(\.value))
        // Frame times advance as recorded (the fake player is never late here).
        let frames = report.delivered.filter { $0.type == .syn && $0.code == EventCode.synReport }.map(\.time)
        #expect(frames.count == script.frameCount)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("a play on time: the model decides the capture as it decides the file")
    func onTime() throws {
        let (check, _, _) = try Self.check(stalled: false, keepsWrittenTime: false)
        #expect(check.file.outcome == "finished")
        #expect(check.delivered == check.file)
        #expect(!check.differs)
    }

    @Test("a lift delivered 200 ms late on a kernel that stamps its own time: the fling is lost, and the check says so")
    func lateLiftChangesTheDecision() throws {
        let (check, report, _) = try Self.check(stalled: true, keepsWrittenTime: false)
        #expect(check.file.outcome == "finished")
        #expect(check.delivered.outcome == "cancelled")
        #expect(check.outcomeDiffers && check.differs)
        // The delivery error says the same: the lift, recorded 5 ms after the last motion (0.075 s and
        // 0.080 s in the file), came at least 200 − 5 ms after its time.
        #expect((report.timing?.lastMicroseconds ?? 0) >= Self.stall / 1000 - 5_000)
    }

    @Test("the same late write on a kernel that keeps the written time: the capture keeps the recorded timing")
    func keptTimesKeepTheDecision() throws {
        let (check, report, _) = try Self.check(stalled: true, keepsWrittenTime: true)
        #expect(check.delivered == check.file)
        #expect(report.timing?.maxMicroseconds == 0)
    }

    @Test("release percents further apart than 1 % differ, within it they do not")
    func percentTolerance() {
        func decision(_ percent: Double?) -> DeliveryCheck.Decision {
            var summary = ReplaySummary(model: "adwaita", edge: .left)
            if let percent {
                var transition = ReplaySummary.TransitionResult(operation: .pop, interactive: true)
                transition.outcome = .cancelled
                transition.releasePercent = Percent(percent)
                summary.transitions.append(transition)
            }
            return DeliveryCheck.Decision(summary)
        }
        #expect(!DeliveryCheck(file: decision(0.300), delivered: decision(0.309)).differs)
        #expect(DeliveryCheck(file: decision(0.300), delivered: decision(0.311)).differs)
        #expect(DeliveryCheck(file: decision(0.300), delivered: decision(nil)).differs)
    }
}
