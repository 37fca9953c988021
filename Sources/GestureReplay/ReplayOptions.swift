public import EdgePan
public import EvdevInput
public import GestureCore
public import GestureInteraction
public import InteractiveTransition
public import TouchpadGestures

/// Everything that shapes a replay besides the recording: model, transition, edge, frame rate,
/// container and pointer start.
///
/// Each field is a documented parameter and appears in the trace header.
public struct ReplayOptions: Sendable, Hashable {
    /// The default frame clock, Hz: a 60 Hz display.
    public static let defaultFPS = 60
    /// The highest frame rate accepted, Hz.
    public static let maximumFPS = 1000
    /// Points per inch of the default container for a touchscreen with a resolution: UIKit's 163 pt/in
    /// (the original iPhone's 163 ppi at scale 1).
    public static let pointsPerInch = 163.0
    /// The default container of a relative pointer, points (DESIGN.md: 1 pt per count in 1280 × 800).
    public static let pointerContainer = Size(width: 1280, height: 800)
    /// The longer side of the screen assumed for a touchscreen whose axes have no resolution, points:
    /// DESIGN.md's default screen, 1280 × 800 pt, whose longer side is this.
    public static let assumedScreenLength = pointerContainer.width
    /// The longest a transition may keep settling after the input ends before the replay gives up,
    /// seconds (no built-in model comes near it).
    public static let settleLimit = Duration.seconds(60)

    /// The longest pause between two events the replay takes as it comes, a minute.
    ///
    /// A device reports a moving contact at 60–240 Hz and a resting one at least at its lift, so a
    /// longer jump of the event clock is lost input or a corrupt clock. Past it, contacts down are cancelled as lost
    /// input, a `bug` record says so, and time continues one frame after the last event before it,
    /// so a replay's cost never depends on the timestamps' values (issue: a timestamp 10⁹ s ahead
    /// ticked the frame clock through the whole gap).
    public static let maximumInputGap = Duration.seconds(60)

    /// The feel model, overrides applied.
    public var model: FeelModel
    /// The transition preset name or file the spec came from (for the trace header).
    public var transitionName: String
    /// The transition.
    public var transition: TransitionSpec
    /// The edge the recognizer watches.
    public var edge: Edge
    /// The frame clock, Hz.
    public var fps: Int
    /// The container, points; nil derives it from the device.
    public var container: Size?
    /// Where a relative pointer starts, points; nil is the middle of the recognizer's edge.
    public var pointerStart: Point?
    /// The navigation state before the first event; untracked members never refuse a gesture.
    public var initialState: NavigationState = NavigationState()
    /// The part of the recording to replay (one gesture, a time window); the whole by default.
    public var selection: GestureSelection = .all
    /// What counts as a tap (a button press in a navigation scenario, tap-to-dismiss on a dimmed area).
    public var tap: TapRecognizer.Configuration = TapRecognizer.Configuration()
    /// The frame clock's phase: how long after the first event its tick 0 comes, microseconds, taken
    /// modulo the frame period (`1 / fps`).
    ///
    /// 0 (the default) puts tick 0 on the first event, as every replay so far has. A display's vsync
    /// bears no fixed relation to a touch, so `robustness` varies this to find outcomes that depend on
    /// where the frames fall (Chromium's swipe benchmarks control the vsync phase for the same reason).
    public var clockPhase: UInt64 = 0
    /// Touchpads: the finger motion that drives the transition forward (right by default: with
    /// natural scrolling, fingers moving right go back in a left-to-right layout).
    public var direction: Direction = .right
    /// Touchpads: libinput's settings (GNOME's by default).
    public var touchpad: TouchpadConfiguration = .gnome
    /// The settings the user changed from the model's own (already applied in ``model``): kept to
    /// refuse those that do not apply to the device or the model.
    public var overrides = ModelOverrides()
    /// What the device is, when the user says so: it replaces the class guessed from the description's
    /// bits (``EvdevInput/DeviceDescription/deviceClass``); nil keeps the guess.
    public var deviceClass: DeviceClass?

    /// Creates options; every default is DESIGN.md's (uikit, push, left, 60 Hz).
    public init(
        model: FeelModel = .uikit, transitionName: String = "push",
        transition: TransitionSpec = .push(), edge: Edge = .left, fps: Int = defaultFPS,
        container: Size? = nil, pointerStart: Point? = nil
    ) {
        self.model = model
        self.transitionName = transitionName
        self.transition = transition
        self.edge = edge
        self.fps = fps
        self.container = container
        self.pointerStart = pointerStart
    }
}
