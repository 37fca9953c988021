import Foundation
import GestureTestSupport
import Testing

/// `check` end to end: manifests, failures, shards and the JUnit report.
@Suite(.serialized) struct CheckCommandTests {
    static func temporary(_ name: String, _ contents: String) throws -> String {
        let folder = TemporaryDirectory.path("cli")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
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
        let folder = TemporaryDirectory.path("junit")
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
