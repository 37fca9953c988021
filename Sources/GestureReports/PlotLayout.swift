import GestureCore

/// Where everything sits on a trace plot: the marker lanes, the two panels, the axes and the legend.
///
/// All lengths are SVG user units (CSS pixels at the natural size). The sizes are this tool's own
/// choices, picked so a plot of all seven models reads at 100 % zoom on a laptop screen: tick labels
/// of 11 px, a 960 px canvas, panels tall enough to tell a 1 % difference in percent apart.
struct PlotLayout: Sendable {
    /// Canvas width.
    static let width = 960.0
    /// Left margin: room for model names beside the marker lanes, tick labels and the rotated
    /// y-axis titles.
    static let marginLeft = 112.0
    /// Right margin.
    static let marginRight = 28.0
    /// Baseline of the title.
    static let titleBaseline = 28.0
    /// Distance between the baselines of a wrapped title's lines (1.2 × the title's 18 px font).
    static let titleLineHeight = 22.0
    /// Baseline of the subtitle (transition, edge, clock, container).
    static let subtitleBaseline = 48.0
    /// Top of the first marker lane.
    static let lanesTop = 62.0
    /// Height of one model's marker lane.
    static let laneHeight = 16.0
    /// Space between the lanes and the percent panel.
    static let lanesGap = 8.0
    /// Height of the percent and progress panel.
    static let progressHeight = 280.0
    /// Space between the two panels.
    static let panelGap = 26.0
    /// Height of the velocity panel.
    static let velocityHeight = 150.0
    /// Distance from the velocity panel's bottom to the time tick labels' baseline.
    static let tickLabelOffset = 16.0
    /// Distance from the velocity panel's bottom to the time axis title's baseline.
    static let axisTitleOffset = 36.0
    /// Distance from the velocity panel's bottom to the legend's first row.
    static let legendOffset = 58.0
    /// Height of a legend row.
    static let legendRowHeight = 18.0
    /// Space below the legend.
    static let marginBottom = 12.0
    /// Distance from the plotting area's left edge to the rotated y-axis titles' baseline: clear of
    /// tick labels up to five characters wide.
    static let axisTitleInset = 44.0
    /// About how many time ticks the time axis gets.
    static let timeTicks = 8
    /// About how many ticks the percent axis gets (20 % steps on 0…100 %).
    static let percentTicks = 5
    /// About how many ticks the velocity axis gets.
    static let velocityTicks = 4
    /// Extra room after the last record, as a share of its time, so the last marker is not on the frame.
    static let timePadding = 0.02

    /// Font sizes, user units.
    enum Font {
        /// The title.
        static let title = 18.0
        /// The subtitle, axis titles and legend.
        static let text = 12.0
        /// Tick labels and lane names.
        static let tick = 11.0
        /// Labels beside release markers.
        static let marker = 10.0
        /// The font stack: DejaVu Sans (Debian's default), then common sans-serif fallbacks.
        static let family = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"
        /// Average advance of a character as a share of the font size, an upper estimate for DejaVu
        /// Sans, used to keep labels from overlapping.
        static let advance = 0.58

        /// How far below a line's middle its baseline sits, as a share of the font size (half the
        /// x-height plus a little for digits), to centre text on a tick or a symbol.
        static let middleToBaseline = 0.35
        /// Gap between a tick label or lane name and the plotting area.
        static let labelGap = 6.0

        /// The estimated width of `text` at `size`, user units.
        static func width(of text: String, size: Double) -> Double { Double(text.count) * size * advance }
    }

    /// The number of marker lanes (one per run).
    let lanes: Int
    /// Legend rows taken by the key: line styles, then marker symbols.
    static let keyRows = 2
    /// Space kept between a label and the canvas edge.
    static let edgePadding = 6.0

    /// How far past 0 or 100 % the percent may go, percentage points, before the axis widens to show
    /// it: 2 points, 2 % of the panel's height (a few pixels), so a spring's overshoot stays visible
    /// without the axis jumping a whole 50-point tick step.
    static let percentSlack = 2.0

    /// The percent axis' data range for values from `lowest` to `highest`, percent: 0…100, widened
    /// only by an overshoot past ``percentSlack`` (a spring's 0.08 % draws just past the 100 % tick
    /// rather than widening the axis by a whole tick step, to 150 %).
    static func percentRange(lowest: Double, highest: Double) -> ClosedRange<Double> {
        (lowest >= -percentSlack ? 0 : lowest)...(highest <= 100 + percentSlack ? 100 : highest)
    }

    /// The number of legend rows (the key, then each run's lines).
    let legendRows: Int
    /// The time axis (x) shared by both panels.
    let time: PlotAxis
    /// The percent axis (y) of the upper panel, percent 0…100.
    let percent: PlotAxis
    /// The velocity axis (y) of the lower panel, extents per second.
    let velocity: PlotAxis

    /// Lays out a plot of `runs`.
    init(runs: [PlotRun]) {
        lanes = runs.count
        legendRows = Self.keyRows + runs.reduce(0) { $0 + $1.legendLines.count }
        let lastTime = (runs.map(\.lastTime).max() ?? .zero).seconds
        time = PlotAxis(
            covering: 0...(lastTime * (1 + Self.timePadding)), ticks: Self.timeTicks, from: Self.plotLeft,
            to: Self.plotRight)
        let percents = runs.flatMap { $0.percent.joined().map(\.value) + $0.progress.joined().map(\.value) }
        let progressTop = Self.lanesTop + Double(runs.count) * Self.laneHeight + Self.lanesGap
        percent = PlotAxis(
            covering: Self.percentRange(lowest: (percents.min() ?? 0) * 100, highest: (percents.max() ?? 1) * 100),
            ticks: Self.percentTicks, from: progressTop + Self.progressHeight, to: progressTop)
        // The fling lines at ± the minimum lie inside the panel, however slow the gesture.
        let speeds = runs.flatMap { run in run.velocity.joined().map(\.value) + (run.fling.map { [$0, -$0] } ?? []) }
        let velocityTop = progressTop + Self.progressHeight + Self.panelGap
        velocity = PlotAxis(
            covering: min(0, speeds.min() ?? 0)...max(0, speeds.max() ?? 0), ticks: Self.velocityTicks,
            from: velocityTop + Self.velocityHeight, to: velocityTop)
    }

    /// The plotting area's left edge.
    static let plotLeft = marginLeft
    /// The plotting area's right edge.
    static let plotRight = width - marginRight

    /// The vertical centre of run `index`'s marker lane.
    func laneCenter(_ index: Int) -> Double { Self.lanesTop + Double(index) * Self.laneHeight + Self.laneHeight / 2 }
    /// The bottom of the marker lanes.
    var lanesBottom: Double { Self.lanesTop + Double(lanes) * Self.laneHeight }
    /// The percent panel's top.
    var progressTop: Double { percent.end }
    /// The percent panel's bottom.
    var progressBottom: Double { percent.start }
    /// The velocity panel's top.
    var velocityTop: Double { velocity.end }
    /// The velocity panel's bottom.
    var velocityBottom: Double { velocity.start }
    /// The baseline of legend row `row` (the key's rows first).
    func legendBaseline(_ row: Int) -> Double {
        velocityBottom + Self.legendOffset + Double(row) * Self.legendRowHeight
    }
    /// The canvas height.
    var height: Double { legendBaseline(legendRows - 1) + Self.legendRowHeight / 2 + Self.marginBottom }
}
