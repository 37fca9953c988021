package import GestureCore

/// One sample of a plotted series: a time and a value.
package struct PlotPoint: Sendable, Hashable {
    /// When, on the recording's clock (from its first event).
    package var time: Timestamp
    /// The value in the series' unit (a fraction 0…1 for percent and progress, extents per second
    /// for velocity).
    package var value: Double

    /// Creates a sample.
    /// - Parameters:
    ///   - time: When, on the recording's clock.
    ///   - value: The value in the series' unit.
    package init(time: Timestamp, value: Double) {
        self.time = time
        self.value = value
    }
}
