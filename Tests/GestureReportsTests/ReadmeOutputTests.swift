import Foundation
import GestureTestSupport
import Testing

/// The README's `robustness` and `fit` examples: every fenced block marked `<!-- readme-output -->`
/// starts with `$ gesture-replay …`; the command is run and must print the rest of the block.
@Suite struct ReadmeOutputTests {
    @Test func everyMarkedREADMEBlockIsWhatItsCommandPrints() throws {
        let readme = try String(contentsOfFile: RepositoryPaths.root() + "/README.md", encoding: .utf8)
        let blocks = readme.components(separatedBy: "<!-- readme-output -->\n```\n").dropFirst()
        #expect(blocks.count >= 4)
        for block in blocks {
            let text = try #require(block.components(separatedBy: "\n```").first)
            var lines = text.components(separatedBy: "\n")
            let command = lines.removeFirst()
            #expect(command.hasPrefix("$ gesture-replay "))
            let arguments = command.dropFirst("$ gesture-replay ".count).split(separator: " ").map(String.init)
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0, "\(command)")
            #expect(result.stdout == lines.joined(separator: "\n") + "\n", "\(command)")
        }
    }
}
