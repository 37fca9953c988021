import GestureCore
import Testing
import TouchpadGestures

/// libinput's gesture rules, each checked against a motion whose outcome follows by hand from the
/// constants in touchpad-models.md §1.
@Suite struct TouchpadGestureRecognizerTests {
    static let three = [Vector(x: 30, y: 30), Vector(x: 45, y: 32), Vector(x: 60, y: 31)]
    static let two = [Vector(x: 40, y: 30), Vector(x: 60, y: 31)]

    /// 3 fingers at 0.5 mm per 8 ms frame: the tap gate opens at 1.5 mm (> 1.3 mm, frame 3); both
    /// tracked fingers reach min_move = 1.5 + 0.5 = 2.0 mm at frame 4, same octant (E) → SWIPE_START,
    /// and the begin goes out in that frame with zero deltas; updates follow from frame 5.
    @Test func threeFingerSwipeBeginsAtTwoMillimetresWithZeroDelta() {
        var script = PadScript()
        script.down(Self.three)
        script.move(by: Vector(x: 0.5, y: 0), frames: 20)
        script.lift()
        let events = script.run()
        let swipes = events.swipes
        #expect(swipes.first?.phase == .begin)
        #expect(swipes.first?.time == Timestamp(microseconds: 4 * 8000))
        #expect(swipes.first?.delta == .zero && swipes.first?.unaccelerated == .zero)
        #expect(swipes.first?.fingers == 3)
        let updates = swipes.filter { $0.phase == .update }
        #expect(updates.count == 16)  // frames 5…20
        let perFrame = 15 * adaptiveUnits(perDeviceUnit: 30)  // 0.5 mm = 15 units
        let total = updates.map(\.unaccelerated.x).reduce(0, +)
        #expect(abs(total - 16 * perFrame) < 1e-9)
        #expect(updates.allSatisfy { $0.unaccelerated.y == 0 })
        #expect(swipes.last?.phase == .end)
        let detection = events.states.first { $0.to == .swipeStart }
        #expect(detection?.reason == .sameDirection)
    }

    /// libinput 1.22 (as seen in the live-device lane) has no SWIPE_START or SCROLL_START: the
    /// detection frame sends the begin and an update with its own delta, and the first scroll delta
    /// is posted; everything else is the same.
    @Test func libinput122PostsTheDetectionFrame() {
        var configuration = TouchpadConfiguration.gnome
        configuration.series = .v1_22
        var swipe = PadScript()
        swipe.down(Self.three)
        swipe.move(by: Vector(x: 0.5, y: 0), frames: 20)
        let swipes = swipe.run(configuration).swipes
        #expect(swipes.first?.phase == .begin && swipes.first?.time == Timestamp(microseconds: 4 * 8000))
        #expect(swipes.dropFirst().first?.phase == .update && swipes.dropFirst().first?.time == swipes.first?.time)
        #expect(swipes.filter { $0.phase == .update }.count == 17)  // frames 4…20
        var scroll = PadScript()
        scroll.down(Self.two)
        scroll.move(by: Vector(x: 0, y: 0.5), frames: 10)
        #expect(scroll.run(configuration).scrolls.filter { !$0.isStop }.count == 8)  // frames 3…10
    }

    /// About 10.52 units per mm of centroid travel on the adaptive profile (reference §1.5).
    @Test func unacceleratedUnitsPerMillimetre() {
        let filter = MotionFilter(geometry: PadScript.pad, configuration: .gnome)
        let perMM = filter.unaccelerated(Vector(x: 30, y: 30)).x
        #expect(abs(perMM - 1000 / 25.4 * 0.26712) / perMM < 0.003)
        // y goes to x resolution first: a pad with res_y = 2·res_x halves y device units.
        let tall = TouchpadGeometry(
            x: .init(minimum: 0, maximum: 3000, resolution: 30), y: .init(minimum: 0, maximum: 4200, resolution: 60),
            slotCount: 5)
        let tallFilter = MotionFilter(geometry: tall, configuration: .gnome)
        #expect(
            tallFilter.unaccelerated(Vector(x: 0, y: 60)).y
                == tallFilter.unaccelerated(Vector(x: 30, y: 0)).x)
    }

    /// The flat profile: normalized · 0.2968 · max(0.005, 1 + speed), for unaccelerated and accelerated alike.
    @Test(arguments: [-1.0, -0.5, 0, 0.5]) func flatProfile(speed: Double) {
        var filter = MotionFilter(
            geometry: PadScript.pad, configuration: TouchpadConfiguration(profile: .flat, speed: speed))
        let raw = Vector(x: 30, y: 0)
        let expected = 30 * 1000 / 762 * 0.2968 * max(0.005, 1 + speed)
        #expect(abs(filter.unaccelerated(raw).x - expected) < 1e-12)
        #expect(abs(filter.accelerated(raw, at: .zero).x - expected) < 1e-12)
    }

    /// On the adaptive plateau (7…130 mm/s) at speed 0 the accelerated delta equals the unaccelerated
    /// once the two velocities Simpson's rule averages are both on it (third update on).
    @Test func acceleratedEqualsUnacceleratedOnThePlateau() {
        var script = PadScript()
        script.down(Self.three)
        script.move(by: Vector(x: 0.5, y: 0), frames: 20)  // 62.5 mm/s
        let updates = script.run(TouchpadConfiguration(tapping: false)).swipes.filter { $0.phase == .update }
        #expect(updates.count > 4)
        #expect(updates[0].delta.x < updates[0].unaccelerated.x)  // first after restart: from the 1 s timeout
        for update in updates.dropFirst(2) { #expect(abs(update.delta.x - update.unaccelerated.x) < 1e-9) }
    }

    /// Two fingers moving down together: min_move 1.5 mm at frame 3 → SCROLL_START; that frame's delta
    /// is consumed; scrolls follow, vertical only (slope ≥ 60° zeroes x), negated by natural scrolling,
    /// and the lift sends the stop.
    @Test func twoFingerScrollConsumesTheFirstDelta() {
        var script = PadScript()
        script.down(Self.two)
        script.move(by: Vector(x: 0, y: 0.5), frames: 10)
        script.lift()
        let events = script.run()
        let scrolls = events.scrolls
        #expect(events.states.first { $0.to == .scrollStart }?.time == Timestamp(microseconds: 3 * 8000))
        let moving = scrolls.filter { !$0.isStop }
        #expect(moving.count == 7)  // frames 4…10
        let perFrame = 15 * adaptiveUnits(perDeviceUnit: 30)
        #expect(moving.allSatisfy { $0.horizontal == nil && abs(($0.vertical ?? 0) + perFrame) < 1e-9 })
        #expect(scrolls.last?.isStop == true && scrolls.last?.vertical == 0)
        var plain = script
        plain.frames = script.frames
        let unnatural = plain.run(TouchpadConfiguration(naturalScrolling: false)).scrolls.filter { !$0.isStop }
        #expect(unnatural.allSatisfy { ($0.vertical ?? 0) > 0 })
        #expect(events.swipes.isEmpty)
    }

    /// The 150 ms box rule: two fingers 20 mm apart creeping at 0.05 mm per frame reach 1 mm at
    /// frame 20 (160 ms > 150 ms), inside 40 × 7 mm → scroll by the box rule (tapping off).
    @Test func boxRuleDecidesSlowTwoFingerMotion() {
        var script = PadScript()
        script.down(Self.two)
        script.move(by: Vector(x: 0.05, y: 0), frames: 30)
        let states = script.run(TouchpadConfiguration(tapping: false)).states
        let decided = states.first { $0.to == .scrollStart }
        #expect(decided?.reason == .boxTimeout)
        #expect(decided?.time == Timestamp(microseconds: 20 * 8000))
    }

    /// Tapping holds detection back until a finger passes 1.3 mm or 180 ms pass: the same creep is
    /// decided at the first frame at or after 180 ms (frame 23, 184 ms).
    @Test func tapGateDelaysDetection() {
        var script = PadScript()
        script.down(Self.two)
        script.move(by: Vector(x: 0.05, y: 0), frames: 30)
        let decided = script.run().states.first { $0.to == .scrollStart }
        #expect(decided?.time == Timestamp(microseconds: 23 * 8000))
    }

    /// Two fingers moving apart horizontally (W and E) are a pinch, not a scroll.
    @Test func opposingFingersPinch() {
        var script = PadScript()
        script.down(Self.two)
        for _ in 0..<10 {
            script.fingers[0] = script.fingers[0]! + Vector(x: -0.5, y: 0)
            script.fingers[1] = script.fingers[1]! + Vector(x: 0.5, y: 0)
            script.frame()
        }
        script.lift()
        let events = script.run()
        #expect(events.states.first { $0.to == .pinchStart }?.reason == .oppositeDirections)
        #expect(events.pinches.first?.phase == .begin)
        #expect(events.scrolls.isEmpty && events.swipes.isEmpty)
        #expect((events.pinches.last { $0.phase == .update }?.scale ?? 0) > 1)
    }

    /// One finger is pointer motion, never a gesture.
    @Test func oneFingerIsPointerMotion() {
        var script = PadScript()
        script.down([Vector(x: 40, y: 30)])
        script.move(by: Vector(x: 1, y: 0), frames: 20)
        script.lift()
        let events = script.run()
        #expect(!events.pointers.isEmpty)
        #expect(events.swipes.isEmpty && events.scrolls.isEmpty && events.pinches.isEmpty)
    }

    /// A lifted finger during a swipe: no events for 100 ms, then the swipe is cancelled and a
    /// two-finger gesture may start; lifting all within the debounce ends it normally.
    @Test func fingerCountChangeIsDebounced() {
        var script = PadScript()
        script.down(Self.three)
        script.move(by: Vector(x: 0.5, y: 0), frames: 10)
        script.lift([2])
        let liftTime = Timestamp(microseconds: script.time - script.interval)
        script.move(by: Vector(x: 0.5, y: 0), frames: 20)
        let events = script.run()
        let end = events.swipes.first { $0.phase == .cancel || $0.phase == .end }
        #expect(end?.phase == .cancel)
        #expect(end?.time == liftTime + .milliseconds(100))
        #expect(
            !events.swipes.contains {
                $0.phase == .update && $0.time > liftTime && $0.time <= liftTime + .milliseconds(100)
            })

        var quick = PadScript()
        quick.down(Self.three)
        quick.move(by: Vector(x: 0.5, y: 0), frames: 10)
        quick.lift([2])
        quick.lift()
        #expect(quick.run().swipes.last?.phase == .end)
    }

    /// A 2-slot pad reporting TRIPLETAP: positions of the third finger are unknown, so three fingers
    /// are a swipe at once (tapping off), begun on the first frame with motion after the two frames
    /// of history reset.
    @Test func moreFingersThanSlotsSwipeAtOnce() {
        var geometry = PadScript.pad
        geometry.slotCount = 2
        var script = PadScript(geometry: geometry)
        script.down(Array(Self.three.prefix(2)), tools: 3)
        script.move(by: Vector(x: 0.5, y: 0), frames: 6, tools: 3)
        let events = script.run(TouchpadConfiguration(tapping: false))
        #expect(events.states.first { $0.to == .swipeStart }?.reason == .moreFingersThanSlots)
        #expect(events.states.first { $0.to == .swipeStart }?.time == .zero)
        #expect(events.swipes.first?.phase == .begin && events.swipes.first?.fingers == 3)
        #expect(events.swipes.first?.time == Timestamp(microseconds: 2 * 8000))
    }

    /// Semi-MT pads have gestures off: two fingers scroll at once, three do nothing.
    @Test func semiMultitouchScrollsOnly() {
        var geometry = PadScript.pad
        geometry.isSemiMultitouch = true
        geometry.slotCount = 2
        var script = PadScript(geometry: geometry)
        script.down(Self.two)
        script.move(by: Vector(x: 0, y: 0.5), frames: 5)
        let events = script.run(TouchpadConfiguration(tapping: false))
        #expect(events.states.first?.to == .scrollStart)
        #expect(events.states.first?.reason == .gesturesDisabled)

        var three = PadScript(geometry: geometry)
        three.down(Array(Self.three.prefix(2)), tools: 3)
        three.move(by: Vector(x: 0.5, y: 0), frames: 5, tools: 3)
        let none = three.run(TouchpadConfiguration(tapping: false))
        #expect(none.swipes.isEmpty && none.scrolls.isEmpty)
    }

    /// Pressure hysteresis: a touch begins at min + 12 % of the range and ends below min + 10 %.
    @Test func pressureHysteresis() {
        var geometry = PadScript.pad
        geometry.pressure = 0...255  // high 30, low 25
        #expect(geometry.pressureHigh == 30 && geometry.pressureLow == 25)
        var script = PadScript(geometry: geometry)
        script.pressure = 29
        script.down([Vector(x: 40, y: 30)])
        script.move(by: Vector(x: 1, y: 0), frames: 3)
        script.pressure = 30
        script.move(by: Vector(x: 1, y: 0), frames: 3)
        script.pressure = 26
        script.move(by: Vector(x: 1, y: 0), frames: 3)
        script.pressure = 24
        script.move(by: Vector(x: 1, y: 0), frames: 3)
        let changes = script.run(TouchpadConfiguration(tapping: false)).compactMap {
            if case .fingers(let change) = $0 { change } else { nil }
        }
        #expect(changes.map(\.to) == [1, 0])
        #expect(changes.first?.time == Timestamp(microseconds: 4 * 8000))
        #expect(changes.last?.time == Timestamp(microseconds: 10 * 8000))
    }

    /// A frame whose motion exceeds 20 mm in 12 ms is a jump: that touch's history restarts, so the
    /// jump never reaches a delta.
    @Test func jumpsResetHistory() {
        var script = PadScript()
        script.down([Vector(x: 20, y: 30)])
        script.move(by: Vector(x: 0.5, y: 0), frames: 5)
        script.move(by: Vector(x: 25, y: 0), frames: 1)
        script.move(by: Vector(x: 0.5, y: 0), frames: 5)
        let pointers = script.run(TouchpadConfiguration(tapping: false)).pointers
        let perFrame = 15 * adaptiveUnits(perDeviceUnit: 30)
        #expect(pointers.allSatisfy { abs($0.unaccelerated.x - perFrame) < 1e-9 })
    }

    /// libinput's octants: E alone at 0°, SE alone at 45°, three bits for small motions; N and NW
    /// are neighbours.
    @Test func octants() {
        #expect(Octants.direction(Vector(x: 5, y: 0)) == 1 << 2)
        #expect(Octants.direction(Vector(x: 5, y: 5)) == 1 << 3)
        #expect(Octants.direction(Vector(x: 1, y: 1)) == (1 << 4 | 1 << 3 | 1 << 2))
        #expect(Octants.areSimilar(1 << 0, 1 << 7))
        #expect(!Octants.areSimilar(1 << 2, 1 << 6))
    }
}
