import Foundation
import GestureTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `check` with an `app:` section, end to end, with a stand-in app runner (`GESTURE_REPLAY_APP_RUNNER`)
/// that answers with fixed reactions: the app's reaction beside the model's in the line, the failure
/// when they disagree, `--json`, JUnit, and the runner's exit statuses passed on.
@Suite(.serialized) struct CheckAppCommandTests {
    /// A manifest with an app and two of the repository's drags the UIKit model finishes
    /// (left-finish-slow, 70 % held) and cancels (left-cancel-short, 30 % held), and a runner that
    /// answers `lines` (one JSON object a case) with exit `status`, copying its request beside them.
    static func setUp(lines: [String], status: Int32 = 0, began: Bool = false) throws -> (TemporaryDirectory, String) {
        let scratch = try TemporaryDirectory()
        let recordings = RepositoryPaths.recordings()
        let manifest = try scratch.write(
            "m.yml",
            """
            app:
              command: ./app
              files: [m.yml]
              finished: {shows: Inbox}
            \(began ? "  began: {output: began}\n" : "")cases:
              - recording: \(recordings)/left-finish-slow.evemu
                expect: finished
              - recording: \(recordings)/left-cancel-short.evemu
                expect: cancelled

            """)
        let answers = try scratch.write("answers.jsonl", lines.map { $0 + "\n" }.joined())
        let runner = try scratch.write(
            "runner",
            "#!/bin/sh\ncp \"$1\" \"$2/seen-request.json\"\ncp \(answers) \"$2/results.jsonl\"\nexit \(status)\n")
        chmod(runner, 0o755)
        setenv("GESTURE_REPLAY_APP_RUNNER", runner, 1)
        return (scratch, manifest)
    }

    @Test func agreeingReactionsPassAndSitBesideTheModel() throws {
        let (scratch, manifest) = try Self.setUp(lines: [
            #"{"index": 0, "reaction": "finished", "finished": true, "finishedBefore": false, "screenshot": "shots/case-0.png", "seconds": 12.5}"#,
            #"{"index": 1, "reaction": "stayed", "finished": false, "finishedBefore": false, "seconds": 11.0}"#,
        ])
        let json = scratch.file("out.jsonl")
        let run = try CommandRunner.run([
            "check", manifest, "--app", "vm", "--app-dir", scratch.file("app"), "--json", json,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("PASS ") && lines[0].hasSuffix("; app: finished"))
        #expect(lines[1].hasPrefix("PASS ") && lines[1].hasSuffix("; app: stayed"))
        // The request names the app, this binary as the player and the recordings as absolute paths.
        let request = try #require(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: scratch.file("app/seen-request.json"))))
                as? [String: Any])
        #expect(request["mode"] as? String == "vm")
        #expect(request["command"] as? String == "./app")
        #expect((request["finished"] as? [String: String]) == ["shows": "Inbox"])
        let cases = try #require(request["cases"] as? [[String: Any]])
        #expect(
            cases.count == 2
                && (cases[1]["recording"] as? String)?.hasSuffix("/recordings/left-cancel-short.evemu") == true)
        // --json: the model's outcome and the app's reaction, the screenshot under --app-dir.
        let objects = try String(contentsOfFile: json, encoding: .utf8).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 2)
        let model = try #require(objects[0]["model"] as? [String: Any])
        let app = try #require(objects[0]["app"] as? [String: Any])
        #expect(model["outcome"] as? String == "finished")
        #expect(app["reaction"] as? String == "finished")
        #expect(app["screenshot"] as? String == scratch.file("app") + "/shots/case-0.png")
        #expect((objects[1]["app"] as? [String: Any])?["reaction"] as? String == "stayed")
    }

    @Test func aDisagreementFailsAndSaysBoth() throws {
        let (scratch, manifest) = try Self.setUp(
            lines: [
                #"{"index": 0, "reaction": "none", "finished": false, "began": false, "finishedBefore": false}"#,
                #"{"index": 1, "reaction": "cancelled", "finished": false, "began": true, "finishedBefore": false}"#,
            ], began: true)
        let junit = scratch.file("junit.xml")
        let run = try CommandRunner.run([
            "check", manifest, "--app", "vm", "--app-dir", scratch.file("app"), "--junit", junit,
        ])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("FAIL "))
        #expect(lines[0].contains("the app none, the model finished"))
        #expect(lines[0].contains("expected finished from the app, got none"))
        #expect(lines[1].hasPrefix("PASS ") && lines[1].contains("app: cancelled"))
        #expect(lines.last == "1 passed, 1 failed")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<property name=\"model.outcome\" value=\"finished\"/>"))
        #expect(xml.contains("<property name=\"app.reaction\" value=\"none\"/>"))
    }

    @Test func aFinishedThatHeldBeforeTheGestureAndAnErrorFailTheCase() throws {
        let (scratch, manifest) = try Self.setUp(lines: [
            #"{"index": 0, "reaction": "finished", "finished": true, "finishedBefore": true}"#,
            #"{"index": 1, "reaction": "error", "error": "`ready` (shows \"x\") never held within 180 s"}"#,
        ])
        let run = try CommandRunner.run(["check", manifest, "--app", "vm", "--app-dir", scratch.file("app")])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("FAIL ") && lines[0].contains("already held before the gesture"))
        #expect(lines[1].hasPrefix("FAIL ") && lines[1].contains("the app could not be played: `ready`"))
    }

    @Test func theRunnersExitStatusesArePassedOn() throws {
        for (status, expected) in [(Int32(69), Int32(69)), (65, 65), (3, 70)] {
            let (scratch, manifest) = try Self.setUp(lines: [], status: status)
            let run = try CommandRunner.run(["check", manifest, "--app", "vm", "--app-dir", scratch.file("app")])
            #expect(run.status == expected, "runner exit \(status)")
            #expect(run.stdout.isEmpty)
        }
        // --app off runs the model alone, without the runner.
        let (kept, manifest) = try Self.setUp(lines: [], status: 69)
        let off = try CommandRunner.run(["check", manifest, "--app", "off"])
        #expect(off.status == 0)
        #expect(!off.stdout.contains("app:"))
        _ = kept
    }
}
