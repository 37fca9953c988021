/// A moment on the input's own clock, in microseconds since the first event.
///
/// The recognizer never reads a clock: every entry point takes the sample's timestamp.
public struct Timestamp: Hashable, Comparable, Sendable {
    /// Microseconds since the first event of the input.
    public var microseconds: UInt64

    /// Creates a timestamp.
    /// - Parameter microseconds: Microseconds since the first event.
    public init(microseconds: UInt64) {
        self.microseconds = microseconds
    }

    /// The timestamp as seconds since the first event.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// The time from `earlier` to `self`, in seconds (negative if `earlier` is later).
    public func seconds(since earlier: Timestamp) -> Double {
        (Double(microseconds) - Double(earlier.microseconds)) / 1_000_000
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.microseconds < rhs.microseconds
    }
}
