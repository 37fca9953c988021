/// A ``TransitionSpec`` field that does not hold a usable value; each case names the field by its
/// JSON path (`layers[1].to.alpha`).
public enum SpecError: Error, Sendable, Hashable, CustomStringConvertible {
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

    /// The field named by its JSON path.
    public var field: String {
        switch self {
        case .outOfRange(let field, _, _), .invalidCurve(let field, _), .noLayers(let field), .emptyName(let field),
            .duplicateName(let field, _):
            field
        }
    }

    /// What was expected and found, in words (`expected duration finite and > 0, found -1.0`).
    public var description: String {
        switch self {
        case .outOfRange(let field, let value, let expected): "expected \(field) \(expected), found \(value)"
        case .invalidCurve(let field, let curve): "expected \(field) to be a usable timing curve, found \(curve)"
        case .noLayers(let field): "expected at least one layer in \(field), found none"
        case .emptyName(let field): "expected \(field) to be a name, found an empty one"
        case .duplicateName(let field, let name): "expected \(field) to be a new name, found \(name) a second time"
        }
    }
}
