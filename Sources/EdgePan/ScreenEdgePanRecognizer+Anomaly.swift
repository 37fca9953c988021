public import GestureCore
extension ScreenEdgePanRecognizer {
    /// Input the recognizer could not take as it came, and what it did instead.
    ///
    /// Anomalies never stop the recognizer; the replay engine writes them to the trace as bugs of the
    /// data (or, for ``Kind/impossibleTransition(from:reason:)``, of the recognizer).
    public struct Anomaly: Hashable, Sendable {
        /// What went wrong.
        public enum Kind: Hashable, Sendable {
            /// A move, lift or cancel of a contact that is not down: the sample was ignored.
            case unknownContact
            /// A second `down` of a contact already down: taken as a move.
            case repeatedDown
            /// The sample is older than the previous one: it was taken at the previous time.
            case timeWentBackwards
            /// The location was not finite: the contact's last location was used, or for a `down`
            /// the sample was ignored.
            case nonFiniteLocation
            /// The transition table has no entry for this pair; the state was kept.
            case impossibleTransition(from: State, reason: Reason)
        }

        /// What went wrong.
        public var kind: Kind
        /// The sample's contact, or `nil` for an external cancel.
        public var contact: Int?
        /// When, microseconds since the first event.
        public var time: Timestamp

        /// Creates an anomaly report.
        /// - Parameters:
        ///   - kind: What went wrong.
        ///   - contact: The sample's contact, if any.
        ///   - time: When, microseconds since the first event.
        public init(kind: Kind, contact: Int?, time: Timestamp) {
            self.kind = kind
            self.contact = contact
            self.time = time
        }
    }
}
