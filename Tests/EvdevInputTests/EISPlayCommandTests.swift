import Foundation
import GestureTestSupport
import Testing

/// `gesture-replay play --ei-fd N` paths that need no compositor: what it refuses before libei is
/// loaded or the connection touched, and the message without libei.
@Suite(.enabled(if: CommandRunner.builtBinary != nil, "the gesture-replay executable was not built"))
struct EISPlayCommandTests {
    static func run(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(["play"] + arguments)
    }

    static let drag = RepositoryPaths.recordings() + "/left-threshold-far.evemu"
    static let touchpad = RepositoryPaths.recordings() + "/touchpad-3fg-right-0.8.evemu"

    /// Whether the dynamic loader's cache lists libei (`ldconfig -p`): Debian 12 has none.
    static let libeiInstalled: Bool = {
        (try? CommandRunner.shell("/sbin/ldconfig -p | grep -q 'libei\\.so\\.1 '"))?.status == 0
    }()

    @Test(
        "options that cannot go with --ei-fd are usage errors (64) naming both flags",
        arguments: [
            (["--ei-fd", "0", "--into", "/dev/input/event0"], "--into"),
            (["--ei-fd", "0", "--target", "x.desc"], "--target"), (["--ei-fd", "0", "--model", "adwaita"], "--model"),
            (["--ei-fd", "-1"], "--ei-fd"),
        ])
    func usage(options: [String], flag: String) throws {
        let result = try Self.run([Self.drag] + options)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--ei-fd"))
        #expect(result.stderr.contains(flag))
    }

    @Test("a touchpad recording is refused (65) before libei is loaded: touchpad gestures cannot go through EIS touch")
    func touchpadRefused() throws {
        // Standard input (fd 0, /dev/null) is open, so only the recording's class can refuse it.
        let result = try Self.run([Self.touchpad, "--ei-fd", "0"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("is a touchpad, not a touchscreen"))
        #expect(!result.stderr.contains("libei"))
        #expect(result.stdout.isEmpty)
    }

    @Test(
        "a keyboard recording is refused as no touchscreen (65), not as a keyboard (77): it cannot type through EIS touch"
    )
    func keyboardRefused() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write(
            "keys.evemu", TestDevices.typingEvemu)
        let result = try Self.run([path, "--ei-fd", "0"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\"typing\" is a keyboard, not a touchscreen"))
    }

    @Test("a file descriptor that is not open: 64 naming --ei-fd, before libei is loaded")
    func notOpen() throws {
        // The runner's child has 0, 1 and 2 open; 1000 is far above anything it inherits.
        let result = try Self.run([Self.drag, "--ei-fd", "1000"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("file descriptor 1000 is not open"))
        #expect(result.stderr.contains("(--ei-fd)"))
        #expect(!result.stderr.contains("libei"))
    }

    @Test("without libei: exit 69 naming Debian's libei1", .enabled(if: !libeiInstalled, "libei is installed here"))
    func noLibei() throws {
        let result = try Self.run([Self.drag, "--ei-fd", "0"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("libei.so.1 cannot be loaded"))
        #expect(result.stderr.contains("libei1"))
        #expect(result.stdout.isEmpty)
    }
}
