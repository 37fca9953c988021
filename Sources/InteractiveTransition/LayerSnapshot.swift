/// A layer's values at one moment, as the animator reports them.
public struct LayerSnapshot: Sendable, Hashable {
    /// The layer's name.
    public var name: String
    /// Its values.
    public var values: LayerValues

    /// Creates a snapshot.
    /// - Parameters:
    ///   - name: The layer's name.
    ///   - values: Its values.
    public init(name: String, values: LayerValues) {
        self.name = name
        self.values = values
    }
}
