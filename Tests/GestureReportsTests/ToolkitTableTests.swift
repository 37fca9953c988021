import Foundation
import GestureTestSupport
import Testing

/// The model column of docs/toolkit-lanes.md's Debian 13 table is what `replay` gives now.
///
/// Issue 34 item 3: the table's settings, the file as given, outcome and release percent to the
/// table's 0.1 %. A model change that moves a number fails here until the table is regenerated from a
/// lane run.
@Suite struct ToolkitTableTests {
    /// One row: the recording and the model's columns as the page shows them.
    struct Row: CustomTestStringConvertible {
        var recording: String
        var outcome: String
        var release: String
        var testDescription: String { recording }
    }

    static let heading = "## Real against model on Debian 13"

    /// The rows of the first table under ``heading``.
    static var rows: [Row] {
        let page = RepositoryPaths.root() + "/docs/toolkit-lanes.md"
        guard let text = try? String(contentsOfFile: page, encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        let table = lines[start...].drop { !$0.hasPrefix("| recording") }.prefix { $0.hasPrefix("|") }
        guard let header = table.first else { return [] }
        let cells = { (line: String) in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let columns = cells(header)
        guard let outcome = columns.firstIndex(of: "model outcome"),
            let release = columns.firstIndex(of: "model release")
        else { return [] }
        return table.dropFirst(2).map(cells).filter { $0.count == columns.count }.map {
            Row(recording: $0[0], outcome: $0[outcome], release: $0[release])
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

    @Test func theTableIsThere() {
        #expect(Self.rows.count >= 20, "docs/toolkit-lanes.md: \(Self.heading) has no table of cases")
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
        // The table's settings (its paragraph above it): Debian 13's releases, the lane's output.
        var arguments =
            ["replay", "--json"] + input + ["--model", "adwaita", "--adwaita", "1.7", "--container", "1280x800"]
        if touchpad { arguments += ["--libinput", "1.28"] }
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
