public import EdgePan

/// Where an active pan is after one sample.
public struct PanUpdate: Sendable, Hashable {
    /// The gesture's number, from 1.
    public var gesture: Int
    /// Which pan recognizer.
    public var pan: PanRole
    /// Location, translation, velocity and percent, as the recognizer reports them.
    public var update: ScreenEdgePanRecognizer.Update
}
