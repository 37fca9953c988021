import GestureCore
extension ScreenEdgePanRecognizer {
    /// The first contact of a gesture, which the recognizer follows.
    struct TrackedTouch: Hashable, Sendable {
        /// The contact's identity.
        var contact: Int
        /// Where it went down, points.
        var start: Point
        /// The enabled edges whose zone contains ``start``, in `Edge.allCases` order; two in a corner.
        var candidates: [Edge]
        /// The gesture's edge: the only candidate, or for a corner the one chosen when it began.
        var edge: Edge?
        /// Where it was when the pan began, points (the origin of the translation percent).
        var origin: Point?
        /// Where it is now, points.
        var location: Point
        /// Its recent positions.
        var tracker: VelocityTracker
    }
}
