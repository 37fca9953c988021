extension Edge {
    /// The component of `velocity` that points away from this edge, points per second.
    public func awayComponent(of velocity: Velocity) -> Double {
        (isHorizontal ? velocity.x : velocity.y) * awaySign
    }
}
