public import GestureCore
extension ScreenEdgePanRecognizer {
    /// A change of the recognizer's state, with its reason and time.
    ///
    /// Printed as the state trace does: `t=120000us edgePan possible --passedSlop--> began`.
    public struct StateChange: Hashable, Sendable, CustomStringConvertible {
        /// The state before.
        public var from: State
        /// The state after.
        public var to: State
        /// Why it changed.
        public var reason: Reason
        /// When, microseconds since the first event (the sample's time).
        public var time: Timestamp
        /// The gesture's edge, once known (`nil` before a corner touch has chosen, or when the touch
        /// started outside every zone).
        public var edge: Edge?

        /// Creates a state change.
        /// - Parameters:
        ///   - from: The state before.
        ///   - to: The state after.
        ///   - reason: Why it changed.
        ///   - time: When, microseconds since the first event.
        ///   - edge: The gesture's edge, if known.
        public init(from: State, to: State, reason: Reason, time: Timestamp, edge: Edge?) {
            self.from = from
            self.to = to
            self.reason = reason
            self.time = time
            self.edge = edge
        }

        /// `t=<µs>us edgePan <from> --<reason>--> <to>`.
        public var description: String {
            "t=\(time.microseconds)us edgePan \(from.rawValue) --\(reason.rawValue)--> \(to.rawValue)"
        }
    }
}
