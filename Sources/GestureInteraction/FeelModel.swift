public import EdgePan
public import GestureCore
public import InteractiveTransition

/// A platform's back-swipe behaviour: recognizer parameters, velocity tracker, completion policy and
/// settle model, bundled after published sources.
///
/// Lengths are container points; the platforms' own units (UIKit points, Flutter logical pixels,
/// Android dp, GTK and phoc pixels) are all taken as points, which is what they are on a display of
/// scale 1. `feel-models.md` (beside DESIGN.md) is the reference for every number here.
///
/// ```swift
/// var model = FeelModel.named("cupertino")!
/// model.threshold = 0.4
/// let policy = model.policy(extent: 390)
/// ```
public struct FeelModel: Sendable, Hashable {
    /// The name used on the command line and in manifests (`uikit`, `cupertino`, …).
    public var name: String
    /// One line on what the model reproduces.
    public var summary: String
    /// Where the numbers come from.
    public var sources: [String]
    /// The recognizer's parameters (edges are replaced by the edge in force).
    public var recognizer: ScreenEdgePanRecognizer.Configuration
    /// The completion threshold (the `threshold` rule's and the projection's target).
    public var threshold: Amount
    /// How a touch release is decided: the threshold with optional fling and projection rules, or
    /// libadwaita's projection and snap.
    public var decider: Decider
    /// The release of the real toolkit the model follows; nil for models of no one release.
    public var release: ToolkitRelease?
    /// The edges a pan can start from, for a model with surfaces on some edges only (phosh's top
    /// panel and home bar); nil for every edge.
    public var surfaceEdges: Set<Edge>?
    /// How a released transition settles.
    public var settle: SettleModel
    /// `completionSpeed` of the percent-driven transition (UIKit's settle only), > 0.
    public var completionSpeed: Double
    /// The desktop's touchpad swipe tracker, for models that have one: a touchpad recording replays
    /// through it instead of the edge pan.
    public var touchpad: TouchpadSwipeModel?
    /// Whether the model has touchscreen rules (KWin's and Firefox's models are touchpad-only).
    public var drivesTouchscreens = true

    /// How a model decides a touch release.
    public enum Decider: Sendable, Hashable {
        /// The percent threshold, after a fling rule (the minimum release velocity per second; nil for
        /// none) and a projection (the deceleration rate per millisecond; nil for none).
        case threshold(fling: Amount?, projection: Double?)
        /// libadwaita's projection and snap, the nearest snap point winning below `velocityThreshold`
        /// points/ms (`VELOCITY_THRESHOLD_TOUCH`, ``InteractiveTransition/CompletionPolicy/adwaitaVelocityThreshold``).
        case adwaita(velocityThreshold: Rate<UnitsPerMillisecond>)
    }

    /// The fling rule's minimum release velocity (per second); nil for none or for libadwaita's rule.
    public var flingVelocity: Amount? {
        if case .threshold(let fling, _) = decider { fling } else { nil }
    }

    /// Creates a model.
    /// - Parameters:
    ///   - name: The name used on the command line and in manifests.
    ///   - summary: One line on what the model reproduces.
    ///   - sources: Where the numbers come from.
    ///   - recognizer: The recognizer's parameters.
    ///   - threshold: The completion threshold.
    ///   - decider: How a touch release is decided (the threshold alone by default).
    ///   - settle: How a released transition settles.
    ///   - completionSpeed: `completionSpeed` of the transition, > 0.
    ///   - touchpad: The desktop's touchpad swipe tracker, if the model has one.
    public init(
        name: String, summary: String, sources: [String], recognizer: ScreenEdgePanRecognizer.Configuration,
        threshold: Amount = .fraction(CompletionPolicy.defaultThreshold),
        decider: Decider = .threshold(fling: nil, projection: nil), settle: SettleModel,
        completionSpeed: Double = 1, touchpad: TouchpadSwipeModel? = nil
    ) {
        self.touchpad = touchpad
        self.name = name
        self.summary = summary
        self.sources = sources
        self.recognizer = recognizer
        self.threshold = threshold
        self.decider = decider
        self.settle = settle
        self.completionSpeed = completionSpeed
    }

    /// The completion policy for a swipe of `extent` points, with thresholds given in points converted
    /// to fractions of the extent.
    /// - Parameter extent: The container's extent along the swipe, points.
    /// - Returns: The ordered rules; `recognizerCancelled` always comes first.
    public func policy(extent: Double) -> CompletionPolicy {
        let threshold = threshold.fraction(of: extent)
        var rules: [CompletionPolicy.Rule] = [.recognizerCancelled]
        switch decider {
        case .adwaita(let velocityThreshold):
            rules.append(.adwaita(extent: extent, velocityThreshold: velocityThreshold))
        case .threshold(let fling, let projection):
            if let fling { rules.append(.fling(minimumVelocity: Rate(fling.fraction(of: extent)))) }
            if let projection { rules.append(.projection(decelerationRate: projection)) }
        }
        return CompletionPolicy(rules: rules, threshold: threshold)
    }

    /// The completion policy of an edge pan from `edge` across `container`: ``policy(extent:)`` over the
    /// recognizer's travel (the extent less the model's inset on that edge).
    /// - Parameters:
    ///   - edge: The edge the pan starts from.
    ///   - container: The container, points.
    /// - Returns: The policy an ``EdgePanInteraction`` of this model decides with.
    public func policy(from edge: Edge, in container: Size) -> CompletionPolicy {
        policy(extent: recognizer.travel(from: edge, in: container))
    }
}

extension FeelModel {
    /// Checks every number of the model against its range.
    /// - Throws: ``InteractionError`` naming the first setting out of range.
    public func validate() throws(InteractionError) {
        guard completionSpeed.isFinite, completionSpeed > 0 else { throw .invalidCompletionSpeed(completionSpeed) }
        if case .fraction(let value) = threshold, !Percent.isValid(value) { throw .invalidThreshold(value) }
        if case .fraction(let value)? = flingVelocity, !(value.isFinite && value > 0) {
            throw .invalidFlingVelocity(value)
        }
        guard !recognizer.edgeZone.isNaN, recognizer.edgeZone >= 0 else {
            throw .invalidLength(name: "edge zone", value: recognizer.edgeZone)
        }
        guard recognizer.slop.isFinite, recognizer.slop >= 0 else {
            throw .invalidLength(name: "slop", value: recognizer.slop)
        }
    }
}

extension FeelModel {
    /// A length or speed given either as a fraction of the swipe's extent or in points, as platforms
    /// state them (Flutter's fling in widths per second, phoc's in pixels per second).
    public enum Amount: Hashable, Sendable, CustomStringConvertible {
        /// A fraction of the extent (per second for speeds).
        case fraction(Double)
        /// Points (per second for speeds).
        case points(Double)

        /// The amount as a fraction of `extent` points.
        public func fraction(of extent: Double) -> Double {
            switch self {
            case .fraction(let value): value
            case .points(let value): extent > 0 ? value / extent : .infinity
            }
        }

        public var description: String {
            switch self {
            case .fraction(let value): "\(value) extent"
            case .points(let value): "\(value) pt"
            }
        }
    }
}
