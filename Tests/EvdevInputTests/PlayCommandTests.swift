import Foundation
import GestureTestSupport
import Testing

/// `gesture-replay play` paths that need no device: exit codes and messages for bad options, bad
/// recordings, keyboards, a missing `/dev/uinput` and a node that is no input device.
@Suite(.enabled(if: CommandRunner.builtBinary != nil, "the gesture-replay executable was not built"))
struct PlayCommandTests {
    static func run(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(["play"] + arguments)
    }

    static let swipe = RepositoryPaths.recordings() + "/left-finish-slow.evemu"

    @Test(
        "bad options are usage errors (64) naming the flag",
        arguments: [
            (["--speed", "0"], "--speed"), (["--speed", "-1"], "--speed"), (["--speed", "nan"], "--speed"),
            (["--speed", "5000"], "--speed"), (["--delay", "-0.5"], "--delay"), (["--delay", "inf"], "--delay"),
            (["--into", "/dev/input/event0", "--keep"], "--keep"),
            (["--into", "/dev/input/event0", "--target", "x.desc"], "--target"), (["--gesture", "0"], "--gesture"),
            (["--from", "3", "--to", "1"], "--from"), (["--model", "nosuch"], "--model"),
        ])
    func usage(options: [String], flag: String) throws {
        let result = try Self.run([Self.swipe] + options)
        #expect(result.status == 64)
        #expect(result.stderr.contains(flag))
    }

    @Test("--model with standard input is a usage error (64): the file is replayed once more after the play")
    func modelNeedsAFile() throws {
        let result = try Self.run(["-", "--model", "adwaita"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--model"))
        #expect(result.stderr.contains("standard input"))
    }

    @Test(
        "without /dev/uinput: exit 69 naming modprobe uinput",
        .enabled(if: !FileManager.default.fileExists(atPath: "/dev/uinput")))
    func noUinput() throws {
        let result = try Self.run([Self.swipe])
        #expect(result.status == 69)
        #expect(result.stderr.contains("/dev/uinput does not exist"))
        #expect(result.stderr.contains("modprobe uinput"))
        #expect(result.stdout.isEmpty)
    }

    @Test("a keyboard recording is refused with 77 naming --allow-keyboard, before any device is made")
    func keyboard() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write(
            "keys.evemu", TestDevices.typingEvemu)
        let result = try Self.run([path])
        #expect(result.status == 77)
        #expect(result.stderr.contains("is a recording of a keyboard (\"typing\")"))
        #expect(result.stderr.contains("--allow-keyboard"))
    }

    @Test("an events-only file without a description: exit 65 naming --description")
    func eventsOnly() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("events.evemu", "E: 0.000001 0003 0035 0100\nE: 0.000001 0000 0000 0000\n")
        let result = try Self.run([path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(path): expected a device description"))
        #expect(result.stderr.contains("--description"))
    }

    @Test("a bad event line: exit 65 with file:line, what was expected and what was found")
    func badLine() throws {
        let scratch = try TemporaryDirectory()
        let text = try String(contentsOfFile: Self.swipe, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let firstEvent = try #require(lines.firstIndex { $0.hasPrefix("E:") })
        lines[firstEvent + 2] = "E: banana"
        let path = try scratch.write("bad.evemu", lines.joined(separator: "\n"))
        let result = try Self.run([path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(path):\(firstEvent + 3): expected"))
        #expect(result.stderr.contains("\"E: banana\""))
    }

    @Test("--into a file that is no input device: exit 66; a missing one: 66 naming it")
    func intoNoDevice() throws {
        let result = try Self.run([Self.swipe, "--into", "/dev/null"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/dev/null: not an evdev input device"))
        let scratch = try TemporaryDirectory()
        let missing = try Self.run([Self.swipe, "--into", scratch.file("event42")])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains(scratch.file("event42")))
    }

    @Test("--target: a missing description is 66, one that is no description 65 with file:line, before any device")
    func target() throws {
        let scratch = try TemporaryDirectory()
        let missing = try Self.run([Self.swipe, "--target", scratch.file("panel.desc")])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("panel.desc: no such file"))
        let garbage = try scratch.write("panel.desc", "N: panel\nQ: what\n")
        let bad = try Self.run([Self.swipe, "--target", garbage])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("\(garbage):2: expected"))
    }

    @Test("a missing recording: exit 66")
    func missingRecording() throws {
        let scratch = try TemporaryDirectory()
        let result = try Self.run([scratch.file("nope.evemu")])
        #expect(result.status == 66)
        #expect(result.stderr.contains("nope.evemu: no such file"))
    }

    /// The live-device lane's libinput record file of a touchscreen and a mouse on one timeline.
    static let twoDevices = RepositoryPaths.root() + "/tools/vm/fixtures/two-devices.yml"

    @Test(
        "a gesture selection or standard input plays one device of several, saying which and why",
        .enabled(if: !FileManager.default.fileExists(atPath: "/dev/uinput")))
    func severalDevicesNarrowed() throws {
        let selected = try Self.run([Self.twoDevices, "--gesture", "1"])
        #expect(selected.status == 69)
        #expect(
            selected.stderr.contains(
                "\(Self.twoDevices): the file lists 2 devices; only device 0 (\"gesture-replay lane touchscreen\") "
                    + "is played: a gesture selection counts the gestures of one device; --device-index picks another"))
        let piped = try CommandRunner.shell("'\(CommandRunner.binary)' play - < '\(Self.twoDevices)'")
        #expect(piped.status == 69)
        #expect(piped.stderr.contains("-: the file lists 2 devices; only device 0"))
        #expect(piped.stderr.contains("it can be read only once (save it to a file to play them all)"))
        // A file plays both: no such warning before the missing /dev/uinput.
        let both = try Self.run([Self.twoDevices])
        #expect(both.status == 69)
        #expect(!both.stderr.contains("lists 2 devices"))
        #expect(try Self.run([Self.twoDevices, "--device-index", "1"]).stderr.contains("lists") == false)
    }

    @Test("a keyboard among several devices is refused with 77 naming it, before any device is made")
    func keyboardAmongDevices() throws {
        let scratch = try TemporaryDirectory()
        var text = try String(contentsOfFile: Self.twoDevices, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "1: [272, 273, 274] # EV_KEY", with: "1: [16, 17, 18, 30, 31, 32, 57, 272] # EV_KEY"
        )
        .replacingOccurrences(of: "gesture-replay lane mouse", with: "lane keyboard")
        let path = try scratch.write("keys.yml", text)
        let result = try Self.run([path])
        #expect(result.status == 77)
        #expect(result.stderr.contains("is a recording of a keyboard (\"lane keyboard\")"))
        #expect(!result.stderr.contains("/dev/uinput"))
    }

    @Test("ndevices that is no count, or more devices than the file lists: exit 65 naming the file and line")
    func badDeviceCount() throws {
        let scratch = try TemporaryDirectory()
        let text = try String(contentsOfFile: Self.twoDevices, encoding: .utf8)
        let zero = try scratch.write("zero.yml", text.replacingOccurrences(of: "ndevices: 2", with: "ndevices: 0"))
        let none = try Self.run([zero])
        #expect(none.status == 65)
        #expect(none.stderr.contains("\(zero):3: expected `ndevices: N` with N 1 or more, found \"ndevices: 0\""))
        let three = try scratch.write("three.yml", text.replacingOccurrences(of: "ndevices: 2", with: "ndevices: 3"))
        let more = try Self.run([three])
        #expect(more.status == 65)
        // The file is checked whole before any device is read, so the count is refused at its line.
        #expect(more.stderr.contains("\(three):3: expected 3 devices under `devices:`, as `ndevices:` says, found 2"))
    }
}
