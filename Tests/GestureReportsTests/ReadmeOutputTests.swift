import Foundation
import GestureTestSupport
import Testing

/// The documentation's `robustness` and `fit` examples: every fenced block marked `<!-- readme-output -->`,
/// in README.md or a `docs/` page (``DocumentationPages``, `docs/_incoming/` too), starts with
/// `$ gesture-replay …`; the command is run and must print the rest of the block.
@Suite struct ReadmeOutputTests {
    static let marker = "<!-- readme-output -->"

    /// One marked block: where it is, its command and the output it shows.
    struct Block {
        var location: String
        var command: String
        var shown: String
    }

    /// Every marked block of every page, in order.
    static var blocks: [Block] {
        DocumentationPages.all().flatMap { page in
            let lines = page.lines
            return lines.indices.compactMap { index -> Block? in
                guard lines[index] == marker, index + 2 < lines.count, lines[index + 1] == "```" else { return nil }
                let body = lines[(index + 2)...].prefix { !$0.hasPrefix("```") }
                guard let command = body.first else { return nil }
                return Block(
                    location: page.location(index + 3), command: command,
                    shown: body.dropFirst().joined(separator: "\n") + "\n")
            }
        }
    }

    @Test func everyMarkedBlockIsWhatItsCommandPrints() throws {
        let blocks = Self.blocks
        #expect(blocks.count >= 4)
        for block in blocks {
            #expect(block.command.hasPrefix("$ gesture-replay "), "\(block.location)")
            let arguments = block.command.dropFirst("$ gesture-replay ".count).split(separator: " ").map(String.init)
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0, "\(block.location): \(block.command)")
            #expect(result.stdout == block.shown, "\(block.location): \(block.command)")
        }
    }
}
