import GestureCore
extension ScreenEdgePanRecognizer {
    /// The update for `touch` in the current state, at `time`.
    func update(for touch: TrackedTouch, edge: Edge, at time: Timestamp) -> Update {
        let velocity = touch.tracker.velocity(at: time)
        let axisVelocity = edge.awayComponent(of: velocity)
        let extent = edge.extent(of: container)
        return Update(
            state: state,
            edge: edge,
            contact: touch.contact,
            time: time,
            location: touch.location,
            translation: touch.location.offset(from: touch.start),
            velocity: velocity,
            axisVelocity: axisVelocity,
            percent: percent(of: touch, edge: edge),
            percentVelocity: extent > 0 ? axisVelocity / extent : 0
        )
    }

    /// The pan's progress by the configured ``PercentMode``, clamped to 0…1.
    func percent(of touch: TrackedTouch, edge: Edge) -> Double {
        let extent = edge.extent(of: container)
        guard extent > 0 else { return 0 }
        let distance: Double
        switch configuration.percentMode {
        case .location:
            distance = edge.distance(of: touch.location, in: container)
        case .translation:
            distance = edge.awayComponent(of: touch.location.offset(from: touch.origin ?? touch.location))
        }
        return min(max(distance / extent, 0), 1)
    }
}
