import OutputSupport

/// Why a recording could not be read or written: what was expected, what was found, and where.
///
/// The description is one line in the form `FILE:LINE: expected …, found …`, ready for a terminal;
/// the CLI maps `kind` to its exit code (65 bad data, 66 no such input, 74 I/O, 77 permission).
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The class of failure, which decides the exit code.
    public enum Kind: String, Hashable, Sendable {
        /// The file's content is not what the format allows.
        case badData
        /// The file does not exist.
        case noSuchInput
        /// Reading or writing failed at the system level (disk full, device gone).
        case io
        /// The file or device cannot be opened for lack of permission.
        case permission
    }

    /// The class of failure.
    public var kind: Kind
    /// The file the failure is about.
    public var path: String
    /// The 1-based line, when the failure is about a line.
    public var line: Int?
    /// What the reader expected (or, for system errors, what it was doing).
    public var expected: String
    /// What it found instead, quoted and shortened; nil when not applicable.
    public var found: String?

    /// Creates an error.
    public init(_ kind: Kind, path: String, line: Int? = nil, expected: String, found: String? = nil) {
        self.kind = kind
        self.path = path
        self.line = line
        self.expected = expected
        self.found = found
    }

    public var description: String {
        let location = line.map { "\(path):\($0)" } ?? path
        switch kind {
        case .badData:
            return "\(location): expected \(expected)" + (found.map { ", found \($0)" } ?? "")
        case .noSuchInput, .io, .permission:
            return "\(location): \(expected)" + (found.map { ": \($0)" } ?? "")
        }
    }

    /// A bad-data error for a line, quoting (at most 60 bytes of) the offending text.
    static func bad(
        _ path: String, line: Int, expected: String, text: UnsafeBufferPointer<UInt8>
    ) -> RecordingError {
        RecordingError(.badData, path: path, line: line, expected: expected, found: quote(text))
    }

    /// Quotes raw bytes for an error message (``TerminalText/quoted(_:limit:)``): printable ASCII
    /// kept, the rest escaped, long text cut.
    static func quote(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        TerminalText.quoted(bytes)
    }
}
