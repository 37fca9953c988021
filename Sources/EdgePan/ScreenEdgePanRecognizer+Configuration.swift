public import GestureCore

extension ScreenEdgePanRecognizer {
    /// The recognizer's parameters; the defaults reproduce UIKit's `UIScreenEdgePanGestureRecognizer`.
    ///
    /// Lengths are in container points. Negative or non-finite lengths act as 0 (and a negative or
    /// non-finite ``orthogonalRejectDistance`` as `nil`), so no configuration traps.
    ///
    /// ```swift
    /// var cupertino = ScreenEdgePanRecognizer.Configuration()
    /// cupertino.slop = 0                  // accepted on the first move
    /// cupertino.percentMode = .translation
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The edges a pan may start from; the left edge by default (DESIGN.md's default edge).
        public var edges: Set<Edge>
        /// How far from its edge a touch may go down and still start a pan, points; 20 by default.
        ///
        /// UIKit documents no width; 20 pt is the common reproduction and Flutter's
        /// `_kBackGestureWidth` (20 logical px) and Android's `ViewDragHelper.EDGE_SIZE` (20 dp).
        /// A touch starts inside when its distance from the edge is less than this.
        public var edgeZone: Double
        /// How far the touch must move away from the edge before `began`, points; 10 by default.
        ///
        /// The UIKit reproduction's hysteresis (feel-models.md, `uikit`). With the axis rule the
        /// direction is judged once the touch has moved this far from where it went down. 0 means
        /// the pan begins on the first move whatever its direction, like Flutter's back gesture
        /// when it is alone in the gesture arena (feel-models.md, `cupertino`).
        public var slop: Double
        /// When set, a touch that moves this far along the edge before `began` fails, and the axis
        /// rule is off; `nil` (the default) uses the axis rule, points.
        ///
        /// Phosh rejects a pending drag after 24 px across its axis (`src/layer-shell-effects.c`).
        /// The axis rule (UIKit's and libadwaita's): once the touch has moved ``slop`` from where it
        /// went down, more motion along the edge than away from it fails the gesture.
        public var orthogonalRejectDistance: Double?
        /// What an extra contact does; ignored by default, as UIKit.
        public var extraTouchPolicy: ExtraTouchPolicy
        /// How percent is computed; by location by default, as the classic `percentForGesture`.
        public var percentMode: PercentMode
        /// How velocity is estimated; least squares of degree 2 by default (Android, Flutter).
        public var velocityStrategy: VelocityStrategy
        /// Per edge, the points of the container's extent the pan cannot travel, so that the percent
        /// is the share of the rest (phoc's drag surfaces keep their bar on screen); none by default.
        public var travelInsets: [Edge: Double] = [:]

        /// The distance a pan from `edge` travels in `container`, points: its extent less the edge's inset.
        public func travel(from edge: Edge, in container: Size) -> Double {
            max(0, edge.extent(of: container) - (travelInsets[edge] ?? 0))
        }

        /// Creates a configuration; every default is UIKit's.
        /// - Parameters:
        ///   - edges: The edges a pan may start from (left).
        ///   - edgeZone: The width of each edge's start zone, points (20).
        ///   - slop: The distance away from the edge before `began`, points (10).
        ///   - orthogonalRejectDistance: The distance along the edge that fails a pending pan,
        ///     points, or `nil` for the axis rule (`nil`).
        ///   - extraTouchPolicy: What an extra contact does (`ignore`).
        ///   - percentMode: How percent is computed (`location`).
        ///   - velocityStrategy: How velocity is estimated (least squares, degree 2).
        public init(
            edges: Set<Edge> = [.left],
            edgeZone: Double = 20,
            slop: Double = 10,
            orthogonalRejectDistance: Double? = nil,
            extraTouchPolicy: ExtraTouchPolicy = .ignore,
            percentMode: PercentMode = .location,
            velocityStrategy: VelocityStrategy = .standard
        ) {
            self.edges = edges
            self.edgeZone = edgeZone
            self.slop = slop
            self.orthogonalRejectDistance = orthogonalRejectDistance
            self.extraTouchPolicy = extraTouchPolicy
            self.percentMode = percentMode
            self.velocityStrategy = velocityStrategy
        }

        /// This configuration with negative or non-finite lengths replaced as documented.
        var sanitized: Configuration {
            var copy = self
            copy.edgeZone = Self.nonNegative(edgeZone)
            copy.slop = Self.nonNegative(slop)
            if let distance = orthogonalRejectDistance, !(distance.isFinite && distance >= 0) {
                copy.orthogonalRejectDistance = nil
            }
            return copy
        }

        private static func nonNegative(_ length: Double) -> Double {
            length.isFinite && length > 0 ? length : 0
        }
    }

    /// How ``Update/percent`` is computed from the touch.
    public enum PercentMode: String, CaseIterable, Hashable, Sendable, Codable {
        /// The touch's distance from the edge over the container extent, as the classic
        /// `percentForGesture` of UIKit interactive transitions: left `x/w`, right `(w−x)/w`,
        /// top `y/h`, bottom `(h−y)/h`, clamped to 0…1.
        case location
        /// The displacement away from the edge since the touch went down, over the container extent,
        /// clamped to 0…1: UIKit's `translation(in:)` over the extent, and Flutter's `CupertinoPageRoute`
        /// back swipe (`Σdx / W`; its drag recognizer is alone in the gesture arena, so it is accepted at
        /// the pointer-down event).
        ///
        /// The motion before `began`, the slop included, counts: in an 800 pt wide container a touch
        /// down at x = 5 pt that moves to x = 405 pt is at 0.5 (400 / 800), whichever move began the pan.
        case translation
    }

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
