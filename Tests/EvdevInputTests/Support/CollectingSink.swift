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

    let node: String
    let clock: FakePlaybackClock
    /// The writes so far, the player's warm-up writes (lone `SYN_REPORT`s before the first frame) left out.
    var writes: [Write] { Array(all.drop { $0.events.count == 1 && $0.events[0].code == EventCode.synReport }) }
    /// Every write so far.
    private(set) var all: [Write] = []
    /// The write (0-based) that fails with EIO, if any.
    var failingWrite: Int?
    /// Called after each successful write with its index (a test's stop request, say).
    var afterWrite: ((Int) -> Void)?

    init(clock: FakePlaybackClock, node: String = "/dev/input/event99") {
        self.clock = clock
        self.node = node
    }

    func write(_ events: ArraySlice<InputEvent>, dueTime: Int64) throws(PlaybackError) {
        if all.count == failingWrite {
            failingWrite = nil
            throw .write(path: node, Errno(rawValue: 5))
        }
        all.append(Write(events: Array(events), dueTime: dueTime, at: clock.time))
        afterWrite?(writes.count - 1)
    }
}
