import Foundation
import GestureTestSupport
import Testing

/// Manifests are checked whole before any case runs (issue 15, item 6): each mistake is one
/// `MANIFEST:LINE: expected …, found …` line, exit 65 (66 for a missing recording), no case output.
@Suite(.serialized) struct ManifestValidationTests {
    /// A manifest whose second case has `field` (one line, at line 6), beside a valid first case.
    static func manifest(_ field: String, recording: String = "left-finish-slow.evemu") throws -> String {
        let recordings = RepositoryPaths.recordings()
        return try CheckCommandTests.temporary(
            "m.yml",
            """
            cases:
              - recording: \(recordings)/left-finish-slow.evemu
                expect: finished
              - recording: \(recordings)/\(recording)
                expect: finished
                \(field)
            """)
    }

    static func check(_ field: String, recording: String = "left-finish-slow.evemu") throws -> CommandRunner.Result {
        try CommandRunner.run(["check", try manifest(field, recording: recording)])
    }

    @Test(
        "a value that can never be met is exit 65 naming the line",
        arguments: [
            (
                "releasePercent: {min: 3, max: 6}",
                "expected `releasePercent` min to be a fraction from 0 to 1, found 3.0"
            ),
            ("releasePercent: {min: 0.8, max: 0.2}", "expected `releasePercent` min ≤ max, found min 0.8 > max 0.2"),
            ("releasePercent: [-0.1, 0.5]", "expected `releasePercent` min to be a fraction from 0 to 1, found -0.1"),
            ("completedAt: {min: 2, max: 1}", "expected `completedAt` min ≤ max, found min 2.0 > max 1.0"),
            ("rule: treshold", "found `treshold`; did you mean 'threshold'?"),
            ("gesture: 0", "expected `gesture` to be a whole number, 1 or more, found `0`"),
            (
                "direction: rigth",
                "expected `direction` to be one of left, right, up, down, found `rigth`; did you mean 'right'?"
            ),
            ("accelProfile: flta", "found `flta`; did you mean 'flat'?"),
            ("libinput: 1.23", "expected `libinput` to be one of 1.29, 1.28, 1.22, found `1.23`"),
            ("tapping: maybe", "expected `tapping` to be true or false, found `maybe`"),
            ("speed: 2", "expected `speed` to be a number from -1 to 1, found `2`"),
            ("fingers: 2.5", "expected `fingers` to be a whole number, 1 or more, found `2.5`"),
            ("baseDistance: 0", "expected `baseDistance` to be a positive number of libinput units, found `0`"),
            ("velocityTreshold: 0.6", "found `velocityTreshold`; did you mean 'velocityThreshold'?"),
        ])
    func impossibleValues(field: String, message: String) throws {
        let result = try Self.check(field)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty, "no case may run: \(result.stdout)")
        #expect(result.stderr.contains(":6: expected"))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("a missing recording is exit 66 before any case runs")
    func missingRecording() throws {
        let result = try Self.check("rule: threshold", recording: "no-such.evemu")
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(":4: expected `recording` to name a file, found no such file"))
    }

    @Test("model names are case-insensitive; a misspelt one gets a did-you-mean")
    func modelNames() throws {
        let upper = try Self.check("model: UIKit")
        #expect(upper.status == 0, "\(upper.stderr)")
        let wrong = try Self.check("model: adwaitta")
        #expect(wrong.status == 65)
        #expect(wrong.stderr.contains("found `adwaitta`; did you mean 'adwaita'?"))
    }

    @Test("unknown model and transition on the command line are both usage errors (64) with a did-you-mean")
    func unknownNamesAreUsageErrors() throws {
        let model = try CommandRunner.run(["replay", "recordings/left-flick-30.evemu", "--model", "uikti"])
        #expect(model.status == 64)
        #expect(model.stderr.contains("did you mean 'uikit'?"))
        let transition = try CommandRunner.run(["replay", "recordings/left-flick-30.evemu", "--transition", "pusj"])
        #expect(transition.status == 64)
        #expect(transition.stderr.contains("did you mean 'push'?"))
        let upper = try CommandRunner.run(["replay", "recordings/left-flick-30.evemu", "--model", "Cupertino"])
        #expect(upper.status == 0)
    }

    @Test("gesture: N replays only that gesture")
    func gestureKey() throws {
        // left-two-swipes.evemu: the first swipe finishes (released at 70 %), the second cancels (20 %).
        let result = try Self.check("gesture: 2\n    rule: threshold", recording: "left-two-swipes.evemu")
        #expect(result.status == 1)
        #expect(result.stdout.contains("expected finished, got cancelled"))
    }

    @Test("--states does not replace an existing file without --force")
    func statesNeedsForce() throws {
        let path = try CheckCommandTests.temporary("trace.jsonl", "keep me\n")
        let refused = try CommandRunner.run(["replay", "recordings/left-flick-30.evemu", "--states", path])
        #expect(refused.status == 74)
        #expect(refused.stderr.contains("use --force"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
        let forced = try CommandRunner.run(["replay", "recordings/left-flick-30.evemu", "--states", path, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\"type\":\"header\""))
    }
}

/// The JUnit report as Jenkins reads it (issue 15, item 8).
@Suite(.serialized) struct JUnitForJenkinsTests {
    @Test("classname per manifest and recording, a file attribute, <error> for a case that could not run")
    func jenkinsShape() throws {
        let recordings = RepositoryPaths.recordings()
        // A transition spec file that exists but is not JSON: the case cannot run (an error, not a failure).
        let spec = try CheckCommandTests.temporary("broken.json", "not json")
        let manifest = try CheckCommandTests.temporary(
            "my.checks.yml",
            """
            cases:
              - recording: \(recordings)/left-finish-slow.evemu
                expect: finished
              - recording: \(recordings)/left-flick-30.evemu
                expect: finished
              - recording: \(recordings)/left-finish-slow.evemu
                transition: \(spec)
                expect: finished
            """)
        let report = (manifest as NSString).deletingLastPathComponent + "/report.xml"
        let result = try CommandRunner.run(["check", manifest, "--junit", report])
        #expect(result.status == 1)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains("classname=\"my_checks.left-finish-slow\""))
        #expect(xml.contains("classname=\"my_checks.left-flick-30\""))
        #expect(xml.contains("file=\"\(recordings)/left-flick-30.evemu\""))
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(xml.components(separatedBy: "<error ").count - 1 == 1)
        #expect(xml.contains("failures=\"1\" errors=\"1\""))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
    }

    /// Three mistakes in three cases are three lines in one run, in file order, with a did-you-mean
    /// for misspelt values as for keys (`finish` → `finished`; `libadwaita` names `adwaita`).
    @Test func everyMistakeIsOneLineInOneRun() throws {
        let recording = RepositoryPaths.recordings() + "/left-finish-slow.evemu"
        let path = try CheckCommandTests.temporary(
            "three.yml",
            """
            cases:
              - {recording: \(recording), expect: finish}
              - {recording: \(recording), model: libadwaita, expect: finished}
              - {recording: \(recording), treshold: 0.4, expect: finished}
            """)
        let result = try CommandRunner.run(["check", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stderr)")
        #expect(
            lines.count == 3 && lines[0].contains("three.yml:2: ") && lines[0].hasSuffix("did you mean 'finished'?"))
        #expect(lines.count == 3 && lines[1].contains("three.yml:3: ") && lines[1].hasSuffix("did you mean 'adwaita'?"))
        #expect(
            lines.count == 3 && lines[2].contains("three.yml:4: ") && lines[2].hasSuffix("did you mean 'threshold'?"))
    }
}
