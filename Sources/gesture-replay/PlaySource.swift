import EvdevInput
import GestureReplay

/// The devices of a recording `play` writes: one for most files, every device of a libinput record
/// file that lists several (as `libinput replay` plays them all), each with its frames.
struct PlaySource {
    /// One device of the recording and its frames.
    struct Device {
        /// The frames to write.
        var script: PlaybackScript
        /// The recorded device (nil for an events-only file without a description).
        var description: DeviceDescription?
        /// The device's index in the file (0 for single-device formats).
        var index: Int
    }

    /// The devices, in the file's order.
    var devices: [Device]

    /// Reads `recording` as `play`'s options ask.
    ///
    /// A libinput record file whose `ndevices:` is above 1 plays every device when no device index is
    /// given, unless only one can be: a selection of gestures counts within one device, `into` writes
    /// to one node, `target` maps one panel, and standard input or a pipe can be read only once. Then
    /// the device the other commands read (the first with events) is played, with a warning that says
    /// why.
    /// - Parameters:
    ///   - recording: The file, `-` for standard input.
    ///   - input: The recording options.
    ///   - selection: The gestures to play.
    ///   - singleReason: Why only one device can be played (an option's words), nil when all can.
    ///   - warn: Prints a warning line.
    static func read(
        _ recording: String, input: RecordingOptions, selection: GestureSelection, singleReason: String?,
        warn: (String) -> Void
    ) throws(RecordingError) -> PlaySource {
        let opened = try input.open(recording)
        var readers: [(index: Int, reader: any EventReader)] = [(0, opened)]
        if input.deviceIndex == nil, let libinput = opened as? LibinputRecordReader,
            let count = libinput.declaredDevices, count > 1
        {
            let reason =
                singleReason ?? (selection.isAll ? nil : "a gesture selection counts the gestures of one device")
                ?? (isRegularFile(recording) ? nil : "it can be read only once (save it to a file to play them all)")
            if let reason {
                warn(
                    "warning: \(recording): the file lists \(count) devices; only device \(libinput.deviceIndex) "
                        + "(\"\(libinput.description?.name ?? "")\") is played: \(reason); --device-index picks another"
                )
                readers = [(libinput.deviceIndex, opened)]
            } else {
                readers = []
                for index in 0..<count {
                    let reader =
                        index == libinput.deviceIndex
                        ? opened
                        : try Recording.open(recording, descriptionPath: input.descriptionPath, deviceIndex: index)
                    readers.append((index, reader))
                }
            }
        } else if let libinput = opened as? LibinputRecordReader {
            readers = [(libinput.deviceIndex, opened)]
        }
        var devices: [Device] = []
        for (index, reader) in readers {
            let label = readers.count > 1 ? "\(recording) (device \(index))" : recording
            for note in reader.warnings { warn("warning: \(label): \(note)") }
            let selected: any EventReader =
                selection.isAll ? reader : SelectedEventReader(reader, selection: selection)
            let script = try PlaybackScript(reading: selected)
            for time in script.droppedAt {
                warn(
                    "warning: \(label): SYN_DROPPED at \(PlayCommand.seconds(time)) s is not written "
                        + "(the kernel makes its own); the gap is played as recorded")
            }
            if script.closedLastFrame { warn("warning: \(label): the last frame had no SYN_REPORT; one is added") }
            devices.append(Device(script: script, description: reader.description, index: index))
        }
        return PlaySource(devices: devices)
    }

    /// Whether `path` names a regular file (one that can be opened again for each device).
    static func isRegularFile(_ path: String) -> Bool {
        path != "-" && fileStatus(path)?.kind == .regular
    }
}
