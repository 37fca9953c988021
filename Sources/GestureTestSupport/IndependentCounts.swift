public import EvdevInput
import Foundation

/// Counts and parses made without the project's readers, to check them against.
public enum IndependentCounts {
    /// Whether `python3` with PyYAML is installed (for counting libinput record events).
    public static let pyYAML: Bool = (try? CommandRunner.shell("python3 -c 'import yaml' 2>/dev/null"))?.status == 0

    /// The evdev events of the first device with events in a libinput record file, counted by
    /// PyYAML (`yaml.safe_load`) when it is installed, else by counting `- [` list lines.
    public static func libinputEvents(_ path: String) throws -> Int? {
        if pyYAML {
            let script = """
                import sys, yaml
                data = yaml.safe_load(open(sys.argv[1]))
                counts = [sum(len(f["evdev"]) for f in (d.get("events") or []) if isinstance(f, dict) and "evdev" in f)
                          for d in data["devices"]]
                print(next((c for c in counts if c), 0))
                """
            let run = try CommandRunner.run(["python3", "-c", script, path], executable: "/usr/bin/env")
            return run.status == 0 ? Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("- [") }.count
    }

    /// The `E:` lines of an evemu file parsed the simplest way: split at blanks after cutting the
    /// comment, `sec.usec` read as two integers (as evemu's `%lu.%06u` does), type and code in hex.
    public static func evemuEvents(_ path: String) throws -> [InputEvent] {
        let text = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        var events: [InputEvent] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) where line.hasPrefix("E:") {
            let fields = line.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 5 else { continue }
            let time = fields[1].split(separator: ".")
            guard time.count == 2, let seconds = Int64(time[0]), let micros = Int64(time[1]),
                let type = UInt16(fields[2], radix: 16), let code = UInt16(fields[3], radix: 16),
                let value = Int32(fields[4])
            else { continue }
            events.append(
                InputEvent(
                    time: seconds * 1_000_000 + micros, type: EventType(rawValue: type), code: code, value: value))
        }
        return events
    }
}
