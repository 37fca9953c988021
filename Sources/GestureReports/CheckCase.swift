package import EvdevInput
package import GestureCore
package import GestureInteraction
package import GestureReplay
package import TouchpadGestures

/// One case of a check manifest: a recording, the options to replay it with, and what must happen.
package struct CheckCase: Sendable {
    /// A closed range with optional ends, for release percent and completion time bounds.
    package struct Bounds: Sendable, Hashable, CustomStringConvertible {
        /// Smallest allowed value, inclusive.
        package var minimum: Double?
        /// Largest allowed value, inclusive.
        package var maximum: Double?

        /// Whether `value` is within the bounds.
        package func contains(_ value: Double) -> Bool {
            (minimum.map { value >= $0 } ?? true) && (maximum.map { value <= $0 } ?? true)
        }

        /// The bounds as text: `0.6…0.8`, `≥ 0.6`, `≤ 1.2`, or `any` when both ends are open.
        package var description: String {
            switch (minimum, maximum) {
            case (let low?, let high?): "\(low)…\(high)"
            case (let low?, nil): "≥ \(low)"
            case (nil, let high?): "≤ \(high)"
            case (nil, nil): "any"
            }
        }
    }

    /// The case's name (default: the recording's file name).
    package var name: String
    /// The recording, resolved against the manifest's folder.
    package var recording: String
    /// A separate evemu description, resolved likewise.
    package var descriptionPath: String?
    /// The device of a multi-device libinput record file.
    package var deviceIndex: Int?
    /// The model name.
    package var model: String
    /// The transition preset or spec path.
    package var transition: String
    /// The edge.
    package var edge: Edge
    /// Frame clock, Hz.
    package var fps: Int
    /// Container override, `WxH` points.
    package var container: (Double, Double)?
    /// Parameter overrides.
    package var overrides: ModelOverrides
    /// The expected outcome of each transition in order (one element for a single gesture):
    /// `finished`, `cancelled` or `none`.
    package var expect: [ReplaySummary.Outcome]
    /// The expected deciding rule of the last transition.
    package var rule: Decision.Rule?
    /// Bounds on the last release percent, 0…1.
    package var releasePercent: Bounds?
    /// Bounds on the last completion time, seconds from the first event.
    package var completedAt: Bounds?
    /// The navigation state before the recording (`stack:`, `presented:`); untracked by default.
    package var initialState: NavigationState = NavigationState()
    /// The navigation state expected after the last transition (`finalState:`).
    package var finalState: NavigationState?
    /// The gesture to replay alone (`gesture:`, 1-based); nil replays the whole recording.
    package var gesture: Int?
    /// Whether the case fails when its replay rests on an assumption (`strict:`, or `check --strict`):
    /// inferred axis ranges, an assumed screen, a guessed device class.
    package var strict = false
    /// What the device is, when the case says so (`class:`); nil keeps the class its bits say.
    package var deviceClass: DeviceClass?
    /// Touchpads: the finger motion that drives the transition forward.
    package var direction: Direction = .right
    /// Touchpads: libinput's settings (GNOME's by default).
    package var touchpad: TouchpadConfiguration = .gnome
    /// The manifest line the case starts on.
    package var line: Int
    /// The least ``Robustness/stability`` the case must have (`minStability:`, 0…1); nil skips the
    /// robustness run.
    package var minStability: Double?

}
