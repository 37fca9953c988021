public import GestureCore

/// A desktop's touchpad swipe tracker: which libinput events drive it, how deltas become progress,
/// and how the release decides (`touchpad-models.md` §2–5 is the reference for every number).
///
/// Progress is in the tracker's own units (snap points for GNOME Shell and libadwaita, KWin's
/// gesture progress, Firefox's gesture amount), 0 at rest and 1 at the transition's end; deltas are
/// libinput's 1000-dpi units.
///
/// ```swift
/// var model = TouchpadSwipeModel.gnomeShell
/// model.baseDistance = 300   // as for a vertical swipe
/// ```
public struct TouchpadSwipeModel: Sendable, Hashable {
    /// Which desktop's tracker.
    public enum Tracker: String, Sendable, Hashable, CaseIterable {
        /// GNOME Shell's `SwipeTracker` (js/ui/swipeTracker.js).
        case gnomeShell
        /// libadwaita's `AdwSwipeTracker` in an `AdwNavigationView` (src/adw-swipe-tracker.c).
        case adwaita
        /// KWin's `GestureRecognizer` realtime swipes (gestures.cpp).
        case kwin
        /// Firefox's `SwipeTracker` for two-finger back and forward (widget/SwipeTracker.cpp).
        case firefox
    }

    /// The libinput events a tracker takes.
    public enum Source: String, Sendable, Hashable {
        /// `GESTURE_SWIPE_*` with their unaccelerated deltas.
        case unacceleratedSwipe
        /// `GESTURE_SWIPE_*` with their accelerated deltas.
        case acceleratedSwipe
        /// Two-finger scroll (`POINTER_SCROLL_FINGER`), ended by the scroll stop.
        case fingerScroll
    }

    /// The tracker.
    public var tracker: Tracker
    /// The events it takes.
    public var source: Source
    /// The fewest fingers of a swipe it takes (scrolls are always two).
    public var minimumFingers: Int
    /// The most fingers of a swipe it takes.
    public var maximumFingers: Int
    /// libinput units that make one unit of horizontal progress.
    public var baseDistance: Double
    /// libinput units that make one unit of vertical progress.
    public var verticalBaseDistance: Double
    /// Accumulated motion that locks the orientation, libinput units (0: the first event decides).
    public var orientationLock: Double
    /// Release velocity below which the nearest snap point wins, units/ms (GNOME, libadwaita).
    public var velocityThreshold: Rate<UnitsPerMillisecond>
    /// Deceleration per millisecond of the release projection (GNOME, libadwaita).
    public var deceleration: Double
    /// The progress the release must reach (KWin, Firefox) or the snap half-way point.
    public var threshold: Double
    /// Whether exactly ``threshold`` finishes.
    public var thresholdInclusive: Bool
    /// Seconds of release velocity added to the amount (Firefox's `success-velocity-contribution`).
    public var velocityContribution: Double
    /// The velocity history's length, ms (`EVENT_HISTORY_THRESHOLD_MS`).
    public var historyMilliseconds: Int64
    /// The libadwaita release the adwaita tracker follows (no effect on the others).
    public var adwaitaRelease = AdwaitaRelease.newest

    /// Creates a model.
    public init(
        tracker: Tracker, source: Source, minimumFingers: Int, maximumFingers: Int, baseDistance: Double,
        verticalBaseDistance: Double, orientationLock: Double, velocityThreshold: Rate<UnitsPerMillisecond> = 0,
        deceleration: Double = 0, threshold: Double = 0.5, thresholdInclusive: Bool = true,
        velocityContribution: Double = 0, historyMilliseconds: Int64 = 150
    ) {
        self.tracker = tracker
        self.source = source
        self.minimumFingers = minimumFingers
        self.maximumFingers = maximumFingers
        self.baseDistance = baseDistance
        self.verticalBaseDistance = verticalBaseDistance
        self.orientationLock = orientationLock
        self.velocityThreshold = velocityThreshold
        self.deceleration = deceleration
        self.threshold = threshold
        self.thresholdInclusive = thresholdInclusive
        self.velocityContribution = velocityContribution
        self.historyMilliseconds = historyMilliseconds
    }

    /// The distance that makes one unit of progress along `direction`, libinput units.
    public func distance(along direction: Direction) -> Double {
        direction.isHorizontal ? baseDistance : verticalBaseDistance
    }

    /// GNOME Shell's workspace switch on a touchpad (swipeTracker.js, 51.beta).
    ///
    /// Three or more fingers (`finger_count >= 3`, :127), unaccelerated deltas (:142) over
    /// `TOUCHPAD_BASE_WIDTH` 400 / `TOUCHPAD_BASE_HEIGHT` 300 (:13-35); the orientation locks once the
    /// accumulated motion reaches `DRAG_THRESHOLD_DISTANCE` 16 units; at the release
    /// `VELOCITY_THRESHOLD_TOUCHPAD` 0.6 units/ms decides between the nearest snap point and the
    /// projection with `DECELERATION_TOUCHPAD` 0.997.
    public static let gnomeShell = TouchpadSwipeModel(
        tracker: .gnomeShell, source: .unacceleratedSwipe, minimumFingers: 3, maximumFingers: 4,
        baseDistance: 400, verticalBaseDistance: 300, orientationLock: 16, velocityThreshold: 0.6,
        deceleration: 0.997, threshold: 0.5, thresholdInclusive: false)

    /// libadwaita's back swipe on a touchpad (adw-swipe-tracker.c, 1.10.rc; 1.2.2 by ``adwaitaRelease``).
    ///
    /// Two-finger scroll values (natural scrolling applied by libinput) over
    /// `TOUCHPAD_BASE_DISTANCE_H` 400 / `_V` 300; the first event decides, refused when
    /// `|delta| < 1.2·|cross|` (`SCROLL_ORIENTATION_FACTOR`); release as GNOME Shell's, a tie at half
    /// way going to the previous page (snap points −1, 0). ``AdwaitaRelease`` lists what 1.2 does
    /// differently (checked against the real 1.2.2 in `tools/vm/toolkit-lane`).
    public static let adwaita = TouchpadSwipeModel(
        tracker: .adwaita, source: .fingerScroll, minimumFingers: 2, maximumFingers: 2, baseDistance: 400,
        verticalBaseDistance: 300, orientationLock: 0, velocityThreshold: 0.6, deceleration: 0.997,
        threshold: 0.5, thresholdInclusive: true)

    /// KWin's virtual-desktop switch (gestures.cpp, virtualdesktops.cpp, KWin 6).
    ///
    /// Three or four fingers, accelerated deltas; the axis locks once `|Σx|` or `|Σy|` reaches 5;
    /// progress `min(|Σ| / 200, 1)` (`s_minimumDelta`); switches iff progress ≥
    /// `GESTURE_SWITCH_THRESHOLD` 0.25, no velocity. (The overview is the same with 4 fingers up and
    /// `partialActivationFactor > 0.5`: `--threshold 0.5`.)
    public static let kwin = TouchpadSwipeModel(
        tracker: .kwin, source: .acceleratedSwipe, minimumFingers: 3, maximumFingers: 4, baseDistance: 200,
        verticalBaseDistance: 200, orientationLock: 5, threshold: 0.25, thresholdInclusive: true)

    /// Firefox's two-finger swipe to navigate on Linux (SwipeTracker.cpp, StaticPrefList.yaml).
    ///
    /// GTK smooth scroll deltas are libinput's over 10, times `pixel_delta_mode_multiplier` 40, over
    /// `widget.swipe.pixel-size` 1100: 275 libinput units per amount. Starts only when the first
    /// event has `|dx| > 8·|dy|`; succeeds iff the last motion is not backwards and
    /// `amount + 0.05·v ≥ 0.25` (`kSwipeSuccessThreshold`, `success-velocity-contribution`).
    public static let firefox = TouchpadSwipeModel(
        tracker: .firefox, source: .fingerScroll, minimumFingers: 2, maximumFingers: 2,
        baseDistance: firefoxPixelSize / firefoxPixelsPerUnit, verticalBaseDistance: .infinity, orientationLock: 0,
        threshold: 0.25, thresholdInclusive: true, velocityContribution: 0.05)

    /// Firefox's `widget.swipe.pixel-size` on Linux, pixels per amount.
    public static let firefoxPixelSize = 1100.0
    /// Pixels per libinput scroll unit: GTK's ÷10 times `apz.gtk.pangesture.pixel_delta_mode_multiplier` 40.
    public static let firefoxPixelsPerUnit = 4.0
    /// Firefox starts a swipe only when `|dx| > 8·|dy|` (`CanTriggerSwipe`).
    public static let firefoxStartRatio = 8.0
    /// libadwaita's `SCROLL_ORIENTATION_FACTOR` (3cf8369a, 1.10).
    public static let adwaitaOrientationFactor = 1.2
    /// Firefox's shortest velocity interval, seconds (`max(0.008 s, Δt)`).
    public static let firefoxMinimumInterval = 0.008
    /// Firefox's `widget.swipe.velocity-twitch-tolerance`.
    public static let firefoxTwitchTolerance: Rate<ExtentsPerSecond> = 1e-7

    /// Every touchpad model, by its feel model's name.
    public static let all: [TouchpadSwipeModel] = [gnomeShell, adwaita, kwin, firefox]
}
