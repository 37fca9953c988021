import GestureCore
import TouchpadGestures

/// Builds touchpad frames in millimetres at a fixed frame interval, as a kernel driver reports them.
struct PadScript {
    /// A 100 × 70 mm pad, 30 units/mm on both axes, 5 slots, tools up to TRIPLETAP… QUINTTAP.
    static let pad = TouchpadGeometry(
        x: .init(minimum: 0, maximum: 3000, resolution: 30), y: .init(minimum: 0, maximum: 2100, resolution: 30),
        slotCount: 5, toolFingerCount: 5, isClickpad: true)

    var geometry: TouchpadGeometry
    /// Finger positions in mm by slot; nil when lifted.
    var fingers: [Vector?]
    var pressure: Int32?
    var time: UInt64 = 0
    /// Frame interval, µs (125 Hz).
    var interval: UInt64 = 8000
    var frames: [TouchpadFrame] = []
    var previous: [TouchpadFrame.Slot]

    init(geometry: TouchpadGeometry = pad) {
        self.geometry = geometry
        fingers = Array(repeating: nil, count: geometry.slotCount)
        previous = Array(
            repeating: TouchpadFrame.Slot(isTracking: false, x: 0, y: 0, changed: false), count: geometry.slotCount)
    }

    func units(_ mm: Vector) -> (Int32, Int32) {
        (Int32((mm.x * geometry.resolutionX).rounded()), Int32((mm.y * geometry.resolutionY).rounded()))
    }

    /// Emits a frame of the current fingers, `interval` after the previous one (the first at 0).
    mutating func frame(tools toolCount: Int? = nil) {
        var slots: [TouchpadFrame.Slot] = []
        for (index, finger) in fingers.enumerated() {
            if let finger {
                let (x, y) = units(finger)
                var slot = TouchpadFrame.Slot(isTracking: true, x: x, y: y, pressure: pressure, changed: false)
                slot.changed = !previous[index].isTracking || previous[index].x != x || previous[index].y != y
                slots.append(slot)
            } else {
                var slot = previous[index]
                slot.changed = slot.isTracking
                slot.isTracking = false
                slots.append(slot)
            }
        }
        previous = slots
        let count = toolCount ?? fingers.compactMap { $0 }.count
        let tools: TouchpadFrame.Tools =
            switch count {
            case 0: []
            case 1: .finger
            case 2: .doubleTap
            case 3: .tripleTap
            case 4: .quadTap
            default: .quintTap
            }
        frames.append(TouchpadFrame(time: Timestamp(microseconds: time), slots: slots, touch: count > 0, tools: tools))
        time += interval
    }

    /// Puts fingers down at the given positions (mm) and emits a frame.
    mutating func down(_ positions: [Vector], tools: Int? = nil) {
        for (index, position) in positions.enumerated() { fingers[index] = position }
        frame(tools: tools)
    }

    /// Moves every finger down by `step` mm per frame for `count` frames.
    mutating func move(by step: Vector, frames count: Int, only: [Int]? = nil, tools: Int? = nil) {
        for _ in 0..<count {
            for index in fingers.indices where fingers[index] != nil && (only?.contains(index) ?? true) {
                fingers[index] = fingers[index]! + step
            }
            frame(tools: tools)
        }
    }

    /// Lifts the given slots (all by default) and emits a frame.
    mutating func lift(_ slots: [Int]? = nil, tools: Int? = nil) {
        for index in slots ?? Array(fingers.indices) { fingers[index] = nil }
        frame(tools: tools)
    }

    /// Runs the frames through a recognizer; returns its events.
    func run(_ configuration: TouchpadConfiguration = .gnome) -> [TouchpadGestureEvent] {
        var recognizer = TouchpadGestureRecognizer(geometry: geometry, configuration: configuration)
        var events: [TouchpadGestureEvent] = []
        for frame in frames {
            recognizer.handle(frame)
            events += recognizer.drainEvents()
        }
        recognizer.advance(to: Timestamp(microseconds: time + 1_000_000))
        return events + recognizer.drainEvents()
    }
}

extension [TouchpadGestureEvent] {
    var swipes: [SwipeEvent] { compactMap { if case .swipe(let e) = $0 { e } else { nil } } }
    var scrolls: [ScrollEvent] { compactMap { if case .scroll(let e) = $0 { e } else { nil } } }
    var states: [TouchpadStateChange] { compactMap { if case .state(let e) = $0 { e } else { nil } } }
    var pointers: [PointerMotion] { compactMap { if case .pointer(let e) = $0 { e } else { nil } } }
    var pinches: [PinchEvent] { compactMap { if case .pinch(let e) = $0 { e } else { nil } } }
}

/// libinput's unaccelerated factor on the adaptive profile, from the published constants: 1000-dpi
/// units per device unit along x for a pad of `resolution` units/mm (dpi = int(res · 25.4)).
func adaptiveUnits(perDeviceUnit resolution: Double) -> Double {
    1000 / Double(Int(resolution * 25.4)) * 0.9 * 0.2968
}
