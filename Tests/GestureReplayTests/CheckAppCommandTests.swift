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
    static func setUp(
        lines: [String], status: Int32 = 0, began: Bool = false, compositor: String = "sway"
    ) throws -> (TemporaryDirectory, String) {
        let scratch = try TemporaryDirectory()
        let recordings = RepositoryPaths.recordings()
        let manifest = try scratch.write(
            "m.yml",
            """
            app:
              command: ./app
              files: [m.yml]
              finished: {shows: Inbox}
              compositor: \(compositor)
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

    /// The player's report and the release screenshot as the runner writes them (`play --json`'s timing and
    /// `--model` check, session.py's `releaseScreenshot`): a late delivery that changed the model's
    /// decision is said in the line beside the disagreement it explains, and every report carries both.
    @Test func theDeliveryAndTheReleaseScreenshotReachEveryReport() throws {
        let late =
            #""play": {"device": {"node": "/dev/input/event5", "name": "x"}, "frames": 40, "timing": {"p50Microseconds": 1200, "p99Microseconds": 880000, "maxMicroseconds": 931250, "lastMicroseconds": 0}, "model": {"name": "uikit", "file": {"outcome": "finished", "releasePercent": 0.7}, "delivered": {"outcome": "cancelled", "releasePercent": 0.4}, "differs": true}}"#
        let onTime =
            #""play": {"timing": {"p50Microseconds": 90, "p99Microseconds": 400, "maxMicroseconds": 450, "lastMicroseconds": 10}, "model": {"name": "uikit", "file": {"outcome": "cancelled", "releasePercent": 0.3}, "delivered": {"outcome": "cancelled", "releasePercent": 0.3}, "differs": false}}"#
        let (scratch, manifest) = try Self.setUp(lines: [
            #"{"index": 0, "reaction": "stayed", "finished": false, "finishedBefore": false, "releaseScreenshot": "shots/case-0-release.png", "releaseShotSeconds": 0.25, "#
                + late + "}",
            #"{"index": 1, "reaction": "stayed", "finished": false, "finishedBefore": false, "#
                + onTime + "}",
        ])
        let json = scratch.file("out.jsonl")
        let junit = scratch.file("junit.xml")
        let html = scratch.file("report.html")
        // The release screenshot the runner would have left (any bytes: the report embeds them as they are).
        try FileManager.default.createDirectory(atPath: scratch.file("app/shots"), withIntermediateDirectories: true)
        _ = try scratch.write("app/shots/case-0-release.png", "not really a PNG")
        let run = try CommandRunner.run([
            "check", manifest, "--app", "vm", "--app-dir", scratch.file("app"), "--json", json, "--junit", junit,
            "--html", html,
        ])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // 931 250 µs is 931.3 ms to one decimal (half away from zero: 931.25 → 931.3).
        let change =
            "the play's delivery changed uikit's decision at its default settings (cancelled instead of finished; "
            + "frames up to 931.3 ms late)"
        #expect(lines[0].hasPrefix("FAIL ") && lines[0].contains("the app stayed, the model finished; " + change))
        #expect(lines[0].components(separatedBy: change).count == 2, "said once: \(lines[0])")
        #expect(lines[1].hasPrefix("PASS ") && lines[1].hasSuffix("; app: stayed"))
        // Each case names the model the runner should replay on both sides.
        let request = try #require(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: scratch.file("app/seen-request.json"))))
                as? [String: Any])
        let cases = try #require(request["cases"] as? [[String: Any]])
        #expect(cases.map { $0["model"] as? String } == ["uikit", "uikit"])
        let objects = try String(contentsOfFile: json, encoding: .utf8).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let app = try #require(objects[0]["app"] as? [String: Any])
        #expect(app["releaseScreenshot"] as? String == scratch.file("app") + "/shots/case-0-release.png")
        #expect(app["releaseShotSeconds"] as? Double == 0.25)
        let play = try #require(app["play"] as? [String: Any])
        #expect(play["maxMicroseconds"] as? Int == 931_250 && play["p99Microseconds"] as? Int == 880_000)
        #expect(play["fileOutcome"] as? String == "finished" && play["deliveredOutcome"] as? String == "cancelled")
        #expect(play["differs"] as? Bool == true)
        #expect(((objects[1]["app"] as? [String: Any])?["play"] as? [String: Any])?["differs"] as? Bool == false)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<property name=\"app.play.maxMicroseconds\" value=\"931250\"/>"))
        // XML escapes the apostrophes of "play's" and "uikit's".
        let escaped = change.replacingOccurrences(of: "'", with: "&apos;")
        #expect(xml.contains("<property name=\"app.play.changedDecision\" value=\"\(escaped)\"/>"))
        #expect(xml.contains("app.releaseScreenshot"))
        // The HTML report shows it above the settle's, saying how soon after the lift it was taken
        // (0.25 s to one decimal, half away from zero: 0.3 s), and the play's lateness under both.
        let page = try String(contentsOfFile: html, encoding: .utf8)
        let embedded = Data("not really a PNG".utf8).base64EncodedString()
        #expect(page.contains("<img src=\"data:image/png;base64,\(embedded)\" alt=\"the app at the release\""))
        #expect(page.contains("at the release (taken within 0.3 s of the lift); after the settle:"))
        #expect(page.contains("play&apos;s frames up to 931.3 ms late"))
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

    /// An app under KWin runs in the shell guest only: `--app host` is refused before the runner
    /// starts (exit 69, the way that works named); under GNOME Shell both ways reach the runner with
    /// the compositor and the mode (the host's way is the headless shell with EIS).
    @Test func kwinIsRefusedOnTheHostAndGnomeShellGoesBothWays() throws {
        let lines = [
            #"{"index": 0, "reaction": "finished", "finished": true, "finishedBefore": false}"#,
            #"{"index": 1, "reaction": "stayed", "finished": false, "finishedBefore": false}"#,
        ]
        let (kwinScratch, kwin) = try Self.setUp(lines: lines, compositor: "kwin")
        let refused = try CommandRunner.run(["check", kwin, "--app", "host", "--app-dir", kwinScratch.file("host")])
        #expect(refused.status == 69)
        let refusal = "`compositor: kwin` runs in the shell guest, which only --app vm boots; use --app vm"
        #expect(refused.stderr.contains(refusal))
        #expect(!FileManager.default.fileExists(atPath: kwinScratch.file("host/seen-request.json")))
        // Without --app, the choice is said with its reason: KWin runs in the guest only.
        let chosen = try CommandRunner.run(["check", kwin, "--app-dir", kwinScratch.file("auto")])
        #expect(chosen.status == 0)
        #expect(chosen.stderr.contains("the app runs with --app vm: KWin runs in the shell guest only"))
        let (scratch, manifest) = try Self.setUp(lines: lines, compositor: "gnome-shell")
        for mode in ["host", "vm"] {
            let run = try CommandRunner.run(["check", manifest, "--app", mode, "--app-dir", scratch.file(mode)])
            #expect(run.status == 0)
            let seen = try Data(contentsOf: URL(fileURLWithPath: scratch.file("\(mode)/seen-request.json")))
            let request = try JSONSerialization.jsonObject(with: seen) as? [String: Any]
            #expect(request?["compositor"] as? String == "gnome-shell")
            #expect(request?["mode"] as? String == mode)
        }
    }
}
