import GestureInteraction
import Testing

/// Which libadwaita release prepares a touch swipe on its first drag update (measured in the toolkit
/// lane: 1.2.2 under GTK 4.8 began at the second update, 1.7.6 under GTK 4.18 at the first).
@Suite struct AdwaitaTouchReleaseTests {
    @Test(arguments: [(AdwaitaRelease.v1_2, true), (.v1_7, false), (.v1_10, false)])
    func theReleaseSetsWhetherTheFirstDragUpdateOnlyPrepares(release: AdwaitaRelease, prepares: Bool) {
        var overrides = ModelOverrides()
        overrides.adwaitaRelease = release
        let model = overrides.applied(to: .adwaita)
        #expect(model.recognizer.firstMovePrepares == prepares)
        #expect(model.recognizer.percentMode == .appliedMoves)
        #expect(model.recognizer.extraTouchPolicy == .end)
        #expect(!model.recognizer.liftMoves)
    }
}
