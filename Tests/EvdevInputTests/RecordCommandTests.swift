import Foundation
import GestureTestSupport
import Testing

/// `gesture-replay record` and `devices` paths that need no device: the built binary is run and
/// its exit code, message and effect on the output file checked.
@Suite(.enabled(if: CommandRunner.builtBinary != nil, "the gesture-replay executable was not built"))
struct RecordCommandTests {
    static func run(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments)
    }

    /// Files in the scratch folder other than the ones named: temporary files left behind.
    static func leftovers(_ scratch: TemporaryDirectory, besides kept: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { !kept.contains($0) }
    }

    @Test("a missing device is exit 66 with the argument named, and nothing is written")
    func missingDevice() throws {
        let scratch = try TemporaryDirectory()
        let result = try Self.run(["record", scratch.file("event42"), "-o", scratch.file("out.evemu")])
        #expect(result.status == 66)
        #expect(result.stderr.contains("no input device matches '\(scratch.file("event42"))'"))
        #expect(try Self.leftovers(scratch, besides: []).isEmpty)
    }

    @Test("a file that is no evdev node is exit 66", arguments: ["plain", "/dev/null"])
    func notAnInputDevice(file: String) throws {
        let scratch = try TemporaryDirectory()
        let device = file.hasPrefix("/") ? file : try scratch.write(file, "hello\n")
        let result = try Self.run(["record", device, "-o", scratch.file("out.evemu")])
        #expect(result.status == 66)
        #expect(result.stderr.contains("\(device): not an evdev input device"))
        #expect(!FileManager.default.fileExists(atPath: scratch.file("out.evemu")))
    }

    @Test("an existing output without --force is exit 74 and the file is untouched")
    func existingOutput() throws {
        let scratch = try TemporaryDirectory()
        let existing = try scratch.write("take1.evemu", "precious\n")
        let result = try Self.run(["record", scratch.file("event42"), "-o", existing])
        #expect(result.status == 74)
        #expect(result.stderr.contains("\(existing): the file exists already: use --force to replace it"))
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "precious\n")
        #expect(try Self.leftovers(scratch, besides: ["take1.evemu"]).isEmpty)
    }

    @Test("with --force the existing output survives a device that cannot be opened")
    func forceWithMissingDevice() throws {
        let scratch = try TemporaryDirectory()
        let existing = try scratch.write("take1.yml", "precious\n")
        let result = try Self.run(["record", scratch.file("event42"), "-o", existing, "--force"])
        #expect(result.status == 66)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "precious\n")
        #expect(try Self.leftovers(scratch, besides: ["take1.yml"]).isEmpty)
    }

    @Test(
        "bad options are usage errors (64)",
        arguments: [
            ["--format", "xml"], ["--duration", "0"], ["--duration", "-2"], ["--duration", "nan"],
        ])
    func usage(options: [String]) throws {
        let result = try Self.run(["record", "/dev/input/event0"] + options)
        #expect(result.status == 64)
    }

    @Test("devices --json prints a JSON array of objects with node, name and class")
    func devicesJSON() throws {
        let result = try Self.run(["devices", "--json"])
        #expect(result.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let entries = try #require(parsed as? [[String: Any]])
        for entry in entries {
            #expect(entry["node"] is String)
            #expect(entry.keys.contains("class") && entry.keys.contains("name") && entry.keys.contains("error"))
        }
    }
}
