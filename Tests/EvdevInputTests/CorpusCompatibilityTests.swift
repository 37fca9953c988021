import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// Every evemu and libinput recording of the shared corpus, read by `gesture-replay inspect` and
/// checked against libevemu's own reader, PyYAML and a plain split of the lines.
///
/// Skipped, with the reason printed, when `<repo>/../shared/corpus` is absent.
@Suite(.enabled(if: Corpus.isPresent, Corpus.missing))
struct CorpusCompatibilityTests {
    /// Files libevemu's `evemu_read` refuses that this reader reads on purpose (documented tolerance).
    ///
    /// Their events are still counted by libevemu with `evemu_read_event` alone.
    static let libevemuRefuses: [String: String] = [
        "mir-synaptics-touchpad-click.evemu":
            "a `# device` comment before `# EVEMU 1.2` and every N:/I:/P:/B:/A: line commented out; the description is recovered from the comments",
        "mir-synaptics-touchpad-motion.evemu":
            "a `# device` comment before `# EVEMU 1.2` and every N:/I:/P:/B:/A: line commented out; the description is recovered from the comments",
        "cros-lumpy-1f-swipe.evemu-events":
            "its description cros-lumpy-cypress-touchpad.desc has only A: lines (6 numbers, no version, no N:/I:); the axes are read",
    ]

    /// Events-only files for which no description exists anywhere.
    static let withoutDescription: Set<String> = [
        "cros-mxt-touchscreen-scroll-both.events", "cros-mxt-touchscreen-scroll-down.events",
    ]

    /// libinput files that are not valid YAML and must fail with FILE:LINE.
    static let brokenLibinput: [String: Int] = ["li-kernel-doc-pixart-mouse-buttons.yml": 33]

    static func cli() throws -> String {
        try #require(CommandRunner.builtBinary, "gesture-replay was not built beside the tests")
    }

    /// `inspect --json` of an entry: the exit status and the parsed object.
    static func inspect(_ entry: Corpus.Entry) throws -> (status: Int32, json: [String: Any]?, error: String) {
        let run = try CommandRunner.run(
            ["inspect", "--json"] + entry.descriptionArguments + [entry.path], executable: try cli())
        let json = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return (run.status, json, run.stderr)
    }

    @Test("the corpus has the files the manifest lists")
    func corpusIsComplete() {
        #expect(Corpus.evemu.count == 125)
        #expect(Corpus.libinput.count == 3)
        #expect(Corpus.evtest.count == 28)  // EvtestCorpusTests; the 11 getevent dumps: GeteventCorpusTests
        #expect(Corpus.descriptions.count == 35)
        for entry in Corpus.evemuEventFiles where !Self.withoutDescription.contains(entry.file) {
            #expect(entry.description != nil, "no description found for \(entry.file)")
        }
    }

    @Test(
        "inspect counts the same events as libevemu", .enabled(if: PeerTool.evemuCount != nil, PeerTool.evemuMissing),
        arguments: Corpus.evemu)
    func eventCountMatchesLibevemu(entry: Corpus.Entry) throws {
        let peer = try #require(PeerTool.evemuCount)
        let ours = try Self.inspect(entry)
        #expect(ours.status == 0, "inspect failed: \(ours.error)")
        let events = ours.json?["events"] as? Int
        let arguments =
            Self.withoutDescription.contains(entry.file)
            ? ["--events-only", entry.path] : [entry.path] + (entry.descriptionPath.map { [$0] } ?? [])
        let reference = try peer.run(arguments)
        if reference.status == 0 {
            #expect(
                Self.libevemuRefuses[entry.file] == nil,
                "libevemu reads \(entry.file) now; drop it from the tolerance list")
            #expect(events == Int(reference.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        } else {
            #expect(Self.libevemuRefuses[entry.file] != nil, "libevemu refuses \(entry.file): \(reference.stderr)")
            let eventsOnly = try peer.run(["--events-only", entry.path])
            #expect(eventsOnly.status == 0)
            #expect(events == Int(eventsOnly.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
    }

    @Test("every event equals a plain split of its E: line", arguments: Corpus.evemu)
    func eventsMatchAPlainParse(entry: Corpus.Entry) throws {
        let contents = try RecordingContents.read(entry.path, description: entry.descriptionPath)
        #expect(contents.events == (try IndependentCounts.evemuEvents(entry.path)))
    }

    @Test("libinput files: the same count as PyYAML, and invalid YAML fails with FILE:LINE", arguments: Corpus.libinput)
    func libinputCounts(entry: Corpus.Entry) throws {
        let ours = try Self.inspect(entry)
        if let line = Self.brokenLibinput[entry.file] {
            #expect(ours.status == 65)
            #expect(ours.error.hasPrefix("gesture-replay: \(entry.path):\(line): expected indentation with spaces"))
            #expect(ours.error.split(separator: "\n").count == 1)
            return
        }
        #expect(ours.status == 0, "inspect failed: \(ours.error)")
        let reference = try IndependentCounts.libinputEvents(entry.path)
        #expect(reference != nil)
        #expect(ours.json?["events"] as? Int == reference)
    }

    @Test("every separate description reads", arguments: Corpus.descriptions)
    func descriptionsRead(entry: Corpus.Entry) throws {
        let description = try EvemuReader.readDescription(entry.path)
        #expect(!(description.codes[.abs] ?? []).isEmpty || !(description.codes[.rel] ?? []).isEmpty)
    }

    @Test(
        "read → write → read through evemu and libinput keeps every event and the device",
        arguments: Corpus.evemu + Corpus.libinput)
    func roundTrip(entry: Corpus.Entry) throws {
        if Self.brokenLibinput[entry.file] != nil { return }
        let original = try RecordingContents.read(entry.path, description: entry.descriptionPath)
        guard var expected = original.description else {
            #expect(Self.withoutDescription.contains(entry.file))
            return
        }
        let scratch = try TemporaryDirectory()
        try original.writeEvemu(to: scratch.file("a.evemu"))
        let viaEvemu = try RecordingContents.read(scratch.file("a.evemu"))
        #expect(viaEvemu.events == original.events)
        expected.propertiesKnown = true  // evemu writes P: lines whether or not the source had them
        // evemu has no line for udev properties or a libinput version (convert says so when it drops them).
        expected.udevProperties = nil
        expected.libinputVersion = nil
        #expect(viaEvemu.description?.ignoringSynCodes == expected.ignoringSynCodes)

        try original.writeLibinput(to: scratch.file("b.yml"))
        let viaLibinput = try RecordingContents.read(scratch.file("b.yml"))
        #expect(viaLibinput.events == original.events)
        if let properties = original.description?.udevProperties {
            // A libinput record source keeps what it listed (an evemu source gets the writer's own lines).
            #expect(viaLibinput.description?.udevProperties == properties)
            #expect(viaLibinput.description?.libinputVersion == original.description?.libinputVersion)
        }
        try viaLibinput.writeEvemu(to: scratch.file("c.evemu"))
        let direct = try Data(contentsOf: URL(fileURLWithPath: scratch.file("a.evemu")))
        let indirect = try Data(contentsOf: URL(fileURLWithPath: scratch.file("c.evemu")))
        #expect(direct == indirect, "evemu written directly and through libinput differ")
    }

    @Test(
        "EvemuWriter rewrites every corpus file as libevemu does",
        .enabled(if: PeerTool.evemuRewrite != nil, PeerTool.evemuMissing), arguments: Corpus.evemu)
    func writerMatchesLibevemu(entry: Corpus.Entry) throws {
        guard Self.libevemuRefuses[entry.file] == nil, !Self.withoutDescription.contains(entry.file) else { return }
        let peer = try #require(PeerTool.evemuRewrite)
        let reference = try peer.run([entry.path] + (entry.descriptionPath.map { [$0] } ?? []))
        #expect(reference.status == 0, "evemu-rewrite failed: \(reference.stderr)")
        let ours = try EvemuWriterPeerTests.rewrite(
            try RecordingContents.read(entry.path, description: entry.descriptionPath))
        EvemuWriterPeerTests.expectSameLines(ours, reference.stdout)
    }
}
