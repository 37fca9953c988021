/// The Firefox ESR release whose two-finger swipe navigation (`widget/SwipeTracker.cpp`) the firefox
/// model follows.
public enum FirefoxRelease: String, Sendable, Hashable, CaseIterable {
    /// Firefox ESR 140 (Debian 12's, seen in the toolkit lane).
    case v140 = "140"
    /// Firefox ESR 153 (Debian 13's): the model's rules are 140's (`kSwipeSuccessThreshold` 0.25,
    /// `widget.swipe.pixel-size` 1100, `success-velocity-contribution` 0.05); no difference in them
    /// is known.
    case v153 = "153"

    /// The newest release the model follows, its default.
    public static let newest = v153
}
