extension ScreenEdgePanRecognizer {
    /// How ``Update/percent`` is computed from the touch.
    public enum PercentMode: String, CaseIterable, Hashable, Sendable, Codable {
        /// The touch's distance from the edge over the container extent, as the classic
        /// `percentForGesture` of UIKit interactive transitions: left `x/w`, right `(w−x)/w`,
        /// top `y/h`, bottom `(h−y)/h`, clamped to 0…1.
        case location
        /// The displacement away from the edge since `began`, over the container extent, clamped
        /// to 0…1: Flutter's `CupertinoPageRoute` back swipe (`Σdx / W` from the acceptance point,
        /// the slop discarded as with `DragStartBehavior.start`).
        case translation
    }
}
