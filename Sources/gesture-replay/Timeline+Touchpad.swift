import GestureCore
import GestureInteraction
import TouchpadGestures

extension Timeline {
    /// The timeline line for a libinput event: state and finger-count changes, swipe begins and ends,
    /// the scroll stop; updates, scroll values and pointer motion are left out.
    static func libinputLine(_ event: TouchpadGestureEvent, time: String) -> String? {
        switch event {
        case .state(let change):
            return "\(time)  libinput     [\(change.fingers)fg] \(change.from.rawValue) → \(change.to.rawValue) "
                + "(\(change.reason.rawValue))"
        case .fingers(let change):
            return "\(time)  libinput     fingers \(change.from) → \(change.to)"
                + (change.pending ? " (pending the 100 ms switch timeout)" : "")
        case .swipe(let swipe):
            switch swipe.phase {
            case .begin, .end, .cancel:
                return "\(time)  libinput     GESTURE_SWIPE_\(swipe.phase.rawValue.uppercased()) \(swipe.fingers)"
            case .update:
                return nil
            }
        case .pinch(let pinch):
            switch pinch.phase {
            case .begin, .end, .cancel:
                return "\(time)  libinput     GESTURE_PINCH_\(pinch.phase.rawValue.uppercased()) \(pinch.fingers)"
            case .update:
                return nil
            }
        case .scroll(let scroll):
            return scroll.isStop ? "\(time)  libinput     POINTER_SCROLL_FINGER stop" : nil
        case .pointer:
            return nil
        }
    }

    /// Why a touchpad replay drove no transition, in the tracker's terms: no gesture of the kind it takes
    /// (libinput's swipe of so many fingers, or a two-finger scroll) drove it.
    static func noTouchpadGesture(_ tracker: TouchpadSwipeModel) -> String {
        let fingers =
            tracker.minimumFingers == tracker.maximumFingers
            ? "\(tracker.minimumFingers)" : "\(tracker.minimumFingers)–\(tracker.maximumFingers)"
        let gesture =
            switch tracker.source {
            case .unacceleratedSwipe, .acceleratedSwipe: "swipe of \(fingers) fingers"
            case .fingerScroll: "two-finger scroll"
            }
        return "no touchpad \(gesture) drove the transition (\(tracker.tracker.rawValue)'s tracker)"
    }
}
