/// A moment on the input's own clock, in whole microseconds since the first event.
///
/// Every entry point of the core (recognizers, the transition, the animator, the interaction) takes
/// the time of the event that caused the call: nothing below the live drivers reads a clock. Whole
/// microseconds are the kernel's own resolution (`struct input_event`), so a trace written from
/// timestamps is exact and the same input gives the same bytes.
///
/// ```swift
/// let down = Timestamp(microseconds: 0)
/// let move = down + .milliseconds(8)
/// move.seconds(since: down)   // 0.008
/// ```
public struct Timestamp: Hashable, Comparable, Sendable {
    /// Microseconds since the first event of the input.
    public var microseconds: UInt64

    /// Creates a timestamp.
    /// - Parameter microseconds: Microseconds since the first event.
    public init(microseconds: UInt64) {
        self.microseconds = microseconds
    }

    /// Creates the timestamp nearest to a time in seconds; negative times become 0.
    /// - Parameter seconds: Seconds since the first event.
    public init(seconds: Double) {
        let micros = (seconds * Self.microsecondsPerSecond).rounded()
        microseconds = micros > 0 ? (micros < 1.8e19 ? UInt64(micros) : .max) : 0
    }

    /// The first event's time, 0 µs.
    public static let zero = Timestamp(microseconds: 0)

    /// Microseconds in a second.
    static let microsecondsPerSecond = Double(Microseconds.perSecond)

    /// The timestamp as seconds since the first event.
    public var seconds: Double { Double(microseconds) / Self.microsecondsPerSecond }

    /// The time from `earlier` to `self`, in seconds (negative if `earlier` is later).
    public func seconds(since earlier: Timestamp) -> Double {
        (Double(microseconds) - Double(earlier.microseconds)) / Self.microsecondsPerSecond
    }

    /// Microseconds from `earlier` to `self`, or 0 when `earlier` is not earlier.
    public func microseconds(since earlier: Timestamp) -> UInt64 {
        microseconds >= earlier.microseconds ? microseconds - earlier.microseconds : 0
    }

    /// The timestamp a duration later, saturating at the largest timestamp.
    public static func + (lhs: Timestamp, rhs: Duration) -> Timestamp {
        let (sum, overflow) = lhs.microseconds.addingReportingOverflow(rhs.wholeMicroseconds)
        return Timestamp(microseconds: overflow ? .max : sum)
    }

    /// The timestamp a time in seconds later (negative: earlier, not before 0).
    public func adding(seconds: Double) -> Timestamp {
        Timestamp(seconds: self.seconds + seconds)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.microseconds < rhs.microseconds
    }
}
