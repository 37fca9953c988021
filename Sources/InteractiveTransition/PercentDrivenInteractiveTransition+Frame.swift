public import GestureCore

extension PercentDrivenInteractiveTransition {
    /// What a display frame shows of a transition: a trace's frame record, read without advancing anything.
    public struct Frame: Sendable, Hashable {
        /// The transition's phase.
        public var phase: Phase
        /// ``PercentDrivenInteractiveTransition/percentComplete``, 0…1.
        public var fractionComplete: Percent
        /// The animator's progress at the frame's time, 0…1 (past 1 while a spring overshoots).
        public var progress: Double
        /// Every layer's values at the frame's time.
        public var layers: [LayerSnapshot]
    }

    /// The transition as a display frame at `time` shows it, without advancing anything.
    ///
    /// One call that reads the transition where it is stored: a driver that copied the transition out
    /// to read its parts would copy all of it (its spec, animator and layers) at every tick.
    /// - Parameter time: The frame's time, on the input's clock.
    public func frame(at time: Timestamp) -> Frame {
        Frame(
            phase: phase, fractionComplete: percentComplete, progress: animator.progress(at: time),
            layers: layerValues(at: time))
    }
}
