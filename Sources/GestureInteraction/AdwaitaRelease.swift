/// The libadwaita release whose `AdwSwipeTracker` the adwaita model follows: the rules for the first
/// touchpad scroll of a swipe changed between them (`src/adw-swipe-tracker.c`, `handle_scroll_event`).
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
    /// libadwaita 1.7 (Debian 13, 1.7.6 seen in the toolkit lane under GTK 4.18): its
    /// `handle_scroll_event` is 1.2's (the file's changes from 1.7.6 to 1.10 are 3cf8369a, which
    /// brought the orientation factor and the zero-delta pass, and a leak fix), so the model follows
    /// 1.2's first-scroll rule here, the first event applied twice included (GTK 4.18 begins the
    /// scroll on that event when libinput sent no hold before it, measured in
    /// `toolkit-lane.md`, "Debian 13"). Its touch drags share 1.10's code (no change to the touch
    /// path between 1.7.6 and 1.10).
    case v1_7 = "1.7"
    /// libadwaita 1.10: a first event with no delta along the swipe is passed on and the next one
    /// decides (`G_APPROX_VALUE (delta, 0, DBL_EPSILON)`), and one whose delta is under 1.2 times
    /// the motion across refuses the swipe (`SCROLL_ORIENTATION_FACTOR`, 3cf8369a).
    case v1_10 = "1.10"

    /// The newest release the model follows, its default.
    public static let newest = v1_10

    /// Whether the first touchpad scroll decides by its sign alone, as 1.2's and 1.7's
    /// `handle_scroll_event` do (no zero-delta pass, no `SCROLL_ORIENTATION_FACTOR`; 3cf8369a came
    /// after 1.7).
    public var decidesOnFirstScrollSign: Bool {
        switch self {
        case .v1_2, .v1_7: true
        case .v1_10: false
        }
    }
}
