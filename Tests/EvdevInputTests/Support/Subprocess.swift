import Foundation

/// Runs a program to its end and keeps what it printed, for tests that check peers and the CLI.
struct Subprocess {
    /// The exit status (or 128 + the signal when it was killed, as a shell reports it).
    var status: Int32
    var standardOutput: Data
    var standardError: Data

    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    var error: String { String(decoding: standardError, as: UTF8.self) }

    /// Runs `executable` with `arguments`; output goes through temporary files so that a large
    /// output cannot block the child on a full pipe.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Subprocess {
        let scratch = try TemporaryDirectory()
        let outPath = scratch.file("stdout")
        let errPath = scratch.file("stderr")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Subprocess(
            status: status, standardOutput: try Data(contentsOf: URL(fileURLWithPath: outPath)),
            standardError: try Data(contentsOf: URL(fileURLWithPath: errPath)))
    }

    /// Runs a shell command line (for `pkg-config` and the C compiler).
    static func shell(_ command: String) throws -> Subprocess {
        try run(URL(fileURLWithPath: "/bin/sh"), ["-c", command])
    }
}
