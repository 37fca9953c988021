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

    /// Whether the events are worth parsing on a second thread (``EventPipeline``): the file (or the
    /// copy of a stream) holds at least `pipelineThreshold` bytes and the machine has two cores or
    /// more.
    let worthPipelining: Bool

    /// The smallest recording parsed on a second thread, bytes (4 MiB, about 60,000 evemu events).
    ///
    /// Below it the whole parse takes a few milliseconds, less than the process takes to start, so a
    /// thread gains nothing; and the recordings `check`, `sweep` and `robustness` replay side by side
    /// on every core (the bundled and corpus recordings are all far smaller) stay on one thread each
    /// instead of competing with their own parsers.
    static let pipelineThreshold = 1 << 22

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
            worthPipelining = Int(info.st_size) >= Self.pipelineThreshold && Self.usableCores() >= 2
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
        var copied = stat()
        worthPipelining =
            fstat(fd, &copied) == 0 && Int(copied.st_size) >= Self.pipelineThreshold && Self.usableCores() >= 2
    }

    /// The cores online, at least 1. (On one core the pipeline still works: the parser runs a few
    /// chunks ahead and waits, a thread switch per few thousand events.)
    static func usableCores() -> Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
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
