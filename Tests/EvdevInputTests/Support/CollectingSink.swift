import EvdevInput

/// An event sink for the player tests: keeps every frame written, with the clock's time at the write.
final class CollectingSink: EventSink {
    /// One write.
    struct Write {
        var events: [InputEvent]
        /// The due time passed with it, µs.
        var dueTime: Int64
        /// The clock when it was written, ns.
        var at: Int64
    }

    let node = "/dev/input/event99"
    let clock: FakePlaybackClock
    /// The writes so far.
    private(set) var writes: [Write] = []
    /// The write (0-based) that fails with EIO, if any.
    var failingWrite: Int?
    /// Called after each successful write with its index (a test's stop request, say).
    var afterWrite: ((Int) -> Void)?

    init(clock: FakePlaybackClock) { self.clock = clock }

    func write(_ events: ArraySlice<InputEvent>, dueTime: Int64) throws(PlaybackError) {
        if writes.count == failingWrite {
            failingWrite = nil
            throw .write(path: node, Errno(rawValue: 5))
        }
        writes.append(Write(events: Array(events), dueTime: dueTime, at: clock.time))
        afterWrite?(writes.count - 1)
    }
}
