import GestureCore
import JSONLines
import TouchpadGestures

extension TouchpadGestureEvent {
    /// Writes the members of a `libinput` trace record after `type`: `t`, the `event` kind, then its
    /// fields (deltas in libinput's 1000-dpi units, `raw` in device units).
    func encode(into json: inout JSONBytes) {
        json.member("t", seconds: time)
        switch self {
        case .state(let change):
            json.member("event", string: "state")
            json.member("from", string: change.from.rawValue)
            json.member("to", string: change.to.rawValue)
            json.member("reason", string: change.reason.rawValue)
            json.member("fingers", int: change.fingers)
        case .fingers(let change):
            json.member("event", string: "fingers")
            json.member("from", int: change.from)
            json.member("to", int: change.to)
            json.member("pending", bool: change.pending)
        case .swipe(let swipe):
            json.member("event", string: "swipe")
            json.member("phase", string: swipe.phase.rawValue)
            json.member("fingers", int: swipe.fingers)
            json.member("dx", measure: swipe.delta.x)
            json.member("dy", measure: swipe.delta.y)
            json.member("unacceleratedDx", measure: swipe.unaccelerated.x)
            json.member("unacceleratedDy", measure: swipe.unaccelerated.y)
            json.member("rawDx", measure: swipe.raw.x)
            json.member("rawDy", measure: swipe.raw.y)
        case .scroll(let scroll):
            json.member("event", string: "scroll")
            json.member("horizontal", measure: scroll.horizontal)
            json.member("vertical", measure: scroll.vertical)
            json.member("stop", bool: scroll.isStop)
            json.member("rawDx", measure: scroll.raw.x)
            json.member("rawDy", measure: scroll.raw.y)
        case .pinch(let pinch):
            json.member("event", string: "pinch")
            json.member("phase", string: pinch.phase.rawValue)
            json.member("fingers", int: pinch.fingers)
            json.member("dx", measure: pinch.delta.x)
            json.member("dy", measure: pinch.delta.y)
            json.member("scale", measure: pinch.scale)
            json.member("unacceleratedDx", measure: pinch.unaccelerated.x)
            json.member("unacceleratedDy", measure: pinch.unaccelerated.y)
        case .pointer(let motion):
            json.member("event", string: "pointer")
            json.member("dx", measure: motion.delta.x)
            json.member("dy", measure: motion.delta.y)
            json.member("unacceleratedDx", measure: motion.unaccelerated.x)
            json.member("unacceleratedDy", measure: motion.unaccelerated.y)
        }
    }
}
