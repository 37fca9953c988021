/// The libadwaita release whose `AdwSwipeTracker` the adwaita touchpad model follows: the rules for
/// the first scroll event of a swipe changed between them (`src/adw-swipe-tracker.c`,
/// `handle_scroll_event`).
///
/// ```swift
/// var model = TouchpadSwipeModel.adwaita
/// model.adwaitaRelease = .v1_2   // Debian 12
/// ```
public enum AdwaitaRelease: String, Sendable, Hashable, CaseIterable {
    /// libadwaita 1.2 (Debian 12, seen in the toolkit lane): the first event's delta along the swipe
    /// decides alone, `delta > 0 ? FORWARD : BACK`, so a zero delta starts a back swipe, and no
    /// motion across the swipe refuses it. Under GTK 4.8 the first event reaches the tracker twice
    /// (`scroll_begin_cb`, then `scroll_cb` when its delta on the axis is nonzero) and moves it twice;
    /// later events with no delta on the axis never reach it (`GtkEventControllerScroll` emits
    /// `scroll` only for a nonzero delta).
    case v1_2 = "1.2"
    /// libadwaita 1.10: a first event with no delta along the swipe is passed on and the next one
    /// decides (`G_APPROX_VALUE (delta, 0, DBL_EPSILON)`), and one whose delta is under 1.2 times
    /// the motion across refuses the swipe (`SCROLL_ORIENTATION_FACTOR`, 3cf8369a).
    case v1_10 = "1.10"

    /// The newest release the model follows, its default.
    public static let newest = v1_10
}
