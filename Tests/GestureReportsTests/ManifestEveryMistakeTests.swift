import Foundation
import GestureReports
import GestureTestSupport
import Testing

/// A manifest case with several mistakes reports each of them, with its line, in one run.
@Suite struct ManifestEveryMistakeTests {
    @Test func everyMistakeOfACaseIsReported() throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("a.evemu", "")
        let path = try scratch.write(
            "m.yml",
            """
            cases:
              - recording: a.evemu
                expect: finished
                threshold: 1.5
                edge: middle
                fps: 0
                transition: nowhere.json
                modle: x
                curv: y

            """)
        #expect {
            _ = try CheckManifest(path: path)
        } throws: { error in
            guard let error = error as? CheckManifestError else { return false }
            let lines = error.lines
            // The two unknown keys stop the case before its fields are read; each is reported.
            return lines.count == 2 && lines.allSatisfy { $0.contains("expected a case key") }
                && lines[0].hasPrefix("\(path):8:") && lines[1].hasPrefix("\(path):9:")
        }
        let known = try scratch.write(
            "k.yml",
            """
            cases:
              - recording: a.evemu
                expect: finished
                threshold: 1.5
                edge: middle
                fps: 0
                transition: nowhere.json

            """)
        #expect {
            _ = try CheckManifest(path: known)
        } throws: { error in
            guard let error = error as? CheckManifestError else { return false }
            let lines = error.lines
            return lines.count == 4 && !error.missing
                && ["\(known):4:", "\(known):5:", "\(known):6:", "\(known):7:"].allSatisfy { prefix in
                    lines.contains { $0.hasPrefix(prefix) }
                }
        }
    }
}
