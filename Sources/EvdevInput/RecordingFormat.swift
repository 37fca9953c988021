/// The recording file formats gesture-replay reads and writes.
public enum RecordingFormat: String, CaseIterable, Hashable, Sendable, Codable {
    /// evemu text: `# EVEMU 1.3`, `N/I/P/B/A` description lines, `E: sec.usec type code value` events.
    case evemu
    /// `libinput record` YAML, version 1.
    case libinput
}
