import ArgumentParser
import EvdevInput
import GestureReplay

/// `gesture-replay inspect`: what a recording holds.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a recording's device, axes, counts, contacts and SYN_DROPPED gaps."
    )

    @Argument(help: "An evemu or libinput record file.")
    var recording: String

    @OptionGroup var options: RecordingOptions

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        do throws(RecordingError) {
            let reader = try options.open(recording)
            var statistics = RecordingStatistics(description: reader.description)
            while let event = try reader.next() { statistics.add(event) }
            let inspection = Inspection(reader: reader, statistics: statistics)
            if json {
                // Bytes, not a String built piece by piece: the contacts list grows with the recording.
                print(String(decoding: inspection.json().serializedBytes(), as: UTF8.self))
            } else {
                print(inspection.text())
            }
        } catch {
            throw fail(error)
        }
    }
}
