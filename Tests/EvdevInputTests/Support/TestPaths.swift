import Foundation
import GestureTestSupport
import Testing

/// Where the tests find the package, its fixtures, the shared corpus and the built CLI.
///
/// Everything is located from this file's path (`#filePath`), so the tests need no resources in
/// `Package.swift` and run the same from any working directory.
enum TestPaths {
    /// The package root: three levels above `Tests/EvdevInputTests/Support/TestPaths.swift`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/Fixtures`: small hand-written recordings.
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// A fixture file's path.
    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }

    /// The shared corpus of public recordings (`<repo>/../shared/corpus`), or nil when absent
    /// (``GestureTestSupport/RepositoryPaths/corpus(from:)`` finds it).
    static let corpus: URL? = RepositoryPaths.corpus().map { URL(fileURLWithPath: $0).deletingLastPathComponent() }

    /// The message printed when the corpus tests are skipped.
    static let corpusMissing: Comment =
        "the shared corpus was not found at <repo>/../shared/corpus (set GESTURE_REPLAY_CORPUS to its path)"

    /// The build products directory: where the running test bundle sits (`.build/<triple>/debug`).
    static let products: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent()
    }()

    /// The `gesture-replay` executable that `swift test` built beside the tests.
    static let cli: URL? = {
        let candidates = [
            products.appendingPathComponent("gesture-replay"),
            packageRoot.appendingPathComponent(".build/debug/gesture-replay"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Where C peers are compiled to (inside `.build`, which git ignores).
    static let peerBuild = packageRoot.appendingPathComponent(".build/peers")
}
