/// Paths inside the repository, found from a test file's `#filePath`.
public enum RepositoryPaths {
    /// The repository root: the folder above `Tests/` or `Sources/` in `file`'s path.
    public static func root(from file: String = #filePath) -> String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        if let index = parts.lastIndex(where: { $0 == "Tests" || $0 == "Sources" }) {
            return parts[..<index].joined(separator: "/")
        }
        return "."
    }

    /// `recordings/` in the repository.
    public static func recordings(from file: String = #filePath) -> String { root(from: file) + "/recordings" }

    /// The public corpus's `files/` folder beside the repository (`../shared/corpus/files`), when it
    /// exists: tests that read it are skipped, saying why, without it.
    public static func corpus(from file: String = #filePath) -> String? {
        let root = root(from: file)
        let parent = root.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let path = (parent.isEmpty ? ".." : parent) + "/shared/corpus/files"
        var status = stat()
        return stat(path, &status) == 0 ? path : nil
    }

    /// Whether golden files and generated recordings should be rewritten instead of compared
    /// (`GESTURE_REPLAY_RECORD=1`).
    ///
    /// A recording run always fails, so it cannot pass CI by accident.
    public static var recordMode: Bool {
        guard let value = getenv("GESTURE_REPLAY_RECORD") else { return false }
        return String(cString: value) == "1"
    }
}

#if canImport(Glibc)
    import Glibc
#endif
