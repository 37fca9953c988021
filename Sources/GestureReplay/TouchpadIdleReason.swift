public import GestureInteraction

/// Why a touchpad replay drove no transition.
public enum TouchpadIdleReason: Sendable, Hashable {
    /// The tracker saw a gesture of `fingers` fingers and ignored it: the wrong finger count,
    /// orientation or direction, motion across the transition, or input lost under it.
    case ignored(TouchpadSwipeTracker.Reason, fingers: Int)
    /// No gesture of the kind the tracker takes came from libinput: at most `contacts` contacts touched
    /// the pad, of which libinput counted at most `fingers` as fingers down. Where it counted fewer,
    /// the rest stayed below its pressure threshold (`pressureThreshold`, device units, when the pad
    /// reports pressure) or were not down long enough.
    case noGesture(contacts: Int, fingers: Int, pressureThreshold: Int32?)

    /// The reason's name, as the summary's `reason` member writes it.
    public var name: String {
        switch self {
        case .ignored(let reason, _): reason.rawValue
        case .noGesture: "noGesture"
        }
    }

    /// The reason in words, with what the tracker takes.
    /// - Parameter model: The tracker's rules.
    public func explanation(for model: TouchpadSwipeModel) -> String {
        let takes =
            switch model.source {
            case .unacceleratedSwipe, .acceleratedSwipe:
                model.minimumFingers == model.maximumFingers
                    ? "swipes of \(model.minimumFingers) fingers"
                    : "swipes of \(model.minimumFingers)–\(model.maximumFingers) fingers"
            case .fingerScroll: "two-finger scrolls"
            }
        let tracker = "\(model.tracker.rawValue)'s tracker takes \(takes)"
        switch self {
        case .ignored(let reason, let fingers):
            let why =
                switch reason {
                case .fingerCount: "a gesture of \(fingers) finger\(fingers == 1 ? "" : "s")"
                case .wrongOrientation: "motion along the other axis"
                case .wrongDirection: "motion against the transition's direction"
                case .crossMotion: "a first scroll more across than along"
                case .inputLost: "a finger that vanished in lost input (SYN_DROPPED)"
                case .gestureBegan, .locked, .ended: "a gesture it did not track (\(reason.rawValue))"
                }
            return "the tracker ignored \(why); \(tracker)"
        case .noGesture(let contacts, let fingers, let pressure):
            var text =
                "libinput reported no gesture the tracker takes: at most \(fingers) finger"
                + (fingers == 1 ? "" : "s") + " down"
            if contacts > fingers {
                text += " of \(contacts) contacts"
                if let pressure { text += " (the others stayed below its pressure threshold, \(pressure))" }
            }
            return text + "; " + tracker
        }
    }
}
