import EvdevInput
import GestureCore
import GestureReplay

/// The live half of `live`: reads the device as events arrive, runs the replay engine on them, and
/// keeps the frame clock ticking between events so a settle animation runs on after the lift.
///
/// The engine takes its time from the kernel's timestamps; the injected clock (`now`, microseconds on
/// `CLOCK_MONOTONIC`, the kernel's event clock) only decides when to tick between events and measures
/// latency. No sleeps: poll(2) waits for the device, a signal, or the next tick.
///
/// ## Why this is not `Replay.run(reader:)`
///
/// Live shares every hop of a replay from the event on: ``GestureReplay/ReplayEngine`` is built the
/// same way (mapping, route), `feed(_:)` takes each event through the same `FrameAssembler`, route
/// dispatch, interaction and collector, `drainRecords()` and `finish()` are the same calls, the trace
/// header is the one `TraceHeader(source:format:description:engine:)` builds, and the records reach the
/// same writer. What it does not share is the loop around them, because a device is not a reader:
///
/// - `EventReader.next(into:)` returns 0 only at the end of the input; a device has no end, and
///   `EvdevDevice.nextEvent()` returns nil for "nothing yet". A reader over the device would have to
///   block until the next event to keep that contract.
/// - Between events, time must pass without input: after the lift nothing arrives, yet the settle has
///   to run in real time (the view's animation, the `complete` record). This loop calls
///   `engine.advance(toSourceTime: now())` at each frame period while `engine.isAnimating`, from
///   poll's timeout. `Replay.run` ticks only on the events' own time (DESIGN: time comes from the
///   events), so a reader could only move its clock by inventing events (an empty `SYN_REPORT` at
///   `now`), which would reach `FrameAssembler` and libinput's touchpad timers as a frame the device
///   never sent; issue 24 forbids forged events. Without either, a settle stops at the lift until
///   the next touch.
/// - `--once` stops when the first transition has completed (settle included) or the first gesture
///   failed: it reads `engine.summary` and `engine.isAnimating` after every event and tick, and
///   `Replay.run` keeps its engine to itself until it returns.
/// - The same poll wakes for Ctrl-C (the signal descriptor) and redraws the status line at 30 Hz
///   between events. A device reader could report Ctrl-C and removal as the end of its input and
///   keep the reason aside (`EventReader` throws only `RecordingError`, so `EvdevError`'s `.removed`
///   and `.read` could not pass through it), but the redraw is no reader's business.
/// - Latency is measured from the event that produced a record to its trace line; `Replay.run`'s
///   `onRecord` does not say which records an event produced and which a tick did.
///
/// The assumptions (a guessed device class, a missing resolution) are noted by the same
/// `ReplayEngine.noteAssumptions(inputWarnings:)` `Replay.run` calls, before the first event.
///
/// Going through `Replay.run` would take a source that can answer "no event yet, it is now T", with
/// `Replay.run` advancing the clock to T (files never answer so, and stay deterministic), plus a stop
/// condition over the summary.
struct LiveLoop {
    /// Events read per wake-up at most, so ticks and signals are never starved.
    static let batchLimit = 4096
    /// How often the terminal view is redrawn at most, microseconds (30 Hz).
    static let redrawInterval: Int64 = 33_333

    let device: EvdevDevice
    var engine: ReplayEngine
    let recorder: EventRecorder?
    let states: TraceFile?
    var view: LiveView
    let signals: SignalMonitor
    let once: Bool
    let now: () -> Int64
    var latency = LatencyStatistics()

    /// Why the loop ended.
    enum Stop {
        case once, signal(Int32), removed, readFailed(EvdevError), writeFailed(RecordingError)
    }

    /// Runs until --once is satisfied, a signal, removal or a failure.
    mutating func run() -> Stop {
        var fds = ReadablePoll([device.fileDescriptor, signals.fileDescriptor])
        let tick = Microseconds.period(hertz: engine.options.fps)
        var lastDraw: Int64 = 0
        view.draw()
        while true {
            let timeout: Int32 = engine.isAnimating ? Int32(max(1, (tick + 999) / 1000)) : (view.interactive ? 100 : -1)
            let ready = fds.wait(milliseconds: timeout)
            if ready < 0 && errno != EINTR { return .readFailed(.read(path: device.path, Errno(rawValue: errno))) }
            if ready > 0, fds.isReady(0), let stop = drain() { return stop }
            if engine.isAnimating {
                engine.advance(toSourceTime: now())
                write(engine.drainRecords(), eventTime: nil)
            }
            if once, done { return .once }
            if ready > 0, fds.isReady(1), let signal = signals.received() { return .signal(signal) }
            let current = now()
            if current - lastDraw >= Self.redrawInterval {
                view.draw()
                lastDraw = current
            }
        }
    }

    /// Whether --once can stop: the first transition completed, or the first gesture failed.
    var done: Bool {
        let summary = engine.summary
        if let last = summary.transitions.last { return last.outcome != nil && !engine.isAnimating }
        return summary.failureReason != nil
    }

    /// Reads what is waiting into the engine and the recorder.
    private mutating func drain() -> Stop? {
        do {
            for _ in 0..<Self.batchLimit {
                guard let event = try device.nextEvent() else { return nil }
                if let recorder {
                    do throws(RecordingError) { try recorder.record(event) } catch { return .writeFailed(error) }
                }
                engine.feed(event)
                write(engine.drainRecords(), eventTime: event.time)
            }
            return nil
        } catch .removed {
            return .removed
        } catch {
            return .readFailed(error)
        }
    }

    /// Writes records to the trace and the view; measures latency for those an event produced.
    mutating func write(_ records: [TraceRecord], eventTime: Int64?) {
        for record in records {
            states?.write(record)
            if let eventTime { latency.add(now() - eventTime) }
            view.take(record)
        }
    }
}
