import Foundation
import GestureCore
import GestureInteraction
import GestureReplay
import InteractiveTransition
import Yams

#if canImport(Glibc)
    import Glibc
#endif

extension CheckManifest {
    /// The range of a percent bound: a fraction of the transition, 0…1.
    static let percentRange = 0.0...1.0

    /// Checks bounds that parse but cannot be met: a percent outside 0…1, a negative time, `min` above `max`.
    /// - Parameters:
    ///   - bounds: The parsed bounds.
    ///   - key: The manifest key (`releasePercent`, `completedAt`).
    ///   - node: Its node, for the line.
    ///   - range: The values the quantity can take.
    ///   - unit: How the range reads in a message.
    static func validate(
        _ bounds: CheckCase.Bounds?, key: String, node: Node?, range: ClosedRange<Double>, unit: String, path: String,
        line: Int
    ) throws(CheckManifestError) {
        guard let bounds else { return }
        let at = node?.mark?.line ?? line
        for (name, value) in [("min", bounds.minimum), ("max", bounds.maximum)] {
            guard let value, !range.contains(value) else { continue }
            throw CheckManifestError(
                path: path, line: at,
                message: "expected `\(key)` \(name) to be \(unit), found \(value)")
        }
        if let low = bounds.minimum, let high = bounds.maximum, low > high {
            throw CheckManifestError(
                path: path, line: at, message: "expected `\(key)` min ≤ max, found min \(low) > max \(high)")
        }
    }

    /// Checks the container and the completion speed with the library's validation.
    ///
    /// `replay` checks its flags the same way: `container: 1e308x1e308` and `completionSpeed: 1e-308`
    /// (an endless settle) are refused here with the key's line rather than reaching a JSON report
    /// as `inf`. The other problems the validation finds are left to the replay, which reports them
    /// for the case.
    static func checkRanges(
        overrides: ModelOverrides, model: String, fps: Int, container: (Double, Double)?,
        fail: (String, String) -> CheckManifestError
    ) throws(CheckManifestError) {
        guard let base = FeelModel.named(model) else { return }
        let probe = ReplayOptions(
            model: overrides.applied(to: base), fps: fps, container: container.map { Size(width: $0.0, height: $0.1) })
        do throws(ReplayOptions.Problem) {
            try probe.validate()
        } catch {
            switch error {
            case .container:
                throw fail(
                    "container",
                    "WIDTHxHEIGHT in points, each side above 0 and at most \(Int(ReplayOptions.maximumContainerSide))")
            case .settle(let duration, _):
                throw fail(
                    "completionSpeed",
                    "at least \(duration / Double(ReplayOptions.settleLimit.components.seconds)) (the settle limit is "
                        + "\(ReplayOptions.settleLimit.components.seconds) s)")
            case .frameRate, .stack, .interaction, .transition, .selection, .notApplicable: return
            }
        }
    }

    /// The rule named `name`, or an error listing the rules with a did-you-mean.
    static func rule(named name: String, line: Int, path: String) throws(CheckManifestError) -> Decision.Rule {
        if let rule = Decision.Rule(rawValue: name) { return rule }
        let names = Decision.Rule.allCases.map(\.rawValue)
        throw CheckManifestError(
            path: path, line: line,
            message: "expected `rule` to be one of \(names.joined(separator: ", ")), found `\(name)`"
                + NameSuggestion.hint(for: name, in: names))
    }

    /// The canonical name of the model called `name` (any case), or an error with a did-you-mean.
    static func model(named name: String, line: Int, path: String) throws(CheckManifestError) -> String {
        if let model = FeelModel.named(name) { return model.name }
        let names = FeelModel.allNames
        throw CheckManifestError(
            path: path, line: line,
            message: "expected `model` to be one of \(names.joined(separator: ", ")), found `\(name)`"
                + NameSuggestion.hint(for: name, in: names))
    }

    /// An error when a file a case names cannot be a recording: exit 66 when it does not exist, 65
    /// naming what it is when it is a directory or a symlink loop (both used to read "no such file").
    static func requireFile(_ file: String, key: String, line: Int, path: String) throws(CheckManifestError) {
        var info = stat()
        guard stat(file, &info) == 0 else {
            let code = errno
            let found =
                switch code {
                case ENOENT, ENOTDIR: "no such file"
                case ELOOP: "a symlink loop"
                default: String(cString: strerror(code))
                }
            throw CheckManifestError(
                path: path, line: line, message: "expected `\(key)` to name a file, found \(found) \(file)",
                missing: code == ENOENT || code == ENOTDIR)
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw CheckManifestError(
                path: path, line: line, message: "expected `\(key)` to name a file, found a directory \(file)")
        }
    }
}

extension CheckManifest {
    /// Keys without which a case is not read further: a mistake in one ends the search for more.
    static let requiredKeys: Set<String> = ["recording", "expect"]

    /// Builds one case as ``makeCase(_:line:folder:path:)`` does, but reports every mistake of the
    /// case rather than the first: the key a mistake is about is set aside and the case read again,
    /// until it reads or a mistake is about a required key or no key at all.
    /// - Throws: The case's first mistake, the others in ``CheckManifestError/more``.
    static func makeCaseReportingAll(
        _ fields: [String: Node], line: Int, folder: String, path: String
    ) throws(CheckManifestError) -> CheckCase {
        var remaining = fields
        var mistakes: [CheckManifestError] = []
        func combined() -> CheckManifestError {
            var first = mistakes[0]
            first.more = Array(mistakes.dropFirst())
            first.missing = first.missing && first.more.allSatisfy(\.missing)
            return first
        }
        while true {
            let result: Result<CheckCase, CheckManifestError>
            do throws(CheckManifestError) {
                result = .success(try makeCase(remaining, line: line, folder: folder, path: path))
            } catch {
                result = .failure(error)
            }
            switch result {
            case .success(let made):
                guard mistakes.isEmpty else { throw combined() }
                return made
            case .failure(let error):
                mistakes.append(error)
                // The key the message names in backquotes, else the one on the mistake's line.
                let keys = remaining.keys.sorted()
                let named = keys.first { error.message.contains("`\($0)`") }
                let onLine = keys.first { remaining[$0]?.mark?.line == error.line }
                guard let key = named ?? onLine, !requiredKeys.contains(key) else { throw combined() }
                remaining[key] = nil
            }
        }
    }
}
