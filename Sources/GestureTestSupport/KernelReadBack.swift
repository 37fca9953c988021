public import EvdevInput

/// A read-back for the player tests that behaves as the kernel does: each write that holds more than
/// its `SYN_REPORT` arrives, stamped with the clock's time at the write plus a fixed latency; a write of
/// a lone `SYN_REPORT` (an empty frame) is dropped, as the input core drops it.
public final class KernelReadBack: FrameReadBack {
    public let sink: CollectingSink
    /// Added to each write's time, µs.
    public let latency: Int64
    private var seen = 0

    public init(sink: CollectingSink, latency: Int64 = 0) {
        self.sink = sink
        self.latency = latency
    }

    public func arrivals() throws(EvdevError) -> [Int64] {
        defer { seen = sink.all.count }
        return sink.all[seen...].filter { $0.events.count > 1 }.map { $0.at / 1000 + latency }
    }
}
