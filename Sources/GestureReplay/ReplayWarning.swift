public import EvdevInput
public import GestureCore

/// Something a replay guessed that the user should know, reported before the first event.
public enum ReplayWarning: Sendable, Hashable, CustomStringConvertible {
    /// The reader's own note about a guess (a getevent or evtest dump's axis ranges taken from the events).
    case input(String)
    /// The position axes have no resolution, so the container is an assumed screen, points.
    case missingResolution(axes: [String], assumed: Size)
    /// The device class was guessed from incomplete bits (no key codes or no properties listed).
    case guessedClass(DeviceClass)
    /// A touchpad's position axes have no resolution, so libinput's fallback pad size stands in for
    /// its size (`tp_init_default_resolution`: "assume a 69×50 mm touchpad"), millimetres.
    case touchpadSizeAssumed(axes: [String], width: Double, height: Double)

    public var description: String {
        switch self {
        case .input(let note): note
        case .missingResolution(let axes, let size):
            "\(axes.joined(separator: " and ")) \(axes.count == 1 ? "has" : "have") no resolution, so the panel's size "
                + "is unknown: container assumed \(Int(size.width))×\(Int(size.height)) pt (the axes' aspect ratio, "
                + "longer side \(Int(ReplayOptions.assumedScreenLength)) pt), on which the edge zone and slop are measured"
        case .touchpadSizeAssumed(let axes, let width, let height):
            "\(axes.joined(separator: " and ")) \(axes.count == 1 ? "has" : "have") no resolution, so the pad's size is "
                + "unknown: libinput's fallback size \(Int(width))×\(Int(height)) mm assumed (tp_init_default_resolution), "
                + "from which its swipe distances in device units follow"
        case .guessedClass(let deviceClass):
            "the description lists no keys or no properties, so the device class is a guess: \(deviceClass.rawValue)"
        }
    }
}
