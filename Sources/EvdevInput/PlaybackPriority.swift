#if canImport(Glibc)
    import Glibc
#endif

/// The scheduling a player asks for: the lowest real-time priority, so that busy threads of normal
/// priority (the compositor under test, a recorder printing every event) cannot delay a frame.
///
/// Under `SCHED_OTHER` a woken player shares the CPU with whatever else is runnable and can wait a
/// whole scheduling slice (milliseconds) before it writes; a `SCHED_FIFO` thread runs as soon as it
/// is woken and is never preempted by normal threads (sched(7)). Priority 1 is the lowest real-time
/// one, below every real-time thread the system already has. The kernel still keeps 5 % of each
/// second for normal threads (`sched_rt_runtime_us` 950000 of `sched_rt_period_us` 1000000, sched(7)),
/// and the player only polls in the last stretch before a deadline.
public enum PlaybackPriority {
    /// The real-time priority asked for.
    public static let realtimePriority: Int32 = 1

    /// Asks for `SCHED_FIFO` at ``realtimePriority`` for the calling process.
    /// - Returns: nil when granted; the error otherwise (`EPERM` without root, `CAP_SYS_NICE` or an
    ///   `RLIMIT_RTPRIO` of 1 or more), in which case scheduling is unchanged.
    @discardableResult
    public static func raise() -> Errno? {
        var parameters = sched_param(sched_priority: realtimePriority)
        return sched_setscheduler(0, SCHED_FIFO, &parameters) == 0 ? nil : .current
    }
}
