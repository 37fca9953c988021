import GestureCore

extension TracePlot {
    /// The series a plot draws for each model, in drawing order.
    package enum Series: String, Sendable, CaseIterable {
        /// The layers' progress through the timing curve (`frame` records), solid.
        case progress
        /// The recognizer's percent (`gesture` records), dashed, with a dot at each sample.
        case percent
        /// The recognizer's percent velocity (`gesture` records), dashed, with a dot at each sample.
        case velocity
    }

    /// Stroke width of the progress line.
    static let progressWidth = 2.25
    /// Stroke width of the percent and velocity lines.
    static let sampleLineWidth = 1.5
    /// Dash pattern of the percent and velocity lines, whose samples are sparse (the recognizer's
    /// state changes): 6 on, 4 off, so a straight stretch reads as interpolated, not measured.
    static let sampleDash = "6 4"
    /// Stroke width of the fling lines: thinner than the series, a rule rather than data.
    static let flingWidth = 1.0
    /// Dash pattern of the fling lines, 2 on, 3 off: dotted, unlike the series' dashes.
    static let flingDash = "2 3"
    /// Radius of a sample dot.
    static let dotRadius = 2.75

    /// Draws one run's progress, percent and velocity lines and sample dots.
    func drawSeries(of run: PlotRun, color: String, into svg: inout SVGDocument, layout: PlotLayout) {
        for series in Series.allCases {
            let (segments, axis, clip) =
                switch series {
                case .progress: (run.progress, layout.percent, "clip-progress")
                case .percent: (run.percent, layout.percent, "clip-progress")
                case .velocity: (run.velocity, layout.velocity, "clip-velocity")
                }
            let scale = series == .velocity ? 1.0 : 100.0
            var attributes: [SVGDocument.Attribute] = [
                ("class", "series " + series.rawValue), ("data-model", run.model),
                ("d", path(segments, axis: axis, time: layout.time, scale: scale)), ("fill", "none"),
                ("stroke", color),
                ("stroke-width", number(series == .progress ? Self.progressWidth : Self.sampleLineWidth)),
                ("stroke-linejoin", "round"), ("clip-path", "url(#" + clip + ")"),
            ]
            if series != .progress { attributes.append(("stroke-dasharray", Self.sampleDash)) }
            svg.element("path", attributes)
            guard series != .progress else { continue }
            svg.open("g", [("class", "samples " + series.rawValue), ("data-model", run.model), ("fill", color)])
            for point in segments.joined() where point.value.isFinite {
                svg.element(
                    "circle",
                    [
                        ("cx", number(layout.time.position(point.time.seconds))),
                        ("cy", number(axis.position(point.value * scale))), ("r", number(Self.dotRadius)),
                    ])
            }
            svg.close()
        }
    }

    /// Draws the fling rule's minimum as dashed lines at ± its velocity across the velocity panel, in
    /// the run's colour (nothing for a run whose model has no fling rule): a release beyond a line is
    /// decided by its velocity, finishing above and cancelling below.
    func drawFlingLines(of run: PlotRun, color: String, into svg: inout SVGDocument, layout: PlotLayout) {
        guard let fling = run.fling else { return }
        for (sign, meaning) in [(1.0, "finishes"), (-1.0, "cancels")] {
            let y = number(layout.velocity.position(sign * fling))
            svg.open(
                "line",
                [
                    ("class", "fling"), ("data-model", run.model), ("x1", number(PlotLayout.plotLeft)), ("y1", y),
                    ("x2", number(PlotLayout.plotRight)), ("y2", y), ("stroke", color),
                    ("stroke-width", number(Self.flingWidth)), ("stroke-dasharray", Self.flingDash),
                ])
            svg.element(
                "title",
                text: "\(run.model): a release at \(sign > 0 ? "" : "−")\(SVGDocument.fixed(fling, 2)) extents/s or "
                    + "\(sign > 0 ? "faster" : "faster back") \(meaning) by fling")
            svg.close()
        }
    }

    /// SVG path data for `segments`: one `M … L …` subpath each, so no line crosses a gap.
    func path(_ segments: [[PlotPoint]], axis: PlotAxis, time: PlotAxis, scale: Double) -> String {
        var parts: [String] = []
        for segment in segments {
            var command = "M"
            for point in segment where point.value.isFinite {
                parts.append(
                    command + number(time.position(point.time.seconds)) + " "
                        + number(axis.position(point.value * scale)))
                command = "L"
            }
        }
        return parts.joined(separator: " ")
    }
}
