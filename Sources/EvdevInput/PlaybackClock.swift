/// The clock a player waits on: the live one (``MonotonicPlaybackClock``) or a test's.
///
/// Only the player's live path reads a clock; everything it schedules is computed from the times this
/// gives. Times are nanoseconds on one monotonic timeline.
package protocol PlaybackClock: AnyObject {
    /// The current time, nanoseconds.
    func now() -> Int64
    /// Sleeps until `deadline` (nanoseconds on the same timeline) or until a signal interrupts the
    /// sleep, whichever comes first.
    func sleep(until deadline: Int64)
}
