import Foundation
import GestureTestSupport
import Testing

/// The reproductions of issue 27 (hostile input) against the built CLI.
///
/// Escapes, outputs, artifacts and the smaller items; each failed before its fix.
@Suite(.serialized) struct HostileInputCLITests {
    typealias Support = HostileInputSupport

    // MARK: item 6, terminal escapes

    @Test("a device name with terminal escapes reaches no terminal raw, from any command")
    func deviceNameEscapes() throws {
        let support = try Support()
        let recording = try support.recording(named: Support.hostileName)
        try support.write("m.yml", "cases:\n  - {recording: \(recording), expect: finished}\n")
        try support.write(
            "bad.yml", "cases:\n  - {recording: \(recording), expect: finished, \"\u{1B}[2J\": 1}\n")
        for arguments in [
            ["inspect", recording], ["replay", recording], ["check", "m.yml"], ["check", "bad.yml"],
            ["fit", "m.yml", "--param", "threshold"], ["robustness", recording, "--variants", "2"],
            ["sweep", recording, "--param", "threshold", "--from", "0.4", "--to", "0.6", "--step", "0.1"],
            ["compare", recording], ["replay", recording, "--model", "\u{1B}[2J"],
        ] {
            let result = try CommandRunner.run(arguments, in: support.folder)
            #expect(!Support.hasRawControl(result.stdout), "\(arguments) stdout")
            #expect(!Support.hasRawControl(result.stderr), "\(arguments) stderr: \(result.stderr)")
            #expect(result.status < 128, "\(arguments)")
        }
        let inspect = try CommandRunner.run(["inspect", recording], in: support.folder)
        #expect(inspect.stdout.contains("\\x1b]0;pwned\\x07\\x1b[2J"))
    }

    // MARK: item 7, outputs

    @Test("no output replaces a file without --force, nor names an input or another output")
    func outputsAreNotReplaced() throws {
        let support = try Support()
        let recording = try support.recording(named: "pad")
        let before = try Data(contentsOf: URL(fileURLWithPath: recording))
        let manifest = try support.write("m.yml", "cases:\n  - {recording: hostile.evemu, expect: finished}\n")
        let existing = try support.write("existing.out", "keep me\n")
        let svg = try support.write("existing.svg", "keep me\n")
        let cases: [([String], Int32)] = [
            (["replay", recording, "--html", recording], 64),
            (["replay", recording, "--html", "./hostile.evemu", "--force"], 64),
            (["replay", recording, "--states", "x.out", "--html", "x.out"], 64),
            (["replay", recording, "--chrome-trace", existing], 74),
            (["replay", recording, "--html", existing], 74),
            (["check", manifest, "--junit", manifest], 64),
            (["check", manifest, "--junit", "hostile.evemu"], 64),
            (["check", manifest, "--html", existing], 74),
            (["check", manifest, "--junit", "j.out", "--html", "j.out"], 64),
            (["plot", recording, "-o", svg], 74),
            (["convert", recording, "-o", recording, "--force"], 64),
        ]
        for (arguments, status) in cases {
            let result = try CommandRunner.run(arguments, in: support.folder)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: recording)) == before)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOfFile: manifest, encoding: .utf8).hasPrefix("cases:"))
        let forced = try CommandRunner.run(["replay", recording, "--html", existing, "--force"], in: support.folder)
        #expect(forced.status == 0)
        let same = try CommandRunner.run(
            ["replay", recording, "--states", "x.out", "--html", "x.out"], in: support.folder)
        #expect(same.stderr.contains("--states x.out and --html x.out name the same file"))
    }

    // MARK: item 5, artifacts

    @Test("JUnit and SVG hold no character XML 1.0 forbids")
    func xmlArtifacts() throws {
        let support = try Support()
        try support.recording(named: "pad", as: "esc\u{1B}name.evemu")
        try support.recording(named: "pad\u{FFFF}", as: "nonchar\u{FFFF}.evemu")
        try support.write(
            "m.yml", "cases:\n  - {name: \"a\\x01b\", recording: \"esc\\ename.evemu\", expect: finished}\n")
        let check = try CommandRunner.run(["check", "m.yml", "--junit", "j.xml"], in: support.folder)
        #expect(check.status == 0, "\(check.stderr)")
        let plot = try CommandRunner.run(["plot", "nonchar\u{FFFF}.evemu", "-o", "p.svg"], in: support.folder)
        #expect(plot.status == 0, "\(plot.stderr)")
        for file in ["j.xml", "p.svg"] {
            let text = try String(contentsOfFile: support.folder + "/" + file, encoding: .utf8)
            let forbidden = text.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && ![0x09, 0x0a, 0x0d].contains(scalar.value)) || scalar.value == 0xfffe
                    || scalar.value == 0xffff
            }
            #expect(forbidden.isEmpty, "\(file): \(forbidden.map(\.value))")
        }
    }

    @Test("a non-finite value is refused where it enters, with the option's name or FILE:LINE")
    func nonFiniteValues() throws {
        let support = try Support()
        let recording = Support.recording("left-finish-slow.evemu")
        try support.write("long.json", "{\n  \"operation\": \"push\",\n  \"duration\": 1e308,\n  \"layers\": []\n}\n")
        let speed = try CommandRunner.run(["replay", recording, "--completion-speed", "1e-308", "--json"])
        #expect(speed.status == 64 && speed.stderr.contains("--completion-speed"), "\(speed.stderr)")
        let container = try CommandRunner.run(["replay", recording, "--container", "1e308x1e308", "--json"])
        #expect(container.status == 64 && container.stderr.contains("--container"), "\(container.stderr)")
        let spec = try CommandRunner.run(["replay", recording, "--transition", "./long.json"], in: support.folder)
        #expect(spec.status == 65, "\(spec.stderr)")
        #expect(spec.stderr.contains("./long.json:"), "\(spec.stderr)")
        #expect(!spec.stdout.contains("inf"))
    }

    // MARK: item 9, smaller

    @Test(
        "touchpad options are refused on the command line as their manifest keys are",
        arguments: [
            ("--base-distance", "0", "baseDistance"), ("--speed", "5", "speed"), ("--speed", "nan", "speed"),
            ("--velocity-threshold", "nan", "velocityThreshold"),
        ])
    func touchpadOptions(flag: String, value: String, key: String) throws {
        let support = try Support()
        let recording = Support.recording("touchpad-2fg-right-0.3.evemu")
        let option = try CommandRunner.run(["replay", recording, flag, value, "--json"])
        #expect(option.status == 64, "\(flag) \(value): \(option.stderr)")
        #expect(option.stderr.contains(flag))
        let yamlValue = value == "nan" ? ".nan" : value
        try support.write("m.yml", "cases:\n  - {recording: \(recording), expect: finished, \(key): \(yamlValue)}\n")
        let manifest = try CommandRunner.run(["check", "m.yml"], in: support.folder)
        #expect(manifest.status == 65, "\(key): \(manifest.stderr)")
    }

    @Test("an axis whose minimum is above its maximum is bad data at its line")
    func axisMinimumAboveMaximum() throws {
        let support = try Support()
        let original = try String(contentsOfFile: Support.recording("left-finish-slow.evemu"), encoding: .utf8)
        try support.write("minmax.evemu", original.replacingOccurrences(of: "A: 35 0 1079", with: "A: 35 1079 0"))
        let result = try CommandRunner.run(["replay", "minmax.evemu"], in: support.folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("minmax.evemu:98: expected an axis whose minimum is at most its maximum"))
        #expect(!result.stderr.contains("--container"))
    }

    @Test("a directory or a symlink loop as recording: says what it is")
    func recordingThatIsNoFile() throws {
        let support = try Support()
        try FileManager.default.createSymbolicLink(atPath: support.folder + "/loop", withDestinationPath: "loop")
        for (target, words) in [("/tmp", "a directory"), ("loop", "a symlink loop")] {
            try support.write("m.yml", "cases:\n  - {recording: \(target), expect: finished}\n")
            let result = try CommandRunner.run(["check", "m.yml"], in: support.folder)
            #expect(result.status == 65, "\(target)")
            #expect(result.stderr.contains("m.yml:2: expected `recording` to name a file, found \(words)"))
        }
    }

    @Test("check - and a FIFO manifest read the manifest from there")
    func manifestFromAStream() throws {
        let support = try Support()
        let manifest = "cases:\n  - {recording: \(Support.recording("left-finish-slow.evemu")), expect: finished}\n"
        try support.write("m.yml", manifest)
        let piped = try support.shell("cat m.yml | CLI check -")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasSuffix("1 passed, 0 failed\n"))
        let fifo = try support.shell("mkfifo f.yml && (cat m.yml > f.yml &) && CLI check f.yml")
        #expect(fifo.status == 0, "\(fifo.stderr)")
    }

    @Test("a bad transition spec names FILE:LINE in words, not a Swift value")
    func badTransitionSpec() throws {
        let support = try Support()
        let layer = #"{"name": "to", "role": "to", "from": {"x": 0, "y": 0, "width": 10, "height": 10}, "#
        try support.write(
            "bad.json",
            """
            {"operation": "push", "duration": 0.3, "curve": "easeInOut", "edge": "left",
             "completionSpeed": 1, "completionCurve": "easeInOut", "layers": [
              \(layer)
               "to": {"x": 0, "y": 0, "width": 10, "height": 10, "alpha": 2}}]}
            """)
        let result = try CommandRunner.run(
            ["replay", Support.recording("left-finish-slow.evemu"), "--transition", "./bad.json"], in: support.folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("./bad.json:4: expected layers[0].to.alpha 0…1, found 2.0"), "\(result.stderr)")
        #expect(!result.stderr.contains("outOfRange("))
    }

    @Test("SIGTERM while an output is open, or a write past ulimit -f, leaves no temporary behind")
    func noTemporaryLeft() throws {
        let support = try Support()
        let recording = Support.recording("left-finish-slow.evemu")
        let limited = try support.shell("ulimit -f 8; CLI replay \(recording) --states s.jsonl >/dev/null")
        #expect(limited.status == 74, "\(limited.stderr)")
        let signalled = try support.shell(
            "mkfifo f.evemu; CLI replay f.evemu --states t.jsonl & pid=$!; sleep 1; kill -TERM $pid; wait $pid")
        #expect(signalled.status == 143, "\(signalled.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: support.folder)
            .filter { $0.hasPrefix(".gesture-replay-") }
        #expect(left.isEmpty, "\(left)")
    }
}
