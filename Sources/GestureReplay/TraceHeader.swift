public import EvdevInput
import GestureInteraction
public import InteractiveTransition

/// The state trace's first line: versions, source, device, container and every parameter in force.
public struct TraceHeader: Sendable {
    /// The recording's path as given (`-` for standard input, a device node when live).
    public var source: String
    /// Its format (`evemu`, `libinput`, `getevent`, or `live` for a device read as it happens).
    public var format: String
    /// The device's name.
    public var deviceName: String
    /// The device's class.
    public var deviceClass: DeviceClass
    /// How positions map to the container.
    public var mapping: ContainerMapping
    /// The options in force (the model with its overrides applied).
    public var options: ReplayOptions
    /// The completion policy for the container's extent.
    public var policy: CompletionPolicy
    /// The touchpad route's pad, libinput settings, direction and tracker (nil for other routes, whose
    /// header is unchanged).
    public var touchpad: TouchpadHeader?

    /// The header of a replay about to run.
    /// - Parameters:
    ///   - source: The recording's path as given.
    ///   - format: Its format's name.
    ///   - description: The device.
    ///   - engine: The engine about to replay it.
    public init(source: String, format: String, description: DeviceDescription, engine: ReplayEngine) {
        self.source = source
        self.format = format
        deviceName = description.name
        deviceClass = description.deviceClass
        mapping = engine.mapping
        options = engine.options
        policy = engine.policy
        if case .touchpad(let pad) = engine.route {
            touchpad = TouchpadHeader(
                geometry: pad.geometry, configuration: engine.options.touchpad,
                direction: engine.options.direction, tracker: pad.interaction.tracker.model)
        }
    }
}
