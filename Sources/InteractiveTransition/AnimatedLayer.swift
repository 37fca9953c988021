/// One layer of a transition with its values at the start and at the end.
public struct AnimatedLayer: Sendable, Hashable, Codable {
    /// What the layer stands for in the transition.
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
        /// The view being transitioned away from (`UITransitionContextViewKey.from`).
        case from
        /// The view being transitioned to (`UITransitionContextViewKey.to`).
        case to
        /// Any other animated layer, such as a collection item.
        case item
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, role, from, to
    }

    /// The keys of a layer in JSON.
    package static let jsonKeys = CodingKeys.allCases.map(\.rawValue)

    /// A name unique within the transition, used in traces (`from`, `to`, `item3`).
    public var name: String
    /// What the layer stands for.
    public var role: Role
    /// The values at progress 0.
    public var from: LayerValues
    /// The values at progress 1.
    public var to: LayerValues

    /// Creates an animated layer.
    /// - Parameters:
    ///   - name: A name unique within the transition.
    ///   - role: What the layer stands for.
    ///   - from: Values at progress 0.
    ///   - to: Values at progress 1.
    public init(name: String, role: Role, from: LayerValues, to: LayerValues) {
        self.name = name
        self.role = role
        self.from = from
        self.to = to
    }

    /// The layer's values at a progress.
    /// - Parameter progress: 0 at the start, 1 at the end (may overshoot with a spring).
    /// - Returns: The interpolated values.
    public func values(at progress: Double) -> LayerValues {
        from.interpolated(to: to, progress: progress)
    }
}
