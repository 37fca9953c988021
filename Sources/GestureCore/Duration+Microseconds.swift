extension Duration {
    /// This duration in whole microseconds, rounded towards zero; negative durations give 0.
    public var wholeMicroseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let attosecondsPerMicrosecond: Int64 = 1_000_000_000_000
        let microsecondsPerSecond = UInt64(Microseconds.perSecond)
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: microsecondsPerSecond)
        guard !overflow else { return .max }
        let (sum, overflowSum) = whole.addingReportingOverflow(UInt64(attoseconds / attosecondsPerMicrosecond))
        return overflowSum ? .max : sum
    }

    /// This duration in seconds.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
