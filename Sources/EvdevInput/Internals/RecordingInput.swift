/// A recording opened once, which every pass over it (format detection, a first scan, the events)
/// reads from the start without opening the path again.
///
/// A regular file is read in place with `pread(2)`. Anything else (a pipe, standard input as `-`,
/// `/dev/stdin`, a shell's `<(…)`, a FIFO, a character device) can be read only once, so it is
/// streamed from its single open: the bytes read so far are kept in memory, up to
/// ``rewindLimit``, only while a later pass may start again from the beginning (format detection,
/// and the first scan of an evtest or getevent dump). Once the last pass is under way
/// (``startLastPass()``), what it has read is dropped, so an evemu or libinput record stream of
/// any length is read in constant memory and nothing is written to disk. Opening a FIFO a second
/// time would wait for a writer that is gone, and a pipe read twice is empty the second time: both
/// are what this type avoids.
///
/// Opening a FIFO that no process has opened for writing waits for a writer, as `cat` does; Ctrl-C
/// (SIGINT, whose default action is left in place while a recording is read) ends the wait.
final class RecordingInput {
    /// The path the recording was named by (`-` for standard input).
    let path: String
    /// The descriptor every pass reads: with `pread(2)` for a regular file, in order otherwise.
    let fd: Int32
    private let ownsDescriptor: Bool
    /// Whether `fd` is a regular file, read at any offset.
    let isRegular: Bool

    /// The first bytes of a stream, kept while a pass may start again from the beginning.
    private var kept: UnsafeMutablePointer<UInt8>?
    /// Bytes held in `kept`.
    private var keptCount = 0
    /// Capacity of `kept`, bytes.
    private var keptCapacity = 0
    /// Bytes read from the stream so far.
    private var streamed: off_t = 0
    /// Whether the bytes read so far must still be kept (cleared by ``startLastPass()``).
    private var keepsBytes = true

    /// Whether the events are worth parsing on a second thread (``EventPipeline``).
    ///
    /// True when the file holds at least `pipelineThreshold` bytes and the machine has two cores or
    /// more. A stream's size is unknown and it is read in order, so it is parsed on the calling thread.
    let worthPipelining: Bool

    /// The smallest recording parsed on a second thread, bytes (4 MiB, about 60,000 evemu events).
    ///
    /// Below it the whole parse takes a few milliseconds, less than the process takes to start, so a
    /// thread gains nothing; and the recordings `check`, `sweep` and `robustness` replay side by side
    /// on every core (the bundled and corpus recordings are all far smaller) stay on one thread each
    /// instead of competing with their own parsers.
    static let pipelineThreshold = 1 << 22

    /// The most bytes of a stream kept in memory for a second pass from its beginning (64 MiB).
    ///
    /// Only an evtest or getevent dump is read twice (a scan for its devices and axis ranges, then
    /// the events), so only such a dump read from a pipe or device is limited by it: 64 MiB is about
    /// a million getevent lines, hours of touches, and bounds the memory a hostile stream can take.
    /// A longer dump is refused with an error that says to save it to a file first.
    static let rewindLimit = 1 << 26

    /// The name standard input is given on the command line.
    static let standardInputName = "-"

    /// Opens `path` (`-` is standard input).
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
        guard let info = fileStatus(descriptor: source) else {
            let code = errno
            if ownsSource { close(source) }
            throw RecordingError.opening(path, errno: code)
        }
        if info.kind == .directory {
            if ownsSource { close(source) }
            throw RecordingError(.badData, path: path, expected: "a recording file", found: "a directory")
        }
        fd = source
        ownsDescriptor = ownsSource
        isRegular = info.kind == .regular
        worthPipelining = isRegular && Int(info.size) >= Self.pipelineThreshold && Self.usableCores() >= 2
    }

    /// The cores online, at least 1. (On one core the pipeline still works: the parser runs a few
    /// chunks ahead and waits, a thread switch per few thousand events.)
    static func usableCores() -> Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    deinit {
        kept?.deallocate()
        if ownsDescriptor { close(fd) }
    }

    /// Says that the pass now starting from the beginning is the last: a stream stops keeping what
    /// it reads, and drops what it kept once this pass has read past it.
    func startLastPass() {
        keepsBytes = false
    }

    /// Reads up to `count` bytes at file offset `offset` into `buffer`.
    ///
    /// A stream is read in order: `offset` is either within the bytes kept from it or where it has
    /// been read to.
    /// - Returns: The bytes read; 0 at the end of the input.
    /// - Throws: ``RecordingError`` for a failed read, or a second pass over a stream longer than
    ///   ``rewindLimit``.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: off_t, line: Int)
        throws(RecordingError) -> Int
    {
        if isRegular {
            while true {
                let read = pread(fd, buffer, count, offset)
                if read >= 0 { return read }
                if errno == EINTR { continue }
                throw failedRead(line: line)
            }
        }
        if offset < streamed {
            guard let kept, offset < off_t(keptCount) else { throw tooLongToReadTwice(line: line) }
            let available = min(count, keptCount - Int(offset))
            buffer.update(from: kept + Int(offset), count: available)
            return available
        }
        guard offset == streamed else { throw tooLongToReadTwice(line: line) }
        if !keepsBytes, let kept {
            // The last pass has read every kept byte: nothing will ask for them again.
            kept.deallocate()
            self.kept = nil
            keptCount = 0
            keptCapacity = 0
        }
        while true {
            let read = EvdevInput.read(fd, buffer, count)
            if read < 0 {
                if errno == EINTR { continue }
                throw failedRead(line: line)
            }
            if keepsBytes && read > 0 { try keep(buffer, count: read, line: line) }
            streamed += off_t(read)
            return read
        }
    }

    /// Appends bytes just read from a stream to the kept ones.
    private func keep(_ bytes: UnsafeMutablePointer<UInt8>, count: Int, line: Int) throws(RecordingError) {
        guard keptCount + count <= Self.rewindLimit else { throw tooLongToReadTwice(line: line) }
        if keptCount + count > keptCapacity {
            let capacity = min(Self.rewindLimit, max(keptCapacity * 2, keptCount + count, 1 << 16))
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            if let kept {
                grown.update(from: kept, count: keptCount)
                kept.deallocate()
            }
            kept = grown
            keptCapacity = capacity
        }
        (kept! + keptCount).update(from: bytes, count: count)
        keptCount += count
    }

    private func failedRead(line: Int) -> RecordingError {
        RecordingError(
            .io, path: path, line: line, expected: "reading failed", found: String(cString: strerror(errno)))
    }

    private func tooLongToReadTwice(line: Int) -> RecordingError {
        RecordingError(
            .badData, path: path, line: line,
            expected: "a stream of at most \(Self.rewindLimit) bytes (an evtest or getevent dump is read twice; "
                + "save a longer one to a file and name the file)",
            found: "a longer stream")
    }
}
