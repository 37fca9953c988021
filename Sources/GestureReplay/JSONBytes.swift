public import GestureCore

/// A JSON object written straight into bytes, member by member: the state trace's encoder.
///
/// Numbers are formatted without Foundation and without building strings: times are whole
/// microseconds written as seconds, measures are rounded to 6 decimals (the trace's precision) and
/// written in the shortest form that reads back as the same `Double`, exactly as Swift's
/// `description` writes that rounded value, so traces stay byte for byte what they were.
public struct JSONBytes {
    /// The bytes written so far.
    public var bytes: [UInt8]
    /// Whether the next member is the first of its object (no comma before it).
    private var first = true

    /// Creates an empty buffer.
    /// - Parameter capacity: Bytes to reserve.
    public init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    // MARK: - Structure

    /// Opens an object (`{`).
    public mutating func open() {
        bytes.append(UInt8(ascii: "{"))
        first = true
    }

    /// Closes an object (`}`).
    public mutating func close() {
        bytes.append(UInt8(ascii: "}"))
        first = false
    }

    /// Writes a member's key and colon; the value follows with one of the value writers.
    public mutating func key(_ name: StaticString) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes a key that is not known at compile time (a layer's name).
    public mutating func key(_ name: String) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Opens an array (`[`); write its elements with ``element()`` before each.
    public mutating func openArray() {
        bytes.append(UInt8(ascii: "["))
        first = true
    }

    /// Closes an array (`]`).
    public mutating func closeArray() {
        bytes.append(UInt8(ascii: "]"))
        first = false
    }

    /// Separates array elements: call before each one.
    public mutating func element() {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
    }

    /// Ends a JSON Lines line.
    public mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        first = true
    }

    // MARK: - Members

    /// A member with a string value.
    public mutating func member(_ name: StaticString, string value: String) {
        key(name)
        string(value)
    }

    /// A member with a whole-number value.
    public mutating func member(_ name: StaticString, int value: Int) {
        key(name)
        int(value)
    }

    /// A member with a boolean value.
    public mutating func member(_ name: StaticString, bool value: Bool) {
        key(name)
        bool(value)
    }

    /// A member with a measured value rounded to 6 decimals (`null` when absent).
    public mutating func member(_ name: StaticString, measure value: Double?) {
        key(name)
        measure(value)
    }

    /// A member with a moment in seconds (`null` when absent).
    public mutating func member(_ name: StaticString, seconds value: Timestamp?) {
        key(name)
        if let value { seconds(value) } else { null() }
    }

    /// A member with a string value, or `null` when absent.
    public mutating func member(_ name: StaticString, optional value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    // MARK: - Values

    /// `null`.
    public mutating func null() { append("null") }

    /// `true` or `false`.
    public mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    /// A whole number.
    public mutating func int(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            digits(value.magnitude)
        } else {
            digits(UInt(value))
        }
    }

    /// A string, escaped as JSON requires.
    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0..<0x20:
                append("\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A moment as seconds with up to six decimals: exact, since a timestamp is whole microseconds.
    public mutating func seconds(_ time: Timestamp) {
        micros(Int64(clamping: time.microseconds))
    }

    /// A measured value rounded to 6 decimals, or `null` when absent or not finite.
    public mutating func measure(_ value: Double?) {
        guard let value, value.isFinite else { return null() }
        let scaled = (value * 1e6).rounded()
        guard abs(scaled) < Self.exactLimit else {
            // Beyond 2^53 µ-units the decimal is not exact; Swift's own shortest form is used.
            let rounded = scaled / 1e6
            if rounded == rounded.rounded(), abs(rounded) < 1e15 { return int(Int(rounded)) }
            return append(String(rounded))
        }
        micros(Int64(scaled))
    }

    /// A number as it is, in Swift's shortest form (integers without a fraction).
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        if value == value.rounded(), abs(value) < 1e15 { return int(Int(value)) }
        append(String(value))
    }

    // MARK: - Internals

    /// Integers of µ-units below this are exact in a `Double` and in 6 decimals.
    static let exactLimit = 9_007_199_254_740_992.0

    /// Writes `n` µ-units (`n / 10⁶`) as Swift's `description` writes that `Double`: an integer without
    /// fraction, a plain decimal from 0.0001 up, and `d.ddde-0k` below it.
    private mutating func micros(_ n: Int64) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = n.magnitude
        let whole = magnitude / 1_000_000
        var fraction = magnitude % 1_000_000
        if fraction == 0 {
            digits(UInt(whole))
            return
        }
        if whole == 0 && fraction < 100 {
            // Below 1e-4 Swift switches to exponent form: 5e-05, 1.2e-05, 9e-06.
            let exponent = fraction < 10 ? "e-06" : "e-05"
            if fraction < 10 {
                digits(UInt(fraction))
            } else {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
                if fraction % 10 != 0 {
                    bytes.append(UInt8(ascii: "."))
                    bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
                }
            }
            append(exponent)
            return
        }
        digits(UInt(whole))
        bytes.append(UInt8(ascii: "."))
        var width = 6
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        var scratch: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { buffer in
            var rest = fraction
            for index in stride(from: width - 1, through: 0, by: -1) {
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            // A raw buffer, not a slice: the contiguous append is one copy, not a byte-by-byte loop.
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<width]))
        }
    }

    /// Writes a whole number's decimal digits.
    private mutating func digits(_ value: UInt) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { buffer in
            var rest = value
            var index = buffer.count
            while rest > 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
