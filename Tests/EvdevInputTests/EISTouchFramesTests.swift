import EvdevInput
import GestureTestSupport
import Testing

/// `play --ei-fd`: a touchscreen's frames as the touch downs, motions and ups an EIS device is sent,
/// positions on the device's region as libinput maps a touchscreen's axis onto its output:
/// `region.x + (v − minimum) · width / (maximum − minimum + 1)` (`scale_axis` in libinput's
/// `src/evdev.c`, with `absinfo_range` = maximum − minimum + 1).
@Suite struct EISTouchFramesTests {
    /// A protocol B panel, x 0…1079 (1080 values), y 0…2339 (2340 values).
    static var panel: DeviceDescription {
        var device = DeviceDescription(name: "phone")
        device.properties = [.direct]
        device.enable(.key, EventCode.btnTouch)
        device.enable(.abs, EventCode.absMTSlot, AbsInfo(minimum: 0, maximum: 9))
        device.enable(.abs, EventCode.absMTPositionX, AbsInfo(minimum: 0, maximum: 1079))
        device.enable(.abs, EventCode.absMTPositionY, AbsInfo(minimum: 0, maximum: 2339))
        device.enable(.abs, EventCode.absMTTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        return device
    }

    /// The region: a 1280x800 output placed at 100,50 on the desktop.
    static let region = EISRegion(x: 100, y: 50, width: 1280, height: 800)

    /// x in region pixels: 1080 axis values over 1280 pixels from 100.
    static func x(_ value: Double) -> Double { 100 + value * 1280 / 1080 }
    /// y in region pixels: 2340 axis values over 800 pixels from 50.
    static func y(_ value: Double) -> Double { 50 + value * 800 / 2340 }

    /// Whether two frames' changes are the same, positions within a billionth of a pixel (the program
    /// divides by the range before it multiplies by the size, the expectations after).
    static func same(_ got: [EISTouchFrames.Change], _ expected: [EISTouchFrames.Change]) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        guard got.count == expected.count else { return false }
        return zip(got, expected).allSatisfy { pair in
            switch pair {
            case (.down(let a, let ax, let ay), .down(let b, let bx, let by)),
                (.motion(let a, let ax, let ay), .motion(let b, let bx, let by)):
                a == b && close(ax, bx) && close(ay, by)
            case (.up(let a), .up(let b)): a == b
            default: false
            }
        }
    }

    /// Each frame's changes.
    static func changes(_ script: EventScript, _ description: DeviceDescription = panel) throws
        -> [[EISTouchFrames.Change]]
    {
        var frames = try EISTouchFrames(description: description, region: region)
        let playback = PlaybackScript(events: script.events)
        return (0..<playback.frameCount).map { frames.changes(for: playback.frame($0)) }
    }

    @Test("one finger: down, motion, up, positions scaled and offset onto the region")
    func oneFinger() throws {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTTrackingID, 7), (.abs, EventCode.absMTPositionX, 540),
                (.abs, EventCode.absMTPositionY, 1170), (.key, EventCode.btnTouch, 1),
            ])
        script.frame(at: 8_000, [(.abs, EventCode.absMTPositionX, 810)])
        script.frame(at: 16_000, [(.abs, EventCode.absMTTrackingID, -1), (.key, EventCode.btnTouch, 0)])
        let frames = try Self.changes(script)
        // 540 of 1080 values is the middle: 100 + 640; 1170 of 2340 the middle: 50 + 400.
        #expect(Self.same(frames[0], [.down(contact: 0, x: 740, y: 450)]))
        #expect(Self.same(frames[1], [.motion(contact: 0, x: 100 + 960, y: 450)]))
        #expect(Self.same(frames[2], [.up(contact: 0)]))
    }

    @Test("two contacts: each down, one lifts while the other moves")
    func twoContacts() throws {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 1),
                (.abs, EventCode.absMTPositionX, 270), (.abs, EventCode.absMTPositionY, 585),
                (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTTrackingID, 2),
                (.abs, EventCode.absMTPositionX, 810), (.abs, EventCode.absMTPositionY, 1755),
            ])
        script.frame(
            at: 8_000,
            [
                (.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTPositionY, 1170),
                (.abs, EventCode.absMTSlot, 1), (.abs, EventCode.absMTTrackingID, -1),
            ])
        let frames = try Self.changes(script)
        // A quarter and three quarters of each axis.
        #expect(Self.same(frames[0], [.down(contact: 0, x: 420, y: 250), .down(contact: 1, x: 1060, y: 650)]))
        // The lift comes as the kernel's events put it, before the contacts still down.
        #expect(Self.same(frames[1], [.up(contact: 1), .motion(contact: 0, x: 420, y: 450)]))
    }

    @Test("a slot lifted and used again is a new contact: up, then a down with another id")
    func slotReused() throws {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTTrackingID, 5), (.abs, EventCode.absMTPositionX, 100),
                (.abs, EventCode.absMTPositionY, 100),
            ])
        script.frame(at: 8_000, [(.abs, EventCode.absMTTrackingID, -1)])
        script.frame(
            at: 16_000,
            [
                (.abs, EventCode.absMTTrackingID, 6), (.abs, EventCode.absMTPositionX, 200),
                (.abs, EventCode.absMTPositionY, 300),
            ])
        script.frame(at: 24_000, [(.abs, EventCode.absMTTrackingID, -1)])
        let frames = try Self.changes(script)
        #expect(Self.same(frames[1], [.up(contact: 0)]))
        #expect(Self.same(frames[2], [.down(contact: 1, x: Self.x(200), y: Self.y(300))]))
        #expect(Self.same(frames[3], [.up(contact: 1)]))
    }

    @Test("a tracking id replaced without a lift: the old contact goes up, the new one down, in one frame")
    func trackingIDReplaced() throws {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTTrackingID, 5), (.abs, EventCode.absMTPositionX, 100),
                (.abs, EventCode.absMTPositionY, 100),
            ])
        script.frame(at: 8_000, [(.abs, EventCode.absMTTrackingID, 9), (.abs, EventCode.absMTPositionX, 400)])
        let frames = try Self.changes(script)
        #expect(Self.same(frames[1], [.up(contact: 0), .down(contact: 1, x: Self.x(400), y: Self.y(100))]))
    }

    @Test("the axis maximum lands inside the region's last pixel; values past it are clamped there")
    func axisMaximum() throws {
        var script = EventScript()
        script.frame(
            at: 0,
            [
                (.abs, EventCode.absMTTrackingID, 1), (.abs, EventCode.absMTPositionX, 1079),
                (.abs, EventCode.absMTPositionY, 2339),
            ])
        script.frame(at: 8_000, [(.abs, EventCode.absMTPositionX, 1500), (.abs, EventCode.absMTPositionY, -20)])
        let frames = try Self.changes(script)
        let right = 100 + 1079.0 * 1280 / 1080
        let bottom = 50 + 2339.0 * 800 / 2340
        #expect(Self.same(frames[0], [.down(contact: 0, x: right, y: bottom)]))
        #expect(right < 100 + 1280 && bottom < 50 + 800)
        // x past the maximum stays at the maximum (no motion in x), y below the minimum goes to the top edge.
        #expect(Self.same(frames[1], [.motion(contact: 0, x: right, y: 50)]))
    }

    @Test("frames that move nothing send nothing: an empty frame, a repeated position, BTN_TOUCH alone")
    func nothingChanged() throws {
        var script = EventScript()
        script.frame(at: 0, [])
        script.frame(
            at: 8_000,
            [
                (.abs, EventCode.absMTTrackingID, 1), (.abs, EventCode.absMTPositionX, 10),
                (.abs, EventCode.absMTPositionY, 20),
            ])
        script.frame(at: 16_000, [(.abs, EventCode.absMTPositionX, 10)])
        script.frame(at: 24_000, [(.key, EventCode.btnTouch, 1)])
        script.frame(at: 32_000, [])
        let frames = try Self.changes(script)
        #expect(frames[0].isEmpty)
        #expect(frames[1].count == 1)
        #expect(frames[2].isEmpty)
        #expect(frames[3].isEmpty)
        #expect(frames[4].isEmpty)
    }

    @Test("a single-touch screen: BTN_TOUCH with ABS_X/ABS_Y gives down, motion and up")
    func singleTouch() throws {
        // ABS_X/ABS_Y 0…4000: 4001 values.
        var script = EventScript()
        script.frame(
            at: 0, [(.abs, EventCode.absX, 2000), (.abs, EventCode.absY, 1000), (.key, EventCode.btnTouch, 1)])
        script.frame(at: 8_000, [(.abs, EventCode.absX, 4000)])
        script.frame(at: 16_000, [(.key, EventCode.btnTouch, 0)])
        var description = TestDevices.singleTouch
        description.properties = [.direct]
        let frames = try Self.changes(script, description)
        let middle: Double = 100 + 2000 * 1280 / 4001
        let right: Double = 100 + 4000 * 1280 / 4001
        let quarter: Double = 50 + 1000 * 800 / 4001
        #expect(Self.same(frames[0], [.down(contact: 0, x: middle, y: quarter)]))
        #expect(Self.same(frames[1], [.motion(contact: 0, x: right, y: quarter)]))
        #expect(Self.same(frames[2], [.up(contact: 0)]))
    }

    @Test("a touchpad, a mouse and a keyboard are refused: an EIS touch device plays touchscreens only")
    func notTouchscreens() {
        for description in [FakeDevice.touchpad, TestDevices.mouse, FakeDevice.keyboard] {
            #expect(
                throws: EISError.notTouchscreen(name: description.name, deviceClass: description.deviceClass.rawValue)
            ) {
                try EISTouchFrames.check(description)
            }
        }
        #expect(throws: Never.self) { try EISTouchFrames.check(Self.panel) }
    }
}
