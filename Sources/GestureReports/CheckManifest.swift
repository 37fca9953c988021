import EvdevInput
import Foundation
import GestureReplay
import Yams

/// A YAML file of check cases (`recordings/expectations.yml` by default).
///
/// ```yaml
/// defaults: {model: uikit, transition: push}
/// cases:
///   - recording: left-finish.evemu
///     expect: finished
///     rule: threshold
///     releasePercent: {min: 0.6, max: 0.8}
///     completedAt: {max: 1.2}
/// ```
/// Paths are relative to the manifest; `description:` names a separate evemu description for an
/// events-only recording, `gesture: N` replays only its Nth gesture. Unknown keys are errors, so a
/// typo cannot silently drop an expectation, and every value is checked when the manifest is read,
/// before any case runs: a percent outside 0…1, `min` above `max`, an unknown rule or model (with a
/// did-you-mean) and a missing recording (``CheckManifestError/missing``) are errors naming the line.
package struct CheckManifest: Sendable {
    /// The manifest's path.
    package let path: String
    /// The cases in file order.
    package let cases: [CheckCase]
    /// The app the cases are also played into (`app:`), when the manifest names one.
    package let app: AppSpec?

    /// Keys a case (or `defaults`) may have.
    static let caseKeys: Set<String> = Set([
        "name", "recording", "description", "deviceIndex", "model", "transition", "edge", "fps", "container",
        "threshold", "fling", "edgeZone", "slop", "settle", "percentMode", "extraTouch", "completionSpeed",
        "expect", "rule", "releasePercent", "completedAt", "stack", "presented", "finalState", "minStability",
        "gesture", "class", "strict",
    ]).union(touchpadKeys).union(releaseKeys)

    /// The largest manifest read, bytes (16 MiB): `recordings/expectations.yml` holds 40 cases in
    /// 11 kB, so this is over 50,000 cases; the bound keeps `/dev/zero` or an endless pipe named as
    /// a manifest from filling memory.
    package static let maximumSize = 1 << 24

    /// Reads a manifest file (`-` is standard input; a pipe or FIFO is read from its one open).
    /// - Throws: ``CheckManifestError`` naming the file, line and what was expected.
    package init(path: String) throws(CheckManifestError) {
        self.path = path
        let bytes: [UInt8]
        do throws(RecordingError) {
            bytes = try SmallFile.read(path, limit: Self.maximumSize, what: "a check manifest")
        } catch {
            guard error.kind != .noSuchInput else {
                throw CheckManifestError(path: path, line: nil, message: "no such manifest", missing: true)
            }
            let expected = error.kind == .badData ? "expected " + error.expected : error.expected
            throw CheckManifestError(
                path: path, line: nil, message: expected + (error.found.map { ", found \($0)" } ?? ""))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CheckManifestError(path: path, line: 1, message: "expected UTF-8 YAML, found invalid bytes")
        }
        let root: Node?
        do {
            root = try Self.composeSplit(text) ?? Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw CheckManifestError(
                path: path, line: Self.line(of: error), message: "expected YAML, \(Self.problem(of: error))")
        } catch {
            throw CheckManifestError(path: path, line: nil, message: "expected YAML, \(error)")
        }
        guard let root, let top = root.mapping else {
            throw CheckManifestError(
                path: path, line: root?.mark?.line ?? 1, message: "expected a mapping with `cases:`")
        }
        var defaults: [String: Node] = [:]
        var caseNodes: [Node] = []
        var appNode: Node?
        for (key, value) in top {
            switch key.string {
            case "defaults":
                defaults = try Self.fields(value, path: path, what: "`defaults:` mapping")
            case "cases":
                guard case .sequence(let sequence) = value else {
                    throw CheckManifestError(
                        path: path, line: value.mark?.line, message: "expected `cases:` to be a list")
                }
                caseNodes = Array(sequence)
            case "app":
                appNode = value
            default:
                throw CheckManifestError(
                    path: path, line: key.mark?.line,
                    message: "expected `defaults:`, `cases:` or `app:`, found `\(key.string ?? "?")`"
                        + NameSuggestion.hint(for: key.string ?? "", in: ["defaults", "cases", "app"]))
            }
        }
        guard !caseNodes.isEmpty else {
            throw CheckManifestError(
                path: path, line: top.mark?.line, message: "expected at least one case under `cases:`")
        }
        // Recordings are named relative to the manifest's folder; one read from standard input (`-`)
        // names them relative to the working directory. (NSString's deletingLastPathComponent traps
        // on `-` with this toolchain's Foundation.)
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        var app: AppSpec?
        var appMistakes: [CheckManifestError] = []
        if let appNode {
            do throws(CheckManifestError) {
                app = try Self.app(appNode, folder: folder, path: path)
            } catch {
                appMistakes = [error]
            }
        }
        let parts = ComposedCases(nodes: caseNodes, defaults: defaults)
        let build: @Sendable (Int) -> Result<CheckCase, CheckManifestError> = { index in
            let node = parts.nodes[index]
            var fields = parts.defaults
            do throws(CheckManifestError) {
                for (key, value) in try Self.fields(node, path: path, what: "a case mapping") { fields[key] = value }
                return .success(
                    try Self.makeCaseReportingAll(fields, line: node.mark?.line ?? 0, folder: folder, path: path))
            } catch {
                return .failure(error)
            }
        }
        // A long list is built on every core (it was a serial part of `check`); the first case in
        // the file that fails is the error, as in a case-by-case build.
        let built =
            parts.nodes.count >= Self.splitMinimumCases
            ? ConcurrentMap.map(count: parts.nodes.count, build) : parts.nodes.indices.map(build)
        // Every case's mistake is reported, in file order, so one run shows them all.
        var cases: [CheckCase] = []
        var mistakes: [CheckManifestError] = []
        cases.reserveCapacity(built.count)
        for result in built {
            switch result {
            case .success(let made): cases.append(made)
            case .failure(var mistake):
                let more = mistake.more
                mistake.more = []
                mistakes.append(mistake)
                mistakes.append(contentsOf: more)
            }
        }
        // The `app:` section's mistakes in file order among the cases' (each case's keep their own order).
        for var mistake in appMistakes {
            let more = mistake.more
            mistake.more = []
            let appLine = appNode?.mark?.line ?? 0
            let at = mistakes.firstIndex { ($0.line ?? 0) > appLine } ?? mistakes.endIndex
            mistakes.insert(contentsOf: [mistake] + more, at: at)
        }
        if var first = mistakes.first {
            first.more = Array(mistakes.dropFirst())
            first.missing = first.missing && first.more.allSatisfy(\.missing)
            throw first
        }
        // The app's output is the container the model sees, for every case that does not set one.
        if let app {
            for index in cases.indices where cases[index].container == nil {
                cases[index].container = (Double(app.width), Double(app.height))
            }
        }
        self.cases = cases
        self.app = app
    }

    private static func fields(_ node: Node, path: String, what: String) throws(CheckManifestError) -> [String: Node] {
        guard let mapping = node.mapping else {
            throw CheckManifestError(path: path, line: node.mark?.line, message: "expected \(what)")
        }
        var result: [String: Node] = [:]
        var unknown: [CheckManifestError] = []
        for (key, value) in mapping {
            guard let name = key.string, caseKeys.contains(name) else {
                unknown.append(
                    CheckManifestError(
                        path: path, line: key.mark?.line,
                        message:
                            "expected a case key (\(caseKeys.sorted().joined(separator: ", "))), found `\(key.string ?? "?")`"
                            + NameSuggestion.hint(for: key.string ?? "", in: caseKeys.sorted())))
                continue
            }
            result[name] = value
        }
        // Every unknown key of the mapping is reported, not the first.
        if var first = unknown.first {
            first.more = Array(unknown.dropFirst())
            throw first
        }
        return result
    }

    static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: nil
        }
    }

    static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .reader(let problem, _, _, _): problem
        case .duplicatedKeysInMapping(let duplicates, _): "duplicated keys " + duplicates.joined(separator: ", ")
        default: "an unreadable YAML document"
        }
    }
}

/// Why a manifest could not be used.
package struct CheckManifestError: Error, Sendable, CustomStringConvertible {
    /// The manifest.
    package var path: String
    /// The 1-based line, when known.
    package var line: Int?
    /// What was expected and found.
    package var message: String
    /// Whether the manifest does not exist (exit 66 rather than 65).
    package var missing = false
    /// The mistakes of the manifest's later cases, in file order.
    package var more: [CheckManifestError] = []

    /// The error as `FILE:LINE: message`, or `FILE: message` when the line is unknown.
    package var description: String { lines.joined(separator: "\n") }

    /// One `FILE:LINE: message` line for this mistake and each of ``more``.
    package var lines: [String] {
        [(line.map { "\(path):\($0)" } ?? path) + ": " + message] + more.flatMap(\.lines)
    }
}

/// The composed case items and defaults, read by the workers that build the cases.
///
/// Yams' `Node` is a tree of values (strings, arrays and marks) without shared mutable state, but it
/// does not declare `Sendable`; the workers only read it.
private struct ComposedCases: @unchecked Sendable {
    let nodes: [Node]
    let defaults: [String: Node]
}
