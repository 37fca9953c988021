import ArgumentParser
import Foundation
import GestureReports
import JSONLines

/// Where `check` plays a manifest's recordings into its app (`--app`).
enum AppMode: String, ExpressibleByArgument, CaseIterable {
    /// On this machine: the compositor headless, the devices made through /dev/uinput (under GNOME
    /// Shell, the touches sent through its EIS, with no uinput and no root).
    case host
    /// In the project's guest: qemu with the app's Debian release and packages.
    case vm
    /// Not at all: the model alone.
    case off

    /// The mode when `--app` is not given.
    ///
    /// Under sway: the machine itself when /dev/uinput is writable (a CI runner after `sudo modprobe uinput`), else the guest. Under GNOME Shell: the
    /// guest when it can be booted (root), whose shell takes touchpads too, else the machine itself,
    /// whose headless shell takes touches through EIS. KWin runs in the guest only.
    static func automatic(for app: AppSpec) -> AppMode {
        switch app.compositor {
        case .sway: isWritable(AppRunner.uinput) ? .host : .vm
        case .gnomeShell: geteuid() == 0 ? .vm : .host
        case .kwin: .vm
        }
    }

    /// Why ``automatic(for:)`` chose its mode, for the line `check` prints when `--app` is not given.
    static func automaticReason(for app: AppSpec) -> String {
        switch app.compositor {
        case .sway:
            isWritable(AppRunner.uinput)
                ? "\(AppRunner.uinput) is writable" : "\(AppRunner.uinput) is not writable here"
        case .gnomeShell:
            geteuid() == 0
                ? "as root, the guest's GNOME Shell, which takes touchpads too"
                : "not root, so a headless GNOME Shell here, the touches through EIS (touchscreens only)"
        case .kwin: "KWin runs in the shell guest only"
        }
    }
}

/// Runs the app runner (`tools/vm/app/run`) for a manifest's app and reads what the app did.
///
/// The runner is a program of its own (bash and Python: it boots the guest or starts the compositor,
/// the app and the reader of its accessibility tree); `check` hands it a request (JSON: the app
/// section, this binary as the player, each case's recording and gesture) and reads back one JSON
/// object a case from `results.jsonl`.
enum AppRunner {
    /// The uinput device `play` makes its devices through.
    static let uinput = "/dev/uinput"
    /// The runner, relative to an installed binary's folder (`/usr/bin` → `/usr/lib/gesture-replay`).
    static let installedPath = "../lib/gesture-replay/vm/app/run"
    /// The runner in a clone, found from the binary's folder upwards (`.build/debug`, `.build-static/…`).
    static let clonePath = "tools/vm/app/run"
    /// How many folders up from the binary a clone's runner is looked for.
    static let cloneDepth = 5
    /// The environment variable that names the runner instead.
    static let override = "GESTURE_REPLAY_APP_RUNNER"

    /// One case's result as the runner writes it (`tools/vm/app/session.py`).
    struct Line: Decodable {
        var index: Int
        var reaction: String
        var finished: Bool?
        var began: Bool?
        var finishedBefore: Bool?
        var screenshot: String?
        var releaseScreenshot: String?
        var releaseShotSeconds: Double?
        var play: Play?
        var seconds: Double?
        var readySeconds: Double?
        var settleSeconds: Double?
        var error: String?

        /// The player's own report (`play --json`), as far as the reaction uses it.
        struct Play: Decodable {
            struct Timing: Decodable {
                var p50Microseconds: Int64
                var p99Microseconds: Int64
                var maxMicroseconds: Int64
            }
            struct Model: Decodable {
                struct Decision: Decodable { var outcome: String }
                var name: String
                var file: Decision
                var delivered: Decision
                var differs: Bool
            }
            var timing: Timing?
            var model: Model?

            /// The delivery as the reports carry it; nil when no frame was read back.
            var delivery: AppDelivery? {
                guard let timing else { return nil }
                return AppDelivery(
                    p50Microseconds: timing.p50Microseconds, p99Microseconds: timing.p99Microseconds,
                    maxMicroseconds: timing.maxMicroseconds, model: model?.name, fileOutcome: model?.file.outcome,
                    deliveredOutcome: model?.delivered.outcome, differs: model?.differs ?? false)
            }
        }
    }

    /// This binary, resolved (the player the runner plays with).
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The runner's path, or nil when neither an installed nor a clone's runner is beside this binary.
    static func locate() -> String? {
        if let named = ProcessInfo.processInfo.environment[override], !named.isEmpty { return named }
        let folder = (executable as NSString).deletingLastPathComponent
        var candidates = [(folder as NSString).appendingPathComponent(installedPath)]
        var up = folder
        for _ in 0..<cloneDepth {
            up = (up as NSString).deletingLastPathComponent
            candidates.append((up as NSString).appendingPathComponent(clonePath))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Plays `cases` into the app and returns each case's reaction, in the cases' order.
    /// - Parameters:
    ///   - app: The manifest's app.
    ///   - cases: The cases (after sharding).
    ///   - mode: `.host` or `.vm`.
    ///   - folder: Where the screenshots and logs go.
    /// - Throws: `ExitCode` 69 when a piece is missing, 65 when the app's packages cannot be installed,
    ///   70 when the runner brought nothing back (each with its message on standard error).
    static func run(_ app: AppSpec, cases: [CheckCase], mode: AppMode, folder: String) throws -> [AppReaction] {
        if mode == .host, app.compositor != .sway, app.compositor != .gnomeShell {
            printError(
                "--app host runs the app under sway or a headless GNOME Shell: `compositor: "
                    + "\(app.compositor.rawValue)` runs in the shell guest, which only --app vm boots; use --app vm")
            throw ExitCode(ExitStatus.unavailable)
        }
        guard let runner = locate() else {
            printError(
                "the app runner is not beside \(executable) (neither \(installedPath) nor a clone's \(clonePath) "
                    + "above it): run the gesture-replay of a clone (swift build there), or set \(override) to a "
                    + "clone's \(clonePath); or use --app off")
            throw ExitCode(ExitStatus.unavailable)
        }
        let output = URL(fileURLWithPath: folder).standardizedFileURL.path
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            printError("\(folder): cannot make the app's output folder: \(error.localizedDescription)")
            throw ExitCode(ExitStatus.ioError)
        }
        let requestPath = (output as NSString).appendingPathComponent("request.json")
        let request = self.request(app, cases: cases, mode: mode)
        guard FileManager.default.createFile(atPath: requestPath, contents: Data(request.serializedBytes())) else {
            printError("\(requestPath): cannot write the app runner's request")
            throw ExitCode(ExitStatus.ioError)
        }
        let results = (output as NSString).appendingPathComponent("results.jsonl")
        try? FileManager.default.removeItem(atPath: results)
        // The runner's progress goes to standard error, so standard output keeps check's lines.
        let status: Int32
        do {
            status = try ChildProcess.run(runner, arguments: [requestPath, output], standardOutputToError: true)
        } catch {
            printError("\(runner): cannot run the app runner (\(error.call): \(error.reason))")
            throw ExitCode(ExitStatus.unavailable)
        }
        switch status {
        case 0: break
        case ExitStatus.unavailable, ExitStatus.badData: throw ExitCode(status)
        default:
            printError("the app runner failed (exit \(status)); its logs are in \(output)")
            throw ExitCode(ExitStatus.software)
        }
        return try read(results, count: cases.count, folder: output)
    }

    /// The runner's request: the app, this binary as the player, the cases.
    static func request(_ app: AppSpec, cases: [CheckCase], mode: AppMode) -> JSONValue {
        func predicate(_ value: AppSpec.Predicate?) -> JSONValue {
            value.map { .object([($0.key, .string($0.argument))]) } ?? .null
        }
        let folder = URL(fileURLWithPath: app.folder).standardizedFileURL.path
        return .object([
            ("mode", .string(mode.rawValue)),
            ("debian", .int(Int64(app.debian))),
            ("compositor", .string(app.compositor.rawValue)),
            ("packages", .array(app.packages.map(JSONValue.string))),
            ("command", .string(app.command)),
            ("folder", .string(folder)),
            ("files", .array(app.files.map(JSONValue.string))),
            ("width", .int(Int64(app.width))),
            ("height", .int(Int64(app.height))),
            ("ready", predicate(app.ready)),
            ("finished", predicate(app.finished)),
            ("began", predicate(app.began)),
            ("player", .string(executable)),
            (
                "cases",
                .array(
                    cases.enumerated().map { index, item in
                        .object([
                            ("index", .int(Int64(index))),
                            ("recording", .string(URL(fileURLWithPath: item.recording).standardizedFileURL.path)),
                            (
                                "description",
                                item.descriptionPath.map { .string(URL(fileURLWithPath: $0).standardizedFileURL.path) }
                                    ?? .null
                            ),
                            ("deviceIndex", item.deviceIndex.map { .int(Int64($0)) } ?? .null),
                            ("gesture", item.gesture.map { .int(Int64($0)) } ?? .null),
                            // The player replays this model on the file and on what the device delivered.
                            ("model", .string(item.model)),
                        ])
                    })
            ),
        ])
    }

    /// The reactions in `results` (one JSON object a line), a case the runner did not reach an error.
    static func read(_ results: String, count: Int, folder: String) throws -> [AppReaction] {
        var reactions = [AppReaction](repeating: AppReaction(kind: .error), count: count)
        for index in reactions.indices { reactions[index].error = "the app runner did not reach this case" }
        guard let data = FileManager.default.contents(atPath: results) else {
            printError("\(results): the app runner wrote no results")
            throw ExitCode(ExitStatus.software)
        }
        for (number, text) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            let line: Line
            do {
                line = try JSONDecoder().decode(Line.self, from: Data(text.utf8))
            } catch {
                printError("\(results):\(number + 1): expected a result object from the app runner, found \(text)")
                throw ExitCode(ExitStatus.software)
            }
            guard reactions.indices.contains(line.index) else { continue }
            var reaction = AppReaction(kind: AppReaction.Kind(rawValue: line.reaction) ?? .error)
            reaction.finished = line.finished
            reaction.began = line.began
            reaction.finishedBefore = line.finishedBefore
            reaction.screenshot = line.screenshot.map { (folder as NSString).appendingPathComponent($0) }
            reaction.releaseScreenshot = line.releaseScreenshot.map {
                (folder as NSString).appendingPathComponent($0)
            }
            reaction.releaseShotSeconds = line.releaseShotSeconds
            reaction.delivery = line.play?.delivery
            reaction.seconds = line.seconds
            reaction.readySeconds = line.readySeconds
            reaction.settleSeconds = line.settleSeconds
            reaction.error = line.error
            reactions[line.index] = reaction
        }
        return reactions
    }
}
