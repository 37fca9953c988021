import FuzzSupport
import GestureCore
import GestureReplay
import InteractiveTransition

/// libFuzzer entry point: the input as a transition spec (JSON through Foundation).
///
/// The spec is loaded the way `replay --transition FILE` loads it, then driven under every settle
/// model: dragged to 30 % and 60 %, released toward finish or cancel with a velocity, and ticked at
/// 60 Hz while it settles, reading the layer values at each tick. Typed errors are the expected
/// outcome for garbage; a trap, a crash or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTransition(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.withFile(UnsafeRawBufferPointer(start: data, count: size)) { path in
        guard let spec = try? TransitionLoader.load(path) else { return }
        for (index, model) in SettleModel.allCases.enumerated() {
            drive(spec, model: model, toward: index % 2 == 0 ? .finish : .cancel)
        }
        if var transition = try? PercentDrivenInteractiveTransition(spec: spec) {
            try? transition.startNonInteractive(at: .zero)
            settle(&transition, from: 0)
        }
    }
    return 0
}

/// The frame interval of the ticks, seconds (60 Hz, the replay's default frame clock).
let frameInterval = 1.0 / 60
/// The most ticks a settle is followed for (10 s at 60 Hz): enough for every preset, bounded for
/// specs with absurd durations.
let maximumTicks = 600

func drive(_ spec: TransitionSpec, model: SettleModel, toward outcome: Outcome) {
    guard var transition = try? PercentDrivenInteractiveTransition(spec: spec, settleModel: model) else { return }
    do throws(TransitionError) {
        try transition.startInteractive(at: .zero)
        try transition.update(0.3, at: Timestamp(seconds: 0.05))
        _ = transition.layerValues(at: Timestamp(seconds: 0.05))
        try transition.update(0.6, at: Timestamp(seconds: 0.1))
        try transition.release(
            toward: outcome, at: Timestamp(seconds: 0.15), velocity: outcome == .finish ? 1.5 : -1.5)
    } catch {
        _ = "\(error)"
        return
    }
    settle(&transition, from: 0.15)
}

func settle(_ transition: inout PercentDrivenInteractiveTransition, from start: Double) {
    for tick in 1...maximumTicks {
        let time = Timestamp(seconds: start + Double(tick) * frameInterval)
        transition.tick(at: time)
        _ = transition.layerValues(at: time)
        _ = transition.drainEvents()
        if case .completed = transition.phase { return }
    }
}
