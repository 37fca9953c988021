import Foundation
import GestureReports
import GestureTestSupport
import Testing

/// Broken check manifests: each fails with its line (when it has one) and says what was expected.
@Suite struct MalformedManifestTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var line: Int?
        var mentions: [String]
        var testDescription: String { name }
        init(_ name: String, _ text: String, line: Int?, _ mentions: String...) {
            self.name = name
            self.text = text
            self.line = line
            self.mentions = mentions
        }
    }

    static let valid = "cases:\n  - recording: a.evemu\n    expect: finished\n"

    static let cases: [Case] = [
        Case("empty file", "", line: 1, "a mapping with `cases:`"),
        Case("a list at the top", "- a\n- b\n", line: 1, "a mapping with `cases:`"),
        Case("no cases", "defaults: {model: uikit}\n", line: 1, "at least one case"),
        Case("cases not a list", "cases: 3\n", line: 1, "`cases:` to be a list"),
        Case(
            "an unknown top-level key", "casez:\n  - recording: a\n", line: 1, "`defaults:`, `cases:` or `app:`",
            "`casez`"),
        Case("a case without recording", "cases:\n  - expect: finished\n", line: 2, "`recording:` in every case"),
        Case("a case without expect", "cases:\n  - recording: a.evemu\n", line: 2, "`expect:`"),
        Case("an unknown outcome", "cases:\n  - recording: a\n    expect: won\n", line: 3, "finished, cancelled, none"),
        Case(
            "an unknown case key", "cases:\n  - recording: a\n    expect: none\n    modle: x\n", line: 4, "a case key",
            "`modle`"),
        Case("an unknown model", valid + "    model: ios\n", line: 4, "one of uikit"),
        Case("an unknown edge", valid + "    edge: middle\n", line: 4, "left, right, top or bottom"),
        Case("a threshold above 1", valid + "    threshold: 1.5\n", line: 4, "from 0 to 1"),
        Case("a threshold that is a word", valid + "    threshold: half\n", line: 4, "a number", "half"),
        Case("NaN for a threshold", valid + "    threshold: .nan\n", line: 4, "a number"),
        Case("a huge fps", valid + "    fps: 1e300\n", line: 4, "from 1 to 1000"),
        Case(
            "a device index past Int", valid + "    deviceIndex: 123456789012345678901234567890\n", line: 4,
            "deviceIndex"),
        Case("a container without x", valid + "    container: 390\n", line: 4, "WIDTHxHEIGHT"),
        Case("bounds with a word", valid + "    releasePercent: {min: low}\n", line: 4, "{min: N, max: N}"),
        Case("a stack of 0", valid + "    stack: 0\n", line: 4, "a whole number from 1"),
        Case("presented as a word", valid + "    presented: maybe\n", line: 4, "true or false"),
        Case(
            "a final state with an unknown key", valid + "    finalState: {depth: 2}\n", line: 4,
            "{stack: N, presented: BOOL}"),
        Case("an undefined alias", "cases:\n  - recording: a\n    expect: *x\n", line: 3, "expected YAML"),
        Case("unclosed flow", "cases: [\n", line: 2, "expected YAML"),
        Case("a tab in the indentation", "cases:\n\t- recording: a\n", line: 2, "expected YAML"),
        Case("a recording that is a list", "cases:\n  - recording: [a, b]\n    expect: none\n", line: 2, "a string"),
    ]

    @Test(arguments: cases)
    func failsWithLineAndExpectation(_ broken: Case) throws {
        let folder = TemporaryDirectory.path("manifest")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/m.yml"
        try broken.text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try CheckManifest(path: path)
            Issue.record("\(broken.name): the manifest was accepted")
        } catch {
            #expect(!error.missing)
            if let line = broken.line { #expect(error.line == line, "\(broken.name): \(error)") }
            var rest = Substring(error.description)
            for mention in broken.mentions {
                guard let range = rest.range(of: mention) else {
                    Issue.record("\(broken.name): «\(mention)» missing from «\(error.description)»")
                    return
                }
                rest = rest[range.upperBound...]
            }
        }
    }

    @Test func invalidUTF8BytesAreRefused() throws {
        let path = TemporaryDirectory.path("manifest.yml")
        try Data([0x63, 0x61, 0x73, 0x65, 0x73, 0x3a, 0x20, 0xff, 0xfe, 0x0a]).write(to: URL(fileURLWithPath: path))
        #expect(throws: CheckManifestError.self) { _ = try CheckManifest(path: path) }
    }
}
