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
    /// 1.2's first-scroll rule here, the first event applied twice included when GTK 4.18 begins
    /// the scroll on that event; after libinput's two-finger hold GTK began it on the hold
    /// instead (``scrollBeginsOnHold``), and the first event counts once and a vertical scroll
    /// begins no swipe. Its touch drags share 1.10's code (no change to the touch path between
    /// 1.7.6 and 1.10).
    case v1_7 = "1.7"
    /// libadwaita 1.10: a first event with no delta along the swipe is passed on and the next one
    /// decides (`G_APPROX_VALUE (delta, 0, DBL_EPSILON)`), and one whose delta is under 1.2 times
    /// the motion across refuses the swipe (`SCROLL_ORIENTATION_FACTOR`, 3cf8369a). Its
    /// `scroll_begin_cb` and `scroll_cb` both hand the event to `handle_scroll_event`, as 1.7's do,
    /// so the first event of a scroll not begun on a hold moves it twice.
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

    /// Whether the scroll controller under this release begins a touchpad scroll on libinput's
    /// two-finger hold, so that the tracker's `scroll_begin_cb` sees the hold (not a scroll event) and
    /// the scroll's events reach `handle_scroll_event` only through `scroll_cb`, which GTK emits only
    /// for a nonzero delta on the tracker's axis: the first event is then applied once, and a scroll
    /// with nothing along the swipe begins none.
    ///
    /// GTK 4.18's `gtk_event_controller_scroll_handle_hold_event` (gtkeventcontrollerscroll.c) calls
    /// `gtk_event_controller_scroll_begin` on `GDK_TOUCHPAD_HOLD` begin with one or two fingers, and
    /// on the hold's cancel arms a ``gtkHoldTimeout`` after which the scroll ends; a scroll event
    /// clears it. Without a hold (or once that timeout ended the scroll) `scroll-begin` comes with
    /// the first scroll event, which 1.7's `handle_scroll_event` then takes as the swipe's start
    /// even with no delta along it (`delta > 0 ? FORWARD : BACK`).
    ///
    /// Measured for 1.7.6 under GTK 4.18.6, libinput 1.28 and sway 1.10 (`toolkit-lane.md`, "Debian
    /// 13"; docs/toolkit-lanes.md): vertical two-finger scrolls whose scroll started 74 ms and 410 ms
    /// after the fingers (past libinput's 40 ms quick hold) began no swipe in any run. 1.2 keeps what
    /// it was measured with on Debian 12 (GTK 4.8, sway 1.7): the double on every scroll. 1.10 needs
    /// GTK 4.23.1 (its meson.build), whose controller keeps this hold handling, so a hold begins its
    /// scrolls too; its zero-delta pass refuses a first event with nothing along the swipe either way.
    public var scrollBeginsOnHold: Bool {
        switch self {
        case .v1_7, .v1_10: true
        case .v1_2: false
        }
    }

    /// `HOLD_TIMEOUT_MS` in GTK 4.18's gtkeventcontrollerscroll.c: how long after a hold's cancel
    /// the scroll controller stays begun waiting for a scroll event, seconds.
    public static let gtkHoldTimeout = 0.050

    /// Whether a touch swipe's first drag update only prepares it, so that the swipe begins at the
    /// second update at the earliest (`ScreenEdgePanRecognizer.Configuration.firstMovePrepares`).
    ///
    /// Measured in the toolkit lane on `left-flick-30`, whose first drag update is 37.9 px from the
    /// touch-down: libadwaita 1.2.2 under GTK 4.8 prepared on it and began on the second (77.0 px, 39.1 px
    /// applied; `drag_update_cb` returns after `gesture_prepare`); libadwaita 1.7.6 under GTK 4.18 began
    /// on that first update and applied all 37.9 px. 1.10 shares 1.7's touch path.
    public var firstDragUpdatePrepares: Bool {
        switch self {
        case .v1_2: true
        case .v1_7, .v1_10: false
        }
    }
}
