public import Foundation
public import Testing

/// The small C programs in `tools/peers`, compiled on first use against the peer library.
///
/// A peer is nil when its library is missing (no `pkg-config` entry or no C compiler); tests that
/// need it are then skipped with `PeerTool.evemuMissing`. `tools/test` installs `libevemu-dev`.
public struct PeerTool: Sendable {
    /// The compiled peer.
    public let executable: URL
    /// The compiler's complaint when the library is there but the peer did not compile; running the
    /// peer then fails the test with it instead of skipping quietly.
    public var buildFailure: String?

    /// `tools/peers/evemu-count.c`: libevemu's own event count of a recording.
    public static let evemuCount = build("evemu-count", pkgConfig: "evemu")
    /// `tools/peers/evemu-rewrite.c`: a recording rewritten by libevemu's reader and writer.
    public static let evemuRewrite = build("evemu-rewrite", pkgConfig: "evemu")

    /// Why evemu peer tests are skipped.
    public static let evemuMissing: Comment =
        "libevemu-dev (pkg-config evemu) or a C compiler is not installed; tools/test installs them"

    /// Runs the peer.
    public func run(_ arguments: [String]) throws -> CommandRunner.Result {
        if let buildFailure { throw PeerBuildFailure(message: buildFailure) }
        return try CommandRunner.run(arguments, executable: executable.path)
    }

    /// Compiles `tools/peers/NAME.c` into `.build/peers/NAME` unless an up-to-date binary is there.
    private static func build(_ name: String, pkgConfig package: String) -> PeerTool? {
        let source = RepositoryPaths.root() + "/tools/peers/\(name).c"
        let output = peerBuild.appendingPathComponent(name).path
        let manager = FileManager.default
        if let built = modified(output), let written = modified(source), built >= written,
            manager.isExecutableFile(atPath: output)
        {
            return PeerTool(executable: URL(fileURLWithPath: output))
        }
        guard let check = try? CommandRunner.shell("pkg-config --exists \(package) && command -v cc"), check.status == 0
        else { return nil }
        try? manager.createDirectory(at: peerBuild, withIntermediateDirectories: true)
        // Compile to a private name and rename, so concurrent test processes never see half a binary.
        let temporary = output + ".\(getpid())"
        let command =
            "cc -O2 -o '\(temporary)' '\(source)' $(pkg-config --cflags --libs \(package)) && mv -f '\(temporary)' '\(output)'"
        let compiled = try? CommandRunner.shell(command)
        guard let compiled, compiled.status == 0 else {
            return PeerTool(
                executable: URL(fileURLWithPath: output),
                buildFailure: "compiling \(name).c failed: " + (compiled?.stderr ?? "the shell did not run"))
        }
        return PeerTool(executable: URL(fileURLWithPath: output))
    }

    /// Where peers are compiled to (inside `.build`, which git ignores).
    private static let peerBuild = URL(fileURLWithPath: RepositoryPaths.root() + "/.build/peers")

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
