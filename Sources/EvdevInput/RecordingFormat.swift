/// The recording file formats gesture-replay reads (and, but for getevent and evtest, writes).
public enum RecordingFormat: String, CaseIterable, Hashable, Sendable, Codable {
    /// evemu text: `# EVEMU 1.3`, `N/I/P/B/A` description lines, `E: sec.usec type code value` events.
    case evemu
    /// `libinput record` YAML, version 1.
    case libinput
    /// Android `adb shell getevent` text (`-lt`, `-t`, `-l` or plain), read only.
    case getevent
    /// `evtest` text (`Event: time …, type 3 (EV_ABS), code 53 (…), value 802`), read only.
    case evtest

    /// Whether gesture-replay can write this format (getevent dumps are only read).
    public var isWritable: Bool {
        switch self {
        case .evemu, .libinput: true
        case .getevent, .evtest: false
        }
    }
}
