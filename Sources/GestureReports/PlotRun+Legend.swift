import GestureCore
import GestureReplay

extension PlotRun {
    /// What the run came to, as the legend names it: `cancelled by threshold`, `finished by fling`,
    /// `none (startedOutsideEdgeZone)`.
    package var headline: String {
        guard let outcome else { return "no summary" }
        switch outcome {
        case .none: return "none" + (failureReason.map { " (\($0))" } ?? "")
        case .finished, .cancelled, .unsettled: return outcome.rawValue + (rule.map { " by \($0)" } ?? "")
        }
    }

    /// The legend's lines for this run: the model, its outcome and the release and completion of its
    /// transition; with several releases (several transitions, or one caught while settling), a line
    /// for each after the first.
    package var legendLines: [String] {
        let releases = markers.filter { $0.kind == .release }
        let first = model + ": " + headline
        switch releases.count {
        case 0: return [first]
        case 1: return [first + " — " + releaseSummary(releases[0], next: nil)]
        default:
            return [first + " (the last of \(releases.count) releases)"]
                + releases.enumerated().map { offset, release in
                    let next = offset + 1 < releases.count ? releases[offset + 1] : nil
                    return "release \(offset + 1): \(release.label) — " + releaseSummary(release, next: next)
                }
        }
    }

    /// `released 0.080 s at 30.0 %, 3.63 extents/s; completed 0.185 s` for one release; a release
    /// followed by another before its transition completed was caught while settling.
    func releaseSummary(_ release: PlotMarker, next: PlotMarker?) -> String {
        var text = "released " + Self.seconds(release.time)
        if let value = release.percent { text += " at " + Self.percent(value.value) }
        if let speed = release.velocity { text += ", " + Self.speed(speed.value) }
        let completion = markers.first { marker in
            marker.kind == .completion && marker.index == release.index && marker.time >= release.time
                && (next.map { marker.time <= $0.time } ?? true)
        }
        if let completion {
            text += "; completed " + Self.seconds(completion.time)
        } else {
            text += next?.index == release.index ? "; caught while settling" : "; not completed"
        }
        return text
    }
}
