package import OutputSupport

/// A recording written to an ``OutputFile``: the writers and the recorder report a failed write as
/// the recording's I/O error (a full disk while recording is a recording that could not be written).
extension OutputFile {
    /// Creates the output file a recording is written to; a failure is the recording's error.
    /// - Parameters:
    ///   - path: Where the recording ends up.
    ///   - overwrite: Whether an existing file at `path` may be replaced.
    package static func recording(path: String, overwrite: Bool) throws(RecordingError) -> OutputFile {
        do { return try OutputFile(path: path, overwrite: overwrite) } catch { throw RecordingError(error) }
    }

    /// Appends text.
    func writeRecording(_ text: String) throws(RecordingError) {
        do { try write(text) } catch { throw RecordingError(error) }
    }

    /// Writes everything buffered to the file.
    func flushRecording() throws(RecordingError) {
        do { try flush() } catch { throw RecordingError(error) }
    }

    /// Flushes, closes and renames the file into place.
    func commitRecording() throws(RecordingError) {
        do { try commit() } catch { throw RecordingError(error) }
    }
}

extension RecordingError {
    /// The recording error for an output that could not be written: permission, a missing directory
    /// or an I/O failure, with the output error's words.
    /// - Parameter error: What the output file reported.
    package init(_ error: OutputFileError) {
        let kind: Kind = error.isMissing ? .noSuchInput : error.isPermissionDenied ? .permission : .io
        self.init(kind, path: error.path, expected: error.failure, found: error.reason)
    }
}
