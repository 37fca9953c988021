import Foundation
import GestureTestSupport
import Testing

/// Every command README.md or a `docs/` page (``DocumentationPages``, `docs/_incoming/` too) shows with
/// its output is run with the built binary and compared with what the page shows, so the
/// documentation cannot drift (issue 15, item 7; issue 36).
///
/// Two forms are recognised. A fenced block whose lines start with `$ gesture-replay …` holds one or
/// more commands, each followed by its output up to the next `$` line (a blank line just before a
/// `$` line separates them). A fenced block right after `<!-- readme-output demo: ARGS -->` is what
/// `tools/demo` prints for one of its steps: its first line is the step's `echo` heading in
/// tools/demo, which must be followed there by `"$bin" ARGS`, and the rest is the output of
/// `gesture-replay ARGS`. In both, a line that is only `...` stands for any number of lines (none
/// included); every other line must equal the output line for line.
@Suite struct ReadmeCommandTests {
    /// One command shown in a page and the output shown for it.
    struct Example: Sendable, CustomTestStringConvertible {
        /// The page, from the repository root (`README.md`, `docs/play.md`).
        var page: String
        var line: Int
        var arguments: [String]
        var shown: [String]
        /// tools/demo's heading that must precede the command there, for a demo excerpt.
        var demoHeading: String?

        var testDescription: String { "\(page):\(line): gesture-replay \(arguments.joined(separator: " "))" }
    }

    /// The marker before a tools/demo excerpt.
    static let demoMarker = "<!-- readme-output demo: "

    /// Every example of every page, in page order, then in order within each page.
    static let examples: [Example] = DocumentationPages.all().flatMap { pageExamples($0) }

    /// The examples of one page, in order.
    static func pageExamples(_ page: DocumentationPage) -> [Example] {
        let lines = page.lines
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let marker = index > 0 && lines[index - 1].hasPrefix(demoMarker) ? lines[index - 1] : nil
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            let body = Array(lines[(index + 1)..<min(end, lines.count)])
            if let marker, let first = body.first {
                let arguments = marker.dropFirst(demoMarker.count).replacingOccurrences(of: " -->", with: "")
                    .split(separator: " ").map(String.init)
                examples.append(
                    Example(
                        page: page.path, line: index + 2, arguments: arguments, shown: Array(body.dropFirst()),
                        demoHeading: first))
            } else if body.first?.hasPrefix("$ gesture-replay ") == true {
                var current: Example?
                for (offset, line) in body.enumerated() {
                    if line.hasPrefix("$ gesture-replay ") {
                        if var done = current {
                            if done.shown.last == "" { done.shown.removeLast() }
                            examples.append(done)
                        }
                        let arguments = line.dropFirst("$ gesture-replay ".count).split(separator: " ").map(String.init)
                        current = Example(page: page.path, line: index + 2 + offset, arguments: arguments, shown: [])
                    } else {
                        current?.shown.append(line)
                    }
                }
                if let current { examples.append(current) }
            }
            index = end + 1
        }
        return examples
    }

    /// Whether `output` matches `shown`, where a `...` line stands for any number of lines.
    static func matches(_ shown: ArraySlice<String>, _ output: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return output.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "..." {
            let rest = shown.dropFirst()
            return (output.startIndex...output.endIndex).contains { matches(rest, output[$0...]) }
        }
        guard let line = output.first, line == first else { return false }
        return matches(shown.dropFirst(), output.dropFirst())
    }

    @Test("the README and the docs pages show commands with output")
    func thereAreExamples() {
        // compare, sweep, check, the navigation scenario, the state trace, and tools/demo's replay.
        #expect(Self.examples.count >= 6, "\(Self.examples.map(\.testDescription))")
        #expect(Self.examples.contains { $0.demoHeading != nil && $0.page == "README.md" })
        #expect(Self.examples.contains { $0.page.hasPrefix("docs/") })
    }

    @Test("each command prints what its page shows", arguments: examples)
    func outputIsAsShown(example: Example) throws {
        let result = try CommandRunner.run(example.arguments)
        var output = result.stdout.components(separatedBy: "\n")
        if output.last == "" { output.removeLast() }
        #expect(
            Self.matches(example.shown[...], output[...]),
            "\(example.page):\(example.line) shows:\n\(example.shown.joined(separator: "\n"))\nbut the command prints:\n\(output.joined(separator: "\n"))"
        )
        if let heading = example.demoHeading {
            let demo = try String(contentsOfFile: RepositoryPaths.root() + "/tools/demo", encoding: .utf8)
                .components(separatedBy: "\n")
            let at = demo.firstIndex(of: "echo \"\(heading)\"")
            #expect(at != nil, "tools/demo prints no heading \(heading)")
            if let at, at + 1 < demo.count {
                #expect(demo[at + 1] == "\"$bin\" " + example.arguments.joined(separator: " "))
            }
        }
    }
}
