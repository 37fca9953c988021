package import GestureInteraction
package import JSONLines

extension NavigationState {
    /// The state as JSON, `null` for untracked members.
    package var json: JSONValue {
        .object([
            ("stack", stack.map { .int(Int64($0)) } ?? .null), ("presented", presented.map { .bool($0) } ?? .null),
        ])
    }
}
