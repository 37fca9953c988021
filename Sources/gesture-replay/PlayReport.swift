import EvdevInput
import GestureCore
import JSONLines
import OutputSupport

/// What `play` prints at the end: per device played, the report as text lines on standard output, or
/// as one JSON object per line.
struct PlayReport {
    /// What the player reported, one per device.
    var reports: [PlaybackReport]
    /// Frames in each device's part of the recording (or its selected part), in the same order.
    var totals: [Int]
    /// The signal that stopped it, if one did.
    var signal: Int32?
    /// `--model`: the model on the file against the model on what the device delivered (one device).
    var modelCheck: PlayModelCheck?
    /// Whether the frames went through EIS: their timing is then when each was sent, not the kernel's.
    var sentThroughEIS = false

    /// Prints the reports.
    /// - Parameter json: One JSON object per device, one per line (`{"device": {"node", "name"}, "frames",
    ///   "events", "duration", "timing": {"p50Microseconds", "p99Microseconds", "maxMicroseconds",
    ///   "lastMicroseconds"}}`, with `"model": {"name", "file": {"outcome", "releasePercent"}, "delivered":
    ///   {…}, "differs"}` under `--model`) instead of text.
    func print(json: Bool) throws(OutputFileError) {
        if let signal {
            let played = reports.reduce(0) { $0 + $1.frames }
            printError(
                "stopped by \(SignalMonitor.name(of: signal)) after \(played) of \(totals.reduce(0, +)) frames")
        }
        let released = reports.reduce(0) { $0 + $1.releaseEvents }
        if released > 0 {
            printError("released what was held: \(released) events (contacts lifted, buttons up)")
        }
        for report in reports {
            if let problem = report.readBackProblem {
                printError("warning: reading \(report.node) back failed, timing is partial: \(problem)")
            }
        }
        if json {
            var bytes = JSONBytes(capacity: 512)
            for report in reports {
                Self.writeJSON(report, check: modelCheck, sentThroughEIS: sentThroughEIS, to: &bytes)
                bytes.newline()
            }
            try StandardOutput.write(bytes)
            return
        }
        var failure: OutputFileError?
        // The device's name comes from the recording: its control characters are escaped.
        var lines = TerminalText.escaped(text(), keepingLayout: true)
        lines.withUTF8 { bytes in
            do throws(OutputFileError) { try StandardOutput.write(UnsafeRawBufferPointer(bytes)) } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// The reports as text lines, two per device.
    func text() -> String {
        var lines: [String] = []
        for (report, total) in zip(reports, totals) {
            lines.append(
                "played \(report.frames) of \(total) frames (\(report.events) events) in "
                    + "\(report.duration.seconds.fixed(3)) s into \(report.node) (\"\(report.name)\")")
            guard let timing = report.timing else {
                lines.append(
                    sentThroughEIS ? "send error: no frame was sent" : "delivery error: no frame was read back")
                continue
            }
            if sentThroughEIS {
                lines.append(
                    "send error over \(timing.frames) frames (when each went to EIS; the compositor stamps events "
                        + "when it handles them): p50 \(Self.ms(timing.p50Microseconds)) ms, "
                        + "p99 \(Self.ms(timing.p99Microseconds)) ms, max \(Self.ms(timing.maxMicroseconds)) ms, "
                        + "last frame \(timing.lastMicroseconds >= 0 ? "+" : "")\(Self.ms(timing.lastMicroseconds)) ms")
                continue
            }
            lines.append(
                "delivery error over \(timing.frames) frames (kernel timestamps): p50 \(Self.ms(timing.p50Microseconds)) ms, "
                    + "p99 \(Self.ms(timing.p99Microseconds)) ms, max \(Self.ms(timing.maxMicroseconds)) ms, "
                    + "last frame \(timing.lastMicroseconds >= 0 ? "+" : "")\(Self.ms(timing.lastMicroseconds)) ms")
        }
        if let modelCheck { lines += modelCheck.lines() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One device's report as one JSON object.
    /// - Parameter sentThroughEIS: Adds `"timingOf": "eis-send"`: the timing is of when frames were sent.
    static func writeJSON(
        _ report: PlaybackReport, check: PlayModelCheck? = nil, sentThroughEIS: Bool = false, to json: inout JSONBytes
    ) {
        json.open()
        json.key("device")
        json.open()
        json.member("node", string: report.node)
        json.member("name", string: report.name)
        json.close()
        json.member("frames", int: report.frames)
        json.member("events", int: report.events)
        json.member("duration", measure: report.duration.seconds)
        json.key("timing")
        if let timing = report.timing {
            json.open()
            json.member("p50Microseconds", int: Int(timing.p50Microseconds))
            json.member("p99Microseconds", int: Int(timing.p99Microseconds))
            json.member("maxMicroseconds", int: Int(timing.maxMicroseconds))
            json.member("lastMicroseconds", int: Int(timing.lastMicroseconds))
            json.close()
        } else {
            json.null()
        }
        if sentThroughEIS { json.member("timingOf", string: "eis-send") }
        check?.writeJSON(to: &json)
        json.close()
    }

    /// Microseconds as milliseconds with two decimals.
    static func ms(_ microseconds: Int64) -> String { (Double(microseconds) / 1000).fixed(2) }
}
