import TouchpadGestures

/// The GNOME Shell release whose `SwipeTracker` (`js/ui/swipeTracker.js`) the gnomeShell model follows.
///
/// ```swift
/// var model = FeelModel.gnomeShell
/// model.release = .gnomeShell(.v43)   // Debian 12
/// ```
public enum GnomeShellRelease: String, Sendable, Hashable, CaseIterable {
    /// GNOME Shell 43 (Debian 12; its source read, the lane's shell did not start there): a touchpad
    /// swipe is taken only with exactly three fingers (`TouchpadSwipeGesture._handleEvent`,
    /// `finger_count !== GESTURE_FINGER_COUNT`).
    case v43 = "43"
    /// GNOME Shell 48 (Debian 13, 48.7 seen in the toolkit lane): three fingers or more
    /// (`finger_count < GESTURE_FINGER_COUNT` refuses, 6a4cb2ce, since 47). The constants the model
    /// uses are the same in both (the file's other changes from 43 to 48.7 are modifier scrolls,
    /// module ports and a rewrite of `_findPreviousPoint` with the same result).
    case v48 = "48"

    /// The newest release the model follows, its default.
    public static let newest = v48

    /// `GESTURE_FINGER_COUNT`, the fewest fingers of a touchpad swipe (`js/ui/swipeTracker.js`).
    public static let gestureFingerCount = 3

    /// The most fingers of a touchpad swipe the tracker takes: exactly three on 43; on 48 any count
    /// from three, of which libinput's gestures report up to four.
    public var maximumFingers: Int {
        switch self {
        case .v43: Self.gestureFingerCount
        case .v48: TouchpadGestureRecognizer.maximumFingers
        }
    }
}
