/// A stretch of input lost to a kernel buffer overflow (`SYN_DROPPED`).
public struct InputGap: Hashable, Sendable {
    /// Time of the `SYN_DROPPED` event, microseconds.
    public var start: Int64
    /// Time of the `SYN_REPORT` that ended the discarded stretch, microseconds.
    public var end: Int64
    /// Events discarded: the partial frame before the drop and everything up to the next `SYN_REPORT`.
    public var discardedEvents: Int

    /// Creates a gap record.
    public init(start: Int64, end: Int64, discardedEvents: Int) {
        self.start = start
        self.end = end
        self.discardedEvents = discardedEvents
    }
}
