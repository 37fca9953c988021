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

    /// A hand-written fixture in `Tests/Fixtures/` in the repository.
    /// - Parameters:
    ///   - name: The fixture's file name.
    ///   - file: A file inside the repository, by default the caller's.
    /// - Returns: The fixture's path.
    public static func fixture(_ name: String, from file: String = #filePath) -> String {
        root(from: file) + "/Tests/Fixtures/" + name
    }

    /// The public corpus's `files/` folder (`<repo>/../shared/corpus/files`), when it exists: tests
    /// that read it are skipped, saying why, without it.
    ///
    /// `GESTURE_REPLAY_CORPUS` names the corpus folder instead. A git worktree kept a level or two
    /// deeper than the main checkout finds it further up, so the repository's ancestors are searched
    /// in turn.
    public static func corpus(from file: String = #filePath) -> String? {
        var status = stat()
        if let override = getenv("GESTURE_REPLAY_CORPUS").map({ String(cString: $0) }) {
            return stat(override + "/files", &status) == 0 ? override + "/files" : nil
        }
        var parts = root(from: file).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<3 {
            parts.removeLast()
            let path = (parts.isEmpty || parts == [""] ? "" : parts.joined(separator: "/")) + "/shared/corpus/files"
            if stat(path, &status) == 0 { return path }
            if parts.count <= 1 { break }
        }
        return nil
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
