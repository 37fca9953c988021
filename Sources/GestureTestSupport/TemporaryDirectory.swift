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
