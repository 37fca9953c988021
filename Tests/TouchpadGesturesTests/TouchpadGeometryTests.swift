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
