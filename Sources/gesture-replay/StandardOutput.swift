import ArgumentParser
import EvdevInput
import GestureReplay
import JSONLines
import OutputSupport

/// Standard output for bytes: C's buffered streams, which `print` writes through, are flushed first,
/// so trace chunks and printed lines never interleave, and the bytes then go to the descriptor as
/// they are, without a `String` copy of them.
enum StandardOutput {
    /// How errors name standard output, in place of a file's path.
    static let name = "standard output"

    /// Writes UTF-8 bytes as they are, from borrowed storage.
    /// - Throws: An I/O error naming standard output when a write fails (a full disk behind a
    ///   redirection); what was written before stays.
    static func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        guard var next = bytes.baseAddress, !bytes.isEmpty else { return }
        flushCStreams()
        var left = bytes.count
        while left > 0 {
            let written = gesture_replay.write(STDOUT_FILENO, next, left)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                throw OutputFileError(.write, path: name, errno: code)
            }
            next += written
            left -= written
        }
    }

    /// Writes the bytes a JSON writer holds.
    static func write(_ json: JSONBytes) throws(OutputFileError) {
        var failure: OutputFileError?
        json.withUnsafeBytes { bytes in
            do throws(OutputFileError) { try write(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes a JSON value on a line of its own.
    /// - Throws: An I/O error naming standard output when a write fails.
    static func writeLine(_ value: JSONValue) throws(OutputFileError) {
        var json = JSONBytes()
        json.value(value)
        json.newline()
        try write(json)
    }
}

/// Prints a JSON value on a line of standard output, ending the command with exit 74 naming standard
/// output when the write fails.
func printJSON(_ value: JSONValue) throws(ExitCode) {
    do throws(OutputFileError) { try StandardOutput.writeLine(value) } catch { throw fail(error) }
}
