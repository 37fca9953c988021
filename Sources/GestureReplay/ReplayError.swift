public import EvdevInput
public import GestureCore
import GestureInteraction
import InteractiveTransition

/// Why a replay could not run.
public enum ReplayError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The recording could not be read.
    case recording(RecordingError)
    /// The recording has no device description, so positions cannot be mapped.
    case noDescription(path: String)
    /// The device has no contacts to recognize (a keyboard, buttons only).
    case noContacts(path: String, deviceClass: DeviceClass)
    /// An option is out of range; the message says which and what is allowed.
    case invalidOptions(ReplayOptions.Problem)
    /// No feel model has this name.
    case unknownModel(String)
    /// A transition spec could not be used.
    case invalidTransition(String)
    /// The model has only touchpad rules and the recording is not from a touchpad.
    case noTouchscreenRules(path: String, model: String, deviceClass: DeviceClass)
    /// No preset has this name and it is not a spec file's path.
    case unknownTransition(String)
    /// The transition spec file does not exist.
    case noTransitionSpec(path: String)
    /// The gesture selection matches no gesture of the recording, which has `gestures` gestures and
    /// its last event at `end`.
    case emptySelection(path: String, selection: GestureSelection, gestures: Int, end: Timestamp)

    public var description: String {
        switch self {
        case .recording(let error): error.description
        case .noDescription(let path):
            "\(path): expected a device description to map positions, found an events-only file (give its description separately)"
        case .noContacts(let path, let deviceClass):
            "\(path): expected a touchscreen, touchpad, tablet or pointer, found a \(deviceClass.rawValue)"
        case .invalidOptions(let problem): problem.description
        case .unknownModel(let name):
            "unknown model '\(name)': expected one of \(FeelModel.allNames.joined(separator: ", "))"
                + NameSuggestion.hint(for: name, in: FeelModel.allNames)
        case .unknownTransition(let name):
            "unknown transition '\(name)': expected a preset (\(TransitionSpec.Preset.allCases.map(\.rawValue).joined(separator: ", "))) or a JSON spec file"
                + NameSuggestion.hint(for: name, in: TransitionSpec.Preset.allCases.map(\.rawValue))
        case .invalidTransition(let message): message
        case .noTransitionSpec(let path): "\(path): no such transition spec file"
        case .noTouchscreenRules(let path, let model, let deviceClass):
            "\(path): model \(model) has touchpad rules only, found a \(deviceClass.rawValue) recording"
        case .emptySelection(let path, let selection, let gestures, let end):
            "\(path): expected \(selection.summary) to select a gesture, found none: the recording has "
                + "\(gestures) gesture\(gestures == 1 ? "" : "s") in \(end.formatted) s"
        }
    }
}
