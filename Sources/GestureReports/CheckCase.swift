public import EvdevInput
public import GestureCore
public import GestureInteraction
public import GestureReplay
public import TouchpadGestures

/// One case of a check manifest: a recording, the options to replay it with, and what must happen.
public struct CheckCase: Sendable {
    /// A closed range with optional ends, for release percent and completion time bounds.
    public struct Bounds: Sendable, Hashable, CustomStringConvertible {
        /// Smallest allowed value, inclusive.
        public var minimum: Double?
        /// Largest allowed value, inclusive.
        public var maximum: Double?

        /// Whether `value` is within the bounds.
        public func contains(_ value: Double) -> Bool {
            (minimum.map { value >= $0 } ?? true) && (maximum.map { value <= $0 } ?? true)
        }

        /// The bounds as text: `0.6…0.8`, `≥ 0.6`, `≤ 1.2`, or `any` when both ends are open.
        public var description: String {
            switch (minimum, maximum) {
            case (let low?, let high?): "\(low)…\(high)"
            case (let low?, nil): "≥ \(low)"
            case (nil, let high?): "≤ \(high)"
            case (nil, nil): "any"
            }
        }
    }

    /// The case's name (default: the recording's file name).
    public var name: String
    /// The recording, resolved against the manifest's folder.
    public var recording: String
    /// A separate evemu description, resolved likewise.
    public var descriptionPath: String?
    /// The device of a multi-device libinput record file.
    public var deviceIndex: Int?
    /// The model name.
    public var model: String
    /// The transition preset or spec path.
    public var transition: String
    /// The edge.
    public var edge: Edge
    /// Frame clock, Hz.
    public var fps: Int
    /// Container override, `WxH` points.
    public var container: (Double, Double)?
    /// Parameter overrides.
    public var overrides: ModelOverrides
    /// The expected outcome of each transition in order (one element for a single gesture):
    /// `finished`, `cancelled` or `none`.
    public var expect: [ReplaySummary.Outcome]
    /// The expected deciding rule of the last transition.
    public var rule: Decision.Rule?
    /// Bounds on the last release percent, 0…1.
    public var releasePercent: Bounds?
    /// Bounds on the last completion time, seconds from the first event.
    public var completedAt: Bounds?
    /// The navigation state before the recording (`stack:`, `presented:`); untracked by default.
    public var initialState: NavigationState = NavigationState()
    /// The navigation state expected after the last transition (`finalState:`).
    public var finalState: NavigationState?
    /// The gesture to replay alone (`gesture:`, 1-based); nil replays the whole recording.
    public var gesture: Int?
    /// Whether the case fails when its replay rests on an assumption (`strict:`, or `check --strict`):
    /// inferred axis ranges, an assumed screen, a guessed device class.
    public var strict = false
    /// What the device is, when the case says so (`class:`); nil keeps the class its bits say.
    public var deviceClass: DeviceClass?
    /// Touchpads: the finger motion that drives the transition forward.
    public var direction: Direction = .right
    /// Touchpads: libinput's settings (GNOME's by default).
    public var touchpad: TouchpadConfiguration = .gnome
    /// The manifest line the case starts on.
    public var line: Int
    /// The least ``Robustness/stability`` the case must have (`minStability:`, 0…1); nil skips the
    /// robustness run.
    public var minStability: Double?

}
