package import EvdevInput
import GestureCore

/// An ``EvdevInput/EventReader`` that passes every event on and lists the recording's gestures as
/// it goes: the numbers `--gesture N` and a manifest's `gesture: N` mean, each with its times, its
/// contacts and what a replay of that gesture alone decides.
///
/// Each gesture's events are cut as ``SelectedEventReader`` cuts them (led by the values earlier
/// frames set) and replayed, when the gesture ends, as a recording of their own:
/// so an entry's verdict is what a replay of the reproducer `convert --gesture N` writes decides.
/// Only one gesture's events are held at a time.
package final class GestureInventory: EventReader {
    /// One gesture of the recording.
    package struct Entry: Sendable {
        /// Its number, 1-based in the order gestures begin.
        package var number: Int
        /// When its first contact went down, seconds from the recording's first event.
        package var start: Double
        /// Its last frame, seconds from the recording's first event.
        package var end: Double
        /// The contacts that went down in it.
        package var contacts: Int
        /// The most contacts down at once.
        package var mostAtOnce: Int
        /// Whether contacts were still down when the recording ended.
        package var unfinished: Bool
        /// What a replay of the gesture alone decided, or why it could not be replayed; nil until
        /// the gesture ends, and for a recording without a description (nothing maps its positions).
        package var verdict: Result<ReplaySummary, ReplayError>?
    }

    package var path: String { base.path }
    package var format: RecordingFormat { base.format }
    package var description: DeviceDescription? { base.description }
    package var lineNumber: Int { base.lineNumber }
    package var warnings: [String] { base.warnings }

    /// The gestures that have ended so far; after the last event, every gesture.
    @exclusivity(unchecked) package private(set) var entries: [Entry] = []

    private let base: any EventReader
    private let options: ReplayOptions
    // Read and written at every event by this one reader, never while another access is open:
    // unchecked, the class's properties cost no runtime exclusivity check per event.
    @exclusivity(unchecked) private var cutter: GestureCutter
    @exclusivity(unchecked) private var firstTime: Int64?
    /// The gesture under way, mutated in place (an `Entry` holds a whole summary once listed, so a
    /// copy per frame would copy it).
    @exclusivity(unchecked) private var current: Entry?
    /// Its events so far, led by the values earlier frames set.
    @exclusivity(unchecked) private var currentEvents: [InputEvent] = []
    @exclusivity(unchecked) private var finished = false

    /// Wraps `base`, replaying each gesture with `options` (their selection is not used).
    package init(_ base: any EventReader, options: ReplayOptions) {
        self.base = base
        var options = options
        options.selection = .all
        self.options = options
        cutter = GestureCutter(description: base.description, selection: .all)
    }

    package func next() throws(RecordingError) -> InputEvent? {
        guard let event = try base.next() else {
            endOfInput()
            return nil
        }
        if firstTime == nil { firstTime = event.time }
        if let frame = cutter.feed(event) { take(frame) }
        return event
    }

    package func next(into buffer: UnsafeMutableBufferPointer<InputEvent>) throws(RecordingError) -> Int {
        let count = try base.next(into: buffer)
        guard count > 0 else {
            endOfInput()
            return 0
        }
        if firstTime == nil { firstTime = buffer[0].time }
        for event in buffer[..<count] {
            if let frame = cutter.feed(event) { take(frame) }
        }
        return count
    }

    /// At the end of the events, once: lists the gesture still under way, its contacts not lifted.
    private func endOfInput() {
        guard !finished else { return }
        finished = true
        closeGesture(unfinished: true)
    }

    /// Adds a frame to the gesture under way, opening or closing one.
    private func take(_ frame: GestureCutter.Frame) {
        guard let number = frame.gesture else { return }
        let seconds = Microseconds.seconds(from: firstTime ?? 0, to: frame.events[frame.events.count - 1].time)
        if let start = frame.beginsGesture {
            closeGesture(unfinished: true)
            current = Entry(number: number, start: start, end: seconds, contacts: 0, mostAtOnce: 0, unfinished: false)
            currentEvents = frame.stateLead
        }
        guard current != nil else { return }
        currentEvents += frame.events
        let down = cutter.filter.contactsDown
        current!.end = seconds
        current!.contacts += frame.wentDown
        current!.mostAtOnce = max(current!.mostAtOnce, down)
        if down == 0 { closeGesture(unfinished: false) }
    }

    /// Replays the gesture under way, if any, and lists it.
    private func closeGesture(unfinished: Bool) {
        guard var entry = current else { return }
        let events = currentEvents
        current = nil
        currentEvents = []
        entry.unfinished = unfinished
        let reader = EventArrayReader(events, description: base.description, path: base.path, format: base.format)
        guard base.description != nil else {
            entries.append(entry)
            return
        }
        entry.verdict = Result { () throws(ReplayError) in
            try Replay.run(reader: reader, options: options, onWarning: nil, onRecord: nil)
        }
        entries.append(entry)
    }
}
