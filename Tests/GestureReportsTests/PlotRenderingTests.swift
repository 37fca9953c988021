import Foundation
import GestureTestSupport
import Testing

@testable import GestureReports

/// Plots on long or springy recordings, and in other renderers (issue 15, item 8).
@Suite(.serialized) struct PlotRenderingTests {
    @Test("a 0.08 % overshoot keeps the percent axis at 0…100 %; a real excursion widens it")
    func overshootDoesNotJumpTheAxis() {
        let slight = PlotAxis(
            covering: PlotLayout.percentRange(lowest: 0, highest: 100.08), ticks: PlotLayout.percentTicks, from: 0,
            to: 1)
        #expect(slight.upper == 100)
        #expect(slight.lower == 0)
        let real = PlotLayout.percentRange(lowest: -10, highest: 120)
        #expect(real == -10...120)
    }

    @Test("legend lines keep their spaces in renderers that collapse them (xml:space)")
    func legendPreservesSpaces() throws {
        let folder = NSTemporaryDirectory() + "/gesture-replay-plot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try CommandRunner.run([
            "plot", "recordings/left-flick-30.evemu", "--models", "uikit,cupertino", "-o", folder + "/p.svg",
        ])
        #expect(result.status == 0)
        let svg = try String(contentsOfFile: folder + "/p.svg", encoding: .utf8)
        let legend = svg.split(separator: "\n").filter { $0.contains("<tspan font-weight=\"bold\">uikit:</tspan>") }
        #expect(legend.count == 1)
        #expect(legend.allSatisfy { $0.contains("xml:space=\"preserve\"") })
    }

    @Test("plot -o refuses a name that is not .svg, and writes nothing")
    func refusesNonSVG() throws {
        let folder = NSTemporaryDirectory() + "/gesture-replay-plot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try CommandRunner.run(["plot", "recordings/left-flick-30.evemu", "-o", folder + "/x.png"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("must name an .svg file"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    @Test("plot --gesture draws one gesture of a long recording")
    func plotOneGesture() throws {
        let folder = NSTemporaryDirectory() + "/gesture-replay-plot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let all = try CommandRunner.run([
            "plot", "recordings/left-two-swipes.evemu", "--models", "uikit", "-o", folder + "/all.svg",
        ])
        let one = try CommandRunner.run([
            "plot", "recordings/left-two-swipes.evemu", "--models", "uikit", "--gesture", "2", "-o", folder + "/2.svg",
        ])
        #expect(all.status == 0 && one.status == 0)
        let whole = try String(contentsOfFile: folder + "/all.svg", encoding: .utf8)
        let second = try String(contentsOfFile: folder + "/2.svg", encoding: .utf8)
        // Two transitions' release markers in the whole plot, one in the second gesture's.
        #expect(whole.components(separatedBy: "class=\"marker release\"").count - 1 == 2)
        #expect(second.components(separatedBy: "class=\"marker release\"").count - 1 == 1)
    }
}
