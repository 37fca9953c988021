/// A pause that zeroed a release velocity: the contact rested longer than the velocity tracker's
/// pause rule allows, so the pointer counts as stopped (Flutter's
/// `_assumePointerMoveStoppedMilliseconds` and Android's `ASSUME_POINTER_STOPPED_TIME`, 40 ms).
public struct VelocityPause: Sendable, Hashable {
    /// How long the contact had rested at the release.
    public var rested: Duration
    /// The rule's limit: a longer rest means the pointer stopped.
    public var limit: Duration

    /// Creates a pause.
    public init(rested: Duration, limit: Duration) {
        self.rested = rested
        self.limit = limit
    }
}
