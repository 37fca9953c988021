import EvdevInput
import GestureReplay

/// Where `--states` sends the state trace: a file written in place at the end, or standard output.
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
        guard let output else {
            StandardOutput.write(bytes)
            return
        }
        guard failure == nil else { return }
        do throws(RecordingError) { try output.write(bytes) } catch { failure = error }
    }

    /// Flushes the last lines and puts the file in place.
    func close() throws(ReplayError) {
        writer.flush()
        if let failure { throw .recording(failure) }
        do throws(RecordingError) { try output?.commit() } catch { throw .recording(error) }
    }
}
