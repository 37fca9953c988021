import Foundation
import GestureInteraction
import GestureReplay
import GestureReports
import GestureTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `plot`: the SVG is well-formed, complete, labelled, marks the right moments, and is the same
/// bytes every time.
@Suite struct PlotTests {
    /// The three models the look check plots.
    static let models = ["uikit", "cupertino", "adwaita"]

    /// Replays `recording` under each model and returns the SVG and each model's summary.
    static func plot(_ recording: String, models: [String] = models) throws -> (
        svg: String, summaries: [String: ReplaySummary]
    ) {
        var plot = TracePlot(title: recording)
        var summaries: [String: ReplaySummary] = [:]
        for name in models {
            var options = ReplayOptions()
            options.model = try #require(FeelModel.named(name))
            var run = PlotRun(model: name)
            summaries[name] = try Replay.run(path: RepositoryPaths.recordings() + "/" + recording, options: options) {
                run.collect($0)
            }
            plot.runs.append(run)
        }
        return (plot.svg(), summaries)
    }

    @Test(arguments: [
        "left-flick-30.evemu", "left-two-swipes.evemu", "left-catch-settling.evemu", "center-start.evemu",
    ])
    func theSVGIsWellFormedXMLWithOnePathPerSeriesPerModel(_ recording: String) throws {
        let document = try SVGTree(try Self.plot(recording).svg)
        #expect(document.root?.name == "svg")
        for model in Self.models {
            for series in TracePlot.Series.allCases {
                let paths = document.elements.filter {
                    $0.name == "path" && $0.attributes["class"] == "series \(series.rawValue)"
                        && $0.attributes["data-model"] == model
                }
                #expect(paths.count == 1, "\(model) \(series)")
            }
        }
    }

    @Test func theAxesAreLabelledWithUnitsAndTheTitleNamesTheRecording() throws {
        let document = try SVGTree(try Self.plot("left-flick-30.evemu").svg)
        let texts = document.elements.filter { $0.name == "text" }.map(\.text)
        #expect(texts.contains("time (s)"))
        #expect(texts.contains("percent, progress (%)"))
        #expect(texts.contains("velocity (extents/s)"))
        #expect(
            document.elements.contains { $0.attributes["class"] == "title" && $0.text.contains("left-flick-30.evemu") })
        // Tick labels: the percent axis runs 0…100 in steps of 20; the time axis starts at 0.
        let percentTicks = document.children(ofClass: "ticks percent").map(\.text)
        #expect(percentTicks == ["0", "20", "40", "60", "80", "100"])
        #expect(document.children(ofClass: "ticks time").first?.text.hasPrefix("0") == true)
    }

    @Test(arguments: ["left-flick-30.evemu", "left-finish-slow.evemu", "left-two-swipes.evemu"])
    func markersSitAtTheSummarysReleaseAndCompletionTimes(_ recording: String) throws {
        let (svg, summaries) = try Self.plot(recording)
        let document = try SVGTree(svg)
        // The time axis from its tick labels: x of a time, read back independently of the plot code.
        let ticks = document.children(ofClass: "ticks time").compactMap { tick -> (Double, Double)? in
            guard let value = Double(tick.text), let x = tick.attributes["x"].flatMap(Double.init) else { return nil }
            return (value, x)
        }
        let first = try #require(ticks.first)
        let last = try #require(ticks.last)
        func x(_ time: Double) -> Double { first.1 + (time - first.0) / (last.0 - first.0) * (last.1 - first.1) }

        for model in Self.models {
            let summary = try #require(summaries[model])
            for (kind, times) in [
                ("release", summary.transitions.compactMap { $0.releasedAt?.seconds }),
                ("completion", summary.transitions.compactMap { $0.completedAt?.seconds }),
            ] {
                let lines = document.elements.filter {
                    $0.attributes["class"] == "marker-line \(kind)" && $0.parentModel == model
                }
                #expect(lines.count == times.count, "\(model) \(kind)")
                for (line, time) in zip(lines, times) {
                    #expect(line.attributes["data-t"] == String(format: "%.6f", time))
                    let x1 = try #require(line.attributes["x1"].flatMap(Double.init))
                    #expect(abs(x1 - x(time)) < 0.01, "\(model) \(kind) at \(time) s drawn at x \(x1)")
                }
                let groups = document.elements.filter {
                    $0.attributes["class"] == "marker \(kind)" && $0.attributes["data-model"] == model
                }
                #expect(groups.map { $0.attributes["data-t"] } == times.map { String(format: "%.6f", $0) })
            }
        }
    }

    @Test("a model with a fling rule has dotted lines at ± its minimum in the velocity panel; others none")
    func flingLines() throws {
        // Flutter's Cupertino back swipe: _kMinFlingVelocity, 1 screen width per second either way
        // (cupertino/route.dart). UIKit's and libadwaita's models decide by projection, no fling rule.
        let document = try SVGTree(try Self.plot("left-finish-slow.evemu").svg)
        let ticks = document.children(ofClass: "ticks velocity").compactMap { tick -> (Double, Double)? in
            guard let value = Double(tick.text), let y = tick.attributes["y"].flatMap(Double.init) else { return nil }
            return (value, y)
        }
        let first = try #require(ticks.first)
        let last = try #require(ticks.last)
        // The tick labels sit a font's baseline below their value: compare the lines' spacing with
        // the axis's scale, and their middle with the zero tick.
        let scale = (last.1 - first.1) / (last.0 - first.0)
        let zero = try #require(ticks.first { $0.0 == 0 })
        let lines = document.elements.filter { $0.attributes["class"] == "fling" }
        #expect(Set(lines.compactMap { $0.attributes["data-model"] }) == ["cupertino"])
        let ys = lines.compactMap { $0.attributes["y1"].flatMap(Double.init) }.sorted()
        try #require(ys.count == 2)
        #expect(abs((ys[1] - ys[0]) - 2 * abs(scale)) < 0.01, "lines \(ys) for ±1 extent/s at \(scale) per unit")
        let labelOffset = zero.1 - (ys[0] + ys[1]) / 2
        for tick in ticks {
            // Every tick label is the same offset from its value's line as zero's is from the middle.
            #expect(abs(tick.1 - labelOffset - ((ys[0] + ys[1]) / 2 + tick.0 * scale)) < 0.01)
        }
        #expect(lines.allSatisfy { $0.text.contains("1.00 extents/s") })
    }

    @Test func aCancelledFlickSettlesInItsShareOfTheDuration() throws {
        // UIKit cancels the 30 % flick and animates back in p · 0.35 s (push's duration): the
        // completion marker sits that long after the release marker.
        let (svg, summaries) = try Self.plot("left-flick-30.evemu", models: ["uikit"])
        let document = try SVGTree(svg)
        let release = try #require(summaries["uikit"]?.transitions.last?.releasePercent)
        let times = ["release", "completion"].map { kind in
            document.elements.first { $0.attributes["class"] == "marker \(kind)" }?.attributes["data-t"]
                .flatMap(Double.init)
        }
        let released = try #require(times[0])
        let completed = try #require(times[1])
        #expect(abs(completed - released - release.value * 0.35) < 2e-6)
    }

    @Test func theLegendNamesEachModelWithItsOutcomeAndRule() throws {
        let document = try SVGTree(try Self.plot("left-flick-30.evemu").svg)
        func entry(_ model: String) -> String {
            document.elements.first {
                $0.attributes["class"] == "legend-entry" && $0.attributes["data-model"] == model
            }?
            .text ?? ""
        }
        // The hand-computed cases: a flick to 30 % cancels under UIKit's 50 % rule and
        // finishes under Flutter's 1 extent/s fling rule.
        #expect(entry("uikit").contains("uikit: cancelled by threshold"))
        #expect(entry("cupertino").contains("cupertino: finished by fling"))
        #expect(entry("adwaita").contains("adwaita: finished"))
        let labels = document.elements.filter { $0.attributes["class"] == "marker-label" }.map(\.text)
        #expect(labels.contains("cancel by threshold"))
        #expect(labels.contains("finish by fling"))
    }

    @Test func eachModelHasItsOwnPaletteColour() throws {
        let document = try SVGTree(try Self.plot("left-flick-30.evemu").svg)
        let strokes = Self.models.map { model in
            document.elements.first {
                $0.attributes["class"] == "series progress" && $0.attributes["data-model"] == model
            }?
            .attributes["stroke"]
        }
        // Okabe and Ito's blue, vermillion and bluish green, by the models' places in FeelModel.all.
        #expect(strokes == ["#0072B2", "#D55E00", "#009E73"])
    }

    @Test(arguments: [
        ("left-two-swipes.evemu", 2, 2), ("left-catch-settling.evemu", 1, 2), ("left-flick-30.evemu", 1, 1),
    ])
    func seriesBreakBetweenTransitionsAndGestures(_ recording: String, transitions: Int, gestures: Int) throws {
        let document = try SVGTree(try Self.plot(recording, models: ["uikit"]).svg)
        func subpaths(_ series: String) -> Int {
            let path = document.elements.first { $0.attributes["class"] == "series \(series)" }
            return path?.attributes["d"]?.filter { $0 == "M" }.count ?? 0
        }
        #expect(subpaths("progress") == transitions)
        #expect(subpaths("percent") == gestures)
        #expect(subpaths("velocity") == gestures)
    }

    @Test func theREADMEExampleIsCurrent() throws {
        // docs/plot-example.svg is what `tools/plot-check --update-docs` wrote; regenerate it (and
        // the PNG beside it) on purpose after changing the plot, and review the screenshot.
        let example = RepositoryPaths.root() + "/docs/plot-example.svg"
        let committed = try String(contentsOfFile: example, encoding: .utf8)
        #expect(committed == (try Self.plot("left-flick-30.evemu").svg), "run tools/plot-check --update-docs")
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let first = try Self.plot("left-two-swipes.evemu").svg
        let second = try Self.plot("left-two-swipes.evemu").svg
        #expect(first == second)
    }

    @Test(arguments: [
        (0.08, 3, "0.080"), (-0.0004, 3, "0.000"), (2.5, 0, "3"), (-2.5, 0, "-3"), (1234.5678, 2, "1234.57"),
        (0.05, 6, "0.050000"), (Double.nan, 2, "0"),
    ])
    func numbersHaveFixedDecimals(_ value: Double, decimals: Int, expected: String) {
        #expect(SVGDocument.fixed(value, decimals) == expected)
    }

    @Test func textAndAttributesAreEscaped() throws {
        #expect(SVGDocument.escape("a<b & \"c\" 'd'\u{1}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;\u{FFFD}")
        var svg = SVGDocument(width: 10, height: 10)
        svg.open("g", [("data-model", "<&\">")])
        svg.element("text", text: "x < y & z")
        let document = try SVGTree(svg.rendered())
        #expect(document.elements.first { $0.name == "g" }?.attributes["data-model"] == "<&\">")
        #expect(document.elements.first { $0.name == "text" }?.text == "x < y & z")
    }
}

/// The `plot` command end to end.
@Suite(.serialized) struct PlotCommandTests {
    @Test func plotWritesTheSameSVGTwice() throws {
        let folder = TemporaryDirectory.path("plot")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var outputs: [Data] = []
        for name in ["a.svg", "b.svg"] {
            let result = try CommandRunner.run([
                "plot", "recordings/left-flick-30.evemu", "--models", "uikit,cupertino,adwaita", "-o",
                folder + "/" + name,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
        }
        #expect(outputs[0] == outputs[1])
        let document = try SVGTree(String(decoding: outputs[0], as: UTF8.self))
        #expect(document.elements.filter { $0.attributes["class"] == "legend-entry" }.count == 3)
        // Nothing but the two plots is left behind: the temporary file was renamed into place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.svg", "b.svg"])
    }

    @Test func anUnknownModelIsAUsageError() throws {
        let result = try CommandRunner.run([
            "plot", "recordings/left-flick-30.evemu", "--models", "uikit,ios", "-o", "/tmp/x.svg",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown model 'ios'"))
    }

    @Test func aMissingRecordingExitsWith66() throws {
        let result = try CommandRunner.run(["plot", "recordings/does-not-exist.evemu", "-o", "/tmp/x.svg"])
        #expect(result.status == 66)
    }
}
