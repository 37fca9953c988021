import EvdevInput
import GestureReplay

/// Where JSON Lines records go (`--states`' trace, `--json`'s summary): a file written in place at the
/// end, or standard output; the first write that fails is the error ``close()`` throws.
final class TraceFile {
    private let output: OutputFile?
    private var failure: RecordingError?
    private var writer: StateTraceWriter!

    /// Opens `path` (`-` is standard output); an existing file is replaced only with `overwrite`.
    init(path: String, overwrite: Bool) throws(ReplayError) {
        if path == "-" {
            output = nil
        } else {
            do throws(RecordingError) {
                output = try OutputFile(path: path, overwrite: overwrite)
            } catch {
                throw .recording(error)
            }
        }
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
        do throws(RecordingError) {
            if let output { try output.write(bytes) } else { try StandardOutput.write(bytes) }
        } catch {
            failure = error
        }
    }

    /// Flushes the last lines and puts the file in place.
    func close() throws(ReplayError) {
        writer.flush()
        if let failure { throw .recording(failure) }
        do throws(RecordingError) { try output?.commit() } catch { throw .recording(error) }
    }
}
