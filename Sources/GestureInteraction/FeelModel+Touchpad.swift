import EdgePan
import GestureCore
import InteractiveTransition

extension FeelModel {
    /// The models that only have touchpad rules: KWin's and Firefox's.
    public static let touchpadOnly: [FeelModel] = [kwin, firefox]

    /// Every model with touchpad rules, in the order `compare` lists them.
    public static var withTouchpadRules: [FeelModel] { (all + touchpadOnly).filter { $0.touchpad != nil } }

    /// KWin's realtime touchpad swipes (virtual-desktop switch); no touchscreen rules.
    ///
    /// KWin animates the rest with the effect's own animation (the overview's `animationTime(300)`);
    /// touchpad-models.md gives no curve, so UIKit's settle over the transition stands in.
    public static let kwin: FeelModel = {
        var model = FeelModel(
            name: "kwin", summary: "KWin realtime touchpad swipe (accelerated Σ/200, switches at 0.25)",
            sources: [
                "KWin gestures.cpp/gestures.h: s_minimumDelta 200, direction lock at 5",
                "KWin virtualdesktops.cpp: GESTURE_SWITCH_THRESHOLD 0.25; effecttogglablestate.cpp: 0.5",
            ],
            recognizer: ScreenEdgePanRecognizer.Configuration(edgeZone: 20, slop: 10, percentMode: .location),
            threshold: .fraction(TouchpadSwipeModel.kwin.threshold), settle: .uikit, touchpad: .kwin)
        model.drivesTouchscreens = false
        model.release = .kwin(.newest)
        return model
    }()

    /// Firefox's two-finger swipe to navigate on Linux; no touchscreen rules.
    ///
    /// Success navigates at once; failure springs back (`kSpringForce` 250), which UIKit's settle over
    /// the transition stands in for.
    public static let firefox: FeelModel = {
        var model = FeelModel(
            name: "firefox", summary: "Firefox two-finger swipe navigation (amount + 0.05·v ≥ 0.25)",
            sources: [
                "gecko widget/SwipeTracker.cpp: kSwipeSuccessThreshold 0.25, ComputeSwipeSuccess",
                "StaticPrefList.yaml: widget.swipe.pixel-size 1100, success-velocity-contribution 0.05",
                "widget/gtk/nsWindow.cpp: apz.gtk.pangesture.pixel_delta_mode_multiplier 40",
            ],
            recognizer: ScreenEdgePanRecognizer.Configuration(edgeZone: 20, slop: 10, percentMode: .location),
            threshold: .fraction(TouchpadSwipeModel.firefox.threshold), settle: .uikit, touchpad: .firefox)
        model.drivesTouchscreens = false
        model.release = .firefox(.newest)
        return model
    }()
}
