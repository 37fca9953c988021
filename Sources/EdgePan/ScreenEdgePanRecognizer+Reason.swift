extension ScreenEdgePanRecognizer {
    /// Why the recognizer's state changed: every ``StateChange`` carries one.
    public enum Reason: String, CaseIterable, Hashable, Sendable, Codable {
        /// `possible → failed`: the first touch went down outside every enabled edge zone.
        case startedOutsideEdgeZone
        /// `possible → failed`: the touch moved towards the edge before passing the slop.
        case movedTowardEdge
        /// `possible → failed`: the touch moved more along the edge than away from it (axis rule),
        /// or further across than the orthogonal-reject distance.
        case movedAlongEdge
        /// `possible → failed`: the touch lifted before passing the slop.
        case liftedBeforeSlop
        /// `possible → failed` or `began/changed → cancelled`: the system cancelled the touch.
        case touchCancelled
        /// `possible → failed` or `began/changed → cancelled`: another contact went down and the
        /// extra-touch policy is ``ExtraTouchPolicy/cancel``.
        case extraTouch
        /// `possible → failed` or `began/changed → cancelled`: ``ScreenEdgePanRecognizer/cancel(at:)``.
        case externalCancel
        /// `possible → began`: the touch moved the slop away from its edge.
        case passedSlop
        /// `began → changed`: the touch moved after `began` (also reported, without a state change,
        /// by the updates of `changed`).
        case moved
        /// `began/changed → ended`: the touch lifted.
        case lifted
        /// `ended/cancelled/failed → possible`: every contact has lifted; a new gesture may start.
        case reset
        /// `possible → failed`: a touch went down while the recognizer is disabled
        /// (``ScreenEdgePanRecognizer/isEnabled`` is false, UIKit's `isEnabled`), for instance because
        /// there is nothing to pop.
        case disabled
    }
}
