import GestureReplay

extension CheckResult {
    /// Puts the app's reaction beside the model's verdict and fails the case where they disagree.
    ///
    /// The app must agree with the model's outcome and with the case's `expect:` (its last outcome for a
    /// recording of several gestures): `finished` with finished, `cancelled` and `none` with `stayed`, or
    /// exactly with a manifest that has `began:`. A case the app could not be played in is an error; a
    /// `finished:` that held before the gesture makes the reading meaningless and fails the case.
    /// - Parameter reaction: What the app did (``AppReaction``).
    package mutating func apply(_ reaction: AppReaction) {
        app = reaction
        // JUnit's time for the case: the model's and the app's.
        wallTime += .seconds(reaction.seconds ?? 0)
        if reaction.kind == .error {
            failures.append("the app could not be played: \(reaction.error ?? "no reason given")")
            couldNotRun = true
            passed = false
            return
        }
        if let model = summary?.outcome.rawValue, !reaction.agrees(with: model) {
            failures.append(
                "the app \(reaction.kind.rawValue), the model \(model)"
                    + (reaction.delivery?.changeText.map { "; \($0)" } ?? ""))
        }
        if let expected = checkCase.expect.last?.rawValue, !reaction.agrees(with: expected) {
            failures.append("expected \(expected) from the app, got \(reaction.kind.rawValue)")
        }
        if reaction.finishedBefore == true {
            failures.append("`finished:` already held before the gesture, so it cannot tell what the gesture did")
        }
        passed = failures.isEmpty
    }

    /// The app's part of the case's line: `app: finished`, with the runner's note when it has one.
    var appText: String? {
        guard let app else { return nil }
        var text = "app: " + app.kind.rawValue
        if app.kind != .error, let note = app.error { text += " (\(note))" }
        // Said once: a disagreement with the model says it in its failure.
        let disagrees = summary.map { !app.agrees(with: $0.outcome.rawValue) } ?? false
        if !disagrees, let change = app.delivery?.changeText { text += "; " + change }
        return text
    }
}
