import Foundation
import GestureCore
import GestureReplay

extension HTMLReportCase {
    /// A check result as a report case, with its verdict and failures.
    ///
    /// The case is replayed again with its records (replays are deterministic, so it shows what the
    /// check judged). A case that cannot
    /// be replayed becomes a failed case with the reason and nothing to animate.
    package init(result: CheckResult) {
        let checkCase = result.checkCase
        do throws(ReplayError) {
            let recording = try LoadedRecording(
                path: checkCase.recording, descriptionPath: checkCase.descriptionPath,
                deviceIndex: checkCase.deviceIndex)
            self = try HTMLReportCase(
                name: checkCase.name, recording: recording, options: try checkCase.replayOptions())
        } catch {
            self.init(unavailable: checkCase.name, setting: "\(checkCase.model), \(checkCase.transition)")
        }
        verdict = result.passed ? .passed : .failed
        failures = result.failures
        line = result.line
        if let app = result.app {
            appCaption =
                "app: " + app.kind.rawValue + (app.screenshot.map { " (\($0))" } ?? "")
                + (app.delivery.map { "; play's frames up to \($0.maxText) late" } ?? "")
                + (app.delivery?.changeText.map { "; " + $0 } ?? "")
            appScreenshot = app.screenshot.flatMap { FileManager.default.contents(atPath: $0) }?.base64EncodedString()
            appReleaseScreenshot = app.releaseScreenshot.flatMap { FileManager.default.contents(atPath: $0) }?
                .base64EncodedString()
            appReleaseCaption =
                "at the release"
                + (app.releaseShotSeconds.map { " (taken within \($0.decimal(upTo: 1, atLeast: 1)) s of the lift)" }
                    ?? "")
        }
    }

    /// A case with nothing to show but its name and failures.
    init(unavailable name: String, setting: String) {
        self.name = name
        verdict = .failed
        line = name
        failures = []
        self.setting = setting
        container = Size(width: 1, height: 1)
        path = []
        frames = []
        decisions = []
        completions = []
        plot = TracePlot(title: name)
    }
}
