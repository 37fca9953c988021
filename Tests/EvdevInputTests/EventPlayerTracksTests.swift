import EvdevInput
import GestureTestSupport
import Testing

/// Several devices on one timeline, as a libinput record file with several devices is played: frames
/// in the order of their recorded times, every deadline from one origin, every device released.
@Suite struct EventPlayerTracksTests {
    /// Mouse button presses and releases at `times` (µs), alternating.
    static func clicks(at times: [Int64]) -> PlaybackScript {
        var script = EventScript()
        for (index, time) in times.enumerated() {
            script.frame(at: time, [(.key, EventCode.btnLeft, index.isMultiple(of: 2) ? 1 : 0)])
        }
        return PlaybackScript(events: script.events)
    }

    struct Setup {
        let clock: FakePlaybackClock
        let screen: CollectingSink
        let mouse: CollectingSink
        let player: EventPlayer
    }

    /// A touchscreen swipe (frames every 10 ms from 1 µs) and a mouse's clicks on one player.
    static func setup(swipeMoves: Int, clicks: [Int64], mouseLatency: Int64 = 0) -> Setup {
        let clock = FakePlaybackClock(oversleep: 0)
        let screen = CollectingSink(clock: clock, node: "/dev/input/event20")
        let mouse = CollectingSink(clock: clock, node: "/dev/input/event21")
        let player = EventPlayer(
            tracks: [
                PlaybackTrack(
                    script: EventPlayerTests.swipe(moves: swipeMoves), description: TestDevices.touchscreen,
                    sink: screen, readBack: KernelReadBack(sink: screen)),
                PlaybackTrack(
                    script: Self.clicks(at: clicks), description: TestDevices.mouse, sink: mouse,
                    readBack: KernelReadBack(sink: mouse, latency: mouseLatency)),
            ], clock: clock)
        return Setup(clock: clock, screen: screen, mouse: mouse, player: player)
    }

    @Test("frames of two devices go out in recorded order, each due at origin + (t − t₀) from one origin")
    func interleaved() {
        // Swipe frames at 1, 10 001, …, 60 001 µs; clicks at 5 001, 25 001 and 60 001 µs (a tie).
        let run = Self.setup(swipeMoves: 5, clicks: [5_001, 25_001, 60_001])
        let reports = run.player.play { false }
        #expect(reports.map(\.end) == [.finished, .finished])
        #expect(reports.map(\.frames) == [7, 3])
        #expect(reports.map(\.node) == ["/dev/input/event20", "/dev/input/event21"])
        let origin = run.screen.writes[0].dueTime * 1000
        var merged: [(recorded: Int64, device: String, write: CollectingSink.Write)] = []
        for (index, write) in run.screen.writes.enumerated() {
            merged.append((1 + Int64(index) * 10_000, "screen", write))
        }
        // The mouse's third click presses the button again: the play ends by releasing it.
        #expect(run.mouse.writes.count == 4)
        #expect(reports[1].releaseEvents == 2)
        for (index, write) in run.mouse.writes.prefix(3).enumerated() {
            merged.append(([5_001, 25_001, 60_001][index], "mouse", write))
        }
        for entry in merged {
            let due = origin + (entry.recorded - 1) * 1000
            #expect(entry.write.at >= due && entry.write.at < due + 10_000, "\(entry.device) at \(entry.recorded) µs")
        }
        // In write order: by recorded time, the screen first on the tie at 60 001 µs.
        let order = merged.sorted { $0.write.at < $1.write.at || ($0.write.at == $1.write.at && $0.device == "screen") }
        #expect(order.map(\.recorded) == order.map(\.recorded).sorted())
        let tie = order.filter { $0.recorded == 60_001 }.map(\.device)
        #expect(tie == ["screen", "mouse"])
    }

    @Test("a stop mid-play stops both devices and releases what each holds, each in its own frame")
    func stopReleasesEveryDevice() {
        let run = Self.setup(swipeMoves: 10, clicks: [5_001, 45_001])
        var stopNow = false
        // After the mouse's press (its first write) and the swipe's frame at 20 ms.
        run.screen.afterWrite = { index in if index == 2 { stopNow = true } }
        let reports = run.player.play { stopNow }
        #expect(reports[0].end == .stopped(beforeFrame: 3))
        #expect(reports[1].end == .stopped(beforeFrame: 1))
        // The screen lifts both fingers and BTN_TOUCH; the mouse lets go of BTN_LEFT.
        #expect(reports.map(\.releaseEvents) == [6, 2])
        let mouseRelease = run.mouse.writes.last?.events.map { [Int($0.type.rawValue), Int($0.code), Int($0.value)] }
        #expect(
            mouseRelease == [
                [Int(EventType.key.rawValue), Int(EventCode.btnLeft), 0],
                [Int(EventType.syn.rawValue), Int(EventCode.synReport), 0],
            ])
    }

    @Test("a failed write on one device ends the play: the other is stopped there, and both are released")
    func writeFailureStopsTheOther() {
        let run = Self.setup(swipeMoves: 10, clicks: [5_001, 45_001])
        run.mouse.failingWrite = 3  // its first frame, after the three warm-up writes
        let reports = run.player.play { false }
        #expect(reports[1].end == .writeFailed(.write(path: "/dev/input/event21", Errno(rawValue: 5))))
        #expect(reports[0].end == .stopped(beforeFrame: 1))
        #expect(reports[0].releaseEvents == 6)
        #expect(reports[1].releaseEvents == 0)
    }

    @Test("every device's delivery error counts from the play's first frame, so a late device shows late")
    func timingAcrossDevices() throws {
        // The mouse's frames arrive 3 ms after they are written; the screen's at once.
        let run = Self.setup(swipeMoves: 5, clicks: [5_001, 25_001], mouseLatency: 3_000)
        let reports = run.player.play { false }
        let screen = try #require(reports[0].timing)
        let mouse = try #require(reports[1].timing)
        #expect(screen.maxMicroseconds < 20)
        // Counted from its own first frame, the mouse would show 0 ms.
        #expect(mouse.p50Microseconds >= 2_990 && mouse.p50Microseconds <= 3_020)
        #expect(mouse.lastMicroseconds >= 2_990 && mouse.lastMicroseconds <= 3_020)
    }

    @Test("a device without frames is made, played nothing and reported with no timing")
    func emptyTrack() {
        let run = Self.setup(swipeMoves: 2, clicks: [])
        let reports = run.player.play { false }
        #expect(reports.map(\.frames) == [4, 0])
        #expect(reports[1].end == .finished)
        #expect(reports[1].timing == nil)
        #expect(run.mouse.writes.isEmpty)
    }
}
