import EvdevInput
import OutputSupport

/// A one-line status on a terminal's standard error, redrawn in place.
///
/// It shows events, frames, active contacts and elapsed time. Nothing is written when standard error is not a terminal.
struct StatusLine {
    /// How often the line is redrawn at most, and how often the record loop wakes to redraw it
    /// when no events come (100 ms: fast enough that the elapsed time reads as running, slow
    /// enough to cost nothing).
    static let refreshInterval: Duration = .milliseconds(100)

    /// The label before the counts (the node).
    let label: String
    private var drawn = false

    /// A status line, or nil when standard error is not a terminal.
    init?(label: String) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        self.label = TerminalText.escaped(label)
    }

    /// Redraws the line.
    /// - Parameters:
    ///   - events: Events written.
    ///   - frames: Frames (`SYN_REPORT`s) written.
    ///   - contacts: Contacts down now.
    ///   - elapsed: Time since the recording started.
    mutating func draw(events: Int, frames: Int, contacts: Int, elapsed: Duration) {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let text =
            "\r\u{1B}[Krecording \(label): \(events) events, \(frames) frames, \(contacts) contacts, \(format(seconds, 1)) s"
        Self.write(text)
        drawn = true
    }

    /// Clears the line so the closing message starts on a clean line.
    mutating func clear() {
        guard drawn else { return }
        Self.write("\r\u{1B}[K")
        drawn = false
    }

    private static func write(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in _ = gesture_replay.write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}
