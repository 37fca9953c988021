/// A linear plot axis: a data range rounded out to "nice" tick steps (1, 2 or 5 times a power of
/// ten) and mapped onto a span of the canvas.
///
/// ```swift
/// let axis = PlotAxis(covering: 0...0.43, ticks: 8, from: 100, to: 900)
/// axis.ticks            // [0, 0.05, 0.1, …, 0.45]
/// axis.position(0.225)  // 500
/// ```
struct PlotAxis: Sendable {
    /// The data value at `start`.
    var lower: Double
    /// The data value at `end`.
    var upper: Double
    /// Tick values from `lower` to `upper`, one step apart.
    var ticks: [Double]
    /// Digits after the point that show every tick exactly.
    var decimals: Int
    /// The canvas coordinate of `lower`, user units.
    var start: Double
    /// The canvas coordinate of `upper`, user units (less than `start` for a y axis, which grows up).
    var end: Double

    /// Tick step mantissas, the classic "nice numbers" sequence for axis labels.
    static let stepMantissas = [1.0, 2.0, 5.0, 10.0]
    /// Slack when rounding the range out to whole steps, so 1.0000000000000002 steps is one step.
    static let roundingSlack = 1e-9

    /// Creates an axis covering `range` with about `count` ticks.
    /// - Parameters:
    ///   - range: The data to show; an empty range shows `lower…lower + 1`.
    ///   - count: About how many steps to divide it into, at least 1.
    ///   - start: The canvas coordinate of the lower end, user units.
    ///   - end: The canvas coordinate of the upper end, user units.
    init(covering range: ClosedRange<Double>, ticks count: Int, from start: Double, to end: Double) {
        let low = range.lowerBound.isFinite ? range.lowerBound : 0
        var high = range.upperBound.isFinite ? range.upperBound : low + 1
        if !(high > low) { high = low + 1 }
        let raw = (high - low) / Double(max(count, 1))
        var magnitude = 1.0
        var exponent = 0
        while magnitude * 10 <= raw {
            magnitude *= 10
            exponent += 1
        }
        while magnitude > raw {
            magnitude /= 10
            exponent -= 1
        }
        let mantissa = Self.stepMantissas.first { $0 * magnitude >= raw * (1 - Self.roundingSlack) } ?? 10
        if mantissa == 10 { exponent += 1 }
        let step = mantissa * magnitude
        let first = (low / step + Self.roundingSlack).rounded(.down)
        let last = (high / step - Self.roundingSlack).rounded(.up)
        self.lower = first * step
        self.upper = last * step
        self.ticks = stride(from: first, through: last, by: 1).map { $0 * step }
        self.decimals = max(0, -exponent)
        self.start = start
        self.end = end
    }

    /// The canvas coordinate of a data value, user units.
    func position(_ value: Double) -> Double {
        start + (value - lower) / (upper - lower) * (end - start)
    }

    /// A tick's label with the axis' decimals (`0.05`, `20`).
    func label(_ value: Double) -> String { SVGDocument.fixed(value, decimals) }
}
