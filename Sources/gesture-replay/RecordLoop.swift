import EvdevInput

/// The live half of `record`: waits in poll(2) on the device and the signal pipe, hands every
/// event to the recorder, and ends on the duration, a signal, device removal or a failed write.
///
/// This is the only place with a clock (injected); the recorder and everything below it take their
/// times from the events. No sleeps: poll's timeout is the time left until the duration ends, or
/// the status line's refresh interval, whichever comes first.
struct RecordLoop<C: Clock<Duration>> {
    /// Events read per wake-up at most, so a device that never pauses cannot starve the checks for
    /// signals and the duration (a multitouch panel at 120 Hz sends a few hundred per second).
    static var batchLimit: Int { 4096 }
    /// Batches read at most after a requested stop, so a device that never pauses cannot delay it.
    static var finalBatches: Int { 4 }

    let device: EvdevDevice
    let recorder: EventRecorder
    let signals: SignalMonitor
    /// How long to record; nil until a signal or removal.
    let duration: Duration?
    var status: StatusLine?
    let clock: C

    /// Records until something ends it.
    /// - Returns: Why it stopped; every event read before that has been handed to the recorder.
    mutating func run() -> StopReason {
        let start = clock.now
        var lastDraw: C.Instant?
        // Events libevdev already holds in its own queue do not make the descriptor readable, so
        // after a full batch the next poll only looks, without waiting.
        var moreWaiting = false
        var fds = ReadablePoll([device.fileDescriptor, signals.fileDescriptor])
        while true {
            let elapsed = start.duration(to: clock.now)
            if let duration, elapsed >= duration { return finalDrain() ?? .duration(Self.seconds(duration)) }
            if status != nil, lastDraw.map({ $0.duration(to: clock.now) >= StatusLine.refreshInterval }) ?? true {
                let recorder = self.recorder
                status?.draw(
                    events: recorder.eventCount, frames: recorder.frameCount, contacts: recorder.activeContacts,
                    elapsed: elapsed)
                lastDraw = clock.now
            }
            var timeout: Duration? = duration.map { $0 - elapsed }
            if status != nil { timeout = min(timeout ?? StatusLine.refreshInterval, StatusLine.refreshInterval) }
            if moreWaiting { timeout = .zero }
            let ready = fds.wait(milliseconds: timeout.map(Self.milliseconds) ?? -1)
            if ready < 0 && errno != EINTR {
                return .readFailed(.read(path: device.path, Errno(rawValue: errno)))
            }
            if ready < 0 || (ready == 0 && !moreWaiting) { continue }
            // Events first: everything the kernel delivered before a signal goes into the file.
            if fds.isReady(0) || moreWaiting {
                switch drain() {
                case .stopped(let reason): return reason
                case .batchFull: moreWaiting = true
                case .empty: moreWaiting = false
                }
            }
            if fds.isReady(1), let signal = signals.received() { return finalDrain() ?? .signal(signal) }
        }
    }

    /// What one `drain()` found.
    private enum Drained {
        /// Everything waiting was read.
        case empty
        /// `batchLimit` events were read and more may be waiting.
        case batchFull
        /// The recording has to stop.
        case stopped(StopReason)
    }

    /// Reads what is waiting (up to `batchLimit` events) into the recorder.
    private func drain() -> Drained {
        do {
            for _ in 0..<Self.batchLimit {
                guard let event = try device.nextEvent() else { return .empty }
                do throws(RecordingError) {
                    try recorder.record(event)
                } catch {
                    return .stopped(.writeFailed(error))
                }
            }
            return .batchFull
        } catch .removed {
            return .stopped(.removed)
        } catch {
            return .stopped(.readFailed(error))
        }
    }

    /// Before a requested stop (duration, signal): reads what the kernel has delivered up to now,
    /// so the file ends with the latest complete frame; a removal or failure met meanwhile wins.
    private func finalDrain() -> StopReason? {
        for _ in 0..<Self.finalBatches {
            switch drain() {
            case .empty: return nil
            case .batchFull: continue
            case .stopped(let reason): return reason
            }
        }
        return nil
    }

    /// A duration in whole milliseconds for poll(2), rounded up so the wake-up is never early.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
        let millis = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: millis)
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
