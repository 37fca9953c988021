extension ScreenEdgePanRecognizer {
    /// What a contact going down while the first one is tracked does.
    public enum ExtraTouchPolicy: String, CaseIterable, Hashable, Sendable, Codable {
        /// The extra contact is ignored: UIKit's documented behaviour for
        /// `UIScreenEdgePanGestureRecognizer`, which "ignores any touches beyond the first".
        case ignore
        /// The extra contact calls the gesture off: `possible → failed` or
        /// `began/changed → cancelled`, reason ``Reason/extraTouch``.
        case cancel
    }
}
