import Foundation
import GestureTestSupport
import Testing

/// The HTML report's stage shows the whole container at any aspect ratio, with the rules in force
/// drawn on it, and its header lists the settings changed.
@Suite(.serialized) struct HTMLStageTests {
    static func report(_ arguments: [String]) throws -> String {
        let folder = TemporaryDirectory.path("stage")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/report.html"
        let result = try CommandRunner.run(
            ["replay", RepositoryPaths.recordings() + "/left-finish-slow.evemu", "--html", path] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// A landscape screen is shown whole, with its rules.
    ///
    /// A 1366×768 screen fits the 560×420 stage box by its width: 560 × 768 / 1366 ≈ 315 px high, the
    /// whole container in the view box. UIKit's 20 pt edge zone is a band along the left edge, the
    /// threshold of 0.6 a line at 0.6 × 1366 = 819.6 pt, and the touch goes down where the path begins.
    @Test func aLandscapeScreenIsShownWholeWithItsRules() throws {
        let html = try Self.report(["--container", "1366x768", "--threshold", "0.6"])
        #expect(html.contains(#"viewBox="0 0 1366.000 768.000" width="560.000" height="315.000""#))
        #expect(html.contains(#"<rect class="edge-zone" x="0.000" y="0.000" width="20.000" height="768.000">"#))
        #expect(html.contains(#"<line class="threshold" x1="819.600" y1="0.000" x2="819.600" y2="768.000">"#))
        #expect(html.contains(#"<circle class="touch-down" data-contact="0""#))
        #expect(html.contains("threshold 0.6, 1366.0×768.0 pt)"))
    }

    /// A portrait phone (the synthetic panel, 432.77 × 938.13 pt) fits the box by its height.
    @Test func aPortraitScreenFitsByItsHeight() throws {
        let html = try Self.report([])
        #expect(html.contains(#"height="420.000""#))
        #expect(html.contains(#"width="194.000""#))
    }

    /// The report's plot draws the fling rule of a model that has one: Flutter's Cupertino back swipe
    /// decides a release of at least one screen width per second either way by its direction
    /// (`_kMinFlingVelocity`, `cupertino/route.dart`); UIKit's model has no such rule.
    @Test func theFlingRuleIsDrawnForAModelThatHasOne() throws {
        let cupertino = try Self.report(["--model", "cupertino"])
        #expect(cupertino.components(separatedBy: #"class="fling" data-model="cupertino""#).count - 1 == 2)
        #expect(cupertino.contains("a release at 1.00 extents/s or faster finishes by fling"))
        #expect(cupertino.contains("a release at −1.00 extents/s or faster back cancels by fling"))
        #expect(!(try Self.report([])).contains(#"class="fling""#))
    }
}
