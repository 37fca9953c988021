public import GestureCore
public import GestureInteraction
import JSONLines
public import TouchpadGestures

/// The trace header's `touchpad` member: the pad as libinput sees it, libinput's settings, the
/// direction and the tracker's parameters.
public struct TouchpadHeader: Sendable {
    /// The pad.
    public var geometry: TouchpadGeometry
    /// libinput's settings.
    public var configuration: TouchpadConfiguration
    /// The finger motion that drives the transition forward.
    public var direction: Direction
    /// The tracker's parameters, overrides applied.
    public var tracker: TouchpadSwipeModel

    func encode(into json: inout JSONBytes) {
        json.key("touchpad")
        json.open()
        json.member("width", measure: geometry.size.width)
        json.member("height", measure: geometry.size.height)
        json.member("dpi", int: geometry.dpi)
        json.member("slots", int: geometry.trackedSlots)
        json.member("semiMT", bool: geometry.isSemiMultitouch)
        json.member("gestures", bool: geometry.gesturesEnabled)
        json.member("tapping", bool: configuration.tapping)
        json.member("profile", string: configuration.profile.rawValue)
        json.member("speed", measure: configuration.speed)
        json.member("naturalScrolling", bool: configuration.naturalScrolling)
        json.member("libinput", string: configuration.series.rawValue)
        json.member("direction", string: direction.rawValue)
        json.member("tracker", string: tracker.tracker.rawValue)
        json.member("source", string: tracker.source.rawValue)
        json.member("minimumFingers", int: tracker.minimumFingers)
        json.member("maximumFingers", int: tracker.maximumFingers)
        json.member("baseDistance", measure: tracker.distance(along: direction))
        json.member("orientationLock", measure: tracker.orientationLock)
        json.member("velocityThreshold", measure: tracker.velocityThreshold.value)
        json.member("threshold", measure: tracker.threshold)
        json.close()
    }
}
