import Foundation
import Testing

/// The shared corpus of public recordings (`<repo>/../shared/corpus`), sorted by what the
/// compatibility tests do with each file.
enum Corpus {
    /// One recording of the corpus and how to open it.
    struct Entry: Sendable, CustomTestStringConvertible {
        /// The file name in `files/`.
        var file: String
        /// The description file for an events-only evemu file, when one exists.
        var description: String?

        var testDescription: String { file }
        var path: String { Corpus.path(file) }
        var descriptionPath: String? { description.map(Corpus.path) }

        /// `--description D` when there is one.
        var descriptionArguments: [String] { descriptionPath.map { ["--description", $0] } ?? [] }
    }

    /// The folder of recordings, nil without a corpus.
    static let files: URL? = TestPaths.corpus?.appendingPathComponent("files")

    static func path(_ file: String) -> String {
        files?.appendingPathComponent(file).path ?? file
    }

    /// Every file name in `files/`, sorted.
    static let names: [String] = {
        guard let files else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? []).sorted()
    }()

    /// `pair` from `sources.json`: the description of each events-only file.
    static let pairs: [String: String] = {
        guard let corpus = TestPaths.corpus,
            let data = try? Data(contentsOf: corpus.appendingPathComponent("sources.json")),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [:] }
        var pairs: [String: String] = [:]
        for item in list {
            if let file = item["file"] as? String, let pair = item["pair"] as? String { pairs[file] = pair }
        }
        return pairs
    }()

    /// The description for an events-only file: `pair` in sources.json, else the `.desc`/`.prop`
    /// whose name stem is the longest prefix of the file's.
    static func description(for file: String) -> String? {
        if let pair = pairs[file] { return pair }
        let descriptions = names.filter { $0.hasSuffix(".desc") || $0.hasSuffix(".prop") }
        return
            descriptions
            .filter { file.hasPrefix(String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)])) }
            .max { $0.count < $1.count }
    }

    /// evemu recordings with their own description (`.evemu`).
    static let evemuRecordings: [Entry] = names.filter { $0.hasSuffix(".evemu") }.map { Entry(file: $0) }

    /// evemu events-only files (`.events`, `.evemu-events`) with their descriptions where known.
    static let evemuEventFiles: [Entry] = names.filter { $0.hasSuffix(".events") || $0.hasSuffix(".evemu-events") }
        .map { Entry(file: $0, description: description(for: $0)) }

    static let evemu = evemuRecordings + evemuEventFiles

    /// libinput record files.
    static let libinput: [Entry] = names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.map {
        Entry(file: $0)
    }

    /// Separate evemu descriptions.
    static let descriptions: [Entry] = names.filter { $0.hasSuffix(".desc") || $0.hasSuffix(".prop") }.map {
        Entry(file: $0)
    }

    /// evtest dumps (`.dat`), with the evemu description `sources.json` pairs them with, if any.
    static let evtest: [Entry] = names.filter { $0.hasSuffix(".dat") }.map {
        Entry(file: $0, description: pairs[$0])
    }

    /// Android getevent dumps.
    static let getevent: [Entry] = names.filter { $0.contains(".getevent") }.map { Entry(file: $0) }

    static var isPresent: Bool { files != nil && !names.isEmpty }
}
