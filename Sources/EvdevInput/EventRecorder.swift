import GestureCore
package import OutputSupport

/// Writes a stream of events (from a live device) to a recording, with times relative to the first
/// event and the file flushed after every frame; counts what it wrote for a status line.
///
/// The recorder is clock-free: times come from the events. It writes them as the reference
/// recorders do: evemu-record puts the first event at 0.000001 s, libinput record at 0. Each
/// `SYN_REPORT` flushes the frame to the temporary file, so a crash, a full disk or a vanished
/// device loses at most the frame in progress; `finish()` renames the file into place and
/// `salvage()` keeps what was written, cut back to the last complete frame.
///
/// ```swift
/// let recorder = try EventRecorder(output: OutputFile(path: "swipe.evemu", overwrite: false),
///                                  format: .evemu, description: device.description, node: device.path)
/// while let event = try device.nextEvent() { try recorder.record(event) }
/// try recorder.finish()
/// ```
package final class EventRecorder {
    /// The time evemu-record gives the first event, µs: it subtracts (first event time − 1 µs) from
    /// every event (evemu `src/evemu.c`, `evemu_record`: `offset = time_to_long(&ev.time) - 1`).
    package static let evemuFirstEventTime: Int64 = 1
    /// The time libinput record gives the first event, µs (`tools/libinput-record.c` subtracts the
    /// first event's time).
    package static let libinputFirstEventTime: Int64 = 0

    /// The file format written.
    package let format: RecordingFormat
    /// Events written.
    package private(set) var eventCount = 0
    /// Contacts down after the last frame.
    package private(set) var activeContacts = 0
    /// `SYN_REPORT`s written.
    package var frameCount: Int { assembler.reportCount }
    /// Stretches lost to `SYN_DROPPED` so far.
    package var gaps: [InputGap] { assembler.gaps }

    private let output: OutputFile
    private let writer: Writer
    private var assembler: FrameAssembler
    private var offset: Int64?
    private let headerBytes: Int

    private enum Writer {
        case evemu(EvemuWriter)
        case libinput(LibinputRecordWriter)
    }

    /// Writes the header for `description` to `output`.
    /// - Parameters:
    ///   - output: The temporary file to write (renamed into place by `finish()`).
    ///   - format: evemu or libinput record.
    ///   - description: The device the events come from.
    ///   - node: The device node, for libinput record's `node:` key.
    package init(
        output: OutputFile, format: RecordingFormat, description: DeviceDescription, node: String?
    ) throws(RecordingError) {
        self.output = output
        self.format = format
        switch format {
        case .evemu:
            headerBytes = EvemuWriter.header(for: description).utf8.count
            writer = .evemu(try EvemuWriter(output: output, description: description))
        case .libinput:
            headerBytes = LibinputRecordWriter.header(for: description, node: node).utf8.count
            writer = .libinput(try LibinputRecordWriter(output: output, description: description, node: node))
        case .getevent, .evtest:
            throw RecordingError(
                .badData, path: output.path, expected: "evemu or libinput (getevent and evtest dumps are read-only)",
                found: format.rawValue)
        }
        assembler = FrameAssembler(description: description)
        // The header reaches the disk at once: a recording that ends before its first event is
        // still a valid file.
        try output.flushRecording()
    }

    /// Writes one event; flushes after a `SYN_REPORT`.
    /// - Parameter event: The event with its time as the source stamped it, µs.
    /// - Throws: `RecordingError` with kind `.io` when writing fails (a full disk says so).
    package func record(_ event: InputEvent) throws(RecordingError) {
        let first: Int64 = format == .evemu ? Self.evemuFirstEventTime : Self.libinputFirstEventTime
        let offset = self.offset ?? (event.time - first)
        self.offset = offset
        var relative = event
        relative.time = event.time - offset
        switch writer {
        case .evemu(let writer): try writer.write(relative)
        case .libinput(let writer): try writer.write(relative)
        }
        eventCount += 1
        if event.type == .syn && event.code == EventCode.synReport {
            if let frame = assembler.feed(relative) {
                activeContacts = frame.contacts.count { $0.phase == .down || $0.phase == .move }
            } else {
                activeContacts = 0
            }
            try output.flushRecording()
        } else {
            _ = assembler.feed(relative)
        }
    }

    /// Flushes and renames the recording into place.
    package func finish() throws(RecordingError) {
        try output.commitRecording()
    }

    /// Keeps what was written after a failure: the file is cut back to its last complete frame
    /// (a full disk can stop a write mid-line) and renamed into place.
    /// - Returns: Whether a valid file was kept; false when not even the header reached the disk
    ///   (the temporary file is then removed when the recorder goes away).
    @discardableResult
    package func salvage() -> Bool {
        guard RecordingTail.cutToLastFrame(output.temporaryPath, format: format, headerBytes: headerBytes) else {
            return false
        }
        output.salvage()
        return true
    }
}
