public import EvdevInput
import OutputSupport

/// A whole recording read into memory (tests only: the readers themselves stream).
public struct RecordingContents {
    public var description: DeviceDescription?
    public var events: [InputEvent]

    /// A recording of `events` from the device `description` describes.
    /// - Parameters:
    ///   - description: The device, when known.
    ///   - events: Every event, in order.
    public init(description: DeviceDescription?, events: [InputEvent]) {
        self.description = description
        self.events = events
    }

    /// Reads every event of `path` through `Recording.open`.
    public static func read(
        _ path: String, description: String? = nil, deviceIndex: Int? = nil
    ) throws(RecordingError) -> RecordingContents {
        let reader = try Recording.open(path, descriptionPath: description, deviceIndex: deviceIndex)
        var events: [InputEvent] = []
        while let event = try reader.next() { events.append(event) }
        return RecordingContents(description: reader.description, events: events)
    }

    /// The error reading `path` to its end stops at, or nil when it reads cleanly.
    public static func error(
        reading path: String, description: String? = nil, deviceIndex: Int? = nil
    ) -> RecordingError? {
        do {
            _ = try read(path, description: description, deviceIndex: deviceIndex)
            return nil
        } catch {
            return error
        }
    }

    /// Writes the recording with `EvemuWriter` to `path`.
    public func writeEvemu(to path: String) throws {
        guard let description else {
            throw RecordingError(.badData, path: path, expected: "a description to write")
        }
        let writer = try EvemuWriter(output: OutputFile(path: path, overwrite: true), description: description)
        for event in events { try writer.write(event) }
        try writer.finish()
    }

    /// Writes the recording with `LibinputRecordWriter` to `path`.
    public func writeLibinput(to path: String) throws {
        guard let description else {
            throw RecordingError(.badData, path: path, expected: "a description to write")
        }
        let writer = try LibinputRecordWriter(output: OutputFile(path: path, overwrite: true), description: description)
        for event in events { try writer.write(event) }
        try writer.finish()
    }
}

extension DeviceDescription {
    /// The description without its EV_SYN codes, which evemu cannot carry: its writer always
    /// prints `B: 00 0b` (SYN_REPORT, SYN_CONFIG, SYN_DROPPED) whatever the device has.
    public var ignoringSynCodes: DeviceDescription {
        var copy = self
        copy.codes[.syn] = nil
        return copy
    }

    /// The description without what only a `libinput record` file holds (its udev properties and
    /// libinput version), for comparing what an evemu file kept; `convert` names what it drops.
    public var ignoringLibinputMetadata: DeviceDescription {
        var copy = self
        copy.udevProperties = nil
        copy.libinputVersion = nil
        return copy
    }
}
