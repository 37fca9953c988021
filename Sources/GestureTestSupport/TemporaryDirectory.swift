public import Foundation

/// A fresh directory under the system's temporary directory, removed when the value goes away.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gesture-replay-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let path = file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }
}

extension TemporaryDirectory {
    /// The folder ``path(_:)`` hands out paths in: one per test process, removed when the process
    /// exits, so that tests whose files outlive a function (a helper returning a path) leave nothing
    /// in the system's temporary directory.
    static let processFolder: String = {
        let folder =
            NSTemporaryDirectory() + "/gesture-replay-tests-\(ProcessInfo.processInfo.processIdentifier)-"
            + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TemporaryDirectory.processFolder) }
        return folder
    }()

    /// A fresh path (not yet made) for a file or folder named after `name` (`spec.json` gives
    /// `spec-UUID.json`: the extension kept), inside a folder removed when the test process exits.
    public static func path(_ name: String) -> String {
        let stem = (name as NSString).deletingPathExtension
        let suffix = (name as NSString).pathExtension
        return processFolder + "/\(stem)-\(UUID().uuidString)" + (suffix.isEmpty ? "" : "." + suffix)
    }
}
