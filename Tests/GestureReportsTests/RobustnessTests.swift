import EvdevInput
import Foundation
import GestureCore
import GestureReplay
import GestureTestSupport
import JSONLines
import Testing

@testable import GestureReports

/// `robustness`: perturbations of the input stream, stability, and the same bytes for the same seed.
@Suite struct RobustnessTests {
    static func recording(_ name: String) throws -> LoadedRecording {
        try LoadedRecording(path: RepositoryPaths.recordings() + "/" + name)
    }

    @Test func aSwipeReleasedFarFromTheThresholdIsStable() throws {
        // Released at 85 % of the width, 35 % past uikit's 50 %: 0.2 mm of noise (3.2 of 1080 units)
        // and a lost frame move it by well under 1 %, so every variant finishes by the threshold.
        let report = try Robustness.run(try Self.recording("left-threshold-far.evemu"), options: ReplayOptions())
        #expect(report.baseline.outcome == .finished)
        #expect(report.stability >= 0.95)
        #expect(report.flips.isEmpty)
    }

    @Test func aSwipeRestingOnTheThresholdIsNot() throws {
        // Resting on x = 540 of 1080 values, exactly 50 %: `p ≥ 0.5` finishes, 539 cancels. Position
        // noise rounded to units, σ = 3.2, takes it below 540 when 3.2·z < −0.5, probability
        // Φ(−0.5 / 3.2) = erfc(0.5 / (3.2·√2)) / 2 ≈ 0.438; the other perturbations keep the rest at 540.
        let recording = try Self.recording("left-threshold-near.evemu")
        let report = try Robustness.run(recording, options: ReplayOptions())
        #expect(report.baseline.outcome == .finished)
        #expect(report.baseline.releasePercent == 0.5)
        #expect(report.stability < 0.95)
        for flip in report.flips {
            #expect(flip.result.outcome == .cancelled)
            #expect((flip.result.releasePercent ?? 1) < 0.5)
        }
        let noiseOnly = try Robustness.run(recording, options: ReplayOptions(), variants: 400, kinds: [.noise])
        let expected = erfc(0.5 / (3.2 * 2.0.squareRoot())) / 2
        let flipped = Double(noiseOnly.flips.count) / 400
        // Binomial standard deviation over 400 variants: √(0.438 · 0.562 / 400) ≈ 0.025; allow 4 of them.
        #expect(abs(flipped - expected) < 0.1, "flipped \(flipped), expected about \(expected)")
        for kind in [RobustnessVariant.Kind.resample, .jitter, .drop, .phase] {
            #expect(try Robustness.run(recording, options: ReplayOptions(), kinds: [kind]).stability == 1, "\(kind)")
        }
    }

    @Test func theSameSeedGivesTheSameBytesAndAnotherSeedOtherVariants() throws {
        let recording = try Self.recording("left-threshold-near.evemu")
        let a = try Robustness.run(recording, options: ReplayOptions(), seed: 7)
        let b = try Robustness.run(recording, options: ReplayOptions(), seed: 7)
        let c = try Robustness.run(recording, options: ReplayOptions(), seed: 8)
        #expect(a.json.serializedBytes() == b.json.serializedBytes())
        #expect(a.json.serializedBytes() != c.json.serializedBytes())
        let first = try CommandRunner.run([
            "robustness", "recordings/left-threshold-near.evemu", "--json", "--seed", "3",
        ])
        let second = try CommandRunner.run([
            "robustness", "recordings/left-threshold-near.evemu", "--json", "--seed", "3",
        ])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let cases = try #require(json["cases"] as? [[String: Any]])
        #expect(cases.count == 1)
        #expect(cases[0]["recording"] as? String == "recordings/left-threshold-near.evemu")
        #expect(cases[0]["outcome"] as? String == "finished")
        #expect((cases[0]["stability"] as? Double).map { $0 < 0.95 } == true)
        #expect((cases[0]["flips"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test func writingTheFramesBackUnperturbedReplaysEveryRecordingAlike() throws {
        // With no perturbation the events are rewritten from the followed state: every recording must
        // replay exactly as it is, under every model (the write-back loses nothing the engine reads).
        let folder = RepositoryPaths.recordings()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".evemu") }
            .sorted()
        #expect(files.count > 20)
        for file in files {
            let recording = try LoadedRecording(path: folder + "/" + file)
            var options = ReplayOptions()
            if file.hasPrefix("right") { options.edge = .right }
            if file.hasPrefix("top") { options.edge = .top }
            if file.hasPrefix("bottom") { options.edge = .bottom }
            let input = RobustnessInput(description: recording.description, events: recording.events)
            let variant = RobustnessVariant(number: 1, seed: 1, kinds: [])
            let events = input.perturbed(by: variant, fps: 60).events
            let original = Robustness.Result(try recording.replay(options: options))
            let rewritten = Robustness.Result(try recording.replay(events, options: options))
            #expect(original == rewritten, "\(file)")
        }
    }

    @Test(.enabled(if: RepositoryPaths.corpus() != nil, "no ../shared/corpus beside the repository"))
    func writingTheFramesBackUnperturbedReplaysTheCorpusAlike() throws {
        // The same on the public recordings of real devices (../shared/corpus): protocol A and B
        // touchscreens, touchpads, tablets, mice, SYN_DROPPED, MSC timestamps. Every summary must be
        // equal, down to the release percent and the completion time.
        let folder = try #require(RepositoryPaths.corpus())
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        var compared = 0
        for file in files.sorted() {
            guard let recording = try? LoadedRecording(path: folder + "/" + file),
                let original = try? recording.replay(options: ReplayOptions())
            else { continue }
            let input = RobustnessInput(description: recording.description, events: recording.events)
            let events = input.perturbed(by: RobustnessVariant(number: 1, seed: 1, kinds: []), fps: 60).events
            #expect(try recording.replay(events, options: ReplayOptions()) == original, "\(file)")
            compared += 1
        }
        #expect(compared > 50)
    }

    @Test func resamplingPutsMotionOnTheNewRateAndKeepsTouchDownAndLift() throws {
        let recording = try Self.recording("left-finish-slow.evemu")
        let input = RobustnessInput(description: recording.description, events: recording.events)
        var variant = RobustnessVariant(number: 1, seed: 1, kinds: [.resample])
        variant.rate = 90
        variant.gridOffset = 0.25
        let events = input.perturbed(by: variant, fps: 60).events
        let reports = events.filter { $0.type == .syn && $0.code == EventCode.synReport }.map(\.time)
        let originals = recording.events.filter { $0.type == .syn && $0.code == EventCode.synReport }.map(\.time)
        let first = try #require(originals.first)
        // The touch-down and the lift keep their times; every frame between them sits on the 90 Hz grid
        // that starts a quarter period after the first event (rounded to the microsecond).
        #expect(reports.first == first)
        #expect(reports.last == originals.last)
        let period = 1_000_000.0 / 90
        for time in reports.dropFirst().dropLast() {
            let k = (Double(time - first) / period - 0.25).rounded()
            #expect(abs(Double(first) + (k + 0.25) * period - Double(time)) <= 0.5, "\(time)")
        }
        // The swipe's 0.8 s of motion at 90 Hz: 72 grid frames (the rest sends no frame: nothing changes).
        #expect(abs(reports.count - 2 - 72) <= 1)
    }

    @Test func noiseUsesTheFuzzOrATwoTenthsMillimetreDeviation() throws {
        // The synthetic touchscreen has no fuzz and 16 units/mm: 0.2 mm is 3.2 units.
        let recording = try Self.recording("left-finish-slow.evemu")
        let input = RobustnessInput(description: recording.description, events: recording.events)
        #expect(input.noiseDeviation.x == 3.2 && input.noiseDeviation.y == 3.2)
        var fuzzy = recording.description
        fuzzy.absInfo[EventCode.absMTPositionX]?.fuzz = 8
        #expect(RobustnessInput(description: fuzzy, events: recording.events).noiseDeviation.x == 8)
    }

    @Test func theClockPhaseShiftsEveryTickByIt() throws {
        // Tick k comes at k / 60 s (rounded to the microsecond) plus the phase, 5 ms here.
        let recording = try Self.recording("left-finish-slow.evemu")
        var options = ReplayOptions()
        options.clockPhase = 5000
        var times: [UInt64] = []
        let bytes = ByteSink()
        var writer = StateTraceWriter { bytes.data += $0 }
        _ = try recording.replay(options: options) { record in
            if case .frame(let frame) = record { times.append(frame.time.microseconds) }
            if case .header = record { writer.write(record) }
        }
        writer.flush()
        // The header says so; without a phase it says nothing (the golden traces keep their bytes).
        #expect(String(decoding: bytes.data, as: UTF8.self).contains("\"fps\":60,\"clockPhaseMicroseconds\":5000,"))
        #expect(!times.isEmpty)
        for time in times {
            let k = ((Double(time) - 5000) * 60 / 1e6).rounded()
            #expect(time == UInt64((k * 1e6 / 60).rounded()) + 5000)
        }
    }
}

/// Collects what a writer emits.
final class ByteSink: @unchecked Sendable {
    var data: [UInt8] = []
}
