import Foundation
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// Broken transition spec files: each is refused with the file and the field or problem named.
@Suite struct MalformedTransitionSpecTests {
    static let layer =
        #"{"name":"to","role":"to","from":{"x":0,"y":0,"width":10,"height":10},"to":{"x":0,"y":0,"width":10,"height":10}}"#
    static func spec(_ replacing: [String: String] = [:], removing: [String] = []) -> String {
        var fields: [(String, String)] = [
            ("operation", #""push""#), ("duration", "0.35"), ("curve", #""easeInOut""#), ("edge", #""left""#),
            ("layers", "[\(layer)]"), ("completionSpeed", "1"), ("completionCurve", #""easeInOut""#),
        ]
        fields = fields.filter { !removing.contains($0.0) }.map { ($0.0, replacing[$0.0] ?? $0.1) }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    static let cases: [(name: String, text: String, mention: String)] = [
        ("empty file", "", "expected a JSON transition spec"),
        ("not JSON", "duration: 1", "expected a JSON transition spec"),
        ("truncated object", String(spec().dropLast(10)), "expected a JSON transition spec"),
        ("an array instead of an object", "[1, 2]", "expected"),
        ("no operation", spec(removing: ["operation"]), "operation"),
        ("no layers", spec(removing: ["layers"]), "layers"),
        ("an unknown operation", spec(["operation": #""teleport""#]), "operation"),
        ("an unknown edge", spec(["edge": #""middle""#]), "edge"),
        ("a duration that is a string", spec(["duration": #""long""#]), "duration"),
        ("a negative duration", spec(["duration": "-1"]), "duration"),
        ("a huge duration", spec(["duration": "1e400"]), "expected"),
        ("a zero completion speed", spec(["completionSpeed": "0"]), "completionSpeed"),
        ("an unknown curve", spec(["curve": #""bouncy""#]), "curve"),
        (
            "a layer without name",
            spec([
                "layers":
                    #"[{"role":"to","from":{"x":0,"y":0,"width":1,"height":1},"to":{"x":0,"y":0,"width":1,"height":1}}]"#
            ]), "name"
        ),
        (
            "a layer with an unknown role",
            spec(["layers": "[" + layer.replacingOccurrences(of: #""role":"to""#, with: #""role":"other""#) + "]"]),
            "role"
        ),
        (
            "an alpha above 1",
            spec([
                "layers": "["
                    + layer.replacingOccurrences(
                        of: #""width":10,"height":10}}"#, with: #""width":10,"height":10,"alpha":2}}"#) + "]"
            ]), "alpha"
        ),
        (
            "a negative width",
            spec([
                "layers": "["
                    + layer.replacingOccurrences(
                        of: #""from":{"x":0,"y":0,"width":10"#, with: #""from":{"x":0,"y":0,"width":-10"#) + "]"
            ]), "width"
        ),
        ("two layers with one name", spec(["layers": "[\(layer),\(layer)]"]), "name"),
        (
            "a layer value that is null",
            spec([
                "layers": "["
                    + layer.replacingOccurrences(
                        of: #""x":0,"y":0,"width":10,"height":10}}"#, with: #""x":null,"y":0,"width":10,"height":10}}"#)
                    + "]"
            ]), "x"
        ),
        ("deep nesting", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), "expected"),
        ("invalid UTF-8", "\u{FFFF}", "expected"),
    ]

    @Test(arguments: cases.map(\.name))
    func isRefusedNamingTheProblem(_ name: String) throws {
        let broken = try #require(Self.cases.first { $0.name == name })
        let path = TemporaryDirectory.path("spec.json")
        try Data(broken.text.utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try TransitionLoader.load(path)
            Issue.record("\(name): the spec was accepted")
        } catch {
            let message = error.description
            #expect(message.hasPrefix(path + ":"), "\(name): \(message)")
            #expect(message.contains(broken.mention), "\(name): «\(broken.mention)» missing from «\(message)»")
        }
    }

    @Test func aValidSpecLoads() throws {
        let path = TemporaryDirectory.path("spec.json")
        try Data(Self.spec().utf8).write(to: URL(fileURLWithPath: path))
        #expect(try TransitionLoader.load(path).duration == 0.35)
    }
}
