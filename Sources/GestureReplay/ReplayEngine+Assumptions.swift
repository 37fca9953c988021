import EvdevInput
import TouchpadGestures

extension ReplayEngine {
    /// Notes what this replay had to assume in ``ReplaySummary/assumptions``: the input's own
    /// warnings (ranges a reader inferred), a device class guessed from incomplete bits, and axes
    /// without a resolution: on the touchscreen route the container is then assumed, on the touchpad
    /// route libinput's fallback pad size (the container is not what a touchpad's tracker measures).
    ///
    /// `Replay.run` and a live driver call it once, before the first event, so a summary says the
    /// same of the same device however it was read.
    /// - Parameter inputWarnings: What the reader or device said it guessed.
    /// - Returns: The assumptions, in the order they are noted, for the caller to show.
    package mutating func noteAssumptions(inputWarnings: [String]) -> [ReplayWarning] {
        var assumptions = inputWarnings.map { ReplayWarning.input($0) }
        if description.classIsGuessed { assumptions.append(.guessedClass(description.deviceClass)) }
        // The assumptions of the route that decides: a touchpad's tracker never measures the container
        // (its progress is in libinput units), but libinput sizes a pad without resolution itself.
        switch route {
        case .edgePan:
            if !mapping.missingResolution.isEmpty {
                assumptions.append(.missingResolution(axes: mapping.missingResolution, assumed: mapping.size))
            }
        case .touchpad(let pad):
            let geometry = pad.geometry
            if geometry.x.resolution <= 0 || geometry.y.resolution <= 0 {
                let size = TouchpadGeometry.defaultSizeWithoutResolution
                let names =
                    geometry.reportsMultitouch ? ["ABS_MT_POSITION_X", "ABS_MT_POSITION_Y"] : ["ABS_X", "ABS_Y"]
                let axes = zip([geometry.x, geometry.y], names).filter { $0.0.resolution <= 0 }.map(\.1)
                assumptions.append(.touchpadSizeAssumed(axes: axes, width: size.width, height: size.height))
            }
        }
        summary.assumptions = assumptions
        return assumptions
    }
}
