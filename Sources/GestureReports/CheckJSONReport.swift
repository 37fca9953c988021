import GestureReplay
import InteractiveTransition
package import JSONLines

/// `check --json FILE`: one JSON object a case, a line each (JSON Lines), for CI to read.
///
/// ```json
/// {"name": "…", "recording": "…", "gesture": null, "expect": ["finished"], "passed": true, "failures": [],
///  "model": {"outcome": "finished", "rule": "adwaita", "releasePercent": 0.681481},
///  "app": {"reaction": "finished", "finished": true, "began": true, "finishedBefore": false,
///          "screenshot": "…/case-0.png", "seconds": 17.1, "readySeconds": 9.4, "settleSeconds": 2.7,
///          "error": null}}
/// ```
/// `model` is null for a case that could not be replayed, `app` for a manifest without `app:` (or
/// `--app off`). Keys keep this order and numbers print the same way on every run (``JSONValue``).
package enum CheckJSONReport {
    /// The objects of `results`, one a line, each line ended by a newline.
    package static func lines(for results: [CheckResult]) -> [UInt8] {
        var bytes: [UInt8] = []
        for result in results {
            bytes += object(for: result).serializedBytes()
            bytes.append(0x0A)
        }
        return bytes
    }

    /// The object of one result.
    package static func object(for result: CheckResult) -> JSONValue {
        let checkCase = result.checkCase
        var model = JSONValue.null
        if let summary = result.summary {
            let last = summary.transitions.last
            model = .object([
                ("outcome", .string(summary.outcome.rawValue)),
                ("rule", last?.rule.map { .string($0.rawValue) } ?? .null),
                ("releasePercent", .measure(last?.releasePercent)),
            ])
        }
        var app = JSONValue.null
        if let reaction = result.app {
            app = .object([
                ("reaction", .string(reaction.kind.rawValue)),
                ("finished", reaction.finished.map(JSONValue.bool) ?? .null),
                ("began", reaction.began.map(JSONValue.bool) ?? .null),
                ("finishedBefore", reaction.finishedBefore.map(JSONValue.bool) ?? .null),
                ("screenshot", reaction.screenshot.map(JSONValue.string) ?? .null),
                ("seconds", .measure(reaction.seconds)),
                ("readySeconds", .measure(reaction.readySeconds)),
                ("settleSeconds", .measure(reaction.settleSeconds)),
                ("error", reaction.error.map(JSONValue.string) ?? .null),
            ])
        }
        return .object([
            ("name", .string(checkCase.name)),
            ("recording", .string(checkCase.recording)),
            ("gesture", checkCase.gesture.map { .int(Int64($0)) } ?? .null),
            ("expect", .array(checkCase.expect.map { .string($0.rawValue) })),
            ("passed", .bool(result.passed)),
            ("failures", .array(result.failures.map(JSONValue.string))),
            ("model", model),
            ("app", app),
        ])
    }
}
