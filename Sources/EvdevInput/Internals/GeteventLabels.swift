/// The names `getevent -l` prints for types, codes and a few values, looked up from raw line bytes.
///
/// getevent labels events with the kernel's constant names (`toolbox/getevent.c`, `print_event`,
/// tables generated from `<linux/input.h>`), the same names libevdev knows. The table is built once
/// from libevdev and keyed by a hash of the bytes, so a lookup allocates nothing. getevent prints at
/// most ``printedLabelLength`` characters of a name (`%-20.20s`), so longer names are also known by
/// their first 20 characters when that prefix is unique within the type.
struct GeteventLabels: Sendable {
    /// The widest label getevent prints; longer names are cut (`print_event`'s `%-20.20s`).
    static let printedLabelLength = 20

    /// The table, built on first use.
    static let shared = GeteventLabels()

    private struct Entry: Sendable {
        var role: UInt16
        var name: [UInt8]
        var value: UInt16
    }

    /// The role under which type names (`EV_ABS`) are stored; codes use their type as role.
    private static let typeRole: UInt16 = .max

    private var entries: [UInt64: [Entry]] = [:]

    private init() {
        for type in 0...Constants.evMax {
            if let name = LibevdevCalls.typeName(type) {
                add(Entry(role: Self.typeRole, name: Array(name.utf8), value: type))
            }
            guard let maxCode = LibevdevCalls.maxCode(type: type) else { continue }
            var truncated: [[UInt8]: UInt16?] = [:]
            for code in 0...maxCode {
                guard let name = LibevdevCalls.codeName(type: type, code: code) else { continue }
                let bytes = Array(name.utf8)
                add(Entry(role: type, name: bytes, value: code))
                if bytes.count > Self.printedLabelLength {
                    let prefix = Array(bytes.prefix(Self.printedLabelLength))
                    // Two names with the same first 20 characters make the prefix ambiguous.
                    truncated[prefix] = truncated[prefix] == nil ? code : .some(nil)
                }
            }
            for (prefix, code) in truncated {
                if let code, lookup(prefix, role: type) == nil { add(Entry(role: type, name: prefix, value: code)) }
            }
        }
        for alias in Constants.codeAliases where lookup(Array(alias.name.utf8), role: alias.type) == nil {
            add(Entry(role: alias.type, name: Array(alias.name.utf8), value: alias.code))
        }
    }

    private mutating func add(_ entry: Entry) {
        entry.name.withUnsafeBufferPointer { bytes in
            entries[Self.hash(bytes, role: entry.role), default: []].append(entry)
        }
    }

    private func lookup(_ name: [UInt8], role: UInt16) -> UInt16? {
        name.withUnsafeBufferPointer { lookup($0, role: role) }
    }

    private func lookup(_ name: UnsafeBufferPointer<UInt8>, role: UInt16) -> UInt16? {
        guard let candidates = entries[Self.hash(name, role: role)] else { return nil }
        for entry in candidates where entry.role == role && entry.name.elementsEqual(name) { return entry.value }
        return nil
    }

    /// The event type named `name` (`EV_ABS`).
    func type(named name: UnsafeBufferPointer<UInt8>) -> UInt16? {
        lookup(name, role: Self.typeRole)
    }

    /// The code of `type` named `name` (`ABS_MT_POSITION_X`), including the kernel's aliases
    /// (`BTN_JOYSTICK`, which getevent prints for `BTN_TRIGGER`) and names cut to 20 characters.
    func code(named name: UnsafeBufferPointer<UInt8>, type: UInt16) -> UInt16? {
        if let code = lookup(name, role: type) { return code }
        guard name.count <= Self.printedLabelLength, type <= Constants.evMax,
            name.allSatisfy({ (0x21...0x7e).contains($0) })
        else { return nil }
        return LibevdevCalls.code(named: name.string, type: type)
    }

    /// The key states getevent prints by name (`key_value_labels` in `toolbox/getevent.c`).
    static let keyValueLabels: [(name: String, value: Int32)] = [("UP", 0), ("DOWN", 1), ("REPEAT", 2)]

    /// The `ABS_MT_TOOL_TYPE` values getevent prints by name (`mt_tool_labels`, from `<linux/input.h>`).
    static let toolTypeLabels: [(name: String, value: Int32)] = [
        ("MT_TOOL_FINGER", Constants.mtToolFinger), ("MT_TOOL_PEN", Constants.mtToolPen),
        ("MT_TOOL_PALM", Constants.mtToolPalm), ("MT_TOOL_DIAL", Constants.mtToolDial),
        ("MT_TOOL_MAX", Constants.mtToolMax),
    ]

    /// The value a value label stands for: `UP`, `DOWN`, `REPEAT` for keys, `MT_TOOL_*` for
    /// `ABS_MT_TOOL_TYPE`; nil for any other label or event.
    func value(named name: UnsafeBufferPointer<UInt8>, type: UInt16, code: UInt16) -> Int32? {
        let table: [(name: String, value: Int32)]
        if type == Constants.evKey {
            table = Self.keyValueLabels
        } else if type == Constants.evAbs, code == Constants.absMTToolType {
            table = Self.toolTypeLabels
        } else {
            return nil
        }
        return table.first { $0.name.utf8.elementsEqual(name) }?.value
    }

    /// The FNV-1a 64-bit offset basis (Fowler, Noll, Vo: "FNV hash", IETF draft-eastlake-fnv).
    private static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV 64-bit prime (same source).
    private static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a over the bytes, mixed with the role.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, role: UInt16) -> UInt64 {
        var hash = fnvOffsetBasis ^ UInt64(role)
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= fnvPrime
        }
        return hash
    }
}
