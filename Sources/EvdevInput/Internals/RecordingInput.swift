#if canImport(Glibc)
    import Glibc
#endif

/// A recording opened once, which every pass over it (format detection, a first scan, the events)
/// reads from the start without opening the path again.
///
/// A regular file is read in place with `pread(2)`. Anything else (a pipe, standard input as `-`,
/// `/dev/stdin`, a shell's `<(…)`, a FIFO) can be read only once, so its bytes are copied as they are
/// read into an unlinked temporary file until the writer closes its end; the passes then read that
/// copy. Opening a FIFO a second time would wait for a writer that is gone, and a pipe read twice is
/// empty the second time: both are what this type avoids.
final class RecordingInput {
    /// The path the recording was named by (`-` for standard input).
    let path: String
    /// The descriptor every pass reads with `pread(2)`.
    let fd: Int32
    private let spool: UnsafeMutablePointer<FILE>?
    private let ownsDescriptor: Bool

    /// The name standard input is given on the command line.
    static let standardInputName = "-"

    /// Opens `path` (`-` is standard input), copying a non-regular input to a temporary file.
    init(path: String) throws(RecordingError) {
        self.path = path
        let source: Int32
        let ownsSource: Bool
        if path == Self.standardInputName {
            source = STDIN_FILENO
            ownsSource = false
        } else {
            source = open(path, O_RDONLY | O_CLOEXEC)
            guard source >= 0 else { throw RecordingError.opening(path, errno: errno) }
            ownsSource = true
        }
        var info = stat()
        guard fstat(source, &info) == 0 else {
            let code = errno
            if ownsSource { close(source) }
            throw RecordingError.opening(path, errno: code)
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            if ownsSource { close(source) }
            throw RecordingError(.badData, path: path, expected: "a recording file", found: "a directory")
        }
        if type == S_IFREG {
            fd = source
            spool = nil
            ownsDescriptor = ownsSource
            return
        }
        defer { if ownsSource { close(source) } }
        guard let file = tmpfile() else {
            throw RecordingError(
                .io, path: path, expected: "cannot copy the stream to a temporary file",
                found: String(cString: strerror(errno)))
        }
        do throws(RecordingError) {
            try Self.copy(from: source, to: fileno(file), path: path)
        } catch {
            fclose(file)
            throw error
        }
        spool = file
        fd = fileno(file)
        ownsDescriptor = false
    }

    deinit {
        if let spool { fclose(spool) }
        if ownsDescriptor { close(fd) }
    }

    /// Reads `source` to its end into `target`.
    private static func copy(from source: Int32, to target: Int32, path: String) throws(RecordingError) {
        let size = LineReader.chunkSize
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { buffer.deallocate() }
        while true {
            let count = read(source, buffer, size)
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw RecordingError(
                    .io, path: path, expected: "reading failed", found: String(cString: strerror(errno)))
            }
            var written = 0
            while written < count {
                let step = write(target, buffer + written, count - written)
                if step < 0 {
                    if errno == EINTR { continue }
                    throw RecordingError(
                        .io, path: path, expected: "cannot copy the stream to a temporary file",
                        found: String(cString: strerror(errno)))
                }
                written += step
            }
        }
    }
}
