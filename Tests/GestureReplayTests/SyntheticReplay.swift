import EvdevInput
import GestureReplay

/// Replays events made in a test through ``Replay/run(reader:options:onWarning:onRecord:)``, the
/// one replay loop, and returns the summary and every record between the header and the summary.
func replaySynthetic(
    _ events: [InputEvent], device: DeviceDescription, options: ReplayOptions
) throws -> (ReplaySummary, [TraceRecord]) {
    var records: [TraceRecord] = []
    let reader = EventArrayReader(events, description: device, path: "synthetic", format: .evemu)
    let summary = try Replay.run(reader: reader, options: options, onWarning: nil) { record in
        switch record {
        case .header, .summary: break
        default: records.append(record)
        }
    }
    return (summary, records)
}
