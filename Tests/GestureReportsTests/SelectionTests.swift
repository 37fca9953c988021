import EvdevInput
import GestureReplay
import GestureTestSupport
import Testing

@testable import GestureReports

/// `--gesture` and `gesture:` select one gesture for every consumer of a replay: the HTML report,
/// robustness and fit replay a recording read whole, and must replay the same part of it as `replay`.
///
/// `left-two-swipes.evemu` (recordings/README.md): an edge swipe to 70 % that finishes under
/// uikit's 50 % rule, then 1 s later one to 20 % that cancels. Selected alone, each gesture is one
/// transition with its own outcome.
@Suite struct SelectionTests {
    static let path = RepositoryPaths.recordings() + "/left-two-swipes.evemu"

    static func options(gesture: Int) -> ReplayOptions {
        var options = ReplayOptions()
        options.selection = GestureSelection(gesture: gesture)
        return options
    }

    @Test func aRecordingReadWholeReplaysTheSelectedGestureOnly() throws {
        let recording = try LoadedRecording(path: Self.path)
        let whole = try recording.replay(options: ReplayOptions())
        #expect(whole.transitions.count == 2)
        for (gesture, outcome) in [(1, ReplaySummary.Outcome.finished), (2, .cancelled)] {
            let selected = try recording.replay(options: Self.options(gesture: gesture))
            #expect(selected.transitions.count == 1)
            #expect(selected.outcome == outcome)
            #expect(selected == (try Replay.run(path: Self.path, options: Self.options(gesture: gesture))))
        }
    }

    @Test func theHTMLReportShowsTheSelectedGestureOnly() throws {
        let recording = try LoadedRecording(path: Self.path)
        let report = try HTMLReportCase(name: "second", recording: recording, options: Self.options(gesture: 2))
        #expect(report.completions.count == 1)
        #expect(report.decisions.count == 1)
        // One contact, its samples timed from the selection's start as the trace is.
        #expect(Set(report.path.map(\.contact)).count == 1)
        #expect(report.path.first?.time == .zero)
        #expect(report.frames.allSatisfy { $0.transition == 1 })
    }

    @Test func robustnessJudgesTheSelectedGesture() throws {
        let recording = try LoadedRecording(path: Self.path)
        let report = try Robustness.run(recording, options: Self.options(gesture: 1), variants: 3)
        #expect(report.baseline.transitions.count == 1)
        #expect(report.baseline.outcome == .finished)
    }

    @Test func fitReadsTheSelectedGesturesOutcome() throws {
        let path = try FitTests.manifest(
            """
              - {recording: \(Self.path), gesture: 1, expect: finished}
              - {recording: \(Self.path), gesture: 2, expect: cancelled}
            """)
        let fit = try Fit.run(try CheckManifest(path: path).cases, parameters: [.threshold])
        #expect(fit.cases.map(\.current) == [OutcomeLabel([.finished]), OutcomeLabel([.cancelled])])
        #expect(fit.currentErrors.total == 0)
    }

    /// A selection that matches nothing is bad data, not an empty pass: `left-finish-slow.evemu` is
    /// one swipe whose finger lifts 0.900 s after its first event (recordings/README.md), so gesture
    /// 99 names none, in `replay` and in a manifest case that expects `none`.
    @Test func aSelectionThatMatchesNothingIsAnError() throws {
        let single = RepositoryPaths.recordings() + "/left-finish-slow.evemu"
        let replay = try CommandRunner.run(["replay", single, "--gesture", "99"])
        #expect(replay.status == 65)
        #expect(replay.stderr.contains("expected gesture 99 to select a gesture, found none"))
        #expect(replay.stderr.contains("the recording has 1 gesture in 0.900 s"))
        let manifest = try FitTests.manifest(
            """
              - {recording: \(single), gesture: 99, expect: none}
            """)
        let check = try CommandRunner.run(["check", manifest])
        #expect(check.status == 1)
        #expect(check.stdout.contains("0 passed, 1 failed"))
    }
}
