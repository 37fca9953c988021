/// `CLOCK_MONOTONIC`, slept on with absolute deadlines (`clock_nanosleep(TIMER_ABSTIME)`): the
/// player's live clock, and the clock the kernel stamps evdev events with once a reader asks for it
/// (`EVIOCSCLOCKID`).
///
/// A sleep to an absolute time cannot drift the way a relative one does: being woken late once does
/// not move any later deadline. A signal wakes it early (`EINTR`, which `clock_nanosleep` never
/// restarts; signal(7)), so a player notices Ctrl-C at once.
package final class MonotonicPlaybackClock: PlaybackClock {
    /// Creates the clock.
    package init() {}

    package func now() -> Int64 {
        monotonicNanoseconds()
    }

    package func sleep(until deadline: Int64) {
        sleepUntilMonotonic(nanoseconds: deadline)
    }
}
