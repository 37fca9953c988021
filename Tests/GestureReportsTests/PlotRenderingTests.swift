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
        let folder = TemporaryDirectory.path("plot")
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
        let folder = TemporaryDirectory.path("plot")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try CommandRunner.run(["plot", "recordings/left-flick-30.evemu", "-o", folder + "/x.png"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("must name an .svg file"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    @Test("plot --gesture draws one gesture of a long recording")
    func plotOneGesture() throws {
        let folder = TemporaryDirectory.path("plot")
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

/// Titles and labels on plots of long recordings.
@Suite(.serialized) struct PlotLayoutTests {
    static func plot(_ arguments: [String]) throws -> String {
        let folder = TemporaryDirectory.path("plot")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try CommandRunner.run(["plot"] + arguments + ["-o", folder + "/p.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        return try String(contentsOfFile: folder + "/p.svg", encoding: .utf8)
    }

    @Test("a title wider than the plot wraps onto more lines, each within the plot's width")
    func longTitleWraps() throws {
        // A recording behind a long path: the title is the file name, 120 characters here.
        let folder = TemporaryDirectory.path("plot")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = String(repeating: "a-very-long-recording-name-", count: 4) + "left-flick-30.evemu"
        try FileManager.default.copyItem(
            atPath: RepositoryPaths.recordings() + "/left-flick-30.evemu", toPath: folder + "/" + name)
        let svg = try Self.plot([folder + "/" + name, "--models", "uikit"])
        let titleLine = try #require(svg.split(separator: "\n").first { $0.contains("class=\"title\"") })
        let spans = titleLine.components(separatedBy: "<tspan").count - 1
        #expect(spans >= 2)
        // Every line fits the 820-unit plot width at 18 px with the plot's average advance.
        for span in titleLine.components(separatedBy: "<tspan").dropFirst() {
            let text = span.split(separator: ">", maxSplits: 1, omittingEmptySubsequences: false)[1].components(
                separatedBy: "</tspan")[0]
            #expect(Double(text.count) * 18 * PlotLayout.Font.advance <= PlotLayout.plotRight - PlotLayout.plotLeft)
        }
    }

    @Test("release labels in a lane never overlap (a label without room is left out)")
    func labelsDoNotOverlap() throws {
        let svg = try Self.plot([
            "recordings/navigation-push-push-back-back.evemu", "--stack", "1", "--models", "uikit",
        ])
        var extents: [(y: String, range: ClosedRange<Double>)] = []
        for line in svg.split(separator: "\n") where line.contains("class=\"marker-label\"") {
            func attribute(_ name: String) -> String? {
                line.components(separatedBy: " \(name)=\"").dropFirst().first?.components(separatedBy: "\"").first
            }
            let x = try #require(attribute("x").flatMap(Double.init))
            let text = line.split(separator: ">", maxSplits: 1)[1].components(separatedBy: "</text")[0]
            let width = Double(text.count) * PlotLayout.Font.marker * PlotLayout.Font.advance
            let range = attribute("text-anchor") == "end" ? (x - width)...x : x...(x + width)
            let y = attribute("y") ?? ""
            #expect(!extents.contains { $0.y == y && $0.range.overlaps(range) }, "\(text) overlaps")
            extents.append((y, range))
        }
    }
}
