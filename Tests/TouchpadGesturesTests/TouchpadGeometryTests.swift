import GestureCore
import Testing
import TouchpadGestures

/// The geometry libinput derives from a pad's axes.
@Suite struct TouchpadGeometryTests {
    /// Without a resolution libinput assumes a 69 × 50 mm pad and sets the int quotient
    /// (`tp_init_default_resolution`: int dimensions / int mm, then `libevdev_set_abs_resolution`).
    ///
    /// The Wacom Bamboo's 0…4096 axes give 4096 / 69 = 59 and 4096 / 50 = 81 units/mm, not 59.36 and
    /// 81.92: the 1 % libinput 1.22 showed in the touchpad lane.
    @Test func anAssumedResolutionIsAnInteger() {
        let axis = TouchpadGeometry.Axis(minimum: 0, maximum: 4096, resolution: 0)
        let pad = TouchpadGeometry(x: axis, y: axis, slotCount: 16)
        #expect(pad.resolutionX == 59)
        #expect(pad.resolutionY == 81)
        #expect(pad.dpi == Int(59 * 25.4))
    }

    /// A kernel resolution is used as it is.
    @Test func aKernelResolutionIsKept() {
        let x = TouchpadGeometry.Axis(minimum: 0, maximum: 4000, resolution: 40)
        let y = TouchpadGeometry.Axis(minimum: 0, maximum: 2600, resolution: 40)
        let pad = TouchpadGeometry(x: x, y: y, slotCount: 5)
        #expect(pad.resolutionX == 40)
        #expect(pad.resolutionY == 40)
    }

    /// An axis narrower than the assumed size still gets 1 unit/mm, never 0 (a division by zero later).
    @Test func aTinyAxisGetsOneUnitPerMillimetre() {
        let axis = TouchpadGeometry.Axis(minimum: 0, maximum: 10, resolution: 0)
        let pad = TouchpadGeometry(x: axis, y: axis, slotCount: 2)
        #expect(pad.resolutionX == 1)
        #expect(pad.resolutionY == 1)
    }
}

/// libinput's hysteresis on a pad with fuzz, frame by frame.
@Suite struct TouchpadHysteresisTests {
    /// A 100 × 70 mm pad, 30 units/mm, fuzz 8 on both axes (so hysteresis is on from the start).
    static let pad = TouchpadGeometry(
        x: .init(minimum: 0, maximum: 3000, resolution: 30, fuzz: 8),
        y: .init(minimum: 0, maximum: 2100, resolution: 30, fuzz: 8), slotCount: 2)

    static func frame(_ index: UInt64, x: Int32, y: Int32) -> TouchpadFrame {
        TouchpadFrame(
            time: Timestamp(microseconds: index * 8000),
            slots: [
                .init(isTracking: true, x: x, y: y, changed: true),
                .init(isTracking: false, x: 0, y: 0, changed: false),
            ],
            touch: true, tools: .finger)
    }

    /// A frame that moves only x keeps the previous filtered y.
    ///
    /// libinput's `t->point` is written per axis (tp_process_absolute), so after a y motion that the ellipse left 8 units behind, an x move
    /// of 6 (inside the margin, (6/8)² < 1, evdev_hysteresis) moves nothing. Taking the kernel's y back
    /// would let the lagging y catch up and post a motion libinput never posts.
    @Test func anAxisThatDidNotMoveKeepsItsFilteredValue() {
        var recognizer = TouchpadGestureRecognizer(geometry: Self.pad, configuration: .libinput)
        var y: Int32 = 1000
        for index in 0..<6 {
            recognizer.handle(Self.frame(UInt64(index), x: 1000, y: y))
            y += 48
        }
        func motions() -> [TouchpadGestureEvent] {
            recognizer.drainEvents().filter { if case .pointer = $0 { true } else { false } }
        }
        #expect(!motions().isEmpty, "the y motion moves the pointer")
        recognizer.handle(Self.frame(6, x: 994, y: y - 48))
        let after = motions()
        #expect(after.isEmpty, "\(after)")
    }
}
