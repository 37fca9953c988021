extension JSONValue {
    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The value as a string, or nil.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as a number, or nil.
    public var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .null, .bool, .string, .array, .object: nil
        }
    }

    /// The value as a Boolean, or nil.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value's elements when it is an array.
    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }
}
