public import EdgePan
public import GestureCore

/// A recognizer state change, numbered, with the pan's percent and velocity at that moment.
public struct GestureChange: Sendable, Hashable {
    /// The gesture's number since the interaction was made, from 1.
    public var gesture: Int
    /// Which pan recognizer.
    public var pan: PanRole
    /// The change, with its reason, time and edge.
    public var change: ScreenEdgePanRecognizer.StateChange
    /// The percent, 0…1, when the sample that caused the change also moved an active pan.
    public var percent: Percent?
    /// The velocity away from the edge, container extents per second, with ``percent``.
    public var percentVelocity: Rate<ExtentsPerSecond>?
}
