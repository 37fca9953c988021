import Foundation
import GestureTestSupport
import Testing

/// The README is the front page and the `docs/` pages hold the rest (issue 36).
///
/// Every relative link in them leads to a file that exists, every `docs/` page is reachable from the
/// README, and the README stays short enough to read as a front page. `docs/_incoming/` (pages waiting
/// to be folded in) is left out: its examples are run with the others, its links are not checked.
@Suite struct DocumentationLinkTests {
    static let root = RepositoryPaths.root()

    /// The README and the `docs/` pages, without those waiting in `docs/_incoming/`.
    static let pages = DocumentationPages.all().filter {
        !$0.path.hasPrefix(DocumentationPages.incomingFolder + "/")
    }

    /// Every Markdown link and image target of a page, `](TARGET)`, with its line.
    static func links(in page: DocumentationPage) -> [(line: Int, target: String)] {
        var links: [(Int, String)] = []
        for (index, line) in page.lines.enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                links.append((index + 1, String(after[..<close])))
                rest = after[close...]
            }
        }
        return links
    }

    /// The file a relative link of `page` names, from the repository root; nil for a URL or an anchor.
    static func file(of target: String, in page: DocumentationPage) -> String? {
        let path = String(target.prefix { $0 != "#" })
        guard !path.isEmpty, !path.contains("://"), !path.hasPrefix("mailto:") else { return nil }
        var components = page.path.split(separator: "/").dropLast().map(String.init)
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if components.popLast() == nil { return "../" + path }
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    @Test func everyRelativeLinkLeadsToAFile() {
        #expect(Self.pages.count > 10)
        for page in Self.pages {
            for (line, target) in Self.links(in: page) {
                guard let file = Self.file(of: target, in: page) else { continue }
                #expect(
                    FileManager.default.fileExists(atPath: Self.root + "/" + file),
                    "\(page.location(line)) links \(target), and there is no \(file)")
            }
        }
    }

    @Test func theReadmeLinksEveryDocsPage() throws {
        let readme = try #require(Self.pages.first { $0.path == "README.md" })
        let linked = Set(Self.links(in: readme).compactMap { Self.file(of: $0.target, in: readme) })
        #expect(linked.contains { $0.hasPrefix("docs/") })
        for page in Self.pages where page.path.hasPrefix("docs/") {
            #expect(linked.contains(page.path), "README.md does not link \(page.path)")
        }
    }

    /// The README is the front page (issue 36: under 300 lines); what does not fit goes into a page.
    @Test func theReadmeIsAFrontPage() throws {
        let readme = try #require(Self.pages.first { $0.path == "README.md" })
        #expect(readme.lines.count < 300, "README.md has \(readme.lines.count) lines")
    }
}
