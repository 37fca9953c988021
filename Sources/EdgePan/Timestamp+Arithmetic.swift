extension Timestamp {
    /// Microseconds from `earlier` to `self`, or 0 when `earlier` is not earlier.
    func microseconds(since earlier: Timestamp) -> UInt64 {
        microseconds >= earlier.microseconds ? microseconds - earlier.microseconds : 0
    }
}
