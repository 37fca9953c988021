import ArgumentParser
import EvdevInput
import Foundation
import GestureReplay
import GestureReports
import OutputSupport

/// `gesture-replay check`: recordings against expected outcomes, for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Replay a manifest of recordings and check each outcome, rule and timing.",
        discussion: """
            Prints one line per case and a closing `N passed, M failed`. Exit 0 when every case passes, \
            1 when any fails, 65 for a bad manifest, 66 when it does not exist.

            A manifest with an `app:` section also plays every case's recording into that app under a \
            headless sway and reads its reaction (`finished:`, `began:`), which must agree with the model \
            and the expectation: on this machine when /dev/uinput is writable, else in a Debian guest \
            under qemu (--app overrides). 69 when a piece it needs is missing (the message says what to \
            install), 70 when the app runner brought nothing back.
            """
    )

    @Argument(help: "A manifest file, or a folder holding expectations.yml.")
    var manifest: String = "recordings/expectations.yml"

    @Option(help: "Also write JUnit XML to FILE.")
    var junit: String?

    @Option(help: "Run only shard I of N (1-based), e.g. 2/4.")
    var shard: String?

    @Option(help: "Also write a self-contained HTML report to FILE: failures first, each case animated.")
    var html: String?

    @Option(help: "Also write one JSON object per case (JSON Lines) to FILE: the model's and the app's verdicts.")
    var json: String?

    @Option(
        help: ArgumentHelp(
            "Where a manifest's app is run: host (this machine, needs a writable /dev/uinput), vm (a Debian guest "
                + "under qemu) or off (the model alone). Default: host when /dev/uinput is writable "
                + "and the app runs under sway, else vm.",
            valueName: "host|vm|off"))
    var app: AppMode?

    @Option(help: "Where the app's screenshots and logs go.")
    var appDir = "gesture-replay-app"

    @Flag(help: "Replace the --junit, --html and --json files if they exist.")
    var force = false

    @Flag(
        help: ArgumentHelp(
            "Fail a case whose verdict rests on an assumption (inferred axis ranges, an assumed screen, a guessed "
                + "device class), as strict: true in a manifest does."))
    var strict = false

    @OptionGroup(title: "Releases (each applies to the cases whose model follows that toolkit, over the manifest's)")
    var releases: ReleaseOptions

    func validate() throws {
        if let shard, Self.parseShard(shard) == nil {
            throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, e.g. 1/4.")
        }
    }

    static func parseShard(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
        return (parts[0], parts[1])
    }

    func run() throws {
        let path = ManifestInput.path(manifest)
        let loaded = try ManifestInput.load(manifest)
        try OutputTargets(
            outputs: [
                .init(option: "--junit", path: junit), .init(option: "--html", path: html),
                .init(option: "--json", path: json),
            ],
            inputs: [.init(what: "the manifest", path: path)]
                + loaded.cases.flatMap { item in
                    [
                        .init(what: "a recording of the manifest", path: item.recording),
                        .init(what: "a description of the manifest", path: item.descriptionPath),
                    ]
                }
        ).check(force: force)
        var cases = try releases.applied(to: loaded.cases)
        if strict { for index in cases.indices { cases[index].strict = true } }
        if let shard, let (index, count) = Self.parseShard(shard) {
            cases = CheckRunner.shard(cases, index: index, count: count)
        }
        var reactions: [AppReaction]?
        if let spec = loaded.app {
            let mode = app ?? .automatic(for: spec)
            if app == nil {
                printError(
                    "the app runs with --app \(mode.rawValue): \(AppMode.automaticReason(for: spec)) "
                        + "(--app host|vm|off chooses)")
            }
            if mode != .off {
                reactions = try AppRunner.run(spec, cases: cases, mode: mode, folder: appDir)
            }
        }
        var results = CheckRunner.run(cases) { .nanoseconds(DispatchTime.now().uptimeNanoseconds) }
        if let reactions {
            for index in results.indices { results[index].apply(reactions[index]) }
        }
        printText(CheckRunner.report(results), terminator: "")
        let failed = results.filter { !$0.passed }.count
        if let junit {
            do throws(OutputFileError) {
                let file = try OutputFile(path: junit, overwrite: force)
                try file.write(JUnitReport.xml(for: results, manifest: path))
                try file.commit()
            } catch {
                throw fail(error)
            }
        }
        if let json {
            do throws(OutputFileError) {
                let file = try OutputFile(path: json, overwrite: force)
                try file.write(CheckJSONReport.lines(for: results))
                try file.commit()
            } catch {
                throw fail(error)
            }
        }
        if let html {
            let report = HTMLReport(
                title: "gesture-replay check \(path)", cases: results.map(HTMLReportCase.init(result:)))
            do throws(OutputFileError) {
                let file = try OutputFile(path: html, overwrite: force)
                try file.write(report.html())
                try file.commit()
            } catch {
                throw fail(error)
            }
        }
        if failed > 0 { throw ExitCode(ExitStatus.checkFailed) }
    }
}
