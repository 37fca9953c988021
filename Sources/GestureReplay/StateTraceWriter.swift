import JSONLines

/// Streams typed trace records as JSON Lines bytes, one record a line, in buffered chunks.
///
/// Records are encoded once, here, straight into bytes (``JSONBytes``): nothing builds an
/// intermediate JSON tree or string. The writer hands the bytes to `output` whenever more than
/// ``flushThreshold`` have gathered, and the rest at ``flush()``.
///
/// ```swift
/// var writer = StateTraceWriter { chunk in standardOutput.write(chunk) }
/// writer.write(.summary(summary))
/// writer.flush()
/// ```
public struct StateTraceWriter {
    /// Bytes gathered before they are handed on: large enough that a write call is rare.
    public static let defaultFlushThreshold = 1 << 16

    /// When the gathered bytes are handed to the output.
    public let flushThreshold: Int
    private var buffer: JSONBytes
    private let output: (UnsafeRawBufferPointer) -> Void

    /// Creates a writer that hands its bytes on as arrays.
    /// - Parameters:
    ///   - flushThreshold: Bytes gathered before they are handed on.
    ///   - output: Receives the bytes in order: whole lines, except that a long summary line comes in
    ///     several chunks.
    public init(flushThreshold: Int = defaultFlushThreshold, output: @escaping ([UInt8]) -> Void) {
        self.init(flushThreshold: flushThreshold, rawOutput: { output(Array($0)) })
    }

    /// Creates a writer that lends its bytes, without copying them into an array.
    /// - Parameters:
    ///   - flushThreshold: Bytes gathered before they are handed on (``defaultFlushThreshold`` is
    ///     spelled out, so a bare trailing closure still means the array-taking writer).
    ///   - rawOutput: Receives the bytes in order, valid only during the call: whole lines, except that
    ///     a long summary line comes in several chunks.
    public init(flushThreshold: Int, rawOutput: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.flushThreshold = flushThreshold
        output = rawOutput
        buffer = JSONBytes(capacity: flushThreshold + 4096)
    }

    /// Writes one record as one line.
    public mutating func write(_ record: TraceRecord) {
        if case .summary = record {
            // A summary lists every transition: what has gathered is handed on while it is written,
            // so a long replay's summary never sits whole in memory.
            let output = output
            let threshold = flushThreshold
            record.encode(into: &buffer) { json in
                guard json.count >= threshold else { return }
                json.withUnsafeBytes(output)
                json.removeAll()
            }
        } else {
            record.encode(into: &buffer)
        }
        buffer.newline()
        if buffer.count >= flushThreshold { flush() }
    }

    /// Hands every gathered byte to the output.
    public mutating func flush() {
        guard buffer.count > 0 else { return }
        buffer.withUnsafeBytes(output)
        buffer.removeAll()
    }

    /// One record as a JSON line without its newline, for a caller that prints lines itself.
    public static func line(for record: TraceRecord) -> String {
        var bytes = JSONBytes(capacity: 512)
        record.encode(into: &bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }
}
