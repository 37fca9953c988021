import EvdevInput
import GestureTestSupport
import Testing

/// The player's loop on a fake clock: deadlines from one origin, whole frames, release at every end,
/// the report from what was read back.
@Suite struct EventPlayerTests {
    /// A two-finger touchscreen swipe: down, `moves` moves 10 ms apart, up; first frame at 1 µs.
    static func swipe(moves: Int) -> PlaybackScript {
        var script = EventScript()
        script.frame(
            at: 1,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 1),
                (.abs, EventCode.absMTPositionX, 10),
                (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTTrackingID, 2),
                (.abs, EventCode.absMTPositionX, 20),
                (.key, EventCode.btnTouch, 1),
            ])
        for step in 1...moves {
            script.frame(
                at: 1 + Int64(step) * 10_000,
                [
                    (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTPositionX, 10 + Int32(step)),
                    (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTPositionX, 20 + Int32(step)),
                ])
        }
        script.frame(
            at: 1 + Int64(moves + 1) * 10_000,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, -1), (.abs, EventCode.absMTSlot, 1),
                (.abs, EventCode.absMTTrackingID, -1), (.key, EventCode.btnTouch, 0),
            ])
        return PlaybackScript(events: script.events)
    }

    struct Setup {
        let clock: FakePlaybackClock
        let sink: CollectingSink
        let player: EventPlayer

        /// Plays the one device, returning its report.
        func play(_ stopRequested: () -> Bool) -> PlaybackReport { player.play(stopRequested: stopRequested)[0] }
    }

    static func setup(
        _ script: PlaybackScript, oversleep: Int64 = 0, speed: Double = 1, delay: Int64 = 0, latency: Int64 = 0
    ) -> Setup {
        let clock = FakePlaybackClock(oversleep: oversleep)
        let sink = CollectingSink(clock: clock)
        let player = EventPlayer(
            script: script, description: TestDevices.touchscreen, sink: sink,
            readBack: KernelReadBack(sink: sink, latency: latency), clock: clock, speed: speed, delay: delay)
        return Setup(clock: clock, sink: sink, player: player)
    }

    @Test("every frame is written whole, at or just after origin + (t_i − t_0), however late each sleep wakes")
    func deadlines() {
        let script = Self.swipe(moves: 300)
        // Each sleep wakes 150 µs past its deadline, inside the 200 µs margin: nothing may add up.
        let run = Self.setup(script, oversleep: 150_000)
        let start = run.clock.time
        let report = run.play { false }
        // The origin is when the play starts, after its warm-up writes: a few clock readings later.
        let origin = run.sink.writes[0].dueTime * 1000
        #expect(origin >= start && origin < start + 10_000)
        #expect(report.end == .finished)
        #expect(run.sink.writes.count == script.frameCount)
        for (index, write) in run.sink.writes.enumerated() {
            let due = origin + (script.time(ofFrame: index) - 1) * 1000
            #expect(write.events == Array(script.frame(index)))
            #expect(write.at >= due && write.at < due + 10_000, "frame \(index) at \(write.at - due) ns from due")
            #expect(write.dueTime == due / 1000)
        }
        // The sleeps aim at absolute times 200 µs before each deadline (bounded by 20 ms slices).
        let firstMove = origin + 10_000_000
        #expect(run.clock.sleeps.contains(firstMove - 200_000))
    }

    @Test("sleeps that wake 3 ms late raise the polling stretch, so frames after the first are on time")
    func lateWakes() {
        let script = Self.swipe(moves: 50)
        let run = Self.setup(script, oversleep: 3_000_000)
        _ = run.play { false }
        let origin = run.sink.writes[0].dueTime * 1000
        for (index, write) in run.sink.writes.enumerated().dropFirst(2) {
            let due = origin + (script.time(ofFrame: index) - 1) * 1000
            #expect(write.at >= due && write.at < due + 10_000, "frame \(index) at \(write.at - due) ns from due")
        }
        // Without the growing margin every frame would be 2.8 ms late: the first one waited for is
        // (the frame at the origin is due at once).
        let late = run.sink.writes[1].at - (origin + 10_000_000)
        #expect(late >= 2_800_000 && late < 2_810_000)
    }

    @Test("after a 35 ms stall the frames catch up at twice the pace, never in a burst, then keep the schedule")
    func catchUp() {
        let script = Self.swipe(moves: 20)
        let run = Self.setup(script)
        run.sink.afterWrite = { index in if index == 3 { run.clock.time += 35_000_000 } }
        _ = run.play { false }
        let origin = run.sink.writes[0].dueTime * 1000
        let times = run.sink.writes.map(\.at)
        // Recorded 10 ms apart: no two writes closer than 5 ms.
        for index in 1..<times.count { #expect(times[index] - times[index - 1] >= 5_000_000) }
        // The stall ends at 65 ms: frame 4 goes 5 ms later (30 ms late), each later frame gains 5 ms,
        // so frame 10 is back on time.
        #expect(times[4] - (origin + 40_000_000) >= 30_000_000)
        #expect(times[9] - (origin + 90_000_000) >= 5_000_000)
        for index in 10..<times.count {
            let due = origin + Int64(index) * 10_000_000
            #expect(times[index] >= due && times[index] < due + 10_000, "frame \(index) \(times[index] - due) ns off")
        }
    }

    @Test("speed 2 halves every interval; delay moves the origin")
    func speedAndDelay() {
        let script = Self.swipe(moves: 4)
        let run = Self.setup(script, speed: 2, delay: 250_000)
        let start = run.clock.time
        _ = run.play { false }
        let times = run.sink.writes.map(\.at)
        #expect(times[0] >= start + 250_000_000 && times[0] < start + 250_010_000)
        for index in 1..<times.count {
            let interval = times[index] - times[0]
            let expected = Int64(index) * 5_000_000
            #expect(interval >= expected - 10_000 && interval <= expected + 10_000)
        }
    }

    @Test("a stop request mid-swipe ends the play and lifts both fingers and BTN_TOUCH in one frame")
    func stop() {
        let script = Self.swipe(moves: 20)
        let run = Self.setup(script)
        var stopNow = false
        run.sink.afterWrite = { index in if index == 5 { stopNow = true } }
        let report = run.play { stopNow }
        #expect(report.end == .stopped(beforeFrame: 6))
        #expect(report.frames == 6)
        let last = run.sink.writes.last?.events.map { [Int($0.type.rawValue), Int($0.code), Int($0.value)] }
        #expect(
            last == [
                [Int(EventType.abs.rawValue), Int(EventCode.absMTSlot), 0],
                [Int(EventType.abs.rawValue), Int(EventCode.absMTTrackingID), -1],
                [Int(EventType.abs.rawValue), Int(EventCode.absMTSlot), 1],
                [Int(EventType.abs.rawValue), Int(EventCode.absMTTrackingID), -1],
                [Int(EventType.key.rawValue), Int(EventCode.btnTouch), 0],
                [Int(EventType.syn.rawValue), Int(EventCode.synReport), 0],
            ])
        #expect(report.releaseEvents == 6)
    }

    @Test("a stop request during --delay writes nothing at all")
    func stopBeforeFirst() {
        let run = Self.setup(Self.swipe(moves: 3), delay: 5_000_000)
        var asked = 0
        let report = run.play {
            asked += 1
            return asked > 3
        }
        #expect(report.end == .stopped(beforeFrame: 0))
        #expect(run.sink.writes.isEmpty)
        #expect(report.timing == nil)
    }

    @Test("a failed write ends the play and what is held is still released")
    func writeFails() {
        let run = Self.setup(Self.swipe(moves: 10))
        run.sink.failingWrite = 3 + 3  // after the three warm-up writes
        let report = run.play { false }
        #expect(report.end == .writeFailed(.write(path: "/dev/input/event99", Errno(rawValue: 5))))
        #expect(report.frames == 3)
        #expect(run.sink.writes.count == 4)
        #expect(run.sink.writes.last?.events.last?.code == EventCode.synReport)
        #expect(report.releaseEvents == 6)
    }

    @Test("three empty frames (which the kernel passes to no reader) go before the first")
    func warmUp() {
        let run = Self.setup(Self.swipe(moves: 2))
        _ = run.play { false }
        #expect(run.sink.all.prefix(3).map(\.events) == Array(repeating: [PlaybackScriptTests.report(0)], count: 3))
        #expect(run.sink.all.count == 3 + 4)
    }

    @Test("a play that ends by itself has nothing left to release")
    func endsNeutral() {
        let run = Self.setup(Self.swipe(moves: 2))
        let report = run.play { false }
        #expect(report.releaseEvents == 0)
        #expect(run.sink.writes.count == 4)
    }

    @Test("the report's timing is that of the kernel times read back, empty frames left out")
    func report() throws {
        var events = Self.swipe(moves: 3).events
        // An empty frame (a lone SYN_REPORT) at 15 ms: written, dropped by the "kernel".
        events.insert(InputEvent(time: 15_001, type: .syn, code: EventCode.synReport, value: 0), at: 12)
        let script = PlaybackScript(events: events)
        let run = Self.setup(script, latency: 40)
        let report = run.play { false }
        #expect(report.frames == script.frameCount)
        #expect(report.events == script.events.count)
        let timing = try #require(report.timing)
        #expect(timing.frames == script.frameCount - 1)
        // Independently: each delivered frame's error from the writes' clock times.
        let delivered = run.sink.writes.enumerated().filter { $0.element.events.count > 1 }
        let first = delivered[0]
        let errors = delivered.map { index, write in
            Double(write.at / 1000 - first.element.at / 1000)
                - Double(script.time(ofFrame: index) - script.time(ofFrame: first.offset))
        }
        #expect(timing.maxMicroseconds == Int64(errors.map { abs($0) }.max()!.rounded()))
        #expect(timing.lastMicroseconds == Int64(errors.last!.rounded()))
        #expect(report.node == "/dev/input/event99")
        #expect(report.name == "screen")
    }
}
