import EvdevInput
import GestureReplay
import OutputSupport

/// Where JSON Lines records go (`--states`' trace, `--json`'s summary): a file written in place at the
/// end, or standard output; the first write that fails is the error ``close()`` throws.
final class TraceFile {
    private let output: OutputFile?
    private var failure: OutputFileError?
    private var writer: StateTraceWriter!

    /// Opens `path` (`-` is standard output); an existing file is replaced only with `overwrite`.
    init(path: String, overwrite: Bool) throws(OutputFileError) {
        output = path == "-" ? nil : try OutputFile(path: path, overwrite: overwrite)
        writer = StateTraceWriter(
            flushThreshold: StateTraceWriter.defaultFlushThreshold,
            rawOutput: { [unowned self] bytes in self.emit(bytes) })
    }

    /// Writes one record as one line.
    func write(_ record: TraceRecord) {
        writer.write(record)
    }

    private func emit(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        do throws(OutputFileError) {
            if let output { try output.write(bytes) } else { try StandardOutput.write(bytes) }
        } catch {
            failure = error
        }
    }

    /// Flushes the last lines and puts the file in place.
    func close() throws(OutputFileError) {
        writer.flush()
        if let failure { throw failure }
        try output?.commit()
    }
}
