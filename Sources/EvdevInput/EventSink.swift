/// Where a player writes its frames: a device it made (``UinputDevice``), an existing node
/// (``EvdevNodeSink``), or a test's collector.
package protocol EventSink: AnyObject {
    /// The device node the events reach (`/dev/input/event7`), for messages and reading back.
    var node: String { get }
    /// Writes one frame at once.
    /// - Parameters:
    ///   - events: The frame, its `SYN_REPORT` last.
    ///   - dueTime: When it was due, µs on `CLOCK_MONOTONIC`, written as the events' time (kernels that
    ///     stamp uinput events themselves ignore it).
    /// - Throws: ``PlaybackError/write(path:_:)``.
    func write(_ events: ArraySlice<InputEvent>, dueTime: Int64) throws(PlaybackError)
}
