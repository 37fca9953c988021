import EdgePan
import GestureCore
import InteractiveTransition

extension FeelModel {
    /// Every built-in model, the default first.
    public static let all: [FeelModel] = [uikit, cupertino, cupertinoLegacy, adwaita, gnomeShell, android, phosh]

    /// Every model's name: the touchscreen models, then the touchpad-only ones.
    public static var allNames: [String] { (all + touchpadOnly).map(\.name) }

    /// The model called `name` (a touchscreen model or a touchpad-only one), compared case-insensitively, or nil.
    public static func named(_ name: String) -> FeelModel? {
        (all + touchpadOnly).first { $0.name.lowercased() == name.lowercased() }
    }

    /// The default model's name.
    public static let defaultName = "uikit"

    /// UIKit's `UIScreenEdgePanGestureRecognizer` driving a `UIPercentDrivenInteractiveTransition`.
    ///
    /// Edge zone 20 pt (UIKit documents none; the common reproduction), slop 10 pt, first touch only,
    /// location-based percent (`percentForGesture`), `p ≥ 0.5` finishes, settle `(1 − p)·D / speed`
    /// on ease-in-out.
    public static let uikit = FeelModel(
        name: "uikit", summary: "UIKit edge pan + UIPercentDrivenInteractiveTransition (50 % rule)",
        sources: [
            "UIScreenEdgePanGestureRecognizer: \"ignores any touches beyond the first\"",
            "UIPercentDrivenInteractiveTransition: completionSpeed, completionCurve (easeInOut)",
        ],
        recognizer: ScreenEdgePanRecognizer.Configuration(edgeZone: 20, slop: 10, percentMode: .location),
        settle: .uikit)

    /// Flutter's `CupertinoPageRoute` back swipe (`flutter/lib/src/cupertino/route.dart`).
    ///
    /// `_kBackGestureWidth` 20 px strip, accepted at once when alone in the gesture arena (slop 0),
    /// translation-based progress, least squares over 100 ms, a fling of `_kMinFlingVelocity` = 1.0
    /// width per second decides by direction, else 50 %; settle 350 ms on
    /// `Curves.fastEaseInToSlowEaseOut` (after flutter/flutter PR #153765).
    public static let cupertino = FeelModel(
        name: "cupertino", summary: "Flutter CupertinoPageRoute back swipe (fling 1 width/s, 350 ms settle)",
        sources: [
            "flutter/lib/src/cupertino/route.dart: _kBackGestureWidth = 20, _kMinFlingVelocity = 1.0",
            "flutter/lib/src/gestures/velocity_tracker.dart: least squares, 100 ms horizon, 40 ms gap",
            "flutter/flutter#153765: _kDroppedSwipePageAnimationDuration = 350 ms, fastEaseInToSlowEaseOut",
        ],
        recognizer: ScreenEdgePanRecognizer.Configuration(edgeZone: 20, slop: 0, percentMode: .translation),
        decider: .threshold(fling: .fraction(CompletionPolicy.cupertinoMinimumFlingVelocity.value), projection: nil),
        settle: .cupertino)

    /// Flutter's earlier Cupertino settle: pop `⌊800·(1 − p)⌋` ms, stay `min(⌊800·p⌋, 300)` ms.
    public static let cupertinoLegacy: FeelModel = {
        var model = cupertino
        model.name = "cupertinoLegacy"
        model.summary = "Flutter CupertinoPageRoute before PR #153765 (800 ms-scaled settle)"
        model.sources.append("route.dart before #153765: lerp(0, 800, value) ms, fastLinearToSlowEaseIn")
        model.settle = .cupertinoLegacy
        return model
    }()

    /// libadwaita's `AdwSwipeTracker` in an `AdwNavigationView` (`src/adw-swipe-tracker.c`).
    ///
    /// The whole widget is the area; 16 px drag threshold, and only the moves from the one that
    /// passes it are applied; the lift moves nothing and a second finger ends the drag (GTK's
    /// one-point `GtkGestureDrag`); velocity averaged over the last 150 ms; below 0.3 px/ms the
    /// nearest snap point, else the deceleration projection; a critically damped spring
    /// (stiffness 1000, mass 1) settles.
    public static let adwaita: FeelModel = {
        var model = FeelModel(
            name: "adwaita", summary: "libadwaita AdwSwipeTracker (projection and snap, spring settle)",
            sources: [
                "libadwaita src/adw-swipe-tracker.c: DRAG_THRESHOLD_DISTANCE 16, VELOCITY_THRESHOLD_TOUCH 0.3",
                "libadwaita src/adw-swipe-tracker.c: EVENT_HISTORY_THRESHOLD_MS 150, DECELERATION_TOUCH 0.998",
                "libadwaita src/adw-swipe-tracker.c drag_update_cb: only deltas from the begin on; 1.2 prepares on the first",
                "gtk/gtkgesture.c _gtk_gesture_check_recognized: a second touch ends the drag (drag-end)",
                "wayland.xml wl_touch.up: no position, so the lift moves nothing",
                "libadwaita src/adw-navigation-view.c: spring damping ratio 1, mass 1, stiffness 1000",
            ],
            recognizer: ScreenEdgePanRecognizer.Configuration(
                edgeZone: wholeWidget, slop: adwaitaDragThreshold, extraTouchPolicy: .end,
                percentMode: .appliedMoves, velocityStrategy: .windowAverage(WindowAverageVelocity()),
                liftMoves: false, firstMovePrepares: AdwaitaRelease.newest.firstDragUpdatePrepares),
            decider: .adwaita(velocityThreshold: CompletionPolicy.adwaitaVelocityThreshold), settle: .adwaita,
            touchpad: .adwaita)
        model.release = .adwaita(.newest)
        return model
    }()

    /// GNOME Shell's legacy swipe tracker settle (`js/ui/swipeTracker.js`) on libadwaita's recognizer.
    public static let gnomeShell: FeelModel = {
        var model = adwaita
        model.name = "gnomeShell"
        model.summary = "GNOME Shell legacy swipe tracker (velocity-scaled settle)"
        model.sources = ["gnome-shell js/ui/swipeTracker.js: duration 3·|Δp|/v ms, clamped 100…400·log2(…)"]
        model.settle = .gnomeShell
        model.touchpad = .gnomeShell
        model.release = .gnomeShell(.newest)
        return model
    }()

    /// Android predictive back and `ViewDragHelper`.
    ///
    /// `ViewDragHelper.EDGE_SIZE` 20 dp, touch slop 8 dp, `BackTouchTracker` progress (`Δx / W` on
    /// phones narrower than 412 dp), commits once past the 16 dp trigger or on a fling above 50 dp/s
    /// away from the edge; Material's settle (commit `lerp(300, 150, p)` ms, cancel 100 ms).
    public static let android = FeelModel(
        name: "android", summary: "Android predictive back (commits past 16 dp, Material settle)",
        sources: [
            "androidx ViewDragHelper: EDGE_SIZE = 20 dp; ViewConfiguration: touch slop 8 dp, min fling 50 dp/s",
            "SystemUI BackPanelController: trigger threshold 16 dp",
            "material-components MaterialBackAnimationHelper: 300→150 ms commit, 100 ms cancel",
        ],
        recognizer: ScreenEdgePanRecognizer.Configuration(edgeZone: 20, slop: 8, percentMode: .translation),
        threshold: .points(androidTriggerThreshold),
        decider: .threshold(fling: .points(androidMinimumFling), projection: nil),
        settle: .android)

    /// libadwaita treats the whole navigation view as the swipe area: no edge zone limit, points.
    public static let wholeWidget = Double.greatestFiniteMagnitude
    /// libadwaita's `DRAG_THRESHOLD_DISTANCE`, 16 px.
    public static let adwaitaDragThreshold = 16.0
    /// Android's `ViewConfiguration` minimum fling velocity, 50 dp/s.
    public static let androidMinimumFling = 50.0
    /// SystemUI's back trigger threshold, 16 dp, as progress is measured in `Δx / W`.
    public static let androidTriggerThreshold = 16.0
}
