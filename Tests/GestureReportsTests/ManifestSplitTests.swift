import Foundation
import GestureCore
import GestureReplay
import GestureReports
import GestureTestSupport
import Testing

/// Long manifests are composed in parallel pieces (`CheckManifest+Split`): the cases, their lines
/// and every error must be what composing the whole file gives.
@Suite struct ManifestSplitTests {
    /// A manifest of `count` cases, each three to five lines, with comments, flow lists and a
    /// multi-line string between them; returns the text and each case's first line (1-based).
    static func manifest(count: Int, itemIndent: String = "  ", defaultsAfter: Bool = false) -> (String, [Int]) {
        var lines = ["# generated", defaultsAfter ? "" : "defaults: {model: cupertino}", "cases:", "# first case next"]
        var starts: [Int] = []
        for index in 0..<count {
            starts.append(lines.count + 1)
            lines.append("\(itemIndent)- name: case-\(index)")
            lines.append("\(itemIndent)  recording: r\(index % 7).evemu")
            switch index % 3 {
            case 0: lines.append("\(itemIndent)  expect: finished")
            case 1: lines.append("\(itemIndent)  expect: [finished, cancelled]  # two transitions")
            default:
                lines.append("\(itemIndent)  expect: none")
                lines.append("")
                lines.append("\(itemIndent)  edge: >-")
                lines.append("\(itemIndent)    right")
            }
        }
        if defaultsAfter { lines.append("defaults:\n  model: adwaita") }
        return (lines.joined(separator: "\n") + "\n", starts)
    }

    /// Writes the manifest into a folder of its own beside the seven recordings it names (empty files: a
    /// manifest is checked for its recordings' existence before anything runs, and these tests only compose).
    static func write(_ text: String) throws -> String {
        let folder = TemporaryDirectory.path("split")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<7 {
            FileManager.default.createFile(atPath: folder + "/r\(index).evemu", contents: Data())
        }
        let path = folder + "/manifest.yml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func check(_ manifest: CheckManifest, starts: [Int], model: String) {
        #expect(manifest.cases.count == starts.count)
        for (index, checkCase) in manifest.cases.enumerated() {
            #expect(checkCase.name == "case-\(index)")
            #expect(checkCase.recording.hasSuffix("/r\(index % 7).evemu"))
            #expect(checkCase.line == starts[index])
            #expect(checkCase.model == model)
            switch index % 3 {
            case 0: #expect(checkCase.expect == [.finished])
            case 1: #expect(checkCase.expect == [.finished, .cancelled])
            default:
                #expect(checkCase.expect == [.none])
                #expect(checkCase.edge == .right)
            }
        }
    }

    @Test(arguments: [10, 64, 65, 1000])
    func casesAndLinesAreTheWholeFilesOnes(count: Int) throws {
        let (text, starts) = Self.manifest(count: count)
        Self.check(try CheckManifest(path: try Self.write(text)), starts: starts, model: "cupertino")
    }

    @Test func itemsAtColumnZeroAndDefaultsAfterTheList() throws {
        let (text, starts) = Self.manifest(count: 200, itemIndent: "", defaultsAfter: true)
        Self.check(try CheckManifest(path: try Self.write(text)), starts: starts, model: "adwaita")
    }

    @Test func anAnchoredManifestIsComposedWhole() throws {
        let (text, starts) = Self.manifest(count: 100)
        let anchored = text.replacingOccurrences(
            of: "defaults: {model: cupertino}", with: "defaults: &d {model: cupertino}")
        Self.check(try CheckManifest(path: try Self.write(anchored)), starts: starts, model: "cupertino")
    }

    @Test func anErrorInTheNinetiethCaseNamesItsLine() throws {
        var (text, starts) = Self.manifest(count: 100)
        var lines = text.components(separatedBy: "\n")
        lines[starts[90]] = "    modle: x"  // the line after case 90's first: its second line, 0-based starts[90]
        text = lines.joined(separator: "\n")
        let path = try Self.write(text)
        do throws(CheckManifestError) {
            _ = try CheckManifest(path: path)
            Issue.record("the manifest was accepted")
        } catch {
            #expect(error.line == starts[90] + 1)
            #expect(error.description.contains("`modle`"))
        }
    }

    @Test func aYAMLErrorInACaseNamesItsLine() throws {
        var (text, starts) = Self.manifest(count: 100)
        var lines = text.components(separatedBy: "\n")
        lines[starts[70]] = "    recording: [unclosed"
        text = lines.joined(separator: "\n")
        let path = try Self.write(text)
        do throws(CheckManifestError) {
            _ = try CheckManifest(path: path)
            Issue.record("the manifest was accepted")
        } catch {
            #expect(error.description.contains("expected YAML"))
            #expect((error.line ?? 0) > starts[70])
        }
    }

    @Test func ofTwoBadCasesTheFirstInTheFileIsTheError() throws {
        // The cases of a long list are built on every core; the error must still be the first one in
        // the file, whichever worker meets its case first.
        var (text, starts) = Self.manifest(count: 200)
        var lines = text.components(separatedBy: "\n")
        lines[starts[20]] = "    modle: x"
        lines[starts[150]] = "    edeg: left"
        text = lines.joined(separator: "\n")
        let path = try Self.write(text)
        for _ in 0..<20 {
            do throws(CheckManifestError) {
                _ = try CheckManifest(path: path)
                Issue.record("the manifest was accepted")
            } catch {
                #expect(error.line == starts[20] + 1)
                #expect(error.description.contains("`modle`"))
            }
        }
    }
}
