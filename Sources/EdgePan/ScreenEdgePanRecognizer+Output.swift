public import GestureCore

// The values the recognizer reports: its outputs, state changes, updates and anomalies.
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

    /// Where the pan is: reported for `began`, every `changed`, and the final `ended` or `cancelled`.
    ///
    /// Directions are edge-relative where stated: "away" is positive away from ``edge`` (to the
    /// right for the left edge, upwards for the bottom edge).
    public struct Update: Hashable, Sendable {
        /// The state this update reports (`began`, `changed`, `ended` or `cancelled`).
        public var state: State
        /// The edge the pan started from.
        public var edge: Edge
        /// The tracked contact.
        public var contact: Int
        /// When, microseconds since the first event (the sample's time).
        public var time: Timestamp
        /// The touch location, container points.
        public var location: Point
        /// The touch's displacement since it went down, points (UIKit's `translation(in:)`).
        public var translation: Point
        /// The touch's velocity, points per second (UIKit's `velocity(in:)`).
        public var velocity: Velocity
        /// The velocity along the swipe axis, points per second, positive away from the edge.
        public var axisVelocity: Rate<PointsPerSecond>
        /// The progress of the pan, 0…1, by the configured ``PercentMode``.
        public var percent: Percent
        /// ``axisVelocity`` in container extents per second, positive away from the edge (not
        /// clamped).
        public var percentVelocity: Rate<ExtentsPerSecond>
        /// The pause that zeroed the velocity, when the velocity was fitted after the contact had
        /// rested past the tracker's pause rule.
        public var pause: VelocityPause?

        /// Creates an update.
        /// - Parameters:
        ///   - state: The state reported.
        ///   - edge: The pan's edge.
        ///   - contact: The tracked contact.
        ///   - time: When, microseconds since the first event.
        ///   - location: The touch location, points.
        ///   - translation: The displacement since touch-down, points.
        ///   - velocity: The velocity, points per second.
        ///   - axisVelocity: The velocity away from the edge, points per second.
        ///   - percent: The progress, 0…1.
        ///   - percentVelocity: The velocity away from the edge, extents per second.
        public init(
            state: State, edge: Edge, contact: Int, time: Timestamp, location: Point,
            translation: Point, velocity: Velocity, axisVelocity: Rate<PointsPerSecond>, percent: Percent,
            percentVelocity: Rate<ExtentsPerSecond>
        ) {
            self.state = state
            self.edge = edge
            self.contact = contact
            self.time = time
            self.location = location
            self.translation = translation
            self.velocity = velocity
            self.axisVelocity = axisVelocity
            self.percent = percent
            self.percentVelocity = percentVelocity
        }
    }

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
