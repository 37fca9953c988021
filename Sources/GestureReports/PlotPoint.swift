/// One sample of a plotted series: a time and a value.
package struct PlotPoint: Sendable, Hashable {
    /// Seconds from the recording's first event.
    package var time: Double
    /// The value in the series' unit (a fraction 0…1 for percent and progress, extents per second
    /// for velocity).
    package var value: Double

    /// Creates a sample.
    /// - Parameters:
    ///   - time: Seconds from the first event.
    ///   - value: The value in the series' unit.
    package init(time: Double, value: Double) {
        self.time = time
        self.value = value
    }
}
