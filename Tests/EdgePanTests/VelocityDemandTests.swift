import EdgePan
import GestureCore
import Testing

/// `velocityOnEveryMove = false` fits the velocity only for the updates that come with a state
/// change: those are the same as with every fit, the others report zero.
@Suite struct VelocityDemandTests {
    /// A swipe from the left edge: down at 5 pt, 30 moves of 7 pt then slowing, 8 ms apart, the lift.
    static func samples() -> [TouchSample] {
        var samples = [TouchSample(contact: 0, phase: .down, location: Point(x: 5, y: 400), time: .zero)]
        var x = 5.0
        for step in 1...30 {
            x += step < 20 ? 7 : 3
            samples.append(
                TouchSample(
                    contact: 0, phase: .move, location: Point(x: x, y: 400 + Double(step) / 4),
                    time: Timestamp(microseconds: UInt64(step) * 8_000)))
        }
        samples.append(
            TouchSample(contact: 0, phase: .up, location: Point(x: x, y: 407.5), time: Timestamp(microseconds: 248_000))
        )
        return samples
    }

    @Test func updatesWithAStateChangeKeepTheirVelocity() {
        let container = Size(width: 390, height: 844)
        var every = ScreenEdgePanRecognizer(container: container)
        var some = ScreenEdgePanRecognizer(container: container)
        some.velocityOnEveryMove = false
        var withChange = 0
        var withoutChange = 0
        for sample in Self.samples() {
            let full = every.handle(sample)
            let lazy = some.handle(sample)
            #expect(full.count == lazy.count)
            let changed = full.contains { if case .stateChange = $0 { true } else { false } }
            for (a, b) in zip(full, lazy) {
                guard case .update(let expected) = a, case .update(let update) = b else {
                    #expect(a == b)
                    continue
                }
                #expect(update.percent == expected.percent)
                if changed {
                    withChange += 1
                    #expect(update == expected)
                } else {
                    withoutChange += 1
                    #expect(update.velocity == .zero && update.percentVelocity == 0)
                    #expect(expected.percentVelocity != 0)
                }
            }
        }
        // began, the first changed and ended come with a state change; the other moves do not.
        #expect(withChange == 3)
        #expect(withoutChange > 20)
    }

    /// The velocity left out of a move is fitted on demand, bit for bit the fit of every move; once
    /// the contact takes another sample the old update is no longer fitted (its samples are gone).
    @Test func aLeftOutVelocityIsFittedOnDemandUntilTheNextSample() {
        let container = Size(width: 390, height: 844)
        var every = ScreenEdgePanRecognizer(container: container)
        var some = ScreenEdgePanRecognizer(container: container)
        some.velocityOnEveryMove = false
        var previous: ScreenEdgePanRecognizer.Update?
        var fitted = 0
        for sample in Self.samples() {
            let full = every.handle(sample)
            let lazy = some.handle(sample)
            if let previous, sample.phase == .move {
                #expect(some.withVelocity(previous) == previous)
            }
            for (a, b) in zip(full, lazy) {
                guard case .update(let expected) = a, case .update(let update) = b else { continue }
                #expect(some.withVelocity(update) == expected)
                #expect(every.withVelocity(expected) == expected)
                if update != expected { fitted += 1 }
                previous = update.velocity == .zero ? update : nil
            }
        }
        #expect(fitted > 20)
    }
}
