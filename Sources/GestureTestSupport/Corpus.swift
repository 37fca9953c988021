public import Foundation
public import Testing

/// The shared corpus of public recordings (`<repo>/../shared/corpus`), sorted by what the
/// compatibility tests do with each file.
public enum Corpus {
    /// One recording of the corpus and how to open it.
    public struct Entry: Sendable, CustomTestStringConvertible {
        /// The file name in `files/`.
        public var file: String
        /// The description file for an events-only evemu file, when one exists.
        public var description: String?

        /// An entry for `file`, with the description file it needs, if any.
        /// - Parameters:
        ///   - file: The file name in `files/`.
        ///   - description: The description file's name in `files/`.
        public init(file: String, description: String? = nil) {
            self.file = file
            self.description = description
        }

        /// The file name, as the test is named.
        public var testDescription: String { file }
        /// The file's path.
        public var path: String { Corpus.path(file) }
        /// The description file's path, when there is one.
        public var descriptionPath: String? { description.map(Corpus.path) }

        /// `--description D` when there is one.
        public var descriptionArguments: [String] { descriptionPath.map { ["--description", $0] } ?? [] }
    }

    /// The folder of recordings, nil without a corpus.
    public static let files: URL? = RepositoryPaths.corpus().map { URL(fileURLWithPath: $0) }

    /// The message printed when the corpus tests are skipped.
    public static let missing: Comment =
        "the shared corpus was not found at <repo>/../shared/corpus (set GESTURE_REPLAY_CORPUS to its path)"

    /// The path of `file` in `files/` (the bare name without a corpus).
    public static func path(_ file: String) -> String {
        files?.appendingPathComponent(file).path ?? file
    }

    /// Every file name in `files/`, sorted.
    public static let names: [String] = {
        guard let files else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? []).sorted()
    }()

    /// `pair` from `sources.json`: the description of each events-only file.
    public static let pairs: [String: String] = {
        guard let corpus = files?.deletingLastPathComponent(),
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
    public static func description(for file: String) -> String? {
        if let pair = pairs[file] { return pair }
        let descriptions = names.filter { $0.hasSuffix(".desc") || $0.hasSuffix(".prop") }
        return
            descriptions
            .filter { file.hasPrefix(String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)])) }
            .max { $0.count < $1.count }
    }

    /// evemu recordings with their own description (`.evemu`).
    public static let evemuRecordings: [Entry] = names.filter { $0.hasSuffix(".evemu") }.map { Entry(file: $0) }

    /// evemu events-only files (`.events`, `.evemu-events`) with their descriptions where known.
    public static let evemuEventFiles: [Entry] = names.filter {
        $0.hasSuffix(".events") || $0.hasSuffix(".evemu-events")
    }
    .map { Entry(file: $0, description: description(for: $0)) }

    /// Every evemu file: recordings, then events-only files.
    public static let evemu = evemuRecordings + evemuEventFiles

    /// libinput record files.
    public static let libinput: [Entry] = names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.map {
        Entry(file: $0)
    }

    /// Separate evemu descriptions.
    public static let descriptions: [Entry] = names.filter { $0.hasSuffix(".desc") || $0.hasSuffix(".prop") }.map {
        Entry(file: $0)
    }

    /// evtest dumps (`.dat`), with the evemu description `sources.json` pairs them with, if any.
    public static let evtest: [Entry] = names.filter { $0.hasSuffix(".dat") }.map {
        Entry(file: $0, description: pairs[$0])
    }

    /// Android getevent dumps.
    public static let getevent: [Entry] = names.filter { $0.contains(".getevent") }.map { Entry(file: $0) }

    /// Whether the corpus is there and holds files.
    public static var isPresent: Bool { files != nil && !names.isEmpty }
}
