import GestureCore
import GestureReplay
import InteractiveTransition
package import JSONLines

/// `check --json FILE`: one JSON object a case, a line each (JSON Lines), for CI to read.
///
/// ```json
/// {"name": "…", "recording": "…", "gesture": null, "expect": ["finished"], "passed": true, "failures": [],
///  "model": {"outcome": "finished", "rule": "adwaita", "releasePercent": 0.681481},
///  "app": {"reaction": "finished", "finished": true, "began": true, "finishedBefore": false,
///          "screenshot": "…/case-0.png", "releaseScreenshot": "…/case-0-release.png", "releaseShotSeconds": 0.4,
///          "play": {"p50Microseconds": 210, "p99Microseconds": 5120, "maxMicroseconds": 9310,
///                   "model": "adwaita", "fileOutcome": "finished", "deliveredOutcome": "finished", "differs": false},
///          "seconds": 17.1, "readySeconds": 9.4, "settleSeconds": 2.7, "error": null}}
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
                ("releasePercent", .measure(last?.releasePercent?.value)),
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
                ("releaseScreenshot", reaction.releaseScreenshot.map(JSONValue.string) ?? .null),
                ("releaseShotSeconds", .measure(reaction.releaseShotSeconds)),
                ("play", reaction.delivery.map(Self.delivery) ?? .null),
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

    /// How the play's frames reached the app.
    static func delivery(_ delivery: AppDelivery) -> JSONValue {
        .object([
            ("p50Microseconds", .int(delivery.p50Microseconds)),
            ("p99Microseconds", .int(delivery.p99Microseconds)),
            ("maxMicroseconds", .int(delivery.maxMicroseconds)),
            ("model", delivery.model.map(JSONValue.string) ?? .null),
            ("fileOutcome", delivery.fileOutcome.map(JSONValue.string) ?? .null),
            ("deliveredOutcome", delivery.deliveredOutcome.map(JSONValue.string) ?? .null),
            ("differs", .bool(delivery.differs)),
        ])
    }
}
