package import EvdevInput
package import GestureCore
package import TouchpadGestures

/// The gestures libinput would report for a touchpad recording, one entry per gesture: what `inspect`
/// prints and what the live-device comparison checks against `libinput debug-events`.
///
/// ```swift
/// var log = TouchpadGestureLog(description: reader.description!)
/// while let event = try reader.next() { log.feed(event) }
/// for gesture in log.finish() { print(gesture.kind, gesture.fingers, gesture.updates) }
/// ```
package struct TouchpadGestureLog: Sendable {
    /// One gesture.
    package struct Gesture: Sendable, Hashable {
        /// What kind.
        package enum Kind: String, Sendable, Hashable {
            case swipe, scroll, pinch, pointer
        }

        /// What kind.
        package var kind: Kind
        /// The finger count.
        package var fingers: Int
        /// The begin (swipe, pinch), the first scroll or pointer event.
        package var begin: Timestamp
        /// The end, cancel or scroll stop (nil when the input ended first).
        package var end: Timestamp?
        /// Updates (swipe, pinch), scroll events without the stop, or pointer motions.
        package var updates = 0
        /// The summed unaccelerated delta (swipe, pointer) or scroll values (scroll), 1000-dpi units.
        package var unaccelerated = Vector.zero
        /// The summed accelerated delta (swipe, pinch, pointer), 1000-dpi units.
        package var accelerated = Vector.zero
        /// Whether libinput cancelled it (an end with `cancelled` set).
        package var cancelled = false
    }

    var assembler: FrameAssembler
    var recognizer: TouchpadGestureRecognizer
    var first: Int64?
    var open: Gesture?
    var latest = Timestamp.zero
    /// The gestures so far, oldest first.
    package private(set) var gestures: [Gesture] = []

    /// Creates a log for a touchpad.
    /// - Parameters:
    ///   - description: The touchpad.
    ///   - configuration: libinput's settings (GNOME's by default).
    package init(description: DeviceDescription, configuration: TouchpadConfiguration = .gnome) {
        assembler = FrameAssembler(description: description, tracksPad: true)
        recognizer = TouchpadGestureRecognizer(
            geometry: TouchpadGeometry(description: description), configuration: configuration)
    }

    /// Takes one event.
    package mutating func feed(_ event: InputEvent) {
        let start = first ?? event.time
        first = start
        let time = Timestamp(microseconds: event.time > start ? UInt64(event.time - start) : 0)
        guard assembler.feed(event) != nil, let pad = assembler.pad else { return }
        latest = time
        recognizer.handle(TouchpadFrame(pad, at: time))
        take(recognizer.drainEvents())
    }

    /// Ends the input: timers run out; a gesture still open stays without an end.
    /// - Returns: Every gesture.
    package mutating func finish() -> [Gesture] {
        recognizer.advance(to: latest + .seconds(1))
        take(recognizer.drainEvents())
        if let open { gestures.append(open) }
        open = nil
        return gestures
    }

    mutating func close(at time: Timestamp, cancelled: Bool = false) {
        guard var gesture = open else { return }
        gesture.end = time
        gesture.cancelled = cancelled
        gestures.append(gesture)
        open = nil
    }

    /// Counts an update of the open gesture and adds its deltas.
    mutating func accumulate(unaccelerated: Vector, accelerated: Vector) {
        guard var gesture = open else { return }
        gesture.updates += 1
        gesture.unaccelerated = gesture.unaccelerated + unaccelerated
        gesture.accelerated = gesture.accelerated + accelerated
        open = gesture
    }

    mutating func take(_ events: [TouchpadGestureEvent]) {
        for event in events {
            switch event {
            case .state(let change):
                if change.from == .pointerMotion || (change.from == .scroll && open?.kind == .scroll) {
                    close(at: change.time)
                }
                if change.to == .pointerMotion { open = Gesture(kind: .pointer, fingers: 1, begin: change.time) }
                if change.to == .scroll { open = Gesture(kind: .scroll, fingers: change.fingers, begin: change.time) }
            case .fingers:
                break
            case .swipe(let swipe):
                switch swipe.phase {
                case .begin: open = Gesture(kind: .swipe, fingers: swipe.fingers, begin: swipe.time)
                case .update:
                    accumulate(unaccelerated: swipe.unaccelerated, accelerated: swipe.delta)
                case .end, .cancel: close(at: swipe.time, cancelled: swipe.phase == .cancel)
                }
            case .pinch(let pinch):
                switch pinch.phase {
                case .begin: open = Gesture(kind: .pinch, fingers: pinch.fingers, begin: pinch.time)
                case .update:
                    accumulate(unaccelerated: pinch.unaccelerated, accelerated: pinch.delta)
                case .end, .cancel: close(at: pinch.time, cancelled: pinch.phase == .cancel)
                }
            case .scroll(let scroll):
                if scroll.isStop {
                    close(at: scroll.time)
                } else {
                    let values = Vector(x: scroll.horizontal ?? 0, y: scroll.vertical ?? 0)
                    accumulate(unaccelerated: values, accelerated: .zero)
                }
            case .pointer(let motion):
                accumulate(unaccelerated: motion.unaccelerated, accelerated: motion.delta)
            }
        }
    }
}
