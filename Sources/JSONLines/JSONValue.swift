/// A JSON value with ordered object keys, written the same way byte for byte on every run.
///
/// State traces and `--json` outputs use this instead of `JSONEncoder` so that keys keep a reading
/// order (`type` first) and numbers print as Swift's shortest round-trip form.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.serializedBytes() == b.serializedBytes() }
    package func hash(into hasher: inout Hasher) { hasher.combine(serializedBytes()) }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int64) { self = .int(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue {
    /// A measured value rounded to 6 decimals, or null when absent, as the state trace writes measures.
    /// - Parameter value: The value, or nil.
    /// - Returns: The rounded number, or `null`.
    package static func measure(_ value: Double?) -> JSONValue {
        guard let value else { return .null }
        return .double((value * 1e6).rounded() / 1e6)
    }
}
