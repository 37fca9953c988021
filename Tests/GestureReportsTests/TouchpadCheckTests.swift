import Foundation
import GestureTestSupport
import Testing

/// Touchpad options in check manifests (as `replay` has them) and the touchpad wording of the
/// timeline's closing line.
@Suite(.serialized) struct TouchpadCheckTests {
    /// A manifest of one gnomeShell case on the four-finger upward swipe (20 mm, slowing to rest).
    static func upwardSwipe(_ fields: String, expect: String) throws -> String {
        try CheckCommandTests.temporary(
            "touchpad.yml",
            """
            cases:
              - recording: \(RepositoryPaths.recordings())/touchpad-4fg-up.evemu
                model: gnomeShell
                expect: \(expect)
                \(fields)
            """)
    }

    /// `direction: up` makes GNOME Shell's upward four-finger swipe drive the transition.
    ///
    /// GNOME Shell takes 3–4 finger swipes; with `direction: up` the upward one drives the transition
    /// forward over the vertical base distance, 300 units: 20 mm is at most 20 · 10.52 / 300 ≈ 0.70, and
    /// at rest the nearest snap point (1) wins. With the default direction (right) the same swipe is
    /// across the transition's axis and never drives it.
    @Test func directionPicksTheVerticalSwipe() throws {
        let up = try CommandRunner.run(["check", try Self.upwardSwipe("direction: up", expect: "finished")])
        #expect(up.status == 0, "\(up.stdout)\(up.stderr)")
        let right = try CommandRunner.run(["check", try Self.upwardSwipe("fingers: 3", expect: "none")])
        #expect(right.status == 0, "\(right.stdout)\(right.stderr)")
    }

    /// A base distance far past the travel keeps the progress under half: the swipe cancels.
    @Test func baseDistanceIsApplied() throws {
        let result = try CommandRunner.run([
            "check", try Self.upwardSwipe("direction: up\n    baseDistance: 1000", expect: "cancelled"),
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// One finger is pointer motion: the closing line says what libinput saw and which gesture the
    /// tracker waited for (GNOME Shell's 3–4-finger swipes, libadwaita's two-finger scrolls), not
    /// that no edge pan was recognized.
    @Test func theClosingLineNamesTheTouchpadGesture() throws {
        let result = try CommandRunner.run([
            "replay", RepositoryPaths.recordings() + "/touchpad-1fg-right.evemu", "--model", "gnomeShell",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "outcome: none — libinput reported no gesture the tracker takes: at most 1 finger down; "
                    + "gnomeShell's tracker takes swipes of 3–4 fingers"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("edge pan"))
        let scroll = try CommandRunner.run([
            "replay", RepositoryPaths.recordings() + "/touchpad-3fg-right-0.8.evemu", "--model", "adwaita",
        ])
        #expect(
            scroll.stdout.contains(
                "at most 3 fingers down; adwaita's tracker takes two-finger scrolls"), "\(scroll.stdout)")
    }
}
