import EvdevInput
import JSONLines

/// What `play` prints at the end: the report as text lines on standard output, or as one JSON object.
struct PlayReport {
    /// What the player reported.
    var report: PlaybackReport
    /// Frames in the played recording (or its selected part).
    var total: Int
    /// The signal that stopped it, if one did.
    var signal: Int32?

    /// Prints the report.
    /// - Parameter json: One JSON object (`{"device": {"node", "name"}, "frames", "events", "duration",
    ///   "timing": {"p50Microseconds", "p99Microseconds", "maxMicroseconds", "lastMicroseconds"}}`) instead of text.
    func print(json: Bool) throws(RecordingError) {
        if let signal {
            printError("stopped by \(SignalMonitor.name(of: signal)) after \(report.frames) of \(total) frames")
        }
        if report.releaseEvents > 0 {
            printError("released what was held: \(report.releaseEvents) events (contacts lifted, buttons up)")
        }
        if let problem = report.readBackProblem {
            printError("warning: reading \(report.node) back failed, timing is partial: \(problem)")
        }
        if json {
            var bytes = JSONBytes(capacity: 512)
            writeJSON(to: &bytes)
            bytes.newline()
            try StandardOutput.write(bytes)
            return
        }
        var failure: RecordingError?
        // The device's name comes from the recording: its control characters are escaped.
        var lines = TerminalText.escaped(text(), keepingLayout: true)
        lines.withUTF8 { bytes in
            do throws(RecordingError) { try StandardOutput.write(UnsafeRawBufferPointer(bytes)) } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// The report as text lines.
    func text() -> String {
        var lines = [
            "played \(report.frames) of \(total) frames (\(report.events) events) in "
                + "\(Self.fixed(report.duration, decimals: 3)) s into \(report.node) (\"\(report.name)\")"
        ]
        if let timing = report.timing {
            lines.append(
                "delivery error over \(timing.frames) frames (kernel timestamps): p50 \(Self.ms(timing.p50Microseconds)) ms, "
                    + "p99 \(Self.ms(timing.p99Microseconds)) ms, max \(Self.ms(timing.maxMicroseconds)) ms, "
                    + "last frame \(timing.lastMicroseconds >= 0 ? "+" : "")\(Self.ms(timing.lastMicroseconds)) ms")
        } else {
            lines.append("delivery error: no frame was read back")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as one JSON object.
    func writeJSON(to json: inout JSONBytes) {
        json.open()
        json.key("device")
        json.open()
        json.member("node", string: report.node)
        json.member("name", string: report.name)
        json.close()
        json.member("frames", int: report.frames)
        json.member("events", int: report.events)
        json.member("duration", measure: report.duration)
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
        json.close()
    }

    /// Microseconds as milliseconds with two decimals.
    static func ms(_ microseconds: Int64) -> String { fixed(Double(microseconds) / 1000, decimals: 2) }

    /// A number with a fixed count of decimals.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((abs(value) * scale).rounded())
        let whole = scaled / Int64(scale)
        let fraction = String(scaled % Int64(scale))
        return (value < 0 && scaled != 0 ? "-" : "") + "\(whole)."
            + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
