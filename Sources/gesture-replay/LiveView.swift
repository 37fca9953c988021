import EdgePan
import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import InteractiveTransition
import OutputSupport

/// The live view on a terminal: recognizer state, percent and animator bars, velocity and the last
/// decision, redrawn in place.
///
/// When standard output is not a terminal it prints timeline lines.
struct LiveView {
    /// Characters of a bar.
    static let barWidth = 30
    /// Lines the view occupies.
    static let height = 6
    /// Columns assumed when the terminal does not say (TIOCGWINSZ fails or answers 0): the
    /// 80-column width of the VT100 that terminals still open with.
    static let fallbackColumns = 80
    /// Columns left free at the right edge: a row that fills the last column makes terminals
    /// without xterm's deferred wrap start a new line at once, which would break the redraw.
    static let rightMargin = 1

    let title: String
    let interactive: Bool
    private let timeline = Timeline(withBars: false)
    private var drawn = false
    private(set) var recognizer = "possible"
    private(set) var percent = Percent.zero
    private(set) var velocity = Rate<ExtentsPerSecond>.zero
    private(set) var phase = "idle"
    private(set) var progress = 0.0
    private(set) var decision = "—"
    private(set) var last = "—"

    init(title: String) {
        self.title = title
        interactive = isatty(STDOUT_FILENO) == 1
    }

    /// Takes one trace record; in plain mode prints its timeline line.
    mutating func take(_ record: TraceRecord) {
        if !interactive {
            if let text = timeline.line(for: record) { printText(text) }
            return
        }
        switch record {
        case .gesture(let change):
            recognizer = "\(change.change.to.rawValue) (\(change.change.reason.rawValue))"
            if let value = change.percent { percent = value }
            if let value = change.percentVelocity { velocity = value }
        case .frame(let frame):
            phase = frame.phase.name
            progress = frame.progress
        case .transition(let change):
            phase = change.to.name
        case .decision(let release):
            let decision = release.decision
            self.decision =
                "\(decision.outcome.rawValue) by \(decision.rule.rawValue) at \((decision.percent.value * 100).fixed(1)) %, "
                + "\(decision.velocity.value.fixed(2)) extents/s"
        case .complete(let completion):
            last =
                (completion.didComplete ? "finished" : "cancelled") + " at \(completion.time.seconds.fixed(3)) s"
        case .tracker(let change):
            recognizer = "\(change.to.rawValue) (\(change.reason.rawValue))"
        case .trackerUpdate(let update):
            percent = update.progress
            velocity = update.percentVelocity
        case .header, .bug, .input, .navigation, .summary, .libinput:
            break
        }
    }

    /// Redraws the view in place (terminal only).
    ///
    /// Each row is clipped to the terminal's width, so the view is always `height` lines and the
    /// cursor-up that starts a redraw lands on its first row (a wrapped row would take two lines
    /// and leave copies of the view behind on every redraw).
    mutating func draw() {
        guard interactive else { return }
        let width = max(Self.terminalColumns() - Self.rightMargin, 1)
        var text = drawn ? "\u{1B}[\(Self.height)A" : ""
        let lines = [
            title,
            "recognizer  \(recognizer)",
            "percent     \(bar(percent)) \((percent.value * 100).fixed(1)) %   velocity \(velocity.value.fixed(2)) extents/s",
            "transition  \(phase.padding(12))\(bar(Percent(progress))) \((progress * 100).fixed(1)) %",
            "decision    \(decision)",
            "last        \(last)",
        ]
        for line in lines { text += "\r\u{1B}[K" + Self.clipped(TerminalText.escaped(line), to: width) + "\n" }
        // Written straight to the descriptor so the view never waits in stdio's buffer.
        text.withUTF8 { bytes in _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
        drawn = true
    }

    /// The line cut to `width` characters, the last one an ellipsis when it was longer.
    static func clipped(_ line: String, to width: Int) -> String {
        line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }

    /// The width of the terminal on standard output, in columns.
    static func terminalColumns() -> Int {
        gesture_replay.terminalColumns() ?? fallbackColumns
    }

    private func bar(_ value: Percent) -> String {
        let filled = Int((value.value * Double(Self.barWidth)).rounded())
        return "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: Self.barWidth - filled) + "]"
    }
}
