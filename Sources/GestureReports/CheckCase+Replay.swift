import EdgePan
import GestureCore
package import GestureInteraction
package import GestureReplay

extension CheckCase {
    /// The replay options this case asks for: its model with its overrides (or `overrides` instead),
    /// transition, edge, frame rate, container and starting navigation state.
    /// - Parameter overrides: Parameter changes to apply instead of the case's own (a sweep varies one).
    /// - Throws: ``ReplayError`` for an unknown model or an unusable transition.
    package func replayOptions(overrides: ModelOverrides? = nil) throws(ReplayError) -> ReplayOptions {
        guard let base = FeelModel.named(model) else { throw .unknownModel(model) }
        var options = ReplayOptions(
            model: (overrides ?? self.overrides).applied(to: base), transitionName: transition,
            transition: try TransitionLoader.load(transition), edge: edge, fps: fps)
        if let container { options.container = Size(width: container.0, height: container.1) }
        options.initialState = initialState
        options.direction = direction
        options.touchpad = touchpad
        options.deviceClass = deviceClass
        options.overrides = overrides ?? self.overrides
        if let gesture { options.selection = GestureSelection(gesture: gesture) }
        return options
    }

    /// Replays the case's recording with `options`.
    /// - Throws: ``ReplayError``.
    package func replay(_ options: ReplayOptions) throws(ReplayError) -> ReplaySummary {
        try Replay.run(path: recording, descriptionPath: descriptionPath, deviceIndex: deviceIndex, options: options)
    }
}
