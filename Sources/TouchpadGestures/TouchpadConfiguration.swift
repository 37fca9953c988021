/// The libinput settings that change what a touchpad's gestures report, with GNOME's defaults.
///
/// GNOME sets them from `org.gnome.desktop.peripherals.touchpad` (mutter passes them to libinput):
/// tapping on, the adaptive profile at speed 0, natural scrolling on, two-finger scrolling. Each can be
/// changed, as with `libinput debug-events --enable-tap`, `--set-profile`, `--set-speed`,
/// `--enable-natural-scrolling`.
///
/// ```swift
/// var configuration = TouchpadConfiguration.gnome
/// configuration.profile = .flat
/// configuration.speed = 0.5
/// ```
public struct TouchpadConfiguration: Sendable, Hashable {
    /// The pointer acceleration profile.
    public enum Profile: String, Sendable, Hashable, CaseIterable {
        /// libinput's adaptive touchpad profile (filter-touchpad.c).
        case adaptive
        /// The flat profile (filter-touchpad-flat.c): a constant factor set by the speed.
        case flat
    }

    /// Whether tap-to-click is on; it holds back motion gestures until a finger moves 1.3 mm or
    /// 180 ms pass (tap.c:1208-1325).
    public var tapping: Bool
    /// The acceleration profile.
    public var profile: Profile
    /// The pointer speed setting, −1…1.
    public var speed: Double

    /// The pointer speeds libinput takes: `libinput_device_config_accel_set_speed` returns
    /// `LIBINPUT_CONFIG_STATUS_INVALID` outside −1…1 (libinput.h).
    public static let speedRange: ClosedRange<Double> = -1...1
    /// Whether scroll deltas are negated (`evdev_notify_axis_finger`, evdev.c:446-459).
    public var naturalScrolling: Bool
    /// Whether two fingers scroll (libinput's default scroll method on multitouch pads).
    public var twoFingerScrolling: Bool
    /// Which libinput's detection-frame behaviour to follow.
    public var series: Series = .v1_29

    /// libinput releases whose gesture events differ in the frame that decides a gesture.
    public enum Series: String, Sendable, Hashable, CaseIterable {
        /// libinput 1.29 (touchpad-models.md): `SWIPE_START` sends the begin without delta and the
        /// detection frame's motion reaches no update; `SCROLL_START` consumes the first delta.
        case v1_29 = "1.29"
        /// libinput 1.28 (Debian 13, 1.28.1 seen in the toolkit lane): as 1.29, since the
        /// `SWIPE_START`/`SCROLL_START` states came in 1.27 (68a2ff0d, "gestures: get rid of
        /// tp_gestures_start"); the gesture changes from 1.28.0 to 1.29.0 are refactorings and the
        /// three-finger drag's acceleration (cc0889bf), which the model does not follow.
        case v1_28 = "1.28"
        /// libinput 1.22 (Debian 12, seen in the live-device lane): the detection frame goes straight
        /// to `SWIPE` and sends the begin and an update with that frame's delta; the first scroll
        /// delta is posted.
        case v1_22 = "1.22"

        /// The newest release the model follows, its default.
        public static let newest = v1_29
    }

    /// Creates a configuration.
    /// - Parameters:
    ///   - tapping: Tap-to-click.
    ///   - profile: The acceleration profile.
    ///   - speed: The pointer speed, −1…1.
    ///   - naturalScrolling: Natural scrolling.
    ///   - twoFingerScrolling: Two-finger scrolling.
    public init(
        tapping: Bool = true, profile: Profile = .adaptive, speed: Double = 0, naturalScrolling: Bool = true,
        twoFingerScrolling: Bool = true
    ) {
        self.tapping = tapping
        self.profile = profile
        self.speed = min(max(speed.isNaN ? 0 : speed, Self.speedRange.lowerBound), Self.speedRange.upperBound)
        self.naturalScrolling = naturalScrolling
        self.twoFingerScrolling = twoFingerScrolling
    }

    /// GNOME's defaults: tapping on, adaptive at speed 0, natural scrolling on, two-finger scrolling.
    public static let gnome = TouchpadConfiguration()

    /// libinput's own defaults: tapping off, adaptive at speed 0, natural scrolling off.
    public static let libinput = TouchpadConfiguration(tapping: false, naturalScrolling: false)
}
