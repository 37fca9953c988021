import GestureCore

extension TracePlot {
    /// Length of a legend swatch line, user units.
    static let swatchLength = 24.0
    /// Stroke width of a model's legend swatch: wider than its lines so the colour reads at a glance.
    static let swatchWidth = 3.5
    /// Space between a swatch and its text, and between key entries.
    static let legendSpacing = 8.0
    /// Extra space between key entries.
    static let keyEntryGap = 18.0
    /// Colour of the key's neutral swatches.
    static let keyColor = "#444444"

    /// Draws the key (line styles, then marker symbols) and one entry per run with its colour, model,
    /// outcome, rule, release and completion.
    func drawLegend(colors: [String], into svg: inout SVGDocument, layout: PlotLayout) {
        svg.open("g", [("class", "legend")])
        drawKey(into: &svg, layout: layout)
        var row = PlotLayout.keyRows
        for (index, run) in runs.enumerated() {
            let baseline = layout.legendBaseline(row)
            let middle = baseline - PlotLayout.Font.text * PlotLayout.Font.middleToBaseline
            let textX = PlotLayout.plotLeft + Self.swatchLength + Self.legendSpacing
            svg.open("g", [("class", "legend-entry"), ("data-model", run.model)])
            svg.element(
                "line",
                [
                    ("x1", number(PlotLayout.plotLeft)), ("y1", number(middle)),
                    ("x2", number(PlotLayout.plotLeft + Self.swatchLength)), ("y2", number(middle)),
                    ("stroke", colors[index]), ("stroke-width", number(Self.swatchWidth)),
                ])
            for (offset, line) in run.legendLines.enumerated() {
                let y = number(layout.legendBaseline(row + offset))
                guard offset == 0 else {
                    svg.element(
                        "text", [("x", number(textX + Self.legendSpacing * 2)), ("y", y), Self.preserveSpaces],
                        text: line)
                    continue
                }
                let prefix = run.model + ":"
                let spans: [(attributes: [SVGDocument.Attribute], text: String)] =
                    line.hasPrefix(prefix)
                    ? [([("font-weight", "bold")], prefix), ([], String(line.dropFirst(prefix.count)))] : [([], line)]
                svg.text([("x", number(textX)), ("y", y), Self.preserveSpaces], spans: spans)
            }
            svg.close()
            row += run.legendLines.count
        }
        svg.close()
    }

    /// Keeps a legend line's spaces, including the one after its bold `model:` span, in renderers
    /// that collapse white space at `tspan` boundaries (rsvg), as SVG 1.1's `xml:space` allows.
    static let preserveSpaces: SVGDocument.Attribute = ("xml:space", "preserve")

    private func drawKey(into svg: inout SVGDocument, layout: PlotLayout) {
        var baseline = layout.legendBaseline(0)
        svg.open("g", [("class", "key"), ("fill", Self.keyColor)])
        var x = PlotLayout.plotLeft
        var middle = baseline - PlotLayout.Font.text * PlotLayout.Font.middleToBaseline
        for series in Series.allCases {
            var attributes: [SVGDocument.Attribute] = [
                ("x1", number(x)), ("y1", number(middle)), ("x2", number(x + Self.swatchLength)),
                ("y2", number(middle)),
                ("stroke", Self.keyColor),
                ("stroke-width", number(series == .progress ? Self.progressWidth : Self.sampleLineWidth)),
            ]
            if series != .progress { attributes.append(("stroke-dasharray", Self.sampleDash)) }
            svg.element("line", attributes)
            if series != .progress {
                svg.element(
                    "circle",
                    [("cx", number(x + Self.swatchLength / 2)), ("cy", number(middle)), ("r", number(Self.dotRadius))])
            }
            x += Self.swatchLength + Self.legendSpacing
            let text = Self.keyText(series)
            svg.element("text", [("x", number(x)), ("y", number(baseline))], text: text)
            x += PlotLayout.Font.width(of: text, size: PlotLayout.Font.text) + Self.keyEntryGap
        }
        x = PlotLayout.plotLeft
        baseline = layout.legendBaseline(1)
        middle = baseline - PlotLayout.Font.text * PlotLayout.Font.middleToBaseline
        for (kind, finished, text) in Self.markerKey {
            let marker = PlotMarker(kind: kind, time: .zero, index: 0, percent: finished ? 1 : 0, label: "", detail: "")
            symbol(marker, x: x + Self.markerSize, y: middle, color: Self.keyColor, into: &svg)
            x += 2 * Self.markerSize + Self.legendSpacing / 2
            svg.element("text", [("x", number(x)), ("y", number(baseline))], text: text)
            x += PlotLayout.Font.width(of: text, size: PlotLayout.Font.text) + Self.keyEntryGap
        }
        svg.close()
    }

    /// The key's text for a series.
    static func keyText(_ series: Series) -> String {
        switch series {
        case .progress: "progress (layers)"
        case .percent: "percent (recognizer samples)"
        case .velocity: "velocity (recognizer samples)"
        }
    }

    /// The key's marker entries: kind, whether it shows a finished completion, text.
    static let markerKey: [(PlotMarker.Kind, Bool, String)] = [
        (.began, false, "began"), (.release, false, "release: outcome by rule"), (.completion, true, "finished"),
        (.completion, false, "cancelled"),
    ]
}
