import Foundation
import Testing

/// The small C programs in `tools/peers`, compiled on first use against the peer library.
///
/// A peer is nil when its library is missing (no `pkg-config` entry or no C compiler); tests that
/// need it are then skipped with `PeerTool.evemuMissing`. `tools/test` installs `libevemu-dev`.
struct PeerTool: Sendable {
    let executable: URL
    /// The compiler's complaint when the library is there but the peer did not compile; running the
    /// peer then fails the test with it instead of skipping quietly.
    var buildFailure: String?

    /// `tools/peers/evemu-count.c`: libevemu's own event count of a recording.
    static let evemuCount = build("evemu-count", pkgConfig: "evemu")
    /// `tools/peers/evemu-rewrite.c`: a recording rewritten by libevemu's reader and writer.
    static let evemuRewrite = build("evemu-rewrite", pkgConfig: "evemu")

    /// Why evemu peer tests are skipped.
    static let evemuMissing: Comment =
        "libevemu-dev (pkg-config evemu) or a C compiler is not installed; tools/test installs them"

    /// Runs the peer.
    func run(_ arguments: [String]) throws -> Subprocess {
        if let buildFailure { throw PeerBuildFailure(message: buildFailure) }
        return try Subprocess.run(executable, arguments)
    }

    /// Compiles `tools/peers/NAME.c` into `.build/peers/NAME` unless an up-to-date binary is there.
    private static func build(_ name: String, pkgConfig package: String) -> PeerTool? {
        let source = TestPaths.packageRoot.appendingPathComponent("tools/peers/\(name).c").path
        let output = TestPaths.peerBuild.appendingPathComponent(name).path
        let manager = FileManager.default
        if let built = modified(output), let written = modified(source), built >= written,
            manager.isExecutableFile(atPath: output)
        {
            return PeerTool(executable: URL(fileURLWithPath: output))
        }
        guard let check = try? Subprocess.shell("pkg-config --exists \(package) && command -v cc"), check.status == 0
        else { return nil }
        try? manager.createDirectory(at: TestPaths.peerBuild, withIntermediateDirectories: true)
        // Compile to a private name and rename, so concurrent test processes never see half a binary.
        let temporary = output + ".\(getpid())"
        let command =
            "cc -O2 -o '\(temporary)' '\(source)' $(pkg-config --cflags --libs \(package)) && mv -f '\(temporary)' '\(output)'"
        let compiled = try? Subprocess.shell(command)
        guard let compiled, compiled.status == 0 else {
            return PeerTool(
                executable: URL(fileURLWithPath: output),
                buildFailure: "compiling \(name).c failed: " + (compiled?.error ?? "the shell did not run"))
        }
        return PeerTool(executable: URL(fileURLWithPath: output))
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

/// A peer that could not be compiled although its library is installed.
struct PeerBuildFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
