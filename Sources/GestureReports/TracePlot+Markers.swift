import GestureCore

extension TracePlot {
    /// Half the size of a marker symbol (triangle, diamond, square), user units.
    static let markerSize = 4.5
    /// Dash pattern of the lines dropped from markers through the panels.
    static let markerDash = "2 3"
    /// Opacity of those lines, so they stay behind the data.
    static let markerLineOpacity = "0.55"
    /// Gap between a release marker and its label, user units.
    static let labelGap = 7.0

    /// Draws the dashed lines that drop from each of a run's markers through both panels.
    func drawMarkerLines(of run: PlotRun, color: String, into svg: inout SVGDocument, layout: PlotLayout) {
        svg.open(
            "g",
            [
                ("class", "marker-lines"), ("data-model", run.model), ("stroke", color),
                ("stroke-dasharray", Self.markerDash), ("stroke-opacity", Self.markerLineOpacity),
            ])
        for marker in run.markers {
            let x = number(layout.time.position(marker.time.seconds))
            svg.element(
                "line",
                [
                    ("class", "marker-line " + marker.kind.rawValue),
                    ("data-t", SVGDocument.fixed(marker.time.seconds, 6)),
                    ("x1", x), ("y1", number(PlotLayout.lanesTop)), ("x2", x), ("y2", number(layout.velocityBottom)),
                ])
        }
        svg.close()
    }

    /// Draws a run's markers: a symbol in its lane and on the percent curve, a tooltip, and for each
    /// release its outcome and rule beside the lane symbol.
    func drawMarkers(of run: PlotRun, lane: Int, color: String, into svg: inout SVGDocument, layout: PlotLayout) {
        let y = layout.laneCenter(lane)
        let positions = run.markers.map { layout.time.position($0.time.seconds) }.sorted()
        var placed: [ClosedRange<Double>] = []
        for marker in run.markers {
            let x = layout.time.position(marker.time.seconds)
            svg.open(
                "g",
                [
                    ("class", "marker " + marker.kind.rawValue), ("data-model", run.model),
                    ("data-t", SVGDocument.fixed(marker.time.seconds, 6)), ("data-index", String(marker.index)),
                ])
            svg.element("title", text: run.model + ": " + marker.detail)
            symbol(marker, x: x, y: y, color: color, into: &svg)
            if let percent = marker.percent {
                symbol(marker, x: x, y: layout.percent.position(percent.value * 100), color: color, into: &svg)
            }
            if marker.kind == .release {
                label(marker.label, at: x, y: y, between: positions, placed: &placed, into: &svg)
            }
            svg.close()
        }
    }

    /// Writes a marker's symbol centred on `x`, `y`: ▲ began, ◆ release, ■ finished, □ cancelled.
    func symbol(_ marker: PlotMarker, x: Double, y: Double, color: String, into svg: inout SVGDocument) {
        let size = Self.markerSize
        switch marker.kind {
        case .began:
            svg.element(
                "polygon",
                [("points", points([(x, y - size), (x + size, y + size), (x - size, y + size)])), ("fill", color)])
        case .release:
            svg.element(
                "polygon",
                [("points", points([(x, y - size), (x + size, y), (x, y + size), (x - size, y)])), ("fill", color)])
        case .completion:
            let finished = marker.percent == 1
            svg.element(
                "rect",
                [
                    ("x", number(x - size)), ("y", number(y - size)), ("width", number(2 * size)),
                    ("height", number(2 * size)), ("fill", finished ? color : "#FFFFFF"), ("stroke", color),
                    ("stroke-width", number(Self.sampleLineWidth)),
                ])
        }
    }

    /// Writes a release label beside its lane symbol: to the right when it fits before the next
    /// marker, else to the left when it fits after the previous one, else on the roomier side, kept
    /// inside the canvas.
    ///
    /// A label that fits on neither side, or would overlap one already in the lane (`placed`,
    /// extents in user units), is left out, so labels never overlap on a long recording; the marker's tooltip and the legend keep
    /// what it says, and `--gesture` or `--from`/`--to` plot a part with room for every label.
    private func label(
        _ text: String, at x: Double, y: Double, between positions: [Double], placed: inout [ClosedRange<Double>],
        into svg: inout SVGDocument
    ) {
        let width = PlotLayout.Font.width(of: text, size: PlotLayout.Font.marker)
        let previous = positions.last { $0 < x - 0.5 } ?? PlotLayout.plotLeft
        let next = positions.first { $0 > x + 0.5 } ?? PlotLayout.plotRight
        let rightRoom = next - x - 2 * Self.labelGap
        let leftRoom = x - previous - 2 * Self.labelGap
        guard rightRoom >= width || leftRoom >= width else { return }
        let toRight = rightRoom >= width
        var anchorX = toRight ? x + Self.labelGap : x - Self.labelGap
        if toRight {
            anchorX = min(anchorX, PlotLayout.width - PlotLayout.edgePadding - width)
        } else {
            anchorX = max(anchorX, width + PlotLayout.edgePadding)
        }
        let extent = toRight ? anchorX...(anchorX + width) : (anchorX - width)...anchorX
        guard !placed.contains(where: { $0.overlaps(extent) }) else { return }
        placed.append(extent)
        svg.element(
            "text",
            [
                ("class", "marker-label"), ("x", number(anchorX)),
                ("y", number(y + PlotLayout.Font.marker * PlotLayout.Font.middleToBaseline)),
                ("font-size", number(PlotLayout.Font.marker)), ("text-anchor", toRight ? "start" : "end"),
            ],
            text: text)
    }

    private func points(_ corners: [(Double, Double)]) -> String {
        corners.map { number($0.0) + "," + number($0.1) }.joined(separator: " ")
    }
}
