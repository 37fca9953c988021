/// The KWin release whose virtual-desktop swipe (`gestures.cpp`, `virtualdesktops.cpp`) the kwin model
/// follows.
public enum KWinRelease: String, Sendable, Hashable, CaseIterable {
    /// KWin 6.3 (Debian 13, 6.3.6 seen in the toolkit lane): `s_minimumDelta` 200, the direction lock
    /// at 5, `GESTURE_SWITCH_THRESHOLD` 0.25.
    case v6_3 = "6.3"

    /// The newest release the model follows, its default.
    public static let newest = v6_3
}
