extension ScreenEdgePanRecognizer {
    /// One thing the recognizer reports while handling a sample, in the order it happened.
    ///
    /// A sample gives zero or more outputs: nothing for an ignored extra touch, an update for a move
    /// in `changed`, a transition then an update when the pan begins, or a transition, an update and
    /// a ``Reason/reset`` transition when the last contact lifts.
    public enum Output: Hashable, Sendable {
        /// The state changed.
        case stateChange(StateChange)
        /// The pan's position, velocity and percent.
        case update(Update)
        /// Input the recognizer had to correct or ignore.
        case anomaly(Anomaly)
    }
}
