extension JSONValue {
    /// The value as compact JSON in UTF-8 bytes: the same text as ``serialized()``, written without
    /// building a `String` piece by piece (a large value, such as `inspect --json`'s list of every
    /// contact, costs a few instructions a byte instead of hundreds).
    public func serializedBytes() -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    /// Appends the value as compact JSON to `out`, in UTF-8; the bytes of ``write(to:)-(String)``.
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .double(let value): out.append(contentsOf: Self.number(value).utf8)
        case .string(let value): Self.quote(value, into: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            var first = true
            for value in values {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            var first = true
            for (key, value) in members {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                Self.quote(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `text` as a JSON string; escapes as ``quote(_:into:)-(_,String)`` does.
    static func quote(_ text: String, into out: inout [UInt8]) {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5c }) {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        var quoted = ""
        quote(text, into: &quoted)
        out.append(contentsOf: quoted.utf8)
    }
}

extension JSONBytes {
    /// Writes `value` as compact JSON, the bytes of ``JSONValue/serializedBytes()``: a report writes its
    /// few fixed members as values and the members that grow with the recording member by member.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .int(let number): int(Int(number))
        case .double(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let values):
            openArray()
            for element in values {
                self.element()
                self.value(element)
            }
            closeArray()
        case .object(let members):
            open()
            for (name, member) in members {
                key(named: name)
                self.value(member)
            }
            close()
        }
    }
}
