import Foundation
import GestureTestSupport
import Testing

/// `help` and the documentation agree: every option a command's help lists is documented in the README
/// or a `docs/` page (``DocumentationPages``; by its long name, or its short one), and every option the
/// README's synopsis gives a command is one its help lists.
@Suite(.serialized) struct HelpReadmeTests {
    static let readme = (try? String(contentsOfFile: RepositoryPaths.root() + "/README.md", encoding: .utf8)) ?? ""
    /// The README and every docs page, as one text to search for an option.
    static let documentation = DocumentationPages.all().map(\.text).joined(separator: "\n")

    /// The README's synopsis: the lines of the block after `## Commands` that start with a command.
    static var synopsis: [(command: String, flags: Set<String>)] {
        guard let start = readme.range(of: "\n## Commands\n") else { return [] }
        let block = readme[start.upperBound...].components(separatedBy: "```")[1]
        var entries: [(String, Set<String>)] = []
        for line in block.split(separator: "\n") {
            let text = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let words = text.split(separator: " ").map(String.init)
            if words.first == "gesture-replay", words.count > 1 {
                entries.append((words[1], Set(flags(in: text))))
            } else if let last = entries.popLast() {
                // A continuation line of the entry above.
                entries.append((last.0, last.1.union(flags(in: text))))
            }
        }
        return entries
    }

    static func flags(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") })
            .map(String.init).filter { $0.hasPrefix("--") && $0.count > 2 }
    }

    /// The options `gesture-replay COMMAND --help` lists: long names, each with its short one.
    static func helpOptions(_ command: String) throws -> [(long: String, short: String?)] {
        let help = try CommandRunner.run([command, "--help"]).stdout
        var options: [(String, String?)] = []
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            // `  -o, --output <output>` or `  --json`: the names before the value or the help text.
            let names = line.split(separator: " ").prefix(2).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: ","))
            }
            guard let long = names.first(where: { $0.hasPrefix("--") }) else { continue }
            options.append((long, names.first { $0.hasPrefix("-") && !$0.hasPrefix("--") }))
        }
        return options.filter { $0.0 != "--help" && $0.0 != "--version" }
    }

    @Test func everyOptionOfEveryCommandIsDocumented() throws {
        let commands = Self.synopsis.map(\.command)
        #expect(commands.contains("replay") && commands.contains("check"))
        for command in Set(commands) {
            for option in try Self.helpOptions(command) {
                let documented =
                    Self.documentation.contains(option.long)
                    || option.short.map {
                        Self.documentation.contains("[\($0) ") || Self.documentation.contains(" \($0) ")
                    } == true
                #expect(documented, "\(command) \(option.long) is in help but not in the README or docs/")
            }
        }
    }

    @Test func everyOptionOfTheSynopsisIsInHelp() throws {
        for (command, flags) in Self.synopsis {
            let help = Set(try Self.helpOptions(command).map(\.long))
            for flag in flags.sorted() {
                #expect(help.contains(flag), "the README gives \(command) \(flag), which its help does not list")
            }
        }
    }
}
