import Foundation
import GestureReports
import GestureTestSupport
import Testing

/// `fit`: thresholds fitted to intent labels, errors reported as they are.
@Suite(.serialized) struct FitTests {
    static func manifest(_ cases: String) throws -> String {
        let folder = TemporaryDirectory.path("fit")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/fit.yml"
        try ("defaults: {model: uikit}\ncases:\n" + cases).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func labelsAThresholdCanSeparateGetAThresholdBetweenThemWithoutErrors() throws {
        // Releases by construction (recordings/README.md), on an axis of 1080 values: cancel-short at
        // 30 % of the range, round(0.30 · 1079) = 324 → 324 / 1080 = 0.30; return-to-edge at 10 %;
        // slow-past-half at round(0.56 · 1079) = 604 → 0.5593; finish-slow at 0.699; threshold-far at
        // 0.849. Under uikit's `p ≥ threshold` any threshold in (0.30, 0.5593] gets all five right.
        let r = RepositoryPaths.recordings()
        let path = try Self.manifest(
            """
              - {recording: \(r)/left-cancel-short.evemu, expect: cancelled}
              - {recording: \(r)/left-return-to-edge.evemu, expect: cancelled}
              - {recording: \(r)/left-slow-past-half.evemu, expect: finished}
              - {recording: \(r)/left-finish-slow.evemu, expect: finished}
              - {recording: \(r)/left-threshold-far.evemu, expect: finished}
            """)
        let fit = try Fit.run(try CheckManifest(path: path).cases, parameters: [.threshold])
        let threshold = try #require(fit.fitted.first?.1)
        #expect(threshold > 0.30 && threshold <= 604.0 / 1080)
        #expect(fit.fittedErrors.total == 0)
        #expect(fit.leaveOneOutErrors == 0)
        // The widest gap is (0.30, 0.5593]: its middle, with half its width as the margin.
        #expect(abs(threshold - (0.30 + 604.0 / 1080) / 2) < 1e-5)
        #expect(abs((fit.margin ?? 0) - (604.0 / 1080 - 0.30) / 2) < 1e-5)

        let result = try CommandRunner.run(["fit", path, "--param", "threshold", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["model"] as? String == "uikit")
        #expect(
            ((json["params"] as? [String: Any])?["threshold"] as? Double).map { abs($0 - threshold) < 1e-6 } == true)
        #expect(json["falseCommits"] as? Int == 0)
        #expect(json["falseCancels"] as? Int == 0)
        #expect((json["cases"] as? [Any])?.count == 5)
    }

    @Test func contradictingLabelsReportTheirErrors() throws {
        // The same recording meant to finish and to cancel: every threshold gets one of them wrong.
        let r = RepositoryPaths.recordings()
        let path = try Self.manifest(
            """
              - {name: meant to finish, recording: \(r)/left-finish-slow.evemu, expect: finished}
              - {name: meant to cancel, recording: \(r)/left-finish-slow.evemu, expect: cancelled}
              - {recording: \(r)/left-cancel-short.evemu, expect: cancelled}
            """)
        let fit = try Fit.run(try CheckManifest(path: path).cases, parameters: [.threshold])
        #expect(fit.fittedErrors.total == 1)
        #expect(fit.leaveOneOutErrors >= 2)  // each of the pair is wrong when fitted on the other
        // With no false commit allowed, the fit cancels the pair's gesture: a false cancel instead.
        let careful = try Fit.run(try CheckManifest(path: path).cases, parameters: [.threshold], maxFalseCommitRate: 0)
        #expect(careful.fittedErrors.falseCommits == 0)
        #expect(careful.fittedErrors.falseCancels == 1)
        #expect((careful.fitted.first?.1 ?? 0) > 0.699)

        let result = try CommandRunner.run(["fit", path, "--param", "threshold"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("1 error (1 false commit, 0 false cancels)"))
    }

    @Test func casesWithSeveralModelsNeedOne() throws {
        let r = RepositoryPaths.recordings()
        let path = try Self.manifest(
            """
              - {recording: \(r)/left-finish-slow.evemu, expect: finished}
              - {recording: \(r)/left-flick-30.evemu, model: cupertino, expect: finished}
            """)
        let result = try CommandRunner.run(["fit", path, "--param", "threshold"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("several models (cupertino, uikit)"))
        #expect(try CommandRunner.run(["fit", path, "--param", "threshold", "--model", "cupertino"]).status == 0)
    }

    /// `fit` takes a search range and says when it bounds the result, or that nothing changes.
    ///
    /// `center-start.evemu` starts at 40 % of the width (recordings/README.md), 0.4 · 432.77 ≈ 173 pt
    /// from the left edge of the synthetic panel's 432.77 pt container, and swipes to 90 %: meant to
    /// finish, it does only with an edge zone wider than that. Within the default 0…60 pt nothing flips:
    /// no change, and the value as written stays. With 0…300 pt it flips near 173 pt, and the best
    /// values reach the range's upper end, which the fit says.
    @Test func theSearchRangeIsGivenAndItsEndsAreSaid() throws {
        let r = RepositoryPaths.recordings()
        let path = try Self.manifest(
            """
              - {recording: \(r)/center-start.evemu, expect: finished}
            """)
        let cases = try CheckManifest(path: path).cases
        let narrow = try Fit.run(cases, parameters: [.edgeZone])
        #expect(narrow.findings.map(\.1) == [.noChange])
        #expect(narrow.fitted.first?.1 == 20)
        #expect(narrow.fittedErrors.total == 1)
        #expect(narrow.text.contains("edgeZone: no change — no case flips within 0…60 pt"))

        let wide = try Fit.run(
            cases, parameters: [.edgeZone], ranges: [.edgeZone: FitRange(from: 0, to: 300, step: 25)])
        let zone = try #require(wide.fitted.first?.1)
        #expect(zone > 0.4 * 432.77 && zone < 300)
        #expect(wide.fittedErrors.total == 0)
        #expect(wide.findings.map(\.1) == [.upperEnd])
        #expect(wide.text.contains("bounded by the range — the best values reach its upper end (0…300 pt)"))

        let command = try CommandRunner.run(["fit", path, "--param", "edgeZone", "--range", "edgeZone=0:300", "--json"])
        #expect(command.status == 0, "\(command.stderr)")
        #expect(command.stdout.contains(#""findings":{"edgeZone":"upperEnd"}"#))
        let wrong = try CommandRunner.run(["fit", path, "--param", "edgeZone", "--range", "slop=0:10"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("names slop, which --param does not fit"))
    }
}
