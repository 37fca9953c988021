import EvdevInput
import GestureReplay

/// Where `--states` goes: a file (written atomically) or standard output.
final class TraceFile {
    private let output: OutputFile?
    private var failure: RecordingError?

    /// Opens `path`, or standard output for `-`.
    init(path: String) throws(ReplayError) {
        if path == "-" {
            output = nil
        } else {
            do throws(RecordingError) {
                output = try OutputFile(path: path, overwrite: true)
            } catch {
                throw .recording(error)
            }
        }
    }

    /// Appends one line.
    func write(_ line: JSONValue) {
        var text = line.serialized()
        text += "\n"
        guard let output else {
            print(text, terminator: "")
            return
        }
        guard failure == nil else { return }
        do throws(RecordingError) { try output.write(text) } catch { failure = error }
    }

    /// Finishes the file.
    func close() throws(ReplayError) {
        if let failure { throw .recording(failure) }
        do throws(RecordingError) { try output?.commit() } catch { throw .recording(error) }
    }
}
