/// The phosh and phoc release whose drag surfaces (phoc's `src/layer-shell-effects.c`, phosh's
/// `src/drag-surface.c`, `src/top-panel.c`, `src/home.c`) the phosh model follows.
public enum PhoshRelease: String, Sendable, Hashable, CaseIterable {
    /// phosh 0.46 on phoc 0.46 (Debian 13, 0.46.0 seen in the toolkit lane): the top panel and the
    /// home bar open past 0.3 of their travel as the Wayland protocol carries it (0.296875), on a
    /// fling of 1500 px/s in its direction, and nothing sits on the left or right edge.
    case v0_46 = "0.46"

    /// The newest release the model follows, its default.
    public static let newest = v0_46
}
