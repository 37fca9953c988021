import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import GestureTestSupport
import Testing

@testable import GestureReports

/// The HTML report times the finger's path on the trace's clock, clock jumps included: after a
/// pause longer than ``GestureReplay/ReplayOptions/maximumInputGap`` the replay continues one frame
/// after the last event before it, and the path must too, or the path and the trace disagree.
@Suite struct HTMLReportClockJumpTests {
    /// Seconds between the two swipes: past the 60 s the engine takes as input lost.
    static let pause: Int64 = 120

    /// Two edge swipes, the second `pause` seconds after the first ends.
    static func recording(in folder: TemporaryDirectory) throws -> (path: String, events: [InputEvent]) {
        let device = SyntheticDevice.touchscreen
        let swipe = try SyntheticGesture().touchDown(x: 1, y: 50).move(to: 70, y: 50, duration: 0.5, rate: 120).lift()
        let first = swipe.events(for: device)
        let second = swipe.events(for: device, start: first.last!.time + Self.pause * 1_000_000)
        let path = folder.file("two-swipes-apart.evemu")
        try RecordingContents(description: device, events: first + second).writeEvemu(to: path)
        return (path, first + second)
    }

    @Test func thePathAfterALongPauseIsTimedAsTheTraceIs() throws {
        let folder = try TemporaryDirectory()
        let (path, events) = try Self.recording(in: folder)
        let options = ReplayOptions()
        let item = try HTMLReportCase(name: "apart", recording: try LoadedRecording(path: path), options: options)

        // Independently of the engine: the first event is time 0, and the events after the pause
        // are moved back by the pause less one frame period (1 / fps).
        let origin = events[0].time
        let resumes = try #require(events.indices.first { $0 > 0 && events[$0].time > events[$0 - 1].time + 1_000_000 })
        let skipped = events[resumes].time - events[resumes - 1].time - 1_000_000 / Int64(options.fps)
        let secondStart = Double(events[resumes].time - origin - skipped) / 1_000_000

        // The path: the first swipe's samples, its lift, then the second swipe from `secondStart`.
        let lift = try #require(item.path.firstIndex { !$0.down })
        let resumed = try #require(item.path.indices.contains(lift + 1) ? item.path[lift + 1] : nil)
        #expect(resumed.down)
        #expect(resumed.time.seconds == secondStart)

        // The trace: the second swipe's pan records lie within that swipe (0.5 s of moves, then the
        // lift a frame later), on the same clock as its path.
        var secondPan: [Double] = []
        _ = try LoadedRecording(path: path).replay(options: options) { record in
            if case .gesture(let change) = record, change.gesture == 2, let time = record.time {
                secondPan.append(time.seconds)
            }
        }
        #expect(!secondPan.isEmpty)
        let lastSample = try #require(item.path.last).time.seconds
        #expect(lastSample < secondStart + 0.6)
        #expect(secondPan.allSatisfy { $0 >= secondStart && $0 <= lastSample }, "\(secondPan), from \(secondStart) s")
    }
}
