public import GestureCore

/// A transition described as data: what moves, how far, for how long and on which curve.
///
/// The JSON form (see `TransitionSpec+Codable.swift`) is what `replay --transition FILE` reads.
/// Layer values are in points for ``container`` (or the container the caller supplies);
/// ``validate()`` checks every field and names the first bad one. Presets reproduce the
/// transitions of the classic UIKit custom-transition guides (`TransitionSpec+Presets.swift`).
///
/// ```swift
/// let spec = TransitionSpec.push(in: Size(width: 390, height: 844))
/// try spec.validate()
/// var transition = try PercentDrivenInteractiveTransition(spec: spec)
/// ```
public struct TransitionSpec: Sendable, Hashable {
    /// What the transition does, as UIKit names its transitions.
    public enum Operation: String, Sendable, Hashable, Codable, CaseIterable {
        case present, dismiss, push, pop, tabSwitch, layout
    }

    /// What the transition does.
    public var operation: Operation
    /// Full duration, seconds; > 0.
    public var duration: Double
    /// The animation's curve (used by a non-interactive start).
    public var curve: TimingCurve
    /// The edge the interactive gesture starts from.
    public var edge: Edge
    /// The container the layer values were written for, points; `nil` leaves it to the caller.
    public var container: Size?
    /// The animated layers, with unique names.
    public var layers: [AnimatedLayer]
    /// `UIPercentDrivenInteractiveTransition.completionSpeed`, > 0.
    public var completionSpeed: Double
    /// `UIPercentDrivenInteractiveTransition.completionCurve`.
    public var completionCurve: TimingCurve

    /// Creates a spec.
    /// - Parameters:
    ///   - operation: What the transition does.
    ///   - duration: Seconds; > 0.
    ///   - curve: The animation's curve.
    ///   - edge: The gesture's edge.
    ///   - container: The container the values were written for, points.
    ///   - layers: The animated layers.
    ///   - completionSpeed: > 0.
    ///   - completionCurve: The settle curve of the UIKit model.
    public init(
        operation: Operation, duration: Double, curve: TimingCurve = .easeInOut, edge: Edge = .left,
        container: Size? = nil, layers: [AnimatedLayer], completionSpeed: Double = 1,
        completionCurve: TimingCurve = .easeInOut
    ) {
        self.operation = operation
        self.duration = duration
        self.curve = curve
        self.edge = edge
        self.container = container
        self.layers = layers
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }

    /// The layer with a name, if any.
    /// - Parameter name: The layer's name.
    /// - Returns: The first layer so named.
    public func layer(named name: String) -> AnimatedLayer? {
        layers.first { $0.name == name }
    }
}
