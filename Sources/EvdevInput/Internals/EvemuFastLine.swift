/// The one-pass parser for the `E:` line evemu-record writes, `E: 12.345678 0003 0035 0442\t# …`.
///
/// It accepts only that exact shape: one space after `E:`, decimal seconds, exactly six digits of
/// microseconds, exactly four hex digits of type and of code, a decimal value of at most ten digits
/// that fits in `Int32`, then blanks, an optional `#` comment and a `\n` within the bytes given
/// (``FastLineEnd``). Anything else (another spacing, fewer digits, `0x`, a `\r`, a line that runs past
/// the buffer) returns nil without consuming, and the reader parses the line with the careful path,
/// which accepts every variant and words the error. So every line this parser takes, the careful path
/// would have parsed to the same event.
enum EvemuFastLine {
    /// The shortest line the fixed part needs: `E: 0.000000 0000 0000 0` and its `\n`, bytes.
    static let minimumLength = 24
    /// The most digits of seconds the careful path accepts (`ByteScanner.unsigned(maxDigits: 12)`).
    static let maximumSecondsDigits = 12
    /// The most digits of a value taken here: ten digits hold every `Int32`; longer (zero-padded)
    /// values go to the careful path.
    static let maximumValueDigits = 10
    /// Microseconds in a second: the line's `sec.usec` timestamp in microseconds.
    static let microsPerSecond: Int64 = 1_000_000

    /// Parses the line at the start of `bytes`.
    /// - Returns: The event and the bytes the line takes with its `\n`, or nil to use the careful path.
    @inline(__always)
    static func parse(_ bytes: UnsafePointer<UInt8>, count: Int) -> (event: InputEvent, length: Int)? {
        guard count >= minimumLength, bytes[0] == 0x45, bytes[1] == 0x3a, bytes[2] == 0x20 else { return nil }
        // Seconds: 1 to 12 digits, then `.`.
        var i = 3
        var seconds: Int64 = 0
        while true {
            let digit = bytes[i] &- 0x30
            guard digit < 10 else { break }
            seconds = seconds &* 10 &+ Int64(digit)
            i += 1
            guard i < count else { return nil }
        }
        guard i > 3, i - 3 <= maximumSecondsDigits, bytes[i] == 0x2e else { return nil }
        // `.` 6 digits ` ` 4 hex ` ` 4 hex ` ` and at least one byte of value, then more.
        guard count - i >= 20 else { return nil }
        var micros: Int64 = 0
        for offset in 1...6 {
            let digit = bytes[i + offset] &- 0x30
            guard digit < 10 else { return nil }
            micros = micros &* 10 &+ Int64(digit)
        }
        guard bytes[i + 7] == 0x20, let type = hex4(bytes + i + 8), bytes[i + 12] == 0x20,
            let code = hex4(bytes + i + 13), bytes[i + 17] == 0x20
        else { return nil }
        i += 18
        // Value: an optional `-`, 1 to 10 digits, within Int32.
        let negative = bytes[i] == 0x2d
        if negative { i += 1 }
        let valueStart = i
        var magnitude: Int64 = 0
        while i < count {
            let digit = bytes[i] &- 0x30
            guard digit < 10 else { break }
            magnitude = magnitude &* 10 &+ Int64(digit)
            i += 1
        }
        let digits = i - valueStart
        guard digits > 0, digits <= maximumValueDigits, i < count else { return nil }
        let signed = negative ? -magnitude : magnitude
        guard signed >= Int64(Int32.min), signed <= Int64(Int32.max) else { return nil }
        guard let length = FastLineEnd.after(bytes, from: i, count: count) else { return nil }
        let event = InputEvent(
            time: seconds &* microsPerSecond &+ micros, type: EventType(rawValue: type), code: code,
            value: Int32(signed))
        return (event, length)
    }

    /// Exactly four hex digits (either case) at `bytes`; nil otherwise.
    @inline(__always)
    private static func hex4(_ bytes: UnsafePointer<UInt8>) -> UInt16? {
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[offset]
            var digit = byte &- 0x30
            if digit >= 10 {
                digit = (byte | 0x20) &- 0x61
                guard digit < 6 else { return nil }
                digit += 10
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
