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
}

extension EventReader {
    /// No guesses: evemu and libinput record files describe their device.
    public var warnings: [String] { [] }
}
