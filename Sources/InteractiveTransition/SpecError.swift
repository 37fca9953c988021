/// A ``TransitionSpec`` field that does not hold a usable value; each case names the field by its
/// JSON path (`layers[1].to.alpha`).
public enum SpecError: Error, Sendable, Hashable {
    /// A number outside its allowed range (`expected` says which, e.g. "0…1" or "> 0").
    case outOfRange(field: String, value: Double, expected: String)
    /// A curve whose parameters are unusable (named by ``TimingCurve/name``).
    case invalidCurve(field: String, curve: String)
    /// The spec has no layers.
    case noLayers(field: String)
    /// A layer without a name.
    case emptyName(field: String)
    /// Two layers with the same name.
    case duplicateName(field: String, name: String)
}
