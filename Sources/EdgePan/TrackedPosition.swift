import GestureCore

/// A position of one contact at one time, as a velocity tracker keeps it.
struct TrackedPosition: Hashable, Sendable {
    /// Where the contact was, in container points.
    var location: Point
    /// When it was there, microseconds since the first event.
    var time: Timestamp
}
