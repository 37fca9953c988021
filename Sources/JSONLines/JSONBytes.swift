/// A JSON object written straight into bytes, member by member: the state trace's encoder.
///
/// The bytes go into raw storage reserved ahead: each member checks the room once for its key and
/// its value together (a number is never longer than ``numberRoom`` bytes), then writes without
/// further checks, so no byte costs an array append. Numbers are formatted without Foundation and
/// without building strings: times are whole microseconds written as seconds, measures are rounded
/// to 6 decimals (the trace's precision) and written in the shortest form that reads back as the
/// same `Double`, exactly as Swift's `description` writes that rounded value, so traces stay byte
/// for byte what they were.
///
/// ```swift
/// var json = JSONBytes(capacity: 256)
/// json.open()
/// json.member("t", millionths: 1_500_000)   // "t":1.5
/// json.close()
/// json.newline()
/// json.withUnsafeBytes { bytes in _ = bytes.count }   // {"t":1.5}\n
/// ```
package struct JSONBytes {
    /// The storage, shared with copies until one of them writes.
    private var storage: JSONByteStorage
    /// `storage`'s first byte, kept here so a write reads no class field.
    private var base: UnsafeMutablePointer<UInt8>
    /// `storage`'s size in bytes.
    private var capacity: Int
    /// Bytes written so far.
    package private(set) var count = 0
    /// Whether the next member is the first of its object (no comma before it).
    private var first = true

    /// The most bytes a number takes: a sign, 16 digits of whole µ-units, a point and 6 decimals,
    /// or a 20-digit integer; Swift's shortest form of a large `Double` takes at most 24.
    static let numberRoom = 32
    /// The room a key's separator and quotes take: `,"` before it and `":` after it.
    private static let keyRoom = 4

    /// Creates an empty buffer.
    /// - Parameter capacity: Bytes to reserve.
    package init(capacity: Int = 0) {
        storage = JSONByteStorage(capacity: max(capacity, Self.numberRoom * 4))
        base = storage.base
        self.capacity = storage.capacity
    }

    /// The bytes written so far, copied into an array.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the bytes written so far, valid only during the call.
    /// - Parameter body: Reads the bytes.
    /// - Returns: What `body` returns.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes written, keeping the storage and the place in the object being written (a
    /// writer hands on a long line in pieces).
    package mutating func removeAll() {
        count = 0
    }

    // MARK: - Structure

    /// Opens an object (`{`).
    package mutating func open() {
        reserve(1)
        put(UInt8(ascii: "{"))
        first = true
    }

    /// Closes an object (`}`).
    package mutating func close() {
        reserve(1)
        put(UInt8(ascii: "}"))
        first = false
    }

    /// Writes a member's key and colon; the value follows with one of the value writers.
    package mutating func key(_ name: StaticString) {
        reserve(name.utf8CodeUnitCount + Self.keyRoom)
        putKey(name)
    }

    /// Writes a key that is not known at compile time (a layer's name), escaped as a string is.
    ///
    /// Named apart from ``key(_:)``: a string literal would otherwise pick this overload (`String` is
    /// the literal's default type) and be scanned for escapes at every write.
    package mutating func key(named name: String) {
        element()
        string(name)
        reserve(1)
        put(UInt8(ascii: ":"))
    }

    /// Opens an array (`[`); write its elements with ``element()`` before each.
    package mutating func openArray() {
        reserve(1)
        put(UInt8(ascii: "["))
        first = true
    }

    /// Closes an array (`]`).
    package mutating func closeArray() {
        reserve(1)
        put(UInt8(ascii: "]"))
        first = false
    }

    /// Separates array elements: call before each one.
    package mutating func element() {
        reserve(1)
        if !first { put(UInt8(ascii: ",")) }
        first = false
    }

    /// Appends the elements another writer wrote (each after its ``element()``, from an empty
    /// writer) as further elements of the array open here: one array written in pieces side by side.
    package mutating func appendElements(of other: JSONBytes) {
        guard other.count > 0 else { return }
        reserve(other.count + 1)
        if !first { put(UInt8(ascii: ",")) }
        first = false
        (base + count).update(from: other.base, count: other.count)
        count &+= other.count
    }

    /// Ends a JSON Lines line.
    package mutating func newline() {
        reserve(1)
        put(UInt8(ascii: "\n"))
        first = true
    }

    // MARK: - Members

    /// A member with a string value.
    package mutating func member(_ name: StaticString, string value: String) {
        key(name)
        string(value)
    }

    /// A member with a whole-number value.
    package mutating func member(_ name: StaticString, int value: Int) {
        reserve(name.utf8CodeUnitCount + Self.keyRoom + Self.numberRoom)
        putKey(name)
        putInt(value)
    }

    /// A member with a boolean value.
    package mutating func member(_ name: StaticString, bool value: Bool) {
        reserve(name.utf8CodeUnitCount + Self.keyRoom + Self.numberRoom)
        putKey(name)
        put(value ? "true" : "false")
    }

    /// A member with a measured value rounded to 6 decimals (`null` when absent).
    package mutating func member(_ name: StaticString, measure value: Double?) {
        reserve(name.utf8CodeUnitCount + Self.keyRoom + Self.numberRoom)
        putKey(name)
        putMeasure(value)
    }

    /// A member with a number of millionths written as an exact decimal (`null` when absent): a
    /// moment in whole microseconds as seconds.
    package mutating func member(_ name: StaticString, millionths value: Int64?) {
        reserve(name.utf8CodeUnitCount + Self.keyRoom + Self.numberRoom)
        putKey(name)
        if let value { putMicros(value) } else { put("null") }
    }

    /// A member with a string value, or `null` when absent.
    package mutating func member(_ name: StaticString, optional value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    // MARK: - Values

    /// `null`.
    package mutating func null() {
        reserve(4)
        put("null")
    }

    /// `true` or `false`.
    package mutating func bool(_ value: Bool) {
        reserve(5)
        put(value ? "true" : "false")
    }

    /// A whole number.
    package mutating func int(_ value: Int) {
        reserve(Self.numberRoom)
        putInt(value)
    }

    /// A string, escaped as JSON requires.
    package mutating func string(_ text: String) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { putString($0) }
        if written == nil {
            let copy = Array(text.utf8)
            copy.withUnsafeBufferPointer { putString($0) }
        }
    }

    /// A number of millionths as a decimal with up to six places, exact (`1500000` is `1.5`): a
    /// moment in whole microseconds as seconds.
    package mutating func millionths(_ value: Int64) {
        reserve(Self.numberRoom)
        putMicros(value)
    }

    /// A measured value rounded to 6 decimals, or `null` when absent or not finite.
    package mutating func measure(_ value: Double?) {
        reserve(Self.numberRoom)
        putMeasure(value)
    }

    /// A number as it is, in Swift's shortest form (integers without a fraction).
    package mutating func number(_ value: Double) {
        reserve(Self.numberRoom)
        guard value.isFinite else { return put("null") }
        if value == value.rounded(), abs(value) < 1e15 { return putInt(Int(value)) }
        putShortest(value)
    }

    // MARK: - Storage

    /// Makes room for `needed` more bytes in storage of this value's own.
    @inline(__always)
    private mutating func reserve(_ needed: Int) {
        if count &+ needed > capacity || !isKnownUniquelyReferenced(&storage) { grow(needed) }
    }

    /// Moves the bytes to storage of this value's own with room for `needed` more.
    private mutating func grow(_ needed: Int) {
        let larger = JSONByteStorage(capacity: Swift.max(capacity * 2, count + needed))
        larger.base.update(from: base, count: count)
        storage = larger
        base = larger.base
        capacity = larger.capacity
    }

    // MARK: - Writers without checks (the caller reserved the room)

    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    private mutating func put(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        (base + count).update(from: text.utf8Start, count: length)
        count &+= length
    }

    @inline(__always)
    private mutating func putKey(_ name: StaticString) {
        if !first { put(UInt8(ascii: ",")) }
        first = false
        put(UInt8(ascii: "\""))
        put(name)
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: ":"))
    }

    private mutating func putInt(_ value: Int) {
        if value < 0 {
            put(UInt8(ascii: "-"))
            putDigits(UInt64(value.magnitude))
        } else {
            putDigits(UInt64(value))
        }
    }

    /// Writes a string's UTF-8 `bytes`, quoted and escaped; reserves its own room.
    private mutating func putString(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Six bytes is the longest escape of one byte (`\u001f`), and the quotes.
        reserve(bytes.count * 6 + 2)
        put(UInt8(ascii: "\""))
        for byte in bytes {
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                put(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): put("\\\"")
            case UInt8(ascii: "\\"): put("\\\\")
            case UInt8(ascii: "\n"): put("\\n")
            case UInt8(ascii: "\r"): put("\\r")
            case UInt8(ascii: "\t"): put("\\t")
            default:
                put("\\u00")
                put(Self.hexDigit(byte >> 4))
                put(Self.hexDigit(byte & 0xF))
            }
        }
        put(UInt8(ascii: "\""))
    }

    private mutating func putMeasure(_ value: Double?) {
        guard let value, value.isFinite else { return put("null") }
        let scaled = (value * 1e6).rounded()
        guard abs(scaled) < Self.exactLimit else {
            // Beyond 2^53 µ-units the decimal is not exact; Swift's own shortest form is used.
            let rounded = scaled / 1e6
            if rounded == rounded.rounded(), abs(rounded) < 1e15 { return putInt(Int(rounded)) }
            return putShortest(rounded)
        }
        putMicros(Int64(scaled))
    }

    /// Swift's `description` of `value`: at most 24 bytes, within ``numberRoom``.
    ///
    /// The standard library's formatter writes the digits straight into the reserved room
    /// (``ReservedRoom``), with no `String` made for each number.
    private mutating func putShortest(_ value: Double) {
        var room = ReservedRoom(base: base + count)
        value.write(to: &room)
        count &+= room.count
    }

    /// Integers of µ-units below this are exact in a `Double` and in 6 decimals.
    static let exactLimit = 9_007_199_254_740_992.0

    /// µ-units in one unit: a measure is written with 6 decimals, whatever it measures (seconds,
    /// points, a percent), so this is the writer's decimal scale, not a time conversion.
    /// (Computed, so it folds to the constant: a stored static would be read through its lazy
    /// initializer's check on every number.)
    static var microUnitsPerUnit: UInt64 { 1_000_000 }

    /// Writes `n` µ-units (`n / 10⁶`) as Swift's `description` writes that `Double`: an integer without
    /// fraction, a plain decimal from 0.0001 up, and `d.ddde-0k` below it.
    private mutating func putMicros(_ n: Int64) {
        if n < 0 { put(UInt8(ascii: "-")) }
        let magnitude = n.magnitude
        let whole = magnitude / Self.microUnitsPerUnit
        var fraction = magnitude % Self.microUnitsPerUnit
        if fraction == 0 {
            putDigits(whole)
            return
        }
        if whole == 0 && fraction < 100 {
            // Below 1e-4 Swift switches to exponent form: 5e-05, 1.2e-05, 9e-06.
            if fraction < 10 {
                put(UInt8(ascii: "0") + UInt8(fraction))
                put("e-06")
            } else {
                put(UInt8(ascii: "0") + UInt8(fraction / 10))
                if fraction % 10 != 0 {
                    put(UInt8(ascii: "."))
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                }
                put("e-05")
            }
            return
        }
        putDigits(whole)
        put(UInt8(ascii: "."))
        var width = 6
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        var index = count &+ width
        count = index
        while width >= 2 {
            index &-= 2
            putPair(Int(truncatingIfNeeded: fraction % 100), at: index)
            fraction /= 100
            width &-= 2
        }
        if width == 1 {
            base[index &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction)
        }
    }

    /// Writes a whole number's decimal digits.
    private mutating func putDigits(_ value: UInt64) {
        var length = 1
        var bound: UInt64 = 10
        while value >= bound {
            length &+= 1
            // 10^19 is the largest power of ten in a UInt64: 20 digits at most.
            if length == 20 { break }
            bound &*= 10
        }
        var rest = value
        var index = count &+ length
        count = index
        while rest >= 100 {
            index &-= 2
            putPair(Int(truncatingIfNeeded: rest % 100), at: index)
            rest /= 100
        }
        if rest >= 10 {
            putPair(Int(truncatingIfNeeded: rest), at: index &- 2)
        } else {
            base[index &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    /// Writes the two digits of `pair` (0…99) at `index`.
    @inline(__always)
    private func putPair(_ pair: Int, at index: Int) {
        let digits = Self.digitPairs.utf8Start + (pair &* 2)
        base[index] = digits[0]
        base[index &+ 1] = digits[1]
    }

    /// "00" to "99", two bytes a number: a division by 100 gives two digits.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

/// The bytes a ``JSONBytes`` writes into: allocated once, freed with the last value that holds it.
private final class JSONByteStorage {
    /// The first byte.
    let base: UnsafeMutablePointer<UInt8>
    /// The size, bytes.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
}
