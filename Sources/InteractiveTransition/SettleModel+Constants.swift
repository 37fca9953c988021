extension SettleModel {
    /// Flutter's `_kDroppedSwipePageAnimationDuration`, 350 ms, seconds
    /// (`flutter/lib/src/cupertino/route.dart`, after flutter/flutter PR #153765).
    public static let cupertinoDroppedSwipeDuration = 0.350

    /// Flutter's `_kMaxDroppedSwipePageForwardAnimationTime`, 800 ms (legacy `route.dart`).
    public static let cupertinoLegacyMaximumMilliseconds = 800.0

    /// Flutter's `_kMaxPageBackAnimationTime`, 300 ms: the cap of the legacy stay (cancel) animation.
    public static let cupertinoLegacyMaximumStayMilliseconds = 300.0

    /// libadwaita's `AdwNavigationView` transition spring: damping ratio 1
    /// (`adw_spring_params_new (1, 1, 1000)` in `adw-navigation-view.c`).
    public static let adwaitaDampingRatio = 1.0

    /// libadwaita's `AdwNavigationView` transition spring: mass 1.
    public static let adwaitaMass = 1.0

    /// libadwaita's `AdwNavigationView` transition spring: stiffness 1000.
    public static let adwaitaStiffness = 1000.0

    /// libadwaita's default `AdwSpringAnimation:epsilon`, 0.001, in progress units.
    public static let adwaitaEpsilon = 0.001

    /// GNOME Shell's `MIN_ANIMATION_DURATION`, 100 ms (`js/ui/swipeTracker.js`).
    public static let gnomeShellMinimumMilliseconds = 100.0

    /// GNOME Shell's `MAX_ANIMATION_DURATION`, 400 ms, scaled by `log2(1 + max(1, ⌈|Δp|⌉))`.
    public static let gnomeShellMaximumMilliseconds = 400.0

    /// GNOME Shell's `DURATION_MULTIPLIER`, 3: the derivative of ease-out cubic at 0, so the settle
    /// starts at the release velocity.
    public static let gnomeShellDurationMultiplier = 3.0

    /// GNOME Shell's `ANIMATION_BASE_VELOCITY`, 0.002 progress per millisecond, used when the release
    /// velocity does not point toward the target.
    public static let gnomeShellBaseVelocity = 0.002

    /// Material's back-animation helper: commit duration at p = 0, 300 ms
    /// (`MaterialBackAnimationHelper`, material-components-android).
    public static let androidCommitStartMilliseconds = 300.0

    /// Material's back-animation helper: commit duration at p = 1, 150 ms.
    public static let androidCommitEndMilliseconds = 150.0

    /// Material's back-animation helper: cancel duration, 100 ms.
    public static let androidCancelMilliseconds = 100.0

    /// phoc's drag-surface settle base duration, 300 ms, seconds (`src/layer-shell-effects.c`), scaled
    /// by the cube root of the remaining fraction of the travel.
    public static let phoshBaseDuration = 0.300
}
