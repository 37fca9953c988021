import Foundation

/// Runs the built `gesture-replay` binary for end-to-end tests and captures what it prints.
public enum CommandRunner {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
        /// The exit status.
        public var status: Int32
    }

    /// The binary `swift build` / `swift test` produced beside the test bundle.
    public static var binary: String {
        let root = RepositoryPaths.root()
        for candidate in [".build/debug/gesture-replay", ".build/release/gesture-replay"] {
            let path = root + "/" + candidate
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return root + "/.build/debug/gesture-replay"
    }

    /// Runs the binary (or `executable`) with `arguments` in `directory` (the repository root by default).
    public static func run(_ arguments: [String], in directory: String? = nil, executable: String? = nil) throws
        -> Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? RepositoryPaths.root())
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus)
    }
}
