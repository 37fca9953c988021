import EvdevInput
import Foundation
import GestureCore
import GestureInteraction
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// Every outcome says why, with the numbers of every rule evaluated (issue: outcomes without reasons).
@Suite struct DecisionExplanationTests {
    static func replay(_ name: String, configure: (inout ReplayOptions) -> Void = { _ in }) throws -> ReplaySummary {
        var options = ReplayOptions()
        configure(&options)
        return try Replay.run(path: RepositoryPaths.recordings() + "/" + name, options: options)
    }

    /// `left-flick-30.evemu` lifts while moving at about 3.6 widths/s (recordings/README.md); under
    /// cupertino with the fling raised to 4 widths/s the fling rule does not decide, the 50 % rule
    /// does at 29 %, and the decision says the fling was not reached, with both numbers.
    @Test func aFlingNotReachedIsSaidWithItsNumbers() throws {
        let summary = try Self.replay("left-flick-30.evemu") { options in
            var overrides = ModelOverrides()
            overrides.fling = 4
            options.model = overrides.applied(to: .cupertino)
        }
        let decision = try #require(summary.lastDecision)
        #expect(decision.rule == .threshold)
        #expect(decision.outcome == .cancel)
        #expect(decision.velocityThreshold == 4)
        #expect(decision.velocity > 3.5 && decision.velocity < 4)
        let explanation = try #require(summary.explanation)
        #expect(explanation.contains("< 50.0 % threshold"))
        #expect(explanation.contains("fling not reached: |\(decision.velocity.value.fixed(2))| < 4.00 extents/s"))
    }

    /// `left-finish-slow.evemu` rests 100 ms before the lift (recordings/README.md): past the least
    /// squares tracker's 40 ms pause rule (Flutter's `_assumePointerMoveStoppedMilliseconds`), so the
    /// release velocity is 0 and the decision says so.
    @Test func aVelocityZeroedByThePauseRuleIsSaid() throws {
        let summary = try Self.replay("left-finish-slow.evemu")
        let decision = try #require(summary.lastDecision)
        #expect(decision.velocity == 0)
        let pause = try #require(decision.velocityPause)
        #expect(pause.limit == .milliseconds(40))
        #expect(abs(pause.rested.seconds - 0.1) < 0.002)
        #expect(summary.explanation?.contains("past the 0.040 s pause rule") == true)
        // A flick lifted while moving rested not at all: no pause is reported.
        #expect(try Self.replay("left-flick-30.evemu").lastDecision?.velocityPause == nil)
    }

    @Test func fixedDecimalsRoundHalfAwayFromZero() {
        #expect(3.627587.fixed(2) == "3.63")
        #expect(0.5.fixed(1) == "0.5")
        #expect((-0.004).fixed(2) == "0.00")
        #expect((-6.307).fixed(2) == "-6.31")
        #expect(69.9074.fixed(1) == "69.9")
        #expect(100.0.fixed(0) == "100")
        #expect(Double.nan.fixed(2) == "nan")
    }
}

/// Why a touchpad replay drove nothing, said in the summary (its `reason` and `explanation`).
@Suite struct TouchpadIdleReasonTests {
    static let unitsPerMM = RecordingCatalog.touchpadUnitsPerMillimetre

    /// The synthetic touchpad with a pressure axis of 0…255: libinput's touch begins at
    /// `min + 0.12·range` = 30 (evdev-mt-touchpad.c).
    static var pressurePad: DeviceDescription {
        var pad = SyntheticDevice.touchpad
        pad.enable(.abs, EventCode.absMTPressure, AbsInfo(minimum: 0, maximum: 255))
        return pad
    }

    /// A two-finger swipe of 80 % of libadwaita's distance whose second finger presses with
    /// `second` (the first with 100).
    static func swipe(secondPressure second: Int32) throws -> [InputEvent] {
        let events = try SyntheticGesture.touchpadSwipe(fingers: 2, dx: 0.8 * 400 / unitsPerMM, duration: 0.8)
            .events(for: SyntheticDevice.touchpad)
        var result: [InputEvent] = []
        var slot: Int32 = 0
        for event in events {
            result.append(event)
            if event.type == .abs, event.code == EventCode.absMTSlot { slot = event.value }
            if event.type == .abs, event.code == EventCode.absMTTrackingID, event.value >= 0 {
                result.append(
                    InputEvent(
                        time: event.time, type: .abs, code: EventCode.absMTPressure, value: slot == 0 ? 100 : second))
            }
        }
        return result
    }

    @Test func aSecondFingerBelowThePressureThresholdIsSaid() throws {
        let adwaita = ReplayOptions(model: .adwaita)
        let (pressed, _) = try replaySynthetic(
            try Self.swipe(secondPressure: 100), device: Self.pressurePad, options: adwaita)
        #expect(pressed.recognized)
        let (light, _) = try replaySynthetic(
            try Self.swipe(secondPressure: 10), device: Self.pressurePad, options: adwaita)
        #expect(light.outcome == .none)
        #expect(light.touchpadIdle == .noGesture(contacts: 2, fingers: 1, pressureThreshold: 30))
        #expect(light.explanation?.contains("below its pressure threshold, 30") == true)
    }

    @Test func oneFingerAndTheWrongDirectionAreSaid() throws {
        let adwaita = ReplayOptions(model: .adwaita)
        let one = try SyntheticGesture.touchpadSwipe(fingers: 1, dx: 0.8 * 400 / Self.unitsPerMM, duration: 0.8)
            .events(for: SyntheticDevice.touchpad)
        let (single, _) = try replaySynthetic(one, device: SyntheticDevice.touchpad, options: adwaita)
        #expect(single.touchpadIdle == .noGesture(contacts: 1, fingers: 1, pressureThreshold: nil))
        var left = adwaita
        left.direction = .left
        let two = try SyntheticGesture.touchpadSwipe(fingers: 2, dx: 0.8 * 400 / Self.unitsPerMM, duration: 0.8)
            .events(for: SyntheticDevice.touchpad)
        let (against, _) = try replaySynthetic(two, device: SyntheticDevice.touchpad, options: left)
        #expect(against.touchpadIdle == .ignored(.wrongDirection, fingers: 2))
        #expect(against.explanation?.contains("against the transition's direction") == true)
    }

    /// A vertical two-finger scroll under a horizontal transition is passed over by libadwaita's tracker
    /// because of its axis (`adw-swipe-tracker.c` takes a first scroll only with motion along its
    /// orientation), not because of its two fingers, which are what the tracker takes.
    @Test func aScrollAlongTheOtherAxisIsSaidToBe() throws {
        let down = try SyntheticGesture.touchpadSwipe(fingers: 2, dx: 0, dy: 0.8 * 400 / Self.unitsPerMM, duration: 0.8)
            .events(for: SyntheticDevice.touchpad)
        let (vertical, _) = try replaySynthetic(
            down, device: SyntheticDevice.touchpad, options: ReplayOptions(model: .adwaita))
        #expect(vertical.outcome == .none)
        #expect(vertical.touchpadIdle == .ignored(.wrongOrientation, fingers: 2))
        #expect(vertical.explanation?.contains("motion along the other axis") == true)
        #expect(vertical.explanation?.contains("at most 2 fingers down") == false)
    }
}

/// The device class: declared by the user, or kept from the recording's own header, and a guess said.
@Suite(.enabled(if: Corpus.files != nil, "no ../shared/corpus beside the repository"))
struct DeviceClassTests {
    static func corpus(_ name: String) -> String { Corpus.path(name) }

    /// A description without key bits keeps those of the dump's own header.
    ///
    /// ChromiumOS's lumpy dump has an evtest header naming `BTN_TOOL_FINGER` and no direct property (a
    /// touchpad by udev's rules); the paired `.desc` has axes but no key bits (corpus MANIFEST.md).
    /// The header's keys are kept, so it is a touchpad, not `other`.
    @Test func aDescriptionWithoutKeysKeepsTheHeadersKeys() throws {
        let reader = try Recording.open(
            Self.corpus("cros-lumpy-robot-2f-right-to-left-slow.dat"),
            descriptionPath: Self.corpus("cros-lumpy-cypress-touchpad.desc"))
        #expect(reader.description?.deviceClass == .touchpad)
        #expect(reader.description?.has(.key, EventCode.btnToolFinger) == true)
    }

    /// The link dump has no header and its `.desc` no key bits, but its events carry `BTN_TOOL_FINGER`
    /// and `BTN_TOOL_DOUBLETAP`, which only a touchpad sends: the class is taken from them (a touchpad,
    /// not `other`), said by `inspect` and, as the properties are still unknown, as a warning;
    /// `--class touchpad` says it outright.
    @Test func aGuessIsSaidAndTheUserCanSayWhatTheDeviceIs() throws {
        let recording = Self.corpus("cros-link-robot-two-finger-tracking-left-to-right-normal.dat")
        let description = Self.corpus("cros-link-atmel-touchpad.desc")
        let guessed = try CommandRunner.run(["replay", recording, "--description", description, "--model", "adwaita"])
        #expect(guessed.stderr.contains("lists no keys: those the events carry are taken ("), "\(guessed.stderr)")
        #expect(guessed.stderr.contains("so the class is touchpad by the events"))
        #expect(guessed.stderr.contains("pass --class"))
        #expect(guessed.stdout.contains("libinput"), "the touchpad route: \(guessed.stdout.prefix(300))")
        let inspected = try CommandRunner.run(["inspect", recording, "--description", description])
        #expect(inspected.stdout.contains("— touchpad,"), "\(inspected.stdout.prefix(400))")
        #expect(inspected.stdout.contains("lists no keys: those the events carry are taken ("))
        #expect(inspected.stdout.contains("BTN_TOOL_DOUBLETAP"))
        let screen = try CommandRunner.run(
            ["inspect", recording, "--description", description, "--class", "touchscreen"])
        #expect(screen.status == 0)
        #expect(screen.stdout.contains("— touchscreen,"), "\(screen.stdout.prefix(400))")
        let declared = try CommandRunner.run([
            "replay", recording, "--description", description, "--model", "adwaita", "--class", "touchpad", "--json",
        ])
        #expect(declared.status == 0, "\(declared.stderr)")
        #expect(!declared.stderr.contains("a guess"))
        var options = ReplayOptions(model: .adwaita)
        options.deviceClass = .touchpad
        var records: [TraceRecord] = []
        _ = try Replay.run(path: recording, descriptionPath: description, options: options) { records.append($0) }
        #expect(records.contains { if case .libinput = $0 { true } else { false } })
        let wrong = try CommandRunner.run(["replay", recording, "--class", "touchpda"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("did you mean 'touchpad'"))
    }

    /// A manifest says what the device is with `class:`, as `--class` does: the robot's two-finger
    /// drag across the whole pad, left to right, taken as a touchpad, is a scroll libadwaita tracks to
    /// its end, so it goes back; a misspelt class is a mistake with a did-you-mean.
    @Test func aManifestCaseSaysWhatTheDeviceIs() throws {
        let folder = TemporaryDirectory.path("class")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let recording = Self.corpus("cros-link-robot-two-finger-tracking-left-to-right-normal.dat")
        let description = Self.corpus("cros-link-atmel-touchpad.desc")
        let manifest = folder + "/class.yml"
        try
            ("""
        cases:
          - {recording: \(recording), description: \(description), model: adwaita, class: touchpad, expect: finished}
        """ + "\n").write(toFile: manifest, atomically: true, encoding: .utf8)
        let check = try CommandRunner.run(["check", manifest])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let typo = folder + "/typo.yml"
        try
            ("""
        cases:
          - {recording: \(recording), description: \(description), class: touchpda, expect: finished}
        """ + "\n").write(toFile: typo, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["check", typo])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("did you mean 'touchpad'"))
    }
}
