/// An SVG plot of one recording replayed under one or more feel models: the recognizer's percent,
/// the layers' progress and the percent velocity against time, with began, release and completion
/// marked, one colour per model.
///
/// The upper panel shows percent and progress (0…100 %), the lower one the recognizer's percent
/// velocity (extents per second) on the same time axis (seconds from the first event). Progress is
/// a solid line through every frame; percent and velocity are dashed lines through dots, because the
/// trace samples them only at the recognizer's state changes (began, first change, release). Above them,
/// one lane per model marks when its pan began (▲), when the release was decided (◆, labelled with
/// the outcome and rule) and when the transition completed (■ finished, □ cancelled); the same
/// symbols sit on the percent curve and a dashed line drops from each through both panels. A model
/// with a fling rule has dotted lines at ± its minimum velocity in the lower panel. The legend names
/// each model with its outcome, rule, release and completion.
///
/// The output depends only on the runs: numbers are written with fixed decimals, elements in a
/// fixed order, so the same trace gives the same bytes. Series and markers carry `class` and
/// `data-model` attributes (markers also `data-t`, their time in seconds) for tools and tests.
///
/// ```swift
/// var plot = TracePlot(title: "left-flick-30.evemu")
/// for name in ["uikit", "cupertino"] {
///     var run = PlotRun(model: name)
///     _ = try Replay.run(path: path, options: options(name)) { run.collect($0) }
///     plot.runs.append(run)
/// }
/// let svg = plot.svg()
/// ```
package struct TracePlot: Sendable {
    /// The title's subject, usually the recording's file name.
    package var title: String
    /// The models' runs, drawn and listed in this order.
    package var runs: [PlotRun]

    /// Creates a plot.
    /// - Parameters:
    ///   - title: The title's subject, usually the recording's file name.
    ///   - runs: The models' runs.
    package init(title: String, runs: [PlotRun] = []) {
        self.title = title
        self.runs = runs
    }

    /// The plot as a standalone SVG document (UTF-8 text).
    package func svg() -> String {
        let layout = PlotLayout(runs: runs)
        let colors = PlotPalette.colors(for: runs.map(\.model))
        let titleLines = Self.wrap(
            title + " — percent, progress and velocity", size: PlotLayout.Font.title,
            width: PlotLayout.plotRight - PlotLayout.plotLeft)
        // Each wrapped title line pushes everything below it down by one title line.
        let shift = Double(titleLines.count - 1) * PlotLayout.titleLineHeight
        var svg = SVGDocument(width: PlotLayout.width, height: layout.height + shift)
        svg.element(
            "title", text: title + " — percent, progress and velocity by feel model (" + modelList + ")")
        svg.element(
            "rect", [("width", "100%"), ("height", "100%"), ("fill", "#FFFFFF")])
        svg.open(
            "g",
            [("font-family", PlotLayout.Font.family), ("font-size", number(PlotLayout.Font.text)), ("fill", "#222222")])
        drawTitle(titleLines, shift: shift, into: &svg)
        if shift > 0 { svg.open("g", [("transform", "translate(0," + number(shift) + ")")]) }
        drawClips(into: &svg, layout: layout)
        drawAxes(into: &svg, layout: layout)
        for (index, run) in runs.enumerated() {
            drawMarkerLines(of: run, color: colors[index], into: &svg, layout: layout)
            drawFlingLines(of: run, color: colors[index], into: &svg, layout: layout)
        }
        for (index, run) in runs.enumerated() {
            drawSeries(of: run, color: colors[index], into: &svg, layout: layout)
        }
        for (index, run) in runs.enumerated() {
            drawMarkers(of: run, lane: index, color: colors[index], into: &svg, layout: layout)
        }
        drawLegend(colors: colors, into: &svg, layout: layout)
        if shift > 0 { svg.close() }
        svg.close()
        return svg.rendered()
    }

    /// The models, comma-separated.
    var modelList: String { runs.map(\.model).joined(separator: ", ") }

    /// Splits `text` at spaces into lines no wider than `width` at font `size`; a word wider than a
    /// line (a long file name) is cut into line-wide pieces.
    static func wrap(_ text: String, size: Double, width: Double) -> [String] {
        let perLine = max(1, Int(width / (size * PlotLayout.Font.advance)))
        var words: [Substring] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var rest = word
            while rest.count > perLine {
                words.append(rest.prefix(perLine))
                rest = rest.dropFirst(perLine)
            }
            words.append(rest)
        }
        var lines: [String] = []
        var current = ""
        for word in words {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty, PlotLayout.Font.width(of: candidate, size: size) > width {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }

    private func drawTitle(_ lines: [String], shift: Double, into svg: inout SVGDocument) {
        svg.text(
            [
                ("class", "title"), ("x", number(PlotLayout.plotLeft)), ("y", number(PlotLayout.titleBaseline)),
                ("font-size", number(PlotLayout.Font.title)), ("font-weight", "bold"),
            ],
            spans: lines.enumerated().map { index, line in
                (
                    index == 0
                        ? [] : [("x", number(PlotLayout.plotLeft)), ("dy", number(PlotLayout.titleLineHeight))],
                    line
                )
            })
        let subtitle = runs.compactMap(\.setting).first ?? ""
        svg.element(
            "text",
            [
                ("class", "subtitle"), ("x", number(PlotLayout.plotLeft)),
                ("y", number(PlotLayout.subtitleBaseline + shift)),
                ("fill", "#555555"),
            ],
            text: subtitle)
    }

    private func drawClips(into svg: inout SVGDocument, layout: PlotLayout) {
        svg.open("defs")
        for (id, top, bottom) in [
            ("clip-progress", layout.progressTop, layout.progressBottom),
            ("clip-velocity", layout.velocityTop, layout.velocityBottom),
        ] {
            svg.open("clipPath", [("id", id)])
            svg.element("rect", rectangle(top: top, bottom: bottom))
            svg.close()
        }
        svg.close()
    }

    /// The attributes of a rectangle spanning the plotting area's width from `top` to `bottom`.
    func rectangle(top: Double, bottom: Double) -> [SVGDocument.Attribute] {
        [
            ("x", number(PlotLayout.plotLeft)), ("y", number(top)),
            ("width", number(PlotLayout.plotRight - PlotLayout.plotLeft)), ("height", number(bottom - top)),
        ]
    }

    /// A canvas coordinate or length with two decimals.
    func number(_ value: Double) -> String { SVGDocument.fixed(value, 2) }
}
