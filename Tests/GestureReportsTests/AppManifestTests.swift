import Foundation
import GestureReplay
import GestureReports
import GestureTestSupport
import Testing

/// The `app:` section of a check manifest: its values, its defaults and every mistake with its line.
@Suite struct AppManifestTests {
    @Test func anAppSectionIsReadWithItsDefaultsAndSetsTheContainer() throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("a.evemu", "")
        _ = try scratch.write("inbox.py", "")
        let path = try scratch.write(
            "m.yml",
            """
            app:
              command: python3 inbox.py
              files: [inbox.py]
              packages: [gir1.2-adw-1, python3-gi]
              size: 1024x600
              ready: {shows: "Message 1"}
              finished: {shows: Inbox}
              began: {output: "^showing Inbox$"}
            cases:
              - recording: a.evemu
                expect: finished
              - recording: a.evemu
                expect: cancelled
                container: 390x844

            """)
        let manifest = try CheckManifest(path: path)
        let app = try #require(manifest.app)
        #expect(app.command == "python3 inbox.py")
        #expect(app.files == ["inbox.py"])
        #expect(app.packages == ["gir1.2-adw-1", "python3-gi"])
        #expect(app.debian == 13)
        #expect(app.compositor == .sway)
        #expect(app.width == 1024 && app.height == 600)
        #expect(app.ready == .shows("Message 1"))
        #expect(app.finished == .shows("Inbox"))
        #expect(app.began == .output("^showing Inbox$"))
        #expect(app.line == 2)
        // The app's output is the model's container unless a case sets its own.
        #expect(manifest.cases[0].container.map { [$0.0, $0.1] } == [1024, 600])
        #expect(manifest.cases[1].container.map { [$0.0, $0.1] } == [390, 844])
    }

    @Test func aManifestWithoutAppHasNone() throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("a.evemu", "")
        let path = try scratch.write("m.yml", "cases:\n  - recording: a.evemu\n    expect: none\n")
        let manifest = try CheckManifest(path: path)
        #expect(manifest.app == nil)
        #expect(manifest.cases[0].container == nil)
    }

    @Test func everyMistakeOfTheAppSectionIsReportedWithItsLine() throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("a.evemu", "")
        let path = try scratch.write(
            "m.yml",
            """
            app:
              comand: python3 inbox.py
              debian: 11
              compositor: phosh
              size: 1280by800
              packages: [Python3-GI]
              ready: {show: "Message 1"}
              finished: {output: "(unclosed"}
            cases:
              - recording: a.evemu
                expect: finished

            """)
        #expect {
            _ = try CheckManifest(path: path)
        } throws: { error in
            guard let error = error as? CheckManifestError else { return false }
            let lines = error.lines
            let expected = [
                "\(path):2: expected an app key (command, files, packages, debian, compositor, size, ready, "
                    + "finished, began), found `comand`; did you mean 'command'?",
                "\(path):2: expected `app.command:` (the command line that starts the app)",
                "\(path):3: expected `app.debian` to be 12 or 13, found `11`",
                "\(path):4: expected `app.compositor` to be sway, gnome-shell or kwin, found `phosh`: the app "
                    + "runner has no session under phosh (phoc) yet; use sway, gnome-shell or kwin",
                "\(path):5: expected `app.size` to be WIDTHxHEIGHT in pixels, each 1 to 8192, found `1280by800`",
                "\(path):6: expected `app.packages` to hold Debian package names, found `Python3-GI`",
                "\(path):7: expected `app.ready` to be {shows: NAME}, {output: REGEX} or {command: CMD}, found "
                    + "`show`; did you mean 'shows'?",
                "\(path):8: expected `app.finished.output` to be a regular expression, found `(unclosed`",
            ]
            return Set(lines) == Set(expected) && lines.count == expected.count && !error.missing
        }
    }

    /// Debian 12 and 13 are the releases the app's guest runs; a release without a guest is refused
    /// with both named.
    @Test(arguments: [12, 13]) func aGuestReleaseIsTaken(release: Int) throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("a.evemu", "")
        let path = try scratch.write(
            "app.yml",
            "app:\n  command: \"true\"\n  debian: \(release)\n  finished: {output: done}\n"
                + "cases:\n  - recording: a.evemu\n    expect: finished\n")
        #expect(try CheckManifest(path: path).app?.debian == release)
    }

    /// GNOME Shell and KWin are taken on Debian 13 (the default), the release whose shell guest runs
    /// them, and refused on Debian 12 with the release they need named; a misspelt compositor gets a
    /// did-you-mean.
    @Test func theShellsAreTakenOnDebian13AndRefusedOn12() throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("a.evemu", "")
        func manifest(_ extra: String) throws -> String {
            try scratch.write(
                "app.yml",
                "app:\n  command: \"true\"\n\(extra)  finished: {output: done}\n"
                    + "cases:\n  - recording: a.evemu\n    expect: finished\n")
        }
        #expect(try CheckManifest(path: manifest("  compositor: gnome-shell\n")).app?.compositor == .gnomeShell)
        #expect(try CheckManifest(path: manifest("  compositor: kwin\n  debian: 13\n")).app?.compositor == .kwin)
        let twelve = try manifest("  compositor: gnome-shell\n  debian: 12\n")
        #expect {
            _ = try CheckManifest(path: twelve)
        } throws: { error in
            (error as? CheckManifestError)?.lines == [
                "\(twelve):4: expected `app.debian` to be 13 with `compositor: gnome-shell` (its logind session "
                    + "runs in the Debian 13 shell guest only), found `12`"
            ]
        }
        let misspelt = try manifest("  compositor: gnome-shel\n")
        #expect {
            _ = try CheckManifest(path: misspelt)
        } throws: { error in
            (error as? CheckManifestError)?.lines == [
                "\(misspelt):3: expected `app.compositor` to be sway, gnome-shell or kwin, found `gnome-shel`; "
                    + "did you mean 'gnome-shell'?"
            ]
        }
    }

    @Test func aMissingAppFileIsExit66AndAnUnknownTopKeyGetsADidYouMean() throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("a.evemu", "")
        let missing = try scratch.write(
            "m.yml",
            "app:\n  command: ./run\n  files: [run]\n  finished: {command: 'true'}\ncases:\n"
                + "  - recording: a.evemu\n    expect: none\n")
        #expect {
            _ = try CheckManifest(path: missing)
        } throws: { error in
            guard let error = error as? CheckManifestError else { return false }
            return error.missing
                && error.lines == ["\(missing):3: expected `app.files` to name existing files, found no such file run"]
        }
        let typo = try scratch.write("t.yml", "ap:\n  command: x\ncases:\n  - recording: a.evemu\n    expect: none\n")
        #expect {
            _ = try CheckManifest(path: typo)
        } throws: { error in
            guard let error = error as? CheckManifestError else { return false }
            return error.lines == [
                "\(typo):1: expected `defaults:`, `cases:` or `app:`, found `ap`; did you mean 'app'?"
            ]
        }
    }
}

/// The app's reaction beside the model's verdict.
@Suite struct AppReactionTests {
    @Test func reactionsAgreeWithTheOutcomesTheIssueNames() {
        // finished with finished; cancelled and none with stayed, or exactly when `began:` tells them apart.
        let table: [(AppReaction.Kind, String, Bool)] = [
            (.finished, "finished", true), (.finished, "cancelled", false), (.finished, "none", false),
            (.stayed, "finished", false), (.stayed, "cancelled", true), (.stayed, "none", true),
            (.cancelled, "cancelled", true), (.cancelled, "none", false), (.cancelled, "finished", false),
            (.none, "none", true), (.none, "cancelled", false), (.error, "finished", false),
        ]
        for (kind, outcome, agrees) in table {
            #expect(AppReaction(kind: kind).agrees(with: outcome) == agrees, "\(kind) vs \(outcome)")
        }
    }
}
