/// What a reader's event parser offers a pipeline: the next event and the line it came from.
protocol EventParser: AnyObject {
    /// The next event, nil at the end, or the error the line holds.
    func next() throws(RecordingError) -> InputEvent?
    /// The 1-based line of the event last returned (or of the error last thrown).
    var lineNumber: Int { get }
    /// Takes up to `capacity` events that the fast path parses from the lines already buffered,
    /// storing each with its line number; stops (possibly at 0) where ``next()`` must decide.
    func fill(
        _ events: UnsafeMutablePointer<InputEvent>, lines: UnsafeMutablePointer<Int>, capacity: Int
    ) -> Int
}

/// Runs an event parser on a second thread, one bounded chunk of events ahead of the thread that
/// consumes them, so a large recording is parsed on one core while frames are assembled on the other.
///
/// The parser runs exactly as it would on the consuming thread, in file order, so the events, their
/// line numbers, the errors and the order of all three are those of a sequential read: an error ends
/// the chunk it is found in and is thrown once the events before it have been taken, and parsing
/// goes on after it as a sequential reader's would. Memory is `chunkCount` chunks of
/// `chunkCapacity` events, whatever the file's length.
final class EventPipeline<Parser: EventParser>: PipelineProducer, @unchecked Sendable {
    /// Events per chunk: large enough that a handoff (a mutex and a condition signal, under a
    /// microsecond) costs nothing per event, small enough that the first frames arrive at once.
    static var chunkCapacity: Int { 4096 }
    /// Chunks in flight: the parser may run this many chunks ahead (about 800 KB of events and line
    /// numbers), which absorbs the two threads' uneven speeds over a frame or a gesture.
    static var chunkCount: Int { 8 }
    /// Chunks a waiting thread is woken for.
    ///
    /// The producer waits, once all chunks are full, until this many are free again, and the consumer,
    /// once it has run dry, until this many are ready (or the parser ended). Each wake-up then moves
    /// several chunks, not one: waking a sleeping thread
    /// costs tens of microseconds on a virtual machine, which at one chunk a time was a few percent
    /// of a large file's time.
    static var wakeBatch: Int { chunkCount / 2 }

    /// How a chunk ends.
    private enum Ending {
        /// Full; more follow.
        case more
        /// The parser reported the end of the events.
        case end(line: Int)
        /// The parser threw `error` after the chunk's events.
        case error(RecordingError, line: Int)
    }

    // Owned by the producer until `produced` counts the chunk, then by the consumer until `released` does.
    private let events: UnsafeMutablePointer<InputEvent>
    private let lines: UnsafeMutablePointer<Int>
    private let counts: UnsafeMutablePointer<Int>
    private let endings: UnsafeMutablePointer<Ending>

    // Guarded by `handoff`.
    private let handoff = HandoffLock()
    @exclusivity(unchecked) private var produced = 0
    @exclusivity(unchecked) private var released = 0
    @exclusivity(unchecked) private var cancelled = false
    /// The parser has produced its last chunk (the end of the events; after an error it goes on).
    @exclusivity(unchecked) private var ended = false

    // The consumer's own state: the chunk it reads, and the next event's slot and the end of them.
    @exclusivity(unchecked) private var chunk = -1
    @exclusivity(unchecked) private var cursor = 0
    @exclusivity(unchecked) private var limit = 0
    @exclusivity(unchecked) private var finished: Int?
    /// The line of the event last returned, or of the error last thrown.
    @exclusivity(unchecked) private(set) var lineNumber: Int

    private let parser: Parser
    private var thread: pthread_t = 0

    /// Prepares the chunks; ``start()`` begins parsing.
    init(parser: Parser) {
        self.parser = parser
        lineNumber = parser.lineNumber
        let total = Self.chunkCapacity * Self.chunkCount
        events = .allocate(capacity: total)
        lines = .allocate(capacity: total)
        counts = .allocate(capacity: Self.chunkCount)
        counts.initialize(repeating: 0, count: Self.chunkCount)
        endings = .allocate(capacity: Self.chunkCount)
        endings.initialize(repeating: .more, count: Self.chunkCount)
    }

    /// Starts parsing on a new thread; false when no thread can be created (the caller then reads
    /// with the parser itself, and must not call ``stop()``).
    func start() -> Bool {
        guard let thread = PipelineThread.start(self) else { return false }
        self.thread = thread
        return true
    }

    deinit {
        events.deallocate()
        lines.deallocate()
        counts.deallocate()
        endings.deinitialize(count: Self.chunkCount)
        endings.deallocate()
    }

    /// Stops the parser thread and waits for it (the reader is going away); call once.
    func stop() {
        handoff.lock()
        cancelled = true
        handoff.signalRoom()
        handoff.unlock()
        pthread_join(thread, nil)
    }

    /// The next event, as the parser returned it on its thread.
    @inline(__always)
    func next() throws(RecordingError) -> InputEvent? {
        if cursor >= limit {
            guard try takeChunk() else { return nil }
        }
        let slot = cursor
        cursor = slot + 1
        lineNumber = lines[slot]
        return events[slot]
    }

    /// Copies the next events into `buffer`, at most the rest of the current chunk.
    /// - Returns: How many were copied; 0 only at the end. An error the parser met is thrown once the
    ///   events before it have been returned, as ``next()`` does.
    func next(into buffer: UnsafeMutableBufferPointer<InputEvent>) throws(RecordingError) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        if cursor >= limit {
            guard try takeChunk() else { return 0 }
        }
        let count = min(limit - cursor, buffer.count)
        base.update(from: events + cursor, count: count)
        cursor += count
        lineNumber = lines[cursor - 1]
        return count
    }

    /// Gives the finished chunk back and takes the next one that holds events.
    /// - Returns: false at the end of the events (``lineNumber`` is then the parser's last line).
    private func takeChunk() throws(RecordingError) -> Bool {
        while true {
            if let finished {
                lineNumber = finished
                return false
            }
            if chunk >= 0 {
                let ending = endings[chunk]
                handoff.lock()
                released += 1
                if produced - released == Self.chunkCount - Self.wakeBatch { handoff.signalRoom() }
                handoff.unlock()
                chunk = -1
                switch ending {
                case .more: break
                case .end(let line):
                    finished = line
                    continue
                case .error(let error, let line):
                    lineNumber = line
                    throw error
                }
            }
            handoff.lock()
            if produced == released {
                while produced - released < Self.wakeBatch && !ended { handoff.waitForReady() }
            }
            handoff.unlock()
            chunk = released % Self.chunkCount
            cursor = chunk * Self.chunkCapacity
            limit = cursor + counts[chunk]
            if cursor < limit { return true }
        }
    }

    /// The parser thread: fills free chunks in order until the end of the events or `stop()`.
    func produce() {
        var chunkIndex = 0
        while true {
            handoff.lock()
            if produced - released == Self.chunkCount {
                while produced - released > Self.chunkCount - Self.wakeBatch && !cancelled {
                    handoff.waitForRoom()
                }
            }
            let stop = cancelled
            handoff.unlock()
            if stop { return }
            let base = chunkIndex * Self.chunkCapacity
            var filled = 0
            var ending = Ending.more
            while filled < Self.chunkCapacity {
                filled += parser.fill(
                    events + base + filled, lines: lines + base + filled, capacity: Self.chunkCapacity - filled)
                guard filled < Self.chunkCapacity else { break }
                do throws(RecordingError) {
                    guard let event = try parser.next() else {
                        ending = .end(line: parser.lineNumber)
                        break
                    }
                    events[base + filled] = event
                    lines[base + filled] = parser.lineNumber
                    filled += 1
                } catch {
                    ending = .error(error, line: parser.lineNumber)
                    break
                }
            }
            counts[chunkIndex] = filled
            endings[chunkIndex] = ending
            handoff.lock()
            produced += 1
            if case .end = ending { ended = true }
            if ended || produced - released == Self.wakeBatch { handoff.signalReady() }
            handoff.unlock()
            if case .end = ending { return }
            chunkIndex = (chunkIndex + 1) % Self.chunkCount
        }
    }
}

/// The thread's side of a pipeline, behind a protocol so the thread's entry needs no generic context.
protocol PipelineProducer: AnyObject {
    /// Runs the parser to the end of the events (or until stopped).
    func produce()
}

/// What a pipeline thread is started with: its pipeline, kept alive until the thread ends.
final class PipelineThread {
    let producer: any PipelineProducer

    private init(_ producer: any PipelineProducer) {
        self.producer = producer
    }

    /// Starts a thread that runs `producer.produce()`; nil when no thread can be created.
    static func start(_ producer: any PipelineProducer) -> pthread_t? {
        let context = Unmanaged.passRetained(PipelineThread(producer)).toOpaque()
        var thread: pthread_t = 0
        guard pthread_create(&thread, nil, pipelineThreadEntry, context) == 0 else {
            Unmanaged<PipelineThread>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}

/// The entry of a pipeline thread (`pthread_create`'s start routine).
private func pipelineThreadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<PipelineThread>.fromOpaque(context).takeRetainedValue().producer.produce()
    return nil
}
