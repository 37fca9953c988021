import Foundation

/// One page of the user documentation: the README, a `docs/` page or a page waiting in `docs/_incoming/`.
public struct DocumentationPage: Sendable {
    /// The path from the repository root, as messages name it: `README.md`, `docs/play.md`.
    public var path: String
    /// The page's text.
    public var text: String

    /// The page's lines (1-based line `n` is `lines[n - 1]`).
    public var lines: [String] { text.components(separatedBy: "\n") }

    /// `PATH:LINE`, for a message that points at one line of the page.
    public func location(_ line: Int) -> String { "\(path):\(line)" }
}

/// The README and every Markdown page of `docs/`, the pages that show commands and their output.
///
/// The tests that run what the documentation shows read all of them, so that an example moved from
/// the README into a page, or written into `docs/_incoming/` by a change waiting to be folded in, is
/// still run and compared.
public enum DocumentationPages {
    /// The folder of pages other changes write and the integrator folds into `docs/`; its pages are
    /// tested like the others but are not linked from the README.
    public static let incomingFolder = "docs/_incoming"

    /// `README.md`, then `docs/*.md`, then `docs/_incoming/*.md`, each folder in name order.
    /// - Parameter file: A file inside the repository, by default the caller's.
    /// - Returns: The pages that exist, with their text.
    public static func all(from file: String = #filePath) -> [DocumentationPage] {
        let root = RepositoryPaths.root(from: file)
        var paths = ["README.md"]
        paths += markdownFiles(in: "docs", root: root)
        paths += markdownFiles(in: incomingFolder, root: root)
        return paths.compactMap { path in
            (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map {
                DocumentationPage(path: path, text: $0)
            }
        }
    }

    /// The `.md` files directly in `folder` (relative to `root`), in name order; none when it does not exist.
    static func markdownFiles(in folder: String, root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }
}
