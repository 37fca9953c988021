public import EvdevInput

/// An event sink for the player tests: keeps every frame written, with the clock's time at the write.
public final class CollectingSink: EventSink {
    /// One write.
    public struct Write {
        public var events: [InputEvent]
        /// The due time passed with it, µs.
        public var dueTime: Int64
        /// The clock when it was written, ns.
        public var at: Int64
    }

    public let node: String
    public let clock: FakePlaybackClock
    /// The writes so far, the player's warm-up writes (lone `SYN_REPORT`s before the first frame) left out.
    public var writes: [Write] { Array(all.drop { $0.events.count == 1 && $0.events[0].code == EventCode.synReport }) }
    /// Every write so far.
    public private(set) var all: [Write] = []
    /// The write (0-based) that fails with EIO, if any.
    public var failingWrite: Int?
    /// Called after each successful write with its index (a test's stop request, say).
    public var afterWrite: ((Int) -> Void)?

    /// A sink for `node` whose writes are stamped with `clock`'s time.
    public init(clock: FakePlaybackClock, node: String = "/dev/input/event99") {
        self.clock = clock
        self.node = node
    }

    package func write(_ events: ArraySlice<InputEvent>, dueTime: Int64) throws(PlaybackError) {
        if all.count == failingWrite {
            failingWrite = nil
            throw .write(path: node, Errno(rawValue: 5))
        }
        all.append(Write(events: Array(events), dueTime: dueTime, at: clock.time))
        afterWrite?(writes.count - 1)
    }
}
