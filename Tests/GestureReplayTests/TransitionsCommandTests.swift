import Foundation
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// `transitions` lists the presets and prints one as a spec that reads back; curves can be set on
/// the command line and are documented where a spec's curve is refused.
@Suite struct TransitionsCommandTests {
    static func cli() throws -> String { try TransitionSpecKeyTests.cli() }

    @Test func everyPresetIsListed() throws {
        let run = try CommandRunner.run(["transitions"], executable: try Self.cli())
        #expect(run.status == 0, "\(run.stderr)")
        let names = run.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(names == TransitionSpec.Preset.allCases.map(\.rawValue))
    }

    @Test("a preset printed as a spec reads back as that preset", arguments: TransitionSpec.Preset.allCases)
    func aPrintedPresetReadsBack(preset: TransitionSpec.Preset) throws {
        let run = try CommandRunner.run(["transitions", preset.rawValue], executable: try Self.cli())
        #expect(run.status == 0, "\(run.stderr)")
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("spec.json", run.stdout)
        let loaded = try TransitionLoader.load(path)
        let expected = TransitionSpec.preset(preset)
        #expect(loaded.curve == expected.curve)
        #expect(loaded.duration == expected.duration)
        #expect(loaded.layers == expected.layers)
        #expect(loaded.completionCurve == expected.completionCurve)
    }

    @Test func anUnknownPresetIsAUsageError() throws {
        let run = try CommandRunner.run(["transitions", "puhs"], executable: try Self.cli())
        #expect(run.status == 64)
        #expect(run.stderr.contains("did you mean 'push'?"), "\(run.stderr)")
    }

    @Test func theCompletionCurveIsSetFromTheCommandLine() throws {
        let recording = RepositoryPaths.recordings() + "/left-finish-slow.evemu"
        let run = try CommandRunner.run(
            ["replay", recording, "--completion-curve", #"{"cubicBezier":[0.2,0,0,1]}"#, "--states", "-"],
            executable: try Self.cli())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.split(separator: "\n").first?.contains(#""completionCurve":{"cubicBezier":[0.2,0,0,1]}"#) == true
        )
        let bad = try CommandRunner.run(
            ["replay", recording, "--completion-curve", "bouncy"], executable: try Self.cli())
        #expect(bad.status == 64)
    }

    @Test func anUnknownCurveNamesTheObjectForms() throws {
        let path = try TransitionSpecKeyTests.write(MalformedTransitionSpecTests.spec(["curve": #""bouncy""#]))
        #expect {
            try TransitionLoader.load(path)
        } throws: { error in
            let message = (error as? ReplayError)?.description ?? ""
            return message.contains(#"{"cubicBezier": [x1, y1, x2, y2]}"#) && message.contains(#"{"spring": "#)
        }
    }
}

/// `models` says which rules are the platform's and which the project's.
@Suite struct ModelOriginTests {
    @Test func uikitAndCupertinoSayWhereTheirRulesComeFrom() throws {
        let run = try CommandRunner.run(["models"], executable: try TransitionSpecKeyTests.cli())
        #expect(run.status == 0)
        let blocks = run.stdout.components(separatedBy: "\n\n")
        let uikit = try #require(blocks.first { $0.hasPrefix("uikit ") })
        #expect(
            uikit.contains("\n  project: decision: the classic custom-transition rule, finish at 50 % of the width"))
        #expect(uikit.contains("not the system's interactive pop"))
        #expect(uikit.contains("\n  project: velocity: the least-squares tracker"))
        #expect(uikit.contains("\n  project: edge zone 20 pt: UIKit documents none"))
        #expect(uikit.contains("\n  platform: first touch only"))
        let cupertino = try #require(blocks.first { $0.hasPrefix("cupertino ") })
        #expect(cupertino.contains("\n  project: slop 0 assumes the back gesture alone in the gesture arena"))
        #expect(cupertino.contains("kTouchSlop 18 px"))
    }
}
