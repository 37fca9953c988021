/// A pause that zeroed a release velocity: the contact rested longer than the velocity tracker's
/// pause rule allows, so the pointer counts as stopped (Flutter's
/// `_assumePointerMoveStoppedMilliseconds` and Android's `ASSUME_POINTER_STOPPED_TIME`, 40 ms).
///
/// Kept in whole microseconds, the unit of ``Timestamp``: it rides on every fitted recognizer update,
/// and two `Duration`s would make each update too large to copy in registers.
public struct VelocityPause: Sendable, Hashable {
    /// How long the contact had rested at the release, microseconds.
    public var restedMicroseconds: UInt64
    /// The rule's limit, microseconds: a longer rest means the pointer stopped.
    public var limitMicroseconds: UInt64

    /// How long the contact had rested at the release.
    public var rested: Duration { .microseconds(Int64(clamping: restedMicroseconds)) }
    /// The rule's limit: a longer rest means the pointer stopped.
    public var limit: Duration { .microseconds(Int64(clamping: limitMicroseconds)) }

    /// Creates a pause.
    /// - Parameters:
    ///   - restedMicroseconds: How long the contact had rested, microseconds.
    ///   - limitMicroseconds: The rule's limit, microseconds.
    public init(restedMicroseconds: UInt64, limitMicroseconds: UInt64) {
        self.restedMicroseconds = restedMicroseconds
        self.limitMicroseconds = limitMicroseconds
    }

    /// Creates a pause from durations, in whole microseconds.
    /// - Parameters:
    ///   - rested: How long the contact had rested.
    ///   - limit: The rule's limit.
    public init(rested: Duration, limit: Duration) {
        self.init(restedMicroseconds: rested.wholeMicroseconds, limitMicroseconds: limit.wholeMicroseconds)
    }
}
