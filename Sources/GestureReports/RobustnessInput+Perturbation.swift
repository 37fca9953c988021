import EvdevInput
import GestureCore

extension RobustnessInput {
    /// A frame to write: a time and either a state (written as a difference) or recorded events.
    struct Planned {
        var time: Int64
        var state: State
        var structural: Bool
        var recorded: [InputEvent]?
        /// The recorded frame's own `SYN_REPORT` time, for moving its events with it.
        var recordedTime: Int64 = 0
    }

    /// The events of `variant` and what was done to them, in words (`90 Hz, jitter ±2 ms, …`).
    ///
    /// Resampling, noise and drops need absolute positions; on other devices only jitter applies to
    /// the events (and the clock phase to the replay).
    func perturbed(by variant: RobustnessVariant, fps: Int) -> (events: [InputEvent], applied: [String]) {
        var plan = frames.map {
            Planned(
                time: $0.time, state: $0.state, structural: $0.structural, recorded: $0.verbatim ? $0.events : nil,
                recordedTime: $0.time)
        }
        var applied: [String] = []
        if positional && variant.kinds.contains(.resample) {
            plan = resampled(rate: variant.rate, offset: variant.gridOffset)
            applied.append("\(variant.rate) Hz")
        }
        if variant.kinds.contains(.jitter) {
            var generator = RobustnessGenerator(seed: variant.jitterSeed)
            let amplitude = Double(RobustnessVariant.jitterAmplitude)
            var previous = Int64.min
            for index in plan.indices {
                var time = plan[index].time
                if index > 0 { time += Int64(generator.uniform(-amplitude, amplitude).rounded()) }
                time = max(time, previous == .min ? time : previous + 1)
                plan[index].time = time
                previous = time
            }
            applied.append("jitter ±\(RobustnessVariant.jitterAmplitude / 1000) ms")
        }
        if positional && variant.kinds.contains(.noise) {
            let sigma = noiseDeviation
            var generator = RobustnessGenerator(seed: variant.noiseSeed)
            var previous: (original: State, noisy: State)?
            for index in plan.indices {
                guard plan[index].recorded == nil else {
                    previous = nil
                    continue
                }
                let original = plan[index].state
                addNoise(to: &plan[index].state, sigma: sigma, previous: previous, generator: &generator)
                previous = (original, plan[index].state)
            }
            let (x, y) = (sigma.x.decimal(upTo: 3, atLeast: 0), sigma.y.decimal(upTo: 3, atLeast: 0))
            applied.append("noise σ \(x)×\(y) units")
        }
        if positional && variant.kinds.contains(.drop) {
            let droppable = plan.indices.filter { !plan[$0].structural && plan[$0].recorded == nil }
            if !droppable.isEmpty {
                let position = min(Int(variant.dropPosition * Double(droppable.count)), droppable.count - 1)
                plan.remove(at: droppable[position])
                applied.append("frame \(position + 1) of \(droppable.count) dropped")
            }
        }
        if variant.kinds.contains(.phase) {
            let milliseconds = Double(variant.clockPhase(fps: fps)) / 1000
            applied.append("clock phase \(milliseconds.decimal(upTo: 3, atLeast: 0)) ms")
        }
        return (write(plan), applied)
    }

    /// The position noise's deviation per axis, device units: the fuzz, else 0.2 mm at the axis's
    /// resolution, else one unit.
    var noiseDeviation: (x: Double, y: Double) {
        func deviation(_ code: UInt16?) -> Double {
            guard let code, let info = description.absInfo[code] else { return 1 }
            if info.fuzz > 0 { return Double(info.fuzz) }
            if info.resolution > 0 { return RobustnessVariant.noiseMillimeters * Double(info.resolution) }
            return 1
        }
        let axes = description.positionAxes
        return (deviation(axes?.x), deviation(axes?.y))
    }

    /// Frames at `rate` Hz between the frames that keep their time (touch-downs, lifts, key changes),
    /// positions interpolated linearly in time between the recorded frames around each.
    func resampled(rate: Int, offset: Double) -> [Planned] {
        guard let first = frames.first else { return [] }
        let period = Double(Microseconds.perSecond) / Double(rate)
        var plan: [Planned] = []
        var previousKept: Int?
        for (index, frame) in frames.enumerated()
        where frame.structural || frame.verbatim || index == 0 || index == frames.count - 1 {
            if let start = previousKept {
                let from = frames[start].time
                var k = ((Double(from - first.time) / period) - offset).rounded(.down)
                while true {
                    let time = Int64((Double(first.time) + (k + offset) * period).rounded())
                    k += 1
                    if time <= from { continue }
                    if time >= frame.time { break }
                    plan.append(
                        Planned(time: time, state: interpolated(at: time, from: start, to: index), structural: false))
                }
            }
            // The last frame keeps its time only as the end of the input: it is motion like the others.
            let last = index == frames.count - 1 && !(frame.structural || frame.verbatim)
            plan.append(
                Planned(
                    time: frame.time, state: frame.state, structural: !last,
                    recorded: frame.verbatim ? frame.events : nil, recordedTime: frame.time))
            previousKept = index
        }
        return plan
    }

    /// The state at `time` between kept frames `start` and `end`: the last recorded frame's state, with
    /// positions interpolated toward the next frame for contacts present in both.
    func interpolated(at time: Int64, from start: Int, to end: Int) -> State {
        var index = start
        while index + 1 < end, frames[index + 1].time <= time { index += 1 }
        let before = frames[index]
        let after = frames[index + 1]
        var state = before.state
        let span = Double(after.time - before.time)
        guard span > 0 else { return state }
        let fraction = Double(time - before.time) / span
        func mix(_ a: Int32?, _ b: Int32?) -> Int32? {
            guard let a, let b else { return a }
            return Int32((Double(a) + (Double(b) - Double(a)) * fraction).rounded())
        }
        guard let axes = description.positionAxes else { return state }
        if RobustnessInput.multitouchCodes.contains(axes.x) {
            for (slot, values) in before.state.slots {
                let id = values[EventCode.absMTTrackingID] ?? -1
                guard id >= 0, let next = after.state.slots[slot], next[EventCode.absMTTrackingID] == id else {
                    continue
                }
                state.slots[slot]?[axes.x] = mix(values[axes.x], next[axes.x])
                state.slots[slot]?[axes.y] = mix(values[axes.y], next[axes.y])
            }
        } else {
            state.axes[axes.x] = mix(before.state.axes[axes.x], after.state.axes[axes.x])
            state.axes[axes.y] = mix(before.state.axes[axes.y], after.state.axes[axes.y])
        }
        return state
    }

    /// Adds Gaussian noise to every current contact's position, rounded to device units and kept within
    /// the axis range.
    ///
    /// A contact that ends in this frame gets noise only if the frame reported a position with its
    /// lift; otherwise it, like every empty slot, keeps the noisy position written before, so no
    /// position is sent that the recording did not send.
    func addNoise(
        to state: inout State, sigma: (x: Double, y: Double), previous: (original: State, noisy: State)?,
        generator: inout RobustnessGenerator
    ) {
        guard let axes = description.positionAxes else { return }
        func noisy(_ value: Int32?, _ code: UInt16, _ sigma: Double) -> Int32? {
            guard let value else { return nil }
            let moved = Double(value) + (sigma * generator.gaussian()).rounded()
            let info = description.absInfo[code]
            let low = Double(info?.minimum ?? .min)
            let high = Double(info.map { max($0.maximum, $0.minimum) } ?? .max)
            return Int32(min(max(moved, low), high))
        }
        if RobustnessInput.multitouchCodes.contains(axes.x) {
            for slot in state.slots.keys.sorted() {
                if (state.slots[slot]?[EventCode.absMTTrackingID] ?? -1) < 0 {
                    guard let previous else { continue }
                    let before = previous.original.slots[slot]
                    let moved =
                        before?[axes.x] != state.slots[slot]?[axes.x] || before?[axes.y] != state.slots[slot]?[axes.y]
                    if !moved {
                        state.slots[slot]?[axes.x] = previous.noisy.slots[slot]?[axes.x]
                        state.slots[slot]?[axes.y] = previous.noisy.slots[slot]?[axes.y]
                        continue
                    }
                }
                let x = noisy(state.slots[slot]?[axes.x], axes.x, sigma.x)
                let y = noisy(state.slots[slot]?[axes.y], axes.y, sigma.y)
                state.slots[slot]?[axes.x] = x
                state.slots[slot]?[axes.y] = y
            }
        } else {
            let x = noisy(state.axes[axes.x], axes.x, sigma.x)
            let y = noisy(state.axes[axes.y], axes.y, sigma.y)
            state.axes[axes.x] = x
            state.axes[axes.y] = y
        }
    }

    /// Writes the plan as events: each state as its difference from the state written before it.
    func write(_ plan: [Planned]) -> [InputEvent] {
        var events: [InputEvent] = []
        var written = initial
        var slot = initialSlot
        var time = Int64.min
        for frame in plan {
            time = frame.time
            if let recorded = frame.recorded {
                // Events keep their offsets from their SYN_REPORT (some recorders stamp each event).
                for event in recorded {
                    let moved = event.time + (time - frame.recordedTime)
                    events.append(InputEvent(time: moved, type: event.type, code: event.code, value: event.value))
                    Self.apply(event, to: &written, slot: &slot)
                }
                continue
            }
            var frameEvents: [InputEvent] = []
            func add(_ type: EventType, _ code: UInt16, _ value: Int32) {
                frameEvents.append(InputEvent(time: time, type: type, code: code, value: value))
            }
            var next = written
            for target in frame.state.slots.keys.sorted() {
                let values = frame.state.slots[target] ?? [:]
                let old = written.slots[target] ?? [:]
                let id = EventCode.absMTTrackingID
                let changed = values.keys.sorted().filter { values[$0] != old[$0] }
                guard !changed.isEmpty else { continue }
                if slot != target {
                    add(.abs, EventCode.absMTSlot, target)
                    slot = target
                }
                // A new contact's tracking id comes before its values, a lift's after the last ones (as
                // drivers send them: the position a lift reports belongs to the contact that lifts).
                let lifts = (values[id] ?? -1) < 0
                if let value = values[id], changed.contains(id), !lifts { add(.abs, id, value) }
                for code in changed where code != id { add(.abs, code, values[code] ?? 0) }
                if let value = values[id], changed.contains(id), lifts { add(.abs, id, value) }
                for code in changed { next.slots[target, default: [:]][code] = values[code] }
            }
            for code in frame.state.axes.keys.sorted() where frame.state.axes[code] != written.axes[code] {
                add(.abs, code, frame.state.axes[code] ?? 0)
                next.axes[code] = frame.state.axes[code]
            }
            for code in frame.state.keys.keys.sorted() where frame.state.keys[code] != written.keys[code, default: 0] {
                add(.key, code, frame.state.keys[code] ?? 0)
                next.keys[code] = frame.state.keys[code]
            }
            written = next
            guard !frameEvents.isEmpty else { continue }
            // The replay's clock starts at the first event: the first frame's keep the recorded start.
            if events.isEmpty, let first = frames.first, time == first.time, let start = first.events.first?.time {
                for index in frameEvents.indices { frameEvents[index].time = start }
            }
            add(.syn, EventCode.synReport, 0)
            events += frameEvents
        }
        for event in trailing {
            events.append(
                InputEvent(time: max(event.time, time), type: event.type, code: event.code, value: event.value))
        }
        return events
    }

    /// Follows `event` into `state`, as ``init(description:events:)`` does.
    static func apply(_ event: InputEvent, to state: inout State, slot: inout Int32) {
        switch event.type {
        case .abs where event.code == EventCode.absMTSlot: slot = event.value
        case .abs where multitouchCodes.contains(event.code):
            state.slots[slot, default: [EventCode.absMTTrackingID: -1]][event.code] = event.value
        case .abs: state.axes[event.code] = event.value
        case .key: state.keys[event.code] = event.value
        default: break
        }
    }

}
