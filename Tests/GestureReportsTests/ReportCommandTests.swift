import Foundation
import GestureTestSupport
import Testing

/// `check` with `minStability:` and `--html`, `replay --html` and `--chrome-trace`, end to end.
@Suite(.serialized) struct ReportCommandTests {
    static func folder() throws -> String {
        let folder = TemporaryDirectory.path("report")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func checkFailsACaseBelowItsMinimumStability() throws {
        let r = RepositoryPaths.recordings()
        let folder = try Self.folder()
        let manifest = folder + "/stability.yml"
        try """
        cases:
          - {name: far, recording: \(r)/left-threshold-far.evemu, expect: finished, minStability: 0.95}
          - {name: near, recording: \(r)/left-threshold-near.evemu, expect: finished, minStability: 0.95}
        """.write(toFile: manifest, atomically: true, encoding: .utf8)
        let html = folder + "/report.html"
        let result = try CommandRunner.run(["check", manifest, "--html", html])
        #expect(result.status == 1)
        #expect(result.stdout.contains("PASS far (uikit, left): finished by threshold at 84.907 %"))
        #expect(result.stdout.contains(", stability 1.0"))
        #expect(result.stdout.contains("FAIL near (uikit, left)"))
        #expect(result.stdout.contains("expected stability ≥ 0.95, got 0."))
        #expect(result.stdout.hasSuffix("1 passed, 1 failed\n"))
        // The report puts the failure first, whatever the manifest's order.
        let page = try String(contentsOfFile: html, encoding: .utf8)
        let near = try #require(page.range(of: "<section class=\"case failed\" id=\"case-0\""))
        let far = try #require(page.range(of: "<section class=\"case passed\" id=\"case-1\""))
        #expect(near.lowerBound < far.lowerBound)
        #expect(page.contains("expected stability ≥ 0.95"))

        try "cases:\n  - {recording: a.evemu, expect: finished, minStability: 1.5}\n".write(
            toFile: manifest, atomically: true, encoding: .utf8)
        let bad = try CommandRunner.run(["check", manifest])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("\(manifest):2: expected `minStability` to be a share from 0 to 1, found `1.5`"))
    }

    @Test func theHTMLReportIsOneSelfContainedDeterministicPage() throws {
        let folder = try Self.folder()
        let a = folder + "/a.html"
        let b = folder + "/b.html"
        let plain = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu"])
        let first = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu", "--html", a])
        _ = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu", "--html", b])
        #expect(first.status == 0)
        #expect(first.stdout == plain.stdout)  // the report changes nothing the command prints
        let page = try String(contentsOfFile: a, encoding: .utf8)
        #expect(page == (try String(contentsOfFile: b, encoding: .utf8)))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for outside in ["src=", "href=", "@import", "https://"] { #expect(!page.contains(outside), "\(outside)") }
        #expect(page.components(separatedBy: "<section class=\"case").count == 2)
        #expect(page.contains("class=\"scrubber\""))
        #expect(page.contains("<polyline class=\"path\""))
        // One frame per tick while the transition runs: 60 Hz from the pan's start at 33 ms until the
        // completion at 1.005 s, as the state trace lists them.
        let trace = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu", "--states", "-"])
        let frames = trace.stdout.split(separator: "\n").filter { $0.hasPrefix("{\"type\":\"frame\"") }.count
        #expect(page.contains("max=\"\(frames - 1)\""))
    }

    @Test func theChromeTraceHasOneTrackPerGestureTransitionAndFrameClock() throws {
        let folder = try Self.folder()
        let path = folder + "/trace.json"
        let result = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu", "--chrome-trace", path])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
        let events = try #require((json as? [String: Any])?["traceEvents"] as? [[String: Any]])
        let names = events.filter { $0["name"] as? String == "thread_name" }.compactMap {
            ($0["args"] as? [String: Any])?["name"] as? String
        }
        #expect(names.contains("gesture (edge pan)"))
        #expect(names.contains("transition"))
        #expect(names.contains("frame clock"))
        // Spans open and close in pairs on each track.
        for tid in 1...5 {
            let track = events.filter { $0["tid"] as? Int == tid }
            let begins = track.filter { $0["ph"] as? String == "B" }.count
            #expect(begins == track.filter { $0["ph"] as? String == "E" }.count, "track \(tid)")
        }
        // The swipe ends its 0.8 s move 0.1 s before the lift at 0.9 s (recordings/README.md): the
        // decision is an instant there, in microseconds.
        let decision = try #require(events.first { ($0["name"] as? String)?.hasPrefix("decision: finish") == true })
        #expect(decision["ts"] as? Int == 900_000)
        #expect(events.contains { $0["name"] as? String == "interactive" && $0["ph"] as? String == "B" })
        #expect(events.contains { $0["name"] as? String == "settling" && $0["ph"] as? String == "B" })
        #expect(events.filter { $0["name"] as? String == "tick" }.count > 50)
    }
}
