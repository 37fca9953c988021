/// Which pan recognizer a gesture event comes from.
public enum PanRole: String, Sendable, Hashable, CaseIterable {
    /// The screen-edge pan (pops, presents, or drives the transition given).
    case edgePan
    /// A pan on a presented layer toward its origin (dismisses interactively).
    case dismissPan
}
