import GestureCore
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
        // `.` 6 digits ` ` 4 hex ` ` 4 hex ` ` and at least one byte of value, then more: the fixed
        // fields are read a word at a time.
        guard count - i >= 20, let micros = microseconds(bytes + i), let type = hex4(bytes + i + 8),
            bytes[i + 12] == 0x20, let code = hex4(bytes + i + 13), bytes[i + 17] == 0x20
        else { return nil }
        i += 18
        // Value: an optional `-`, 1 to 10 digits, within Int32.
        let negative = bytes[i] == 0x2d
        if negative { i += 1 }
        let valueStart = i
        var magnitude: Int64 = 0
        // evemu-record pads values to four digits: those four, not followed by a fifth, in one word.
        if count - i > 4, let four = fourDigits(bytes + i), bytes[i + 4] &- 0x30 >= 10 {
            magnitude = four
            i += 4
        }
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
            time: seconds &* Microseconds.perSecond &+ micros, type: EventType(rawValue: type), code: code,
            value: Int32(signed))
        return (event, length)
    }

    /// `.dddddd ` at `bytes` (the point, exactly six digits and a blank) as microseconds; nil otherwise.
    ///
    /// One 8-byte word: the point and the blank are compared in place, the digits checked all at once
    /// (each byte's high nibble 3, its low nibble at most 9), and combined by multiplications that
    /// join neighbouring digits, then pairs, then fours (the "eight digits in a word" method).
    @inline(__always)
    static func microseconds(_ bytes: UnsafePointer<UInt8>) -> Int64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        guard word & 0xFF00_0000_0000_00FF == 0x2000_0000_0000_002E else { return nil }
        let digitBytes = word & 0x00FF_FFFF_FFFF_FF00
        guard digitBytes & 0x00F0_F0F0_F0F0_F000 == 0x0030_3030_3030_3000,
            (digitBytes &+ 0x0006_0606_0606_0600) & 0x00F0_F0F0_F0F0_F000 == 0x0030_3030_3030_3000
        else { return nil }
        // As eight digits `00dddddd`, the first in the lowest byte.
        var value = (digitBytes & 0x000F_0F0F_0F0F_0F00) << 8
        value = (value &* 10) &+ (value >> 8)
        value =
            ((value & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32))
                &+ ((value >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32))) >> 32
        return Int64(value)
    }

    /// Four decimal digits at `bytes` as a number; nil unless all four are digits.
    @inline(__always)
    static func fourDigits(_ bytes: UnsafePointer<UInt8>) -> Int64? {
        let word = UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt32.self))
        guard word & 0xF0F0_F0F0 == 0x3030_3030, (word &+ 0x0606_0606) & 0xF0F0_F0F0 == 0x3030_3030 else {
            return nil
        }
        // Neighbouring digits joined (10·d0 + d1 in byte 0, 10·d2 + d3 in byte 2), then the pairs.
        let pairs = (word & 0x0F0F_0F0F) &* 10 &+ (word & 0x0F0F_0F0F) >> 8
        return Int64(pairs & 0xFF) &* 100 &+ Int64(pairs >> 16 & 0xFF)
    }

    /// Exactly four hex digits (either case) at `bytes`; nil otherwise.
    ///
    /// One 4-byte word: every byte below 0x80 is sorted into digit or letter by adding the distance
    /// to each range's ends and reading the top bit, so no byte is compared on its own.
    @inline(__always)
    static func hex4(_ bytes: UnsafePointer<UInt8>) -> UInt16? {
        let word = UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt32.self))
        guard word & 0x8080_8080 == 0 else { return nil }
        // `0`…`9`: at least 0x30 and not above 0x39; a letter, case folded: at least 0x61, not above 0x66.
        let digits = (word &+ 0x5050_5050) & ~(word &+ 0x4646_4646) & 0x8080_8080
        let folded = word | 0x2020_2020
        let letters = (folded &+ 0x1F1F_1F1F) & ~(folded &+ 0x1919_1919) & 0x8080_8080
        guard digits | letters == 0x8080_8080 else { return nil }
        // Each byte's value: its low nibble, plus 9 for a letter (`a` and `A` end in 1).
        let nibbles = (word & 0x0F0F_0F0F) &+ (letters >> 7) &* 9
        let value = (nibbles & 0xF) << 12 | (nibbles >> 8 & 0xF) << 8 | (nibbles >> 16 & 0xF) << 4 | nibbles >> 24
        return UInt16(truncatingIfNeeded: value)
    }
}
