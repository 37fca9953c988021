import Foundation
import GestureTestSupport

/// Files and runs for the hostile-input tests (issue 27): a scratch folder, recordings made hostile,
/// and the CLI run through bash with a clean signal mask.
struct HostileInputSupport {
    /// A fresh scratch folder.
    let folder: String

    init() throws {
        folder = TemporaryDirectory.path("hostile")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A bundled recording.
    static func recording(_ name: String) -> String { RepositoryPaths.recordings() + "/" + name }

    /// The terminal-hijacking name of the issue: set the window title, ring, clear the screen.
    static let hostileName = "\u{1B}]0;pwned\u{07}\u{1B}[2J"

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `left-finish-slow.evemu` with its `N:` line replaced by `name`, as `file`.
    func recording(named name: String, as file: String = "hostile.evemu") throws -> String {
        let original = try String(contentsOfFile: Self.recording("left-finish-slow.evemu"), encoding: .utf8)
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("N: ") ? "N: " + name : String(line)
        }
        return try write(file, lines.joined(separator: "\n"))
    }

    /// Runs a bash command line in the folder, `CLI` standing for the built binary.
    ///
    /// The signal mask is emptied first: the test process blocks TERM for the processes it starts, which a test of
    /// signal handling must not inherit.
    func shell(_ script: String) throws -> CommandRunner.Result {
        let line = script.replacingOccurrences(of: "CLI", with: "'\(CommandRunner.binary)'")
        return try CommandRunner.run(
            [
                "-c",
                "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                    + "os.execv('/bin/bash', ['bash', '-c', sys.argv[1]])", line,
            ],
            in: folder, executable: "/usr/bin/python3")
    }

    /// Whether `text` holds a control character a terminal acts on (ESC, BEL, other C0 but tab and
    /// line feed, DEL, C1).
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09, 0x0a: false
            case 0x00...0x1f, 0x7f...0x9f: true
            default: false
            }
        }
    }
}
