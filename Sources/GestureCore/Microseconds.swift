/// Microseconds, the unit of every event time (a ``Timestamp``, and the `Int64` times on an input's
/// own clock that readers and writers carry): the one place they are converted to and from seconds.
///
/// Time has three forms, each in its place. What comes from events (an instant, a gap, a
/// recording's end) is whole microseconds, as the kernel gives it and the trace writes it: a
/// ``Timestamp``, or an `Int64` of microseconds labelled so. A computed animation duration (a
/// settle, a spring's `−ln ε / β`) and the animator's clock that runs it are `Double` seconds: they
/// feed further arithmetic, and rounding them to microseconds early would change the traces. A
/// live clock's reading (a playback's writes, a check's wall time) is a Swift `Duration`.
///
/// ```swift
/// Microseconds.seconds(from: 1_250_000, to: 2_000_000)  // 0.75
/// Microseconds.split(2_000_250)  // (seconds: 2, micros: 250)
/// ```
public enum Microseconds {
    /// Microseconds in a second.
    public static let perSecond: Int64 = 1_000_000

    /// Seconds in `micros` microseconds.
    /// - Parameter micros: A time or duration, microseconds.
    /// - Returns: The same in seconds.
    @inlinable public static func seconds(_ micros: Int64) -> Double {
        Double(micros) / Double(perSecond)
    }

    /// Seconds from `start` to `end`, both microseconds on one clock (negative when `end` is earlier).
    /// - Parameters:
    ///   - start: The earlier time, microseconds.
    ///   - end: The later time, microseconds.
    /// - Returns: The difference in seconds.
    @inlinable public static func seconds(from start: Int64, to end: Int64) -> Double {
        seconds(end - start)
    }

    /// A time written as whole seconds and microseconds (evemu's `sec.usec`, libinput record's, a
    /// `struct timeval`), in microseconds.
    /// - Parameters:
    ///   - seconds: Whole seconds.
    ///   - micros: Microseconds past them, 0…999 999.
    /// - Returns: The time in microseconds.
    @inlinable public static func time(seconds: Int64, micros: Int64) -> Int64 {
        seconds * perSecond + micros
    }

    /// A time in microseconds as whole seconds and the microseconds past them (truncated toward zero,
    /// as `/` and `%` do: a negative time has both parts negative or zero).
    /// - Parameter micros: The time, microseconds.
    /// - Returns: Whole seconds and the microseconds past them.
    @inlinable public static func split(_ micros: Int64) -> (seconds: Int64, micros: Int64) {
        (micros / perSecond, micros % perSecond)
    }

    /// Seconds in microseconds, rounded by `rule` (to the nearest by default).
    /// - Parameters:
    ///   - seconds: A time or duration, seconds.
    ///   - rule: How the microseconds are rounded.
    /// - Returns: The same in whole microseconds.
    @inlinable public static func micros(
        seconds: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) -> Int64 {
        Int64((seconds * Double(perSecond)).rounded(rule))
    }

    /// The period of a rate, whole microseconds (rounded toward zero).
    /// - Parameter hertz: The rate, per second, > 0.
    /// - Returns: Microseconds between two ticks.
    @inlinable public static func period(hertz: Int) -> Int64 {
        perSecond / Int64(hertz)
    }
}
