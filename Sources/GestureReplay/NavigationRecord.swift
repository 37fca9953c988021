/// A navigation event in the trace: a tap that starts a non-interactive transition, a gesture the
/// state refused, or the state after a transition completed.
public struct NavigationRecord: Sendable {
    /// Seconds from the first event.
    public var time: Double
    /// `tap`, `refused` or `state`.
    public var event: String
    /// The operation concerned (`push`, `pop`, `present`, `dismiss`, …).
    public var operation: String
    /// The transition it belongs to, when one ran.
    public var transition: Int?
    /// Why, in words.
    public var reason: String
    /// The navigation state at this point (after the transition, for `state`).
    public var state: NavigationState

    var json: JSONValue {
        .object([
            ("type", "navigation"), ("t", .seconds(time)), ("event", .string(event)),
            ("operation", .string(operation)), ("transition", transition.map { .int(Int64($0)) } ?? .null),
            ("reason", .string(reason)), ("state", state.json),
        ])
    }
}
