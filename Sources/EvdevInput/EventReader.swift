/// A stream of events from a recording, with the device description read before them.
///
/// Readers hold one line in memory at a time; `next()` returns nil at the end of the events.
///
/// ```swift
/// let reader = try Recording.open("swipe.evemu")
/// while let event = try reader.next() { print(event) }
/// ```
public protocol EventReader: AnyObject {
    /// The file the events come from.
    var path: String { get }
    /// The format of that file.
    var format: RecordingFormat { get }
    /// The device the events came from; nil for an events-only file read without a description.
    var description: DeviceDescription? { get }
    /// The 1-based line of the event last returned (for messages about it).
    var lineNumber: Int { get }
    /// What the reader had to guess (axis ranges taken from the events), one sentence each.
    var warnings: [String] { get }
    /// The next event, or nil at the end.
    func next() throws(RecordingError) -> InputEvent?
    /// Reads the next events into `buffer`, as many as are ready, up to its size.
    ///
    /// The same events as ``next()`` in the same order, handed over a batch at a time so a loop over a
    /// large recording pays for the call once per batch, not once per event. ``lineNumber`` is then
    /// the line of the last event read.
    /// - Returns: How many events were read; 0 only at the end. An error is thrown only when no event
    ///   came before it in this call, so no event read before an error is lost.
    func next(into buffer: UnsafeMutableBufferPointer<InputEvent>) throws(RecordingError) -> Int
}

extension EventReader {
    /// No guesses: evemu and libinput record files describe their device.
    public var warnings: [String] { [] }

    /// Reads one event at a time (readers that parse on a second thread hand over whole chunks).
    public func next(into buffer: UnsafeMutableBufferPointer<InputEvent>) throws(RecordingError) -> Int {
        guard !buffer.isEmpty, let event = try next() else { return 0 }
        buffer[0] = event
        return 1
    }
}
