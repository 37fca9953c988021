import Foundation
import GestureTestSupport
import Testing

/// The built binary end to end: output and documented exit codes.
@Suite(.serialized) struct CommandLineTests {
    static func temporary(_ name: String, _ contents: String) throws -> String {
        let folder = NSTemporaryDirectory() + "/gesture-replay-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aMissingRecordingExitsWith66() throws {
        let result = try CommandRunner.run(["replay", "recordings/does-not-exist.evemu"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("recordings/does-not-exist.evemu: no such file"))
    }

    @Test func aBadEventLineExitsWith65NamingFileAndLine() throws {
        let path = try Self.temporary("bad.evemu", "# EVEMU 1.3\nN: x\nI: 0003 0001 0001 0001\nE: 0.000000 0003 zz 1\n")
        let result = try CommandRunner.run(["inspect", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(path):4: expected an event `E: sec.usec type code value`"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func anOutOfRangeThresholdIsAUsageError() throws {
        let result = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu", "--threshold", "2"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--threshold must be from 0 to 1"))
    }

    @Test func replayJSONPrintsOnlyTheSummary() throws {
        let result = try CommandRunner.run([
            "replay", "recordings/left-flick-30.evemu", "--model", "cupertino", "--json",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let summary = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(summary?["outcome"] as? String == "finished")
        #expect(summary?["rule"] as? String == "fling")
    }

    @Test func aWrongExpectationFailsTheCheckWithAClearMessage() throws {
        let recordings = RepositoryPaths.recordings()
        let manifest = try Self.temporary(
            "wrong.yml",
            """
            cases:
              - recording: \(recordings)/left-flick-30.evemu
                expect: finished
              - recording: \(recordings)/left-finish-slow.evemu
                expect: finished
                rule: threshold
            """)
        let result = try CommandRunner.run(["check", manifest])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL \(recordings)/left-flick-30.evemu"))
        #expect(result.stdout.contains("expected finished, got cancelled"))
        #expect(result.stdout.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test func anUnknownManifestKeyIsBadDataWithItsLine() throws {
        let manifest = try Self.temporary("typo.yml", "cases:\n  - recording: a.evemu\n    expct: finished\n")
        let result = try CommandRunner.run(["check", manifest])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(manifest):3: expected a case key"))
        #expect(result.stderr.contains("found `expct`"))
    }

    @Test func aManifestThatIsNotYAMLIsBadDataWithItsLine() throws {
        let manifest = try Self.temporary("alias.yml", "cases:\n  - recording: a.evemu\n    expect: *nothing\n")
        let result = try CommandRunner.run(["check", manifest])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(manifest):3: expected YAML"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func shardsAreDisjointAndCoverEveryCase() throws {
        var seen: [String] = []
        for shard in 1...3 {
            let result = try CommandRunner.run(["check", "recordings", "--shard", "\(shard)/3"])
            #expect(result.status == 0)
            seen += result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map(String.init)
        }
        let all = try CommandRunner.run(["check", "recordings"])
        let everything = all.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map(String.init)
        #expect(seen.sorted() == everything.sorted())
        #expect(Set(seen).count == seen.count)
    }

    @Test func junitReportListsEveryCase() throws {
        let folder = NSTemporaryDirectory() + "/gesture-replay-junit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = folder + "/report.xml"
        let result = try CommandRunner.run(["check", "recordings/expectations.yml", "--junit", report])
        #expect(result.status == 0)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        let cases = result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.count
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == cases)
        #expect(xml.contains("failures=\"0\""))
    }
}

/// `compare`, `sweep` and `models` end to end.
@Suite(.serialized) struct AnalysisCommandTests {
    @Test func compareJSONHasOneObjectPerModel() throws {
        let result = try CommandRunner.run([
            "compare", "recordings/left-flick-30.evemu", "--models", "uikit,cupertino", "--json",
        ])
        #expect(result.status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(rows?.map { $0["model"] as? String } == ["uikit", "cupertino"])
        #expect(rows?.map { $0["outcome"] as? String } == ["cancelled", "finished"])
    }

    @Test func sweepFindsTheThresholdFlipAtTheReleasePercent() throws {
        let summary = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu", "--json"])
        let release = try #require(
            (try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as? [String: Any])?["releasePercent"]
                as? Double)
        let result = try CommandRunner.run([
            "sweep", "recordings/left-finish-slow.evemu", "--param", "threshold", "--json",
        ])
        #expect(result.status == 0)
        let sweep = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let flips = try #require(sweep?["flips"] as? [Double])
        // The 50 % rule finishes while threshold ≤ release percent: the one flip sits there.
        #expect(flips.count == 1)
        #expect(abs(flips[0] - release) < 1e-5)
    }

    @Test func sweepOnAManifestListsFragileCasesFirst() throws {
        let result = try CommandRunner.run(["sweep", "recordings/expectations.yml", "--param", "threshold", "--json"])
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let margins = rows.compactMap { $0["margin"] as? Double }
        #expect(!margins.isEmpty)
        #expect(margins == margins.sorted())
        // Cases keep their scenario state: a back swipe on the root is refused whatever the threshold.
        let root = rows.first { $0["case"] as? String == "back swipe on the root is not recognized" }
        #expect((root?["flips"] as? [Double])?.isEmpty == true)
    }

    @Test func modelsListsEveryModel() throws {
        let result = try CommandRunner.run(["models", "--json"])
        #expect(result.status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(rows?.count == 7)
    }
}
