/// Plays a recording's frames into its devices, each at its absolute deadline, and leaves every
/// device neutral however the play ends.
///
/// Frame i is due at `origin + (t_i − t_0) / speed` on the player's clock (``PlaybackSchedule``), with
/// the origin `delay` after ``play(stopRequested:)`` starts. The player sleeps to ``Parameters/spinMargin``
/// before a deadline with one absolute sleep (``PlaybackClock/sleep(until:)``), then polls the clock
/// for the last stretch, and writes the whole frame with one write. After each write it reads the
/// device back (``FrameReadBack``) and keeps the kernel's time of the frame, from which
/// ``DeliveryTiming`` is computed at the end.
///
/// Whatever ends the play (the last frame, a stop request, a failed write), every contact still down
/// is lifted and every button released (``HeldInput``) before ``play(stopRequested:)`` returns.
///
/// ```swift
/// let player = EventPlayer(script: script, description: description, sink: device, readBack: readBack,
///                          clock: MonotonicPlaybackClock())
/// let reports = player.play { signals.received() != nil }   // one per device
/// ```
package final class EventPlayer {
    /// The waiting parameters.
    package struct Parameters: Sendable, Hashable {
        /// How long before a deadline the absolute sleep ends and polling the clock takes over, at the
        /// least, 200 µs, in ns.
        ///
        /// The kernel's default timer slack is 50 µs (prctl(2), `PR_SET_TIMERSLACK`) and a woken
        /// thread needs scheduling on top; evemu-play allows 150 µs for the same (`ERROR_MARGIN` in
        /// evemu.c) but without polling after it. Where sleeps wake later than that, the margin in
        /// force grows by how late they woke (a decaying maximum, so one late wake counts for a few
        /// frames), up to ``maximumSpinMargin``.
        package var spinMargin: Int64 = 200_000
        /// The largest margin the lateness of sleeps can raise the polling stretch to, 4 ms, in ns.
        ///
        /// A kernel's tick at Debian's `CONFIG_HZ=250` is 4 ms: timers on a machine that wakes sleepers
        /// only on ticks (as a virtual machine's emulated clock can) are that late at most; polling
        /// longer than one tick before every frame would only burn a core.
        package var maximumSpinMargin: Int64 = 4_000_000
        /// The longest single sleep, 20 ms, in ns.
        ///
        /// A stop request that lands just before a sleep starts (and so does not interrupt it) is
        /// noticed within this.
        package var longestSleep: Int64 = 20_000_000
        /// How long the device stays after a release frame before the play returns, 100 ms, in ns.
        ///
        /// The device can be removed after that. evdev answers a reader `ENODEV` as soon as its device
        /// is gone, even with events still queued (`evdev_read` in `drivers/input/evdev.c`), so a reader that had not yet
        /// read the release would never see the contacts lift.
        package var releaseLinger: Int64 = 100_000_000
        /// The shortest gap between two frames' writes, as a fraction of their recorded interval: 0.5.
        ///
        /// After a stall (the player was not scheduled) the frames that fell due meanwhile are not
        /// written in one burst: they catch up at twice the recorded pace until the schedule is met
        /// again. libinput discards a touchpad motion as a jump when its distance, scaled to a 12 ms
        /// frame, is over 20 mm or 7 mm more than the previous frame's (`tp_detect_jumps` in
        /// `evdev-mt-touchpad.c`); frames 0.1 ms apart made it discard a played swipe's motion in the
        /// touchpad lane, while half an interval at most doubles a scaled distance.
        package var catchUpFraction: Double = 0.5
        /// Empty frames (a lone `SYN_REPORT`) written before the first frame, 3.
        ///
        /// The input core passes no frame on that holds nothing but its `SYN_REPORT` (`input_handle_event`
        /// in `drivers/input/input.c` hands on frames of two values or more), so no reader sees them; they
        /// take the first write's one-off costs (under the lane's emulated CPU the first frame came
        /// 1.1 ms late, and every later frame's error is counted from it).
        package var warmUpWrites = 3

        /// The defaults above.
        package init() {}
    }

    /// Whether each report carries every event read back from its device (``PlaybackReport/delivered``).
    ///
    /// That is the kernel's capture, for replaying a model on what the device delivered. Off by
    /// default, as a long play would keep all its events.
    package var keepsDelivered = false

    private let tracks: [PlaybackTrack]
    private let clock: any PlaybackClock
    private let speed: Double
    private let delay: Int64
    private let parameters: Parameters
    private var held: [HeldInput]
    /// How late recent sleeps woke after their target, ns: the largest, decaying by an eighth per sleep.
    private var lateness: Int64 = 0

    /// Creates a player of one device's frames.
    /// - Parameters:
    ///   - script: The frames to play.
    ///   - description: The device played into (for its slot in force); nil when unknown.
    ///   - sink: Where the frames are written.
    ///   - readBack: The same device read back, for the delivery timing; nil to skip it.
    ///   - clock: The clock deadlines are on (``MonotonicPlaybackClock`` when live).
    ///   - speed: How much faster than recorded to play, above 0.
    ///   - delay: How long to wait before the first frame, µs.
    ///   - parameters: The waiting parameters.
    package convenience init(
        script: PlaybackScript, description: DeviceDescription?, sink: any EventSink, readBack: (any FrameReadBack)?,
        clock: any PlaybackClock, speed: Double = 1, delay: Int64 = 0, parameters: Parameters = Parameters()
    ) {
        self.init(
            tracks: [PlaybackTrack(script: script, description: description, sink: sink, readBack: readBack)],
            clock: clock, speed: speed, delay: delay, parameters: parameters)
    }

    /// Creates a player of several devices' frames on one timeline.
    ///
    /// The frames of all tracks are written in the order of their recorded times (a tie goes to the
    /// earlier track), each track's own order kept, every deadline from one origin: the first frame of
    /// any track is due `delay` after the play starts.
    /// - Parameters:
    ///   - tracks: The devices and their frames, recorded times on one clock.
    ///   - clock: The clock deadlines are on (``MonotonicPlaybackClock`` when live).
    ///   - speed: How much faster than recorded to play, above 0.
    ///   - delay: How long to wait before the first frame, µs.
    ///   - parameters: The waiting parameters.
    package init(
        tracks: [PlaybackTrack], clock: any PlaybackClock, speed: Double = 1, delay: Int64 = 0,
        parameters: Parameters = Parameters()
    ) {
        self.tracks = tracks
        self.clock = clock
        self.speed = speed
        self.delay = delay
        self.parameters = parameters
        held = tracks.map { HeldInput(description: $0.description) }
    }

    /// What one track's play has done so far.
    private struct Progress {
        /// The next frame to write.
        var next = 0
        var events = 0
        var recorded: [Int64] = []
        var arrived: [Int64] = []
        var firstWrite: Int64?
        var lastWrite: Int64 = 0
        var end = PlaybackReport.End.finished
        var readBackProblem: EvdevError?
        var delivered: [InputEvent] = []
    }

    /// Plays every frame of every track, or until `stopRequested` says so, then releases everything
    /// held on every device.
    /// - Parameter stopRequested: Asked before each frame and while waiting; true ends the play.
    /// - Returns: One report per track, in the tracks' order: what was written, how it ended and the
    ///   delivery timing (every device's errors from the play's first frame read back, so an offset
    ///   between devices counts).
    package func play(stopRequested: () -> Bool) -> [PlaybackReport] {
        var progress = [Progress](repeating: Progress(), count: tracks.count)
        warmUp()
        for (index, track) in tracks.enumerated() {
            // Whatever the device said before the first frame (nothing, for a new device) is not ours.
            do throws(EvdevError) { _ = try track.readBack?.delivered() } catch {
                progress[index].readBackProblem = error
            }
        }
        let first = nextTrack(progress)
        let schedule = PlaybackSchedule(
            origin: clock.now() + delay * 1000,
            firstFrameTime: first.map { tracks[$0].script.time(ofFrame: 0) } ?? 0, speed: speed)
        var reference: (recorded: Int64, arrival: Int64)?
        playing: while let current = nextTrack(progress) {
            let track = tracks[current]
            let index = progress[current].next
            let recordedTime = track.script.time(ofFrame: index)
            let due = schedule.deadline(forFrameAt: recordedTime)
            var writeAt = due
            if index > 0, let firstWrite = progress[current].firstWrite {
                let interval = Double(recordedTime - track.script.time(ofFrame: index - 1)) * 1000 / speed
                writeAt = max(
                    due, max(firstWrite, progress[current].lastWrite) + Int64(interval * parameters.catchUpFraction))
            }
            guard wait(until: writeAt, stopRequested: stopRequested) else {
                stopUnfinished(&progress)
                break playing
            }
            let frame = track.script.frame(index)
            do throws(PlaybackError) {
                try track.sink.write(frame, dueTime: due / 1000)
            } catch {
                stopUnfinished(&progress)
                progress[current].end = .writeFailed(error)
                break playing
            }
            let now = clock.now()
            progress[current].lastWrite = now
            if progress[current].firstWrite == nil { progress[current].firstWrite = now }
            for event in frame { held[current].note(event) }
            progress[current].events += frame.count
            progress[current].next += 1
            if progress[current].readBackProblem == nil, let readBack = track.readBack {
                do throws(EvdevError) {
                    let events = try readBack.delivered()
                    if keepsDelivered { progress[current].delivered += events }
                    if let arrival = events.last(where: { $0.type == .syn && $0.code == EventCode.synReport })?.time {
                        progress[current].recorded.append(recordedTime)
                        progress[current].arrived.append(arrival)
                        if reference == nil { reference = (recordedTime, arrival) }
                    }
                } catch {
                    progress[current].readBackProblem = error
                }
            }
        }
        let released = releaseAll()
        if released.contains(where: { $0 > 0 }) { clock.sleep(until: clock.now() + parameters.releaseLinger) }
        return tracks.indices.map { index in
            let track = tracks[index]
            var done = progress[index]
            if done.readBackProblem == nil, let rest = try? track.readBack?.delivered(), keepsDelivered {
                done.delivered += rest
            }
            var report = PlaybackReport(
                node: track.sink.node, name: track.description?.name ?? "", frames: done.next, events: done.events,
                duration: .nanoseconds(done.lastWrite - (done.firstWrite ?? done.lastWrite)),
                timing: reference.flatMap {
                    DeliveryTiming(
                        recorded: done.recorded, arrivals: done.arrived, speed: speed, reference: $0)
                },
                releaseEvents: released[index], end: done.end, readBackProblem: done.readBackProblem)
            report.delivered = done.delivered
            return report
        }
    }

    /// Marks every track with frames left as stopped before its next frame.
    private func stopUnfinished(_ progress: inout [Progress]) {
        for index in progress.indices where progress[index].next < tracks[index].script.frameCount {
            progress[index].end = .stopped(beforeFrame: progress[index].next)
        }
    }

    /// The track whose next frame is the earliest recorded (the first such track on a tie); nil when
    /// every track is played.
    private func nextTrack(_ progress: [Progress]) -> Int? {
        var best: (track: Int, time: Int64)?
        for (index, track) in tracks.enumerated() where progress[index].next < track.script.frameCount {
            let time = track.script.time(ofFrame: progress[index].next)
            if let earliest = best, earliest.time <= time { continue }
            best = (index, time)
        }
        return best?.track
    }

    /// Waits until `stopRequested` says so, in sleeps of at most ``Parameters/longestSleep`` (a device
    /// kept for a compositor until Ctrl-C).
    package func hold(stopRequested: () -> Bool) {
        while !stopRequested() { clock.sleep(until: clock.now() + parameters.longestSleep) }
    }

    /// Writes ``Parameters/warmUpWrites`` empty frames to every device, which no reader sees, and reads
    /// the device back after each (a failed write is left for the first frame to report).
    private func warmUp() {
        let empty = [InputEvent(time: 0, type: .syn, code: EventCode.synReport, value: 0)]
        for track in tracks {
            for _ in 0..<parameters.warmUpWrites {
                do throws(PlaybackError) { try track.sink.write(empty[...], dueTime: clock.now() / 1000) } catch {
                    break
                }
                _ = try? track.readBack?.delivered()
            }
        }
    }

    /// Lifts every contact and releases every button still held, on every device, one frame each.
    /// - Returns: The events written (0 when nothing was held or the writes failed).
    @discardableResult
    package func release() -> Int { releaseAll().reduce(0, +) }

    /// Lifts and releases what each track holds.
    /// - Returns: The events written per track (0 where nothing was held or the write failed).
    private func releaseAll() -> [Int] {
        tracks.indices.map { index in
            let events = held[index].releasingEvents(at: clock.now() / 1000)
            guard !events.isEmpty else { return 0 }
            do throws(PlaybackError) {
                try tracks[index].sink.write(events[...], dueTime: clock.now() / 1000)
            } catch {
                return 0
            }
            for event in events { held[index].note(event) }
            return events.count
        }
    }

    /// Sleeps to just before `due`, then polls the clock until it is reached.
    /// - Returns: false when a stop was requested first.
    private func wait(until due: Int64, stopRequested: () -> Bool) -> Bool {
        while true {
            if stopRequested() { return false }
            let now = clock.now()
            if now >= due { return true }
            let margin = min(parameters.maximumSpinMargin, parameters.spinMargin + lateness)
            if due - now > margin {
                let target = min(due - margin, now + parameters.longestSleep)
                clock.sleep(until: target)
                lateness = max(clock.now() - target, lateness - lateness / 8)
            }
        }
    }
}
