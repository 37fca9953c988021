import Foundation

/// Runs the built `gesture-replay` binary (or another program) for end-to-end tests and keeps what it printed.
///
/// Output goes through temporary files, so a large output on either stream cannot block the child on a full
/// pipe; standard input is `/dev/null`.
public enum CommandRunner {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
        /// The exit status (or 128 + the signal when it was killed, as a shell reports it).
        public var status: Int32
    }

    /// The shell's offset for a status that reports a signal (`128 + SIGNAL`).
    private static let signalStatusBase: Int32 = 128

    /// The `gesture-replay` that `swift build` / `swift test` produced, or nil when none was built.
    ///
    /// The products directory of the running test bundle (`.build/<triple>/debug`) is looked in first,
    /// then `.build/debug` and `.build/release` in the repository.
    public static let builtBinary: String? = {
        let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let root = RepositoryPaths.root()
        let candidates = [
            products.appendingPathComponent("gesture-replay").path,
            root + "/.build/debug/gesture-replay",
            root + "/.build/release/gesture-replay",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The binary the runs use: ``builtBinary``, or where a debug build would put it.
    public static var binary: String { builtBinary ?? RepositoryPaths.root() + "/.build/debug/gesture-replay" }

    /// Runs the binary (or `executable`) to its end.
    /// - Parameters:
    ///   - arguments: The arguments after the program's name.
    ///   - directory: The working directory; the repository root by default.
    ///   - executable: The program's path; ``binary`` by default.
    /// - Returns: What the program printed and its exit status.
    public static func run(_ arguments: [String], in directory: String? = nil, executable: String? = nil) throws
        -> Result
    {
        let scratch = try TemporaryDirectory()
        let outPath = scratch.file("stdout")
        let errPath = scratch.file("stderr")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? RepositoryPaths.root())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let status =
            process.terminationReason == .uncaughtSignal
            ? signalStatusBase + process.terminationStatus : process.terminationStatus
        return Result(
            stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self),
            status: status)
    }

    /// Runs a shell command line (for `pkg-config` and the C compiler).
    /// - Parameter command: The command line `/bin/sh -c` runs.
    /// - Returns: What the shell printed and its exit status.
    public static func shell(_ command: String) throws -> Result {
        try run(["-c", command], executable: "/bin/sh")
    }
}
