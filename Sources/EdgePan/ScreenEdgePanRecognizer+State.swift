extension ScreenEdgePanRecognizer {
    /// The recognizer's state, after UIKit's `UIGestureRecognizer.State`.
    ///
    /// The life of one gesture: `possible → began → changed* → ended | cancelled`, or
    /// `possible → failed`. A terminal state (`ended`, `cancelled`, `failed`) lasts until every
    /// contact has lifted, then the recognizer resets to `possible` (reason ``Reason/reset``).
    public enum State: String, CaseIterable, Hashable, Sendable, Codable {
        /// Waiting: no gesture yet, or a touch in an edge zone that has not passed the slop.
        case possible
        /// The pan was recognized by the sample that reported this state.
        case began
        /// The pan continues: reported by every move after `began`.
        case changed
        /// The tracked touch lifted after `began`: the pan is over and the transition decides.
        case ended
        /// The pan was called off after `began` (touch cancelled, extra touch, external cancel).
        case cancelled
        /// The touch never became a pan.
        case failed

        /// Whether the state ends a gesture (`ended`, `cancelled`, `failed`).
        public var isTerminal: Bool {
            switch self {
            case .possible, .began, .changed: false
            case .ended, .cancelled, .failed: true
            }
        }

        /// Whether a pan is in progress (`began` or `changed`).
        public var isActive: Bool {
            switch self {
            case .began, .changed: true
            case .possible, .ended, .cancelled, .failed: false
            }
        }

        /// The transition table: the state that `reason` leads to from this one.
        ///
        /// - Parameter reason: Why the state changes.
        /// - Returns: The next state (possibly the same, as `changed` on ``Reason/moved``), or `nil`
        ///   when the pair is impossible, which the recognizer reports as an ``Anomaly``.
        public func next(on reason: Reason) -> State? {
            switch self {
            case .possible:
                switch reason {
                case .passedSlop: .began
                case .startedOutsideEdgeZone, .movedTowardEdge, .movedAlongEdge, .liftedBeforeSlop,
                    .touchCancelled, .extraTouch, .externalCancel, .disabled:
                    .failed
                case .moved, .lifted, .reset: nil
                }
            case .began, .changed:
                switch reason {
                case .moved: .changed
                case .lifted: .ended
                case .touchCancelled, .extraTouch, .externalCancel: .cancelled
                case .startedOutsideEdgeZone, .movedTowardEdge, .movedAlongEdge, .liftedBeforeSlop,
                    .passedSlop, .reset, .disabled:
                    nil
                }
            case .ended, .cancelled, .failed:
                switch reason {
                case .reset: .possible
                case .startedOutsideEdgeZone, .movedTowardEdge, .movedAlongEdge, .liftedBeforeSlop,
                    .touchCancelled, .extraTouch, .externalCancel, .passedSlop, .moved, .lifted, .disabled:
                    nil
                }
            }
        }
    }
}
