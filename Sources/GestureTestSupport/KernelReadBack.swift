public import EvdevInput

/// A read-back for the player tests that behaves as the kernel does: each write that holds more than
/// its `SYN_REPORT` arrives, stamped with the clock's time at the write plus a fixed latency (or, as
/// Linux 6.12's uinput does, with the time written); a write of a lone `SYN_REPORT` (an empty frame) is
/// dropped, as the input core drops it.
public final class KernelReadBack: FrameReadBack {
    public let sink: CollectingSink
    /// Added to each write's time, µs.
    public let latency: Int64
    private var seen = 0

    /// Whether the kernel keeps the time written with each event (uinput on Linux 6.12: a
    /// `CLOCK_MONOTONIC` time up to 10 s in the past) instead of stamping its own.
    public let keepsWrittenTime: Bool

    public init(sink: CollectingSink, latency: Int64 = 0, keepsWrittenTime: Bool = false) {
        self.sink = sink
        self.latency = latency
        self.keepsWrittenTime = keepsWrittenTime
    }

    package func delivered() throws(EvdevError) -> [InputEvent] {
        defer { seen = sink.all.count }
        var events: [InputEvent] = []
        for write in sink.all[seen...] where write.events.count > 1 {
            let time = keepsWrittenTime ? write.dueTime : write.at / 1000 + latency
            for var event in write.events {
                event.time = time
                events.append(event)
            }
        }
        return events
    }
}
