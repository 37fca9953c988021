import Foundation
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// A transition spec says what it is or is refused: unknown keys, a missing file, a negative
/// completion speed and the trace header's curves.
@Suite struct TransitionSpecKeyTests {
    static func write(_ text: String) throws -> String {
        let path = TemporaryDirectory.path("spec.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func cli() throws -> String {
        try #require(CommandRunner.builtBinary, "gesture-replay was not built beside the tests")
    }

    @Test(
        "an unknown key is refused with its line and the key meant",
        arguments: [
            ("completionSpeeed", "3", "completionSpeed"), ("curv", #""linear""#, "curve"),
        ])
    func unknownTopLevelKey(key: String, value: String, meant: String) throws {
        let text = MalformedTransitionSpecTests.spec().dropLast() + ",\n\"\(key)\": \(value)}"
        let path = try Self.write(String(text))
        do {
            let spec = try TransitionLoader.load(path)
            Issue.record("accepted with completionSpeed \(spec.completionSpeed)")
        } catch {
            #expect(error.description.hasPrefix("\(path):2: expected a key of the spec"), "\(error)")
            #expect(error.description.contains("found `\(key)`; did you mean '\(meant)'?"), "\(error)")
        }
    }

    @Test func anUnknownKeyInALayerIsRefused() throws {
        let layer = MalformedTransitionSpecTests.layer.replacingOccurrences(
            of: #""width":10,"height":10}}"#, with: #""width":10,"height":10,"opacty":0}}"#)
        let path = try Self.write(MalformedTransitionSpecTests.spec(["layers": "[\(layer)]"]))
        #expect {
            try TransitionLoader.load(path)
        } throws: { error in
            let message = (error as? ReplayError)?.description ?? ""
            return message.hasPrefix("\(path):1: expected a key of layers[0].to") && message.contains("found `opacty`")
        }
    }

    @Test func anUnknownSpringParameterIsRefused() throws {
        let path = try Self.write(
            MalformedTransitionSpecTests.spec(["curve": #"{"spring":{"stiffness":100,"damping":10,"stifness":3}}"#]))
        #expect {
            try TransitionLoader.load(path)
        } throws: { error in
            ((error as? ReplayError)?.description ?? "").contains("found `stifness`; did you mean 'stiffness'?")
        }
    }

    @Test("a missing spec file is exit 66, in replay and in check before any case runs")
    func missingSpecFile() throws {
        let scratch = try TemporaryDirectory()
        let missing = scratch.file("nowhere.json")
        let recording = (RepositoryPaths.recordings() + "/left-cancel-short.evemu")
        let replay = try CommandRunner.run(["replay", recording, "--transition", missing], executable: try Self.cli())
        #expect(replay.status == 66, "\(replay.stderr)")
        #expect(replay.stderr == "gesture-replay: \(missing): no such transition spec file\n")
        let manifest = try scratch.write(
            "m.yml",
            """
            cases:
              - recording: \(recording)
                expect: cancelled
              - recording: \(recording)
                transition: nowhere.json
                expect: cancelled
            """)
        let check = try CommandRunner.run(["check", manifest], executable: try Self.cli())
        #expect(check.status == 66, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.isEmpty, "no case ran: \(check.stdout)")
        #expect(check.stderr.contains("\(manifest):5: expected `transition` to name a file, found no such file"))
    }

    @Test func aNegativeCompletionSpeedIsOutOfRangeNotMissing() throws {
        let run = try CommandRunner.run(
            ["replay", (RepositoryPaths.recordings() + "/left-cancel-short.evemu"), "--completion-speed", "-1"],
            executable: try Self.cli())
        #expect(run.status == 64)
        #expect(run.stderr.contains("--completion-speed must be above 0, not -1"), "\(run.stderr)")
        #expect(!run.stderr.contains("Missing value"))
    }

    @Test("the trace header's curve reads back as a spec's curve", arguments: ["halfwaySpring", "push"])
    func headerCurveReadsBack(preset: String) throws {
        let run = try CommandRunner.run(
            [
                "replay", (RepositoryPaths.recordings() + "/left-finish-slow.evemu"), "--transition", preset,
                "--states", "-",
            ],
            executable: try Self.cli())
        #expect(run.status == 0, "\(run.stderr)")
        let header = try #require(run.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any])
        let transition = try #require(object["transition"] as? [String: Any])
        let settle = try #require(object["settle"] as? [String: Any])
        let expected = TransitionSpec.preset(try #require(TransitionSpec.Preset(rawValue: preset)))
        var spec = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(expected)) as? [String: Any])
        spec["curve"] = transition["curve"]
        spec["completionCurve"] = settle["completionCurve"]
        let path = try Self.write(String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self))
        let loaded = try TransitionLoader.load(path)
        #expect(loaded.curve == expected.curve)
        #expect(loaded.completionCurve == expected.completionCurve)
    }
}
