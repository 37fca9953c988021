import Foundation
import GestureReports
import GestureTestSupport
import Testing

/// Cases that select different gestures of one recording stay apart in the text and in JUnit.
@Suite struct GestureCaseNameTests {
    @Test func casesOfOneFileByGestureKeepDistinctNames() throws {
        let scratch = try TemporaryDirectory()
        let recording = RepositoryPaths.recordings() + "/left-two-swipes.evemu"
        let path = try scratch.write(
            "m.yml",
            """
            cases:
              - recording: \(recording)
                gesture: 1
                expect: [finished, cancelled]
              - recording: \(recording)
                gesture: 2
                expect: [finished, cancelled]

            """)
        let manifest = try CheckManifest(path: path)
        let results = CheckRunner.run(manifest.cases, clock: { .zero })
        #expect(results.count == 2)
        #expect(results[0].line.contains("gesture 1"), "\(results[0].line)")
        #expect(results[1].line.contains("gesture 2"), "\(results[1].line)")
        let xml = JUnitReport.xml(for: results, manifest: path)
        let testcases = xml.split(separator: "\n").filter { $0.contains("<testcase ") }
        #expect(testcases.count == 2)
        func attribute(_ name: String, _ line: Substring) -> String? {
            guard let start = line.range(of: " \(name)=\"") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        let keys = testcases.map { "\(attribute("classname", $0) ?? "")/\(attribute("name", $0) ?? "")" }
        #expect(Set(keys).count == 2, "folded: \(keys)")
        #expect(attribute("name", testcases[1])?.contains("gesture 2") == true)
    }
}
