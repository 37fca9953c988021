import Foundation
import GestureTestSupport
import Testing

/// `sweep` end to end: on one recording and on a manifest.
@Suite(.serialized) struct SweepCommandTests {
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
}
