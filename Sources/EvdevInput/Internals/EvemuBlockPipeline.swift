/// Parses a large evemu file's events on every core, a block of bytes at a time, and hands them to
/// the consuming thread in file order, exactly as a sequential read gives them.
///
/// The events after the description are cut into blocks of ``blockSize`` bytes; a line belongs to
/// the block its first byte lies in. A worker thread (one per core beyond the consumer's), or the
/// consumer itself whenever the block it needs is not ready, takes the next block nobody has taken,
/// parses it with a fresh validator and line numbers counted from the block's start, and stores its
/// events in one of ``slotCount`` slots, so memory is bounded whatever the file's length and no more
/// threads run than there are cores.
///
/// A block's result is speculative. The validator's one piece of state that carries from line to
/// line is the last event's time, so a block that parsed without an error, and whose first event is
/// not earlier than the last event before it, holds exactly the events a sequential read gives; the
/// consumer checks that and adds the lines of the blocks before. Any other block (an error in it, a
/// time going backwards across its start, more events than a slot holds) is parsed again on the
/// consuming thread, sequentially from the true state, which gives the events, the errors and
/// their lines of a sequential read, and reading on after an error as it does.
final class EvemuBlockPipeline: PipelineProducer, @unchecked Sendable {
    /// Bytes per block: about 15,000 evemu-record lines, so a handoff (a mutex, rarely a wake-up of
    /// tens of microseconds on a virtual machine) is a small fraction of a block's parse.
    static let blockSize = 1 << 20
    /// Slots for parsed blocks: each worker can run a block ahead of the one the consumer reads.
    static let slotCount = 4
    /// The most threads parsing blocks besides the consumer.
    ///
    /// The consumer parses a block itself whenever the workers are behind, and assembling frames
    /// takes about as long as parsing, so more workers would wait.
    static let maximumWorkers = 3
    /// Threads parsing blocks besides the consumer: as many as leave the consumer a core of its own,
    /// so no thread waits for a core the others hold.
    static var workerCount: Int { min(max(RecordingInput.usableCores() - 1, 1), maximumWorkers) }
    /// Events a slot holds: a block of the shortest lines evemu-record writes.
    ///
    /// Those are ``EvemuFastLine/minimumLength`` bytes; a block of shorter lines overflows its slot
    /// and is parsed again on the consumer's thread.
    static let slotCapacity = blockSize / EvemuFastLine.minimumLength

    private let input: RecordingInput
    private let description: DeviceDescription?
    /// File offset of the first event line.
    private let sectionStart: off_t
    private let blockCount: Int

    // Slot storage: written by the worker that holds the slot, then read by the consumer.
    private let events: UnsafeMutablePointer<InputEvent>
    /// Each event's line, counted from its block's start (the block's first line is 1).
    private let lines: UnsafeMutablePointer<Int>
    private let counts: UnsafeMutablePointer<Int>
    /// Lines that start in the block, events or not.
    private let lineCounts: UnsafeMutablePointer<Int>
    /// Whether the block parsed without an error and fitted its slot.
    private let clean: UnsafeMutablePointer<Bool>

    // Guarded by `handoff`.
    private let handoff = HandoffLock()
    /// The block each slot holds, parsed (-1 while none is).
    private let readyBlocks: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var taken = 0
    @exclusivity(unchecked) private var released = 0
    @exclusivity(unchecked) private var cancelled = false

    // The consumer's own state.
    /// The block being read, and the next event's slot index and the end of the block's events.
    @exclusivity(unchecked) private var block = 0
    @exclusivity(unchecked) private var cursor = 0
    @exclusivity(unchecked) private var limit = 0
    @exclusivity(unchecked) private var holdsSlot = false
    /// The absolute number of the line before the current block's first.
    @exclusivity(unchecked) private var lineBase: Int
    /// The time of the last event handed out (the validator's state at the block's start).
    @exclusivity(unchecked) private var lastTime: Int64 = .min
    /// The sequential parser of a block that did not come out clean, while it is read.
    @exclusivity(unchecked) private var fallback: EvemuEventParser?
    /// The consumer's own line reader and parser, made on first use: for the blocks it parses
    /// itself, and for the fallback.
    @exclusivity(unchecked) private var ownLines: LineReader?
    @exclusivity(unchecked) private var ownParser: EvemuEventParser?
    /// The line of the event last returned, or of the error last thrown.
    @exclusivity(unchecked) private(set) var lineNumber: Int

    private var threads: [pthread_t] = []

    /// Prepares the blocks of `input`'s events, which start at `sectionStart` with line `firstLine`.
    ///
    /// Nil when the file's size cannot be read. ``start()`` begins parsing.
    init?(input: RecordingInput, description: DeviceDescription?, sectionStart: off_t, firstLine: Int) {
        guard let info = fileStatus(descriptor: input.fd), info.size > sectionStart else { return nil }
        self.input = input
        self.description = description
        self.sectionStart = sectionStart
        let bytes = Int(info.size - sectionStart)
        blockCount = (bytes + Self.blockSize - 1) / Self.blockSize
        lineBase = firstLine - 1
        lineNumber = firstLine
        let total = Self.slotCapacity * Self.slotCount
        events = .allocate(capacity: total)
        lines = .allocate(capacity: total)
        counts = .allocate(capacity: Self.slotCount)
        counts.initialize(repeating: 0, count: Self.slotCount)
        lineCounts = .allocate(capacity: Self.slotCount)
        lineCounts.initialize(repeating: 0, count: Self.slotCount)
        clean = .allocate(capacity: Self.slotCount)
        clean.initialize(repeating: false, count: Self.slotCount)
        readyBlocks = .allocate(capacity: Self.slotCount)
        readyBlocks.initialize(repeating: -1, count: Self.slotCount)
    }

    /// Starts the workers; false when none can be created.
    ///
    /// The caller then reads sequentially and must not call ``stop()``.
    func start() -> Bool {
        for _ in 0..<Self.workerCount {
            guard let thread = PipelineThread.start(self) else { break }
            threads.append(thread)
        }
        return !threads.isEmpty
    }

    deinit {
        events.deallocate()
        lines.deallocate()
        counts.deallocate()
        lineCounts.deallocate()
        clean.deallocate()
        readyBlocks.deallocate()
    }

    /// Stops the workers and waits for them (the reader is going away); call once.
    func stop() {
        handoff.lock()
        cancelled = true
        handoff.broadcastRoom()
        handoff.unlock()
        for thread in threads { pthread_join(thread, nil) }
    }

    // MARK: - Consumer

    /// The next event in file order, or the error a sequential read meets there.
    @inline(__always)
    func next() throws(RecordingError) -> InputEvent? {
        while true {
            if cursor < limit {
                let slot = cursor
                cursor = slot + 1
                lineNumber = lineBase + lines[slot]
                return events[slot]
            }
            if let fallback {
                if let event = try nextFallback(fallback) { return event }
                continue
            }
            guard try advance() else { return nil }
        }
    }

    /// Copies the next events into `buffer`, at most the rest of the current block.
    /// - Returns: How many were copied; 0 only at the end. Errors are thrown as ``next()`` throws them.
    func next(into buffer: UnsafeMutableBufferPointer<InputEvent>) throws(RecordingError) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        while true {
            if cursor < limit {
                let count = min(limit - cursor, buffer.count)
                base.update(from: events + cursor, count: count)
                cursor += count
                lineNumber = lineBase + lines[cursor - 1]
                return count
            }
            if let fallback {
                if let event = try nextFallback(fallback) {
                    base[0] = event
                    return 1
                }
                continue
            }
            guard try advance() else { return 0 }
        }
    }

    /// Moves to the next block with events: its slot when it came out clean, else a sequential parse
    /// of it (``fallback``).
    /// - Returns: false at the end of the events.
    private func advance() throws(RecordingError) -> Bool {
        while true {
            if holdsSlot { finishSlot() }
            guard block < blockCount else {
                lineNumber = lineBase
                return false
            }
            let slot = block % Self.slotCount
            waitFor(block)
            holdsSlot = true
            let start = slot * Self.slotCapacity
            let count = counts[slot]
            if clean[slot], count == 0 || events[start].time >= lastTime {
                cursor = start
                limit = start + count
                if count > 0 { return true }
                continue
            }
            // Not as a sequential read would have it: that block again, from the true state.
            releaseSlot()
            try startFallback()
            return true
        }
    }

    /// Waits until block `index` is parsed, parsing the next block no worker has taken meanwhile
    /// (the workers are behind) instead of sleeping, while a slot is free for it.
    private func waitFor(_ index: Int) {
        handoff.lock()
        while readyBlocks[index % Self.slotCount] != index {
            if taken < blockCount, taken - released < Self.slotCount {
                let own = taken
                taken += 1
                handoff.unlock()
                let (reader, parser) = consumerParser()
                parse(own, into: own % Self.slotCount, reader: reader, parser: parser)
                handoff.lock()
                readyBlocks[own % Self.slotCount] = own
                continue
            }
            handoff.waitForReady()
        }
        handoff.unlock()
    }

    /// Gives the finished clean block's slot back and moves past its lines.
    private func finishSlot() {
        let slot = block % Self.slotCount
        if counts[slot] > 0 { lastTime = events[slot * Self.slotCapacity + counts[slot] - 1].time }
        lineBase += lineCounts[slot]
        cursor = 0
        limit = 0
        releaseSlot()
        block += 1
    }

    private func releaseSlot() {
        let slot = block % Self.slotCount
        handoff.lock()
        readyBlocks[slot] = -1
        released += 1
        handoff.broadcastRoom()
        handoff.unlock()
        holdsSlot = false
    }

    /// Parses the current block on this thread, from the state the blocks before it left.
    private func startFallback() throws(RecordingError) {
        let (reader, parser) = consumerParser()
        var validator = EventValidator(description: description)
        validator.lastTime = lastTime
        position(reader, at: block, lineNumber: lineBase)
        parser.restart(validator: validator)
        fallback = parser
        if block > 0 { try reader.skipPartialLine() }
    }

    /// The consumer's line reader and parser.
    private func consumerParser() -> (LineReader, EvemuEventParser) {
        if let ownLines, let ownParser { return (ownLines, ownParser) }
        let reader = LineReader(input: input)
        let parser = EvemuEventParser(lines: reader, pending: nil, validator: EventValidator(description: description))
        ownLines = reader
        ownParser = parser
        return (reader, parser)
    }

    /// The next event of the block parsed sequentially, or nil at the block's end, where the blocks
    /// after it take over from the state it leaves.
    private func nextFallback(_ parser: EvemuEventParser) throws(RecordingError) -> InputEvent? {
        do throws(RecordingError) {
            if let event = try parser.next() {
                lineNumber = parser.lineNumber
                return event
            }
        } catch {
            lineNumber = parser.lineNumber
            throw error
        }
        lastTime = parser.validator.lastTime
        lineBase = parser.lineNumber
        fallback = nil
        block += 1
        return nil
    }

    // MARK: - Workers

    /// A worker: parses the next block not yet taken into its slot, until none is left or `stop()`.
    func produce() {
        let reader = LineReader(input: input)
        let parser = EvemuEventParser(lines: reader, pending: nil, validator: EventValidator(description: description))
        while true {
            handoff.lock()
            while !cancelled, taken < blockCount, taken - released >= Self.slotCount {
                handoff.waitForRoom()
            }
            guard !cancelled, taken < blockCount else {
                handoff.unlock()
                return
            }
            let index = taken
            taken += 1
            handoff.unlock()

            let slot = index % Self.slotCount
            parse(index, into: slot, reader: reader, parser: parser)

            handoff.lock()
            readyBlocks[slot] = index
            handoff.signalReady()
            handoff.unlock()
        }
    }

    /// Parses block `index` into `slot`: its events, their lines from the block's start, the lines
    /// that start in it, and whether it came out clean.
    private func parse(_ index: Int, into slot: Int, reader: LineReader, parser: EvemuEventParser) {
        let base = slot * Self.slotCapacity
        var filled = 0
        var ok = true
        position(reader, at: index, lineNumber: 0)
        parser.restart(validator: EventValidator(description: description))
        do throws(RecordingError) {
            if index > 0 { try reader.skipPartialLine() }
            while true {
                filled += parser.fill(
                    events + base + filled, lines: lines + base + filled, capacity: Self.slotCapacity - filled)
                guard filled < Self.slotCapacity else {
                    ok = false
                    break
                }
                guard let event = try parser.next() else { break }
                events[base + filled] = event
                lines[base + filled] = parser.lineNumber
                filled += 1
            }
        } catch {
            ok = false
        }
        counts[slot] = filled
        lineCounts[slot] = reader.lineNumber
        clean[slot] = ok
    }

    /// Points `reader` at block `index`: from the byte before it (for a block after the first, whose
    /// partial first line is then skipped) to the block's end, the last block to the end of the file.
    private func position(_ reader: LineReader, at index: Int, lineNumber: Int) {
        let blockStart = sectionStart + off_t(index * Self.blockSize)
        let end = index == blockCount - 1 ? off_t.max : blockStart + off_t(Self.blockSize)
        reader.restart(at: index > 0 ? blockStart - 1 : blockStart, limit: end, lineNumber: lineNumber)
    }
}
