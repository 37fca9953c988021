extension JSONValue {
    /// The value as compact JSON in UTF-8 bytes (``JSONBytes/value(_:)``): finite numbers in their
    /// shortest round-trip form, integral ones without a fraction, NaN and infinities as `null`.
    package func serializedBytes() -> [UInt8] {
        var json = JSONBytes()
        json.value(self)
        return json.bytes
    }
}

extension JSONBytes {
    /// Writes `value` as compact JSON, the bytes of ``JSONValue/serializedBytes()``: a report writes its
    /// few fixed members as values and the members that grow with the recording member by member.
    package mutating func value(_ value: JSONValue) {
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
