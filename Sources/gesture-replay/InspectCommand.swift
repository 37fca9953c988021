import ArgumentParser
import EvdevInput
import GestureInteraction
import GestureReplay
import JSONLines
import OutputSupport
import TouchpadGestures

/// `gesture-replay inspect`: what a recording holds.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract:
            "Show a recording's device, axes, counts, contacts, SYN_DROPPED gaps and, for touchpads, libinput's gestures."
    )

    @Argument(help: RecordingOptions.recordingHelp)
    var recording: String

    @OptionGroup var options: RecordingOptions

    @OptionGroup var part: SelectionOptions

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Option(
        name: .customLong("class"),
        help: ArgumentHelp(
            "What the device is: touchscreen, touchpad, pointer or tablet (default: the class its description's "
                + "bits say).", valueName: "class"))
    var deviceClassName: String?

    /// The declared class, nil when none was given.
    var deviceClass: DeviceClass? { ReplayParameters.declaredClass(named: deviceClassName) }

    func validate() throws {
        try ReplayParameters.validateDeclaredClass(named: deviceClassName)
    }

    @Option(help: "Touchpads: the libinput release whose gesture events to show (1.29, or 1.22 as in Debian 12).")
    var libinput: TouchpadConfiguration.Series = .v1_29

    func run() throws {
        // The JSON is written after the recording is read: a failed write is an output's error.
        var jsonBytes: JSONBytes?
        do throws(RecordingError) {
            let whole = try options.open(recording)
            // `--gesture`, `--from`, `--to` show the part a replay of them would replay.
            let selected: any EventReader =
                part.selection.isAll ? whole : SelectedEventReader(whole, selection: part.selection)
            // Each gesture is replayed alone as it ends, as `replay` would with no options but the class.
            var replayOptions = ReplayOptions()
            replayOptions.deviceClass = deviceClass
            let reader = GestureInventory(selected, options: replayOptions)
            var configuration = TouchpadConfiguration.gnome
            configuration.series = libinput
            var statistics = RecordingStatistics(description: reader.description)
            var described = reader.description
            if let deviceClass { described?.declaredClass = deviceClass }
            // A touchpad's events also go through libinput's gesture recognition (GNOME's settings).
            var log = described.flatMap {
                $0.deviceClass == .touchpad ? TouchpadGestureLog(description: $0, configuration: configuration) : nil
            }
            if log == nil {
                // Most recordings are not a touchpad's: a batch at a time, no optional to test per event.
                try statistics.add(eventsOf: reader)
            } else {
                while let event = try reader.next() {
                    statistics.add(event)
                    log?.feed(event)
                }
            }
            // The file's own reader: its format's notes (a getevent node, a libinput file's devices) are read from it.
            var inspection = Inspection(reader: whole, statistics: statistics)
            inspection.declaredClass = deviceClass
            inspection.libinputGestures = log?.finish()
            inspection.gestures = reader.entries
            inspection.gestureModel = replayOptions.model.name
            if json {
                // Bytes written in place, not a tree of values: the contacts list grows with the recording.
                var bytes = JSONBytes(capacity: Inspection.jsonCapacity(contacts: statistics.contacts.count))
                inspection.writeJSON(to: &bytes)
                bytes.newline()
                jsonBytes = bytes
            } else {
                printText(inspection.text())
            }
        } catch {
            throw fail(error)
        }
        if let jsonBytes {
            do throws(OutputFileError) { try StandardOutput.write(jsonBytes) } catch { throw fail(error) }
        }
    }
}
