import EvdevInput
import GestureCore
public import GestureInteraction
import InteractiveTransition
public import TouchpadGestures

/// What the touchpad route of a replay runs through: libinput's recognition and the model's swipe
/// tracker driving the transition, fed the frames ``EvdevInput/FrameAssembler`` builds.
public struct TouchpadRoute: Sendable {
    /// The pad, as libinput sees it.
    public let geometry: TouchpadGeometry
    /// Recognition, tracker and transition.
    public internal(set) var interaction: TouchpadSwipeInteraction
    /// The most contacts on the pad at once.
    var mostContacts = 0
    /// The most fingers libinput counted down at once.
    var mostFingers = 0
    /// Why the tracker first ignored a gesture, with that gesture's finger count.
    var firstIgnored: (reason: TouchpadSwipeTracker.Reason, fingers: Int)?

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
    /// The route is changed in place through `touchpad?.…`: copying it out and back, at every event
    /// and tick, would copy its recognizer, tracker and transition each time.
    mutating func feedTouchpad(_ frame: TouchFrame, at time: Timestamp) {
        guard let pad = frame.pad else { return }
        let contacts = pad.slots.reduce(0) { $0 + ($1.isTracking ? 1 : 0) }
        if contacts > touchpad?.mostContacts ?? 0 { touchpad?.mostContacts = contacts }
        if frame.followsGap, frame.contacts.contains(where: { $0.phase == .cancel }) {
            touchpad?.interaction.inputLost(at: time)
            collect()
        }
        touchpad?.interaction.handle(TouchpadFrame(pad, at: time))
        collect()
    }
}
