public import GestureCore
extension ScreenEdgePanRecognizer {
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
        public var axisVelocity: Double
        /// The progress of the pan, 0…1, by the configured ``PercentMode``.
        public var percent: Double
        /// ``axisVelocity`` in container extents per second, positive away from the edge (not
        /// clamped).
        public var percentVelocity: Double

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
            translation: Point, velocity: Velocity, axisVelocity: Double, percent: Double,
            percentVelocity: Double
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
}
