/// Finds the line of a value in JSON text by its path, so an error in a transition spec names
/// `FILE:LINE` as every other bad input does.
///
/// `JSONDecoder` reports a coding path (`layers[1].to.alpha`) but no position; this scans the text
/// once more, following the path, and counts line feeds. It reads well-formed JSON; on text it
/// cannot follow it gives the line where it stopped, which for a syntax error is where the error is.
struct JSONLineLocator {
    /// One step of a path: an object member or an array element.
    enum Step: Equatable {
        /// The member with this key.
        case key(String)
        /// The element at this 0-based index.
        case index(Int)
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    /// The deepest nesting followed, as JSON allows any depth but a scan must stop somewhere (the
    /// decoder refuses deeper documents first).
    private static let maximumDepth = 512

    /// A locator over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The 1-based line of the value at `path`, or of the place the scan stopped short of it.
    static func line(of path: [Step], in bytes: [UInt8]) -> Int {
        var locator = JSONLineLocator(bytes)
        _ = locator.follow(path[...], depth: 0)
        return locator.line
    }

    /// Parses a dotted path as a decoder's message and `SpecError` write it: `layers[1].to.alpha`.
    static func steps(_ dotted: String) -> [Step] {
        var steps: [Step] = []
        for part in dotted.split(separator: ".") {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                if bracket > rest.startIndex { steps.append(.key(String(rest[..<bracket]))) }
                rest = rest[bracket...]
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                    if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { steps.append(.index(index)) }
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                steps.append(.key(String(rest)))
            }
        }
        return steps
    }

    /// Moves to the value at `path`; false when the text does not hold it (the position stays where
    /// the scan stopped).
    private mutating func follow(_ path: ArraySlice<Step>, depth: Int) -> Bool {
        skipSpace()
        guard let step = path.first else { return position < bytes.count }
        guard depth < Self.maximumDepth, position < bytes.count else { return false }
        switch (step, bytes[position]) {
        case (.key(let key), UInt8(ascii: "{")):
            position += 1
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return false }
                let start = position + 1
                guard skipString() else { return false }
                let name = bytes[start..<(position - 1)]
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
                position += 1
                if name.elementsEqual(key.utf8) { return follow(path.dropFirst(), depth: depth + 1) }
                guard skipValue(depth: depth + 1), nextInList(closing: UInt8(ascii: "}")) else { return false }
            }
        case (.index(let index), UInt8(ascii: "[")):
            position += 1
            for _ in 0..<index {
                guard skipValue(depth: depth + 1), nextInList(closing: UInt8(ascii: "]")) else { return false }
            }
            return follow(path.dropFirst(), depth: depth + 1)
        default:
            return false
        }
    }

    /// After a member or element: true past a `,` (another follows); false at the closing bracket
    /// or anything else.
    private mutating func nextInList(closing: UInt8) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return false }
        position += 1
        return true
    }

    /// Skips one value of any kind.
    private mutating func skipValue(depth: Int) -> Bool {
        skipSpace()
        guard depth < Self.maximumDepth, position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let closing = bytes[position] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            position += 1
            skipSpace()
            if position < bytes.count, bytes[position] == closing {
                position += 1
                return true
            }
            while true {
                if closing == UInt8(ascii: "}") {
                    guard skipString() else { return false }
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
                    position += 1
                }
                guard skipValue(depth: depth + 1) else { return false }
                skipSpace()
                guard position < bytes.count else { return false }
                if bytes[position] == closing {
                    position += 1
                    return true
                }
                guard bytes[position] == UInt8(ascii: ",") else { return false }
                position += 1
                skipSpace()
            }
        default:
            // A number, true, false or null: up to the next delimiter.
            let start = position
            while position < bytes.count, !Self.delimiters.contains(bytes[position]) { position += 1 }
            return position > start
        }
    }

    /// Bytes that end a bare value.
    private static let delimiters: Set<UInt8> = [
        UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\t"),
        UInt8(ascii: "\n"), UInt8(ascii: "\r"),
    ]

    /// Skips a string starting at its opening quote; false when there is none or it never closes.
    private mutating func skipString() -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return false }
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\n"): return false
            default: position += 1
            }
        }
        return false
    }

    /// Skips white space, counting lines.
    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            position += 1
        }
    }
}
