import EvdevInput
import Foundation
import GestureInteraction
import GestureReplay
import GestureTestSupport
import Testing

/// Golden state traces beside their recordings: the exact bytes `replay --states` writes.
///
/// Re-record on purpose with `GESTURE_REPLAY_RECORD=1 swift test --filter GoldenTraceTests` and
/// review the diff; a recording run always fails.
@Suite struct GoldenTraceTests {
    static let cases: [(recording: String, model: String)] = [
        ("navigation-push-push-back-back.evemu", "uikit"),
        ("left-finish-slow.evemu", "uikit"),
        ("left-flick-30.evemu", "cupertino"),
        ("left-two-swipes.evemu", "uikit"),
        ("mouse-drag-finish.evemu", "uikit"),
    ]

    static func trace(_ recording: String, model: String) throws -> String {
        var options = ReplayOptions()
        options.model = try #require(FeelModel.named(model))
        if recording.hasPrefix("navigation-") { options.initialState = NavigationState(stack: 1) }
        var bytes: [UInt8] = []
        var writer = StateTraceWriter { bytes += $0 }
        // The path in the header is the one a user types from the repository root. The file is read
        // by its full path and replayed under that name: the working directory, which parallel
        // cases share, is never changed.
        let file = try Recording.open(RepositoryPaths.recordings() + "/" + recording)
        var events: [InputEvent] = []
        while let event = try file.next() { events.append(event) }
        let reader = EventArrayReader(
            events, description: file.description, path: "recordings/" + recording, format: file.format,
            warnings: file.warnings)
        _ = try Replay.run(reader: reader, options: options, onWarning: nil) { writer.write($0) }
        writer.flush()
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: cases.map { "\($0.recording)|\($0.model)" })
    func traceMatchesTheGoldenFile(_ key: String) throws {
        let parts = key.split(separator: "|").map(String.init)
        let recording = parts[0]
        let model = parts[1]
        let golden =
            RepositoryPaths.recordings() + "/"
            + recording.replacingOccurrences(of: ".evemu", with: ".\(model).expected.jsonl")
        let actual = try Self.trace(recording, model: model)
        if RepositoryPaths.recordMode {
            try actual.write(toFile: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden); review the diff and run again without GESTURE_REPLAY_RECORD")
            return
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = zip(actualLines, expectedLines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record(
                "line \(first.offset + 1) differs:\n  expected \(first.element.1)\n  actual   \(first.element.0)")
        }
        #expect(actualLines.count == expectedLines.count)
    }
}
