/// A stretch of input lost to a kernel buffer overflow (`SYN_DROPPED`).
public struct InputGap: Hashable, Sendable {
    /// Time of the `SYN_DROPPED` event, microseconds.
    public var start: Int64
    /// Time of the `SYN_REPORT` that ended the discarded stretch, microseconds.
    public var end: Int64
    /// Events of the recording discarded: the partial frame before the drop and everything up to the
    /// next `SYN_REPORT`.
    ///
    /// The events the kernel itself dropped when its buffer overflowed are not in the
    /// recording: how many there were is unknown.
    public var discardedEvents: Int
    /// Contacts that vanished while events were lost (down before the gap, gone in the state synced after
    /// it): their lift was never seen, so they are cancelled.
    public var lostContacts: [Int] = []

    /// Creates a gap record.
    public init(start: Int64, end: Int64, discardedEvents: Int, lostContacts: [Int] = []) {
        self.lostContacts = lostContacts
        self.start = start
        self.end = end
        self.discardedEvents = discardedEvents
    }
}
