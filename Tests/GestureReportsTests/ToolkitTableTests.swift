import Foundation
import GestureTestSupport
import Testing

/// The model column of docs/toolkit-lanes.md's Debian 13 and Debian 12 tables is what `replay` gives now.
///
/// Issue 34 item 3: the table's settings, the file as given, outcome and release percent to the
/// table's 0.1 %. A model change that moves a number fails here until the table is regenerated from a
/// lane run.
@Suite struct ToolkitTableTests {
    /// One row: the recording and the model's columns as the page shows them, with its table's releases.
    struct Row: CustomTestStringConvertible {
        var recording: String
        var outcome: String
        var release: String
        var table: Table
        var testDescription: String { "\(recording) (\(table.heading))" }
    }

    /// A table of the page: its heading and the release settings its paragraph names.
    struct Table: Sendable {
        var heading: String
        var adwaita: String
        var libinput: String
    }

    static let tables = [
        Table(heading: "## Real against model on Debian 13", adwaita: "1.7", libinput: "1.28"),
        Table(heading: "## Real against model on Debian 12", adwaita: "1.2", libinput: "1.22"),
    ]

    static var rows: [Row] { tables.flatMap(rows(of:)) }

    /// The rows of the first table under the table's heading.
    static func rows(of table: Table) -> [Row] {
        let page = RepositoryPaths.root() + "/docs/toolkit-lanes.md"
        guard let text = try? String(contentsOfFile: page, encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: table.heading) else { return [] }
        let body = lines[start...].drop { !$0.hasPrefix("| recording") }.prefix { $0.hasPrefix("|") }
        guard let header = body.first else { return [] }
        let cells = { (line: String) in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let columns = cells(header)
        guard let outcome = columns.firstIndex(of: "model outcome"),
            let release = columns.firstIndex(of: "model release")
        else { return [] }
        return body.dropFirst(2).map(cells).filter { $0.count == columns.count }.map {
            Row(recording: $0[0], outcome: $0[outcome], release: $0[release], table: table)
        }
    }

    /// The recording as the lane takes it: the repository's file, else the corpus's file as
    /// tools/vm/touchpad-corpus.txt lists it, with the description an events-only file needs.
    static func input(_ name: String) -> [String]? {
        let repository = RepositoryPaths.recordings() + "/\(name).evemu"
        if FileManager.default.fileExists(atPath: repository) { return [repository] }
        let list = RepositoryPaths.root() + "/tools/vm/touchpad-corpus.txt"
        let lines = (try? String(contentsOfFile: list, encoding: .utf8))?.components(separatedBy: "\n") ?? []
        for line in lines where !line.hasPrefix("#") {
            let fields = line.split(separator: " ").map(String.init)
            guard let file = fields.first, file.split(separator: ".").dropLast().joined(separator: ".") == name,
                FileManager.default.fileExists(atPath: Corpus.path(file))
            else { continue }
            return [Corpus.path(file)] + (fields.count > 1 ? ["--description", Corpus.path(fields[1])] : [])
        }
        return nil
    }

    @Test func theTablesAreThere() {
        for table in Self.tables {
            #expect(Self.rows(of: table).count >= 20, "docs/toolkit-lanes.md: \(table.heading) has no table of cases")
        }
    }

    /// The rows whose recording is here: every repository row, the corpus's where the corpus is.
    static var present: [Row] { rows.filter { input($0.recording) != nil } }

    @Test func everyRowOutsideTheCorpusIsARepositoryRecording() {
        for row in Self.rows where Self.input(row.recording) == nil {
            #expect(Corpus.files == nil, "\(row.recording): not in recordings/ nor the corpus")
            let corpusName = row.recording.hasPrefix("evd-") || row.recording.hasPrefix("cros-")
            #expect(corpusName, "\(row.recording): not in recordings/")
        }
    }

    @Test(arguments: present)
    func theModelColumnIsWhatReplayGives(_ row: Row) throws {
        let input = try #require(Self.input(row.recording), "\(row.recording): not in recordings/ nor the corpus")
        let inspect = try CommandRunner.run(["inspect", "--json"] + input)
        let device = try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [String: Any]
        let touchpad = (device?["device"] as? [String: Any])?["class"] as? String == "touchpad"
        // The table's settings (its paragraph above it): its release's, the lane's output.
        let settings = ["--model", "adwaita", "--adwaita", row.table.adwaita, "--container", "1280x800"]
        var arguments = ["replay", "--json"] + input + settings
        if touchpad { arguments += ["--libinput", row.table.libinput] }
        let result = try CommandRunner.run(arguments)
        let summary =
            try JSONSerialization.jsonObject(with: Data((result.stdout.split(separator: "\n").last ?? "").utf8))
            as? [String: Any]
        let outcome = try #require(summary?["outcome"] as? String, "\(result.stderr)")
        #expect(outcome == row.outcome)
        let release = (summary?["releasePercent"] as? Double).map { String(format: "%.1f %%", $0 * 100) } ?? "–"
        #expect(release == row.release)
    }
}
