import EvdevInput
import GestureCore
public import GestureInteraction
import InteractiveTransition
public import TouchpadGestures

/// What the touchpad route of a replay runs through: libinput's recognition and the model's swipe
/// tracker driving the transition, fed the frames ``EvdevInput/FrameAssembler`` builds.
///
/// A class for the reason ``EdgePanRoute`` is one: the engine changes it in place through
/// ``ReplayEngine/Route``'s payload at every frame and tick, with no dynamic exclusivity check on
/// its stored properties (see ``EdgePanRoute``).
public final class TouchpadRoute {
    /// The pad, as libinput sees it.
    public let geometry: TouchpadGeometry
    /// Recognition, tracker and transition.
    @exclusivity(unchecked) public internal(set) var interaction: TouchpadSwipeInteraction
    /// The most contacts on the pad at once.
    @exclusivity(unchecked) var mostContacts = 0
    /// The most fingers libinput counted down at once.
    @exclusivity(unchecked) var mostFingers = 0
    /// Why the tracker first ignored a gesture, with that gesture's finger count.
    @exclusivity(unchecked) var firstIgnored: (reason: TouchpadSwipeTracker.Reason, fingers: Int)?

    /// Why nothing was driven, when nothing was.
    var idleReason: TouchpadIdleReason {
        if let firstIgnored { return .ignored(firstIgnored.reason, fingers: firstIgnored.fingers) }
        // Scrolls the tracker passed over for their axis, never one it began: the axis is the reason.
        if interaction.tracker.scrollsAcross > 0 { return .ignored(.wrongOrientation, fingers: 2) }
        return .noGesture(contacts: mostContacts, fingers: mostFingers, pressureThreshold: geometry.pressureHigh)
    }

    /// Creates the route for a touchpad recording.
    /// - Parameters:
    ///   - description: The touchpad.
    ///   - options: The replay's options (model with touchpad rules, direction, libinput settings).
    ///   - container: The container, points.
    ///   - spec: The transition.
    /// - Throws: ``ReplayError``.
    init(description: DeviceDescription, options: ReplayOptions, container: Size, spec: TransitionSpec)
        throws(ReplayError)
    {
        geometry = TouchpadGeometry(description: description)
        do throws(TouchpadSwipeInteraction.Problem) {
            interaction = try TouchpadSwipeInteraction(
                model: options.model, geometry: geometry, configuration: options.touchpad,
                direction: options.direction, container: container, spec: spec)
        } catch {
            switch error {
            case .noTouchpadRules(let model): throw .unknownModel(model)
            case .interaction(let problem): throw .invalidOptions(.interaction(problem))
            }
        }
    }
}

extension ReplayEngine {
    /// Hands a frame to the touchpad's recognition.
    ///
    /// A finger that vanished while input was lost (`SYN_DROPPED`) cancels a tracked swipe as lost
    /// input first, as a touchscreen pan is cancelled, before the synced state reaches libinput.
    mutating func feed(_ frame: TouchFrame, to pad: TouchpadRoute, at time: Timestamp) {
        guard let state = assembler.pad else { return }
        let contacts = state.slots.reduce(0) { $0 + ($1.isTracking ? 1 : 0) }
        if contacts > pad.mostContacts { pad.mostContacts = contacts }
        if frame.followsGap, frame.contacts.contains(where: { $0.phase == .cancel }) {
            pad.interaction.inputLost(at: time)
            collect()
        }
        pad.interaction.handle(TouchpadFrame(state, at: time))
        collect()
    }
}
