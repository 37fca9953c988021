import GestureCore

/// The one-pass parser for the event line `libinput record` writes inside an `evdev` entry,
/// `    - [  0, 191659,   3,  53,     131] # EV_ABS / ABS_MT_POSITION_X  131`.
///
/// It accepts only that shape: at least three spaces of indentation, `- `, `[`, five unsigned
/// decimal numbers of at most ten digits (the last may be negative) separated by `,` and spaces,
/// `]`, then the end of the line or blanks and a `#` comment, ended by `\n` within the bytes given,
/// with microseconds below 1,000,000, type and code within 16 bits and the value within 32. Anything
/// else returns nil without consuming, and the reader takes the line with its careful path (which
/// words the error, or handles an entry, a comment, a tab, a `\r`). So every line this parser
/// takes, the careful path would have read as the same event.
enum LibinputFastLine {
    /// The indentation of an event line at least: deeper than an entry's `  - evdev:` (2).
    static let minimumIndent = 3
    /// The most digits of a number taken here (ten hold every `Int32` and any plausible second).
    static let maximumDigits = 10

    /// Whether the line at the start of `bytes` is exactly `  - evdev:` and its `\n`, the entry
    /// libinput writes before each frame (11 bytes), which the careful path reads as the start of an
    /// `evdev` entry.
    @inline(__always)
    static func isEvdevEntry(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count >= evdevEntryLength else { return false }
        // `  - evde` as a little-endian word, then `v:` and the newline.
        let head = UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self).littleEndian
        return head == 0x6564_7665_202d_2020 && bytes[8] == 0x76 && bytes[9] == 0x3a && bytes[10] == 0x0a
    }

    /// The bytes of `  - evdev:` and its newline.
    static let evdevEntryLength = 11

    /// Skips spaces from `index`. (Byte by byte: the runs are short, one to six spaces, where an
    /// eight-byte step measured slower.)
    @inline(__always)
    static func skipSpaces(_ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ count: Int) {
        while index < count, bytes[index] == 0x20 { index &+= 1 }
    }

    /// Parses the line at the start of `bytes`.
    /// - Returns: The event and the bytes the line takes with its `\n`, or nil to use the careful path.
    @inline(__always)
    static func parse(_ bytes: UnsafePointer<UInt8>, count: Int) -> (event: InputEvent, length: Int)? {
        var i = 0
        skipSpaces(bytes, &i, count)
        guard i >= minimumIndent, count - i > 4, bytes[i] == 0x2d, bytes[i + 1] == 0x20 else { return nil }
        i += 2
        skipSpaces(bytes, &i, count)
        guard i < count, bytes[i] == 0x5b else { return nil }
        i += 1
        var fields: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
        for position in 0..<5 {
            skipSpaces(bytes, &i, count)
            guard i < count else { return nil }
            let negative = position == 4 && bytes[i] == 0x2d
            if negative { i += 1 }
            let start = i
            var magnitude: Int64 = 0
            while i < count {
                let digit = bytes[i] &- 0x30
                guard digit < 10 else { break }
                magnitude = magnitude &* 10 &+ Int64(digit)
                i += 1
            }
            guard i > start, i - start <= maximumDigits else { return nil }
            skipSpaces(bytes, &i, count)
            guard i < count, bytes[i] == (position == 4 ? 0x5d : 0x2c) else { return nil }
            i += 1
            let number = negative ? -magnitude : magnitude
            switch position {
            case 0: fields.0 = number
            case 1: fields.1 = number
            case 2: fields.2 = number
            case 3: fields.3 = number
            default: fields.4 = number
            }
        }
        let (seconds, micros, type, code, value) = fields
        guard micros < Microseconds.perSecond, type <= Int64(UInt16.max), code <= Int64(UInt16.max),
            value >= Int64(Int32.min), value <= Int64(Int32.max), i < count
        else { return nil }
        guard let length = FastLineEnd.after(bytes, from: i, count: count) else { return nil }
        let event = InputEvent(
            time: seconds &* Microseconds.perSecond &+ micros, type: EventType(rawValue: UInt16(type)),
            code: UInt16(code),
            value: Int32(value))
        return (event, length)
    }
}
