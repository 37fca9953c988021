extension TracePlot {
    /// Grid colour of tick lines inside the panels.
    static let gridColor = "#E2E2E2"
    /// Colour of panel frames and the velocity panel's zero line.
    static let frameColor = "#8A8A8A"
    /// Background of the marker lanes.
    static let laneColor = "#F3F3F3"
    /// Colour of tick labels and lane names.
    static let labelColor = "#444444"

    /// The time axis title.
    static let timeTitle = "time (s)"
    /// The upper panel's axis title.
    static let percentTitle = "percent, progress (%)"
    /// The lower panel's axis title.
    static let velocityTitle = "velocity (extents/s)"

    /// Draws the lanes, panel frames, grids, tick labels and axis titles.
    func drawAxes(into svg: inout SVGDocument, layout: PlotLayout) {
        let left = PlotLayout.plotLeft
        let right = PlotLayout.plotRight
        let tickBaseline = PlotLayout.Font.tick * PlotLayout.Font.middleToBaseline
        svg.open("g", [("class", "axes"), ("font-size", number(PlotLayout.Font.tick)), ("fill", Self.labelColor)])
        if !runs.isEmpty {
            svg.element(
                "rect",
                [("class", "lanes")] + rectangle(top: PlotLayout.lanesTop, bottom: layout.lanesBottom)
                    + [("fill", Self.laneColor)])
        }
        for (index, run) in runs.enumerated() {
            svg.element(
                "text",
                [
                    ("class", "lane-name"), ("x", number(left - PlotLayout.Font.labelGap)),
                    ("y", number(layout.laneCenter(index) + tickBaseline)),
                    ("text-anchor", "end"),
                ],
                text: run.model)
        }
        for (axis, id) in [(layout.percent, "percent"), (layout.velocity, "velocity")] {
            svg.open("g", [("class", "grid " + id), ("stroke", Self.gridColor), ("stroke-width", "1")])
            for tick in layout.time.ticks {
                let x = number(layout.time.position(tick))
                svg.element("line", [("x1", x), ("y1", number(axis.end)), ("x2", x), ("y2", number(axis.start))])
            }
            for tick in axis.ticks {
                let y = number(axis.position(tick))
                var attributes: [SVGDocument.Attribute] = [
                    ("x1", number(left)), ("y1", y), ("x2", number(right)), ("y2", y),
                ]
                if tick == 0 && id == "velocity" { attributes.append(("stroke", Self.frameColor)) }
                svg.element("line", attributes)
            }
            svg.close()
            svg.element(
                "rect",
                [("class", "frame " + id)] + rectangle(top: axis.end, bottom: axis.start)
                    + [("fill", "none"), ("stroke", Self.frameColor)])
            svg.open("g", [("class", "ticks " + id), ("text-anchor", "end")])
            for tick in axis.ticks {
                svg.element(
                    "text",
                    [
                        ("x", number(left - PlotLayout.Font.labelGap)),
                        ("y", number(axis.position(tick) + tickBaseline)),
                    ],
                    text: axis.label(tick))
            }
            svg.close()
        }
        svg.open("g", [("class", "ticks time"), ("text-anchor", "middle")])
        for tick in layout.time.ticks {
            svg.element(
                "text",
                [
                    ("x", number(layout.time.position(tick))),
                    ("y", number(layout.velocityBottom + PlotLayout.tickLabelOffset)),
                ],
                text: layout.time.label(tick))
        }
        svg.close()
        svg.close()
        drawAxisTitles(into: &svg, layout: layout)
    }

    private func drawAxisTitles(into svg: inout SVGDocument, layout: PlotLayout) {
        let center = (PlotLayout.plotLeft + PlotLayout.plotRight) / 2
        svg.element(
            "text",
            [
                ("class", "axis-title time"), ("x", number(center)),
                ("y", number(layout.velocityBottom + PlotLayout.axisTitleOffset)), ("text-anchor", "middle"),
            ],
            text: Self.timeTitle)
        for (id, title, top, bottom) in [
            ("percent", Self.percentTitle, layout.progressTop, layout.progressBottom),
            ("velocity", Self.velocityTitle, layout.velocityTop, layout.velocityBottom),
        ] {
            let x = number(PlotLayout.plotLeft - PlotLayout.axisTitleInset)
            let y = number((top + bottom) / 2)
            svg.element(
                "text",
                [
                    ("class", "axis-title " + id), ("x", x), ("y", y), ("text-anchor", "middle"),
                    ("transform", "rotate(-90 " + x + " " + y + ")"),
                ],
                text: title)
        }
    }
}
