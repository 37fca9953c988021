import Foundation
package import GestureCore

/// libinput's touchpad motion filter: normalisation to 1000-dpi units, the unaccelerated (constant)
/// filter, the scroll filter, and the accelerated path of the adaptive and flat profiles.
///
/// Every delta first goes to x-resolution device units (`tp_scale_to_xaxis`, touchpad.h:600-609:
/// `y · res_x/res_y`), then to 1000-dpi units (`normalize_for_dpi`, filter-private.h:142-151:
/// `v · 1000 / dpi` with the int dpi). The adaptive profile's constant factor is
/// `0.9 · TP_MAGIC_SLOWDOWN` (filter-touchpad.c:140-163), the flat profile's
/// `TP_MAGIC_SLOWDOWN · max(0.005, 1 + speed)` (filter-touchpad-flat.c:37-119).
///
/// ```swift
/// var filter = MotionFilter(geometry: pad, configuration: .gnome)
/// filter.unaccelerated(Vector(x: 30, y: 0))   // 1 mm on a 30 units/mm pad ≈ 10.5 units
/// ```
package struct MotionFilter: Sendable {
    /// `TP_MAGIC_SLOWDOWN` (filter-touchpad.c:41).
    package static let magicSlowdown = 0.2968
    /// The adaptive profile's baseline factor (filter-touchpad.c:140-163, 182-269).
    package static let baseline = 0.9
    /// The adaptive profile's acceleration threshold, mm/s (filter-touchpad.c:294).
    package static let threshold = 130.0
    /// Below this speed the factor ramps up from 0.3, mm/s (filter-touchpad.c:182-269).
    package static let slowSpeed = 7.0
    /// `MOTION_TIMEOUT`: trackers older than this are not used for velocity, 1 s (filter.c:221-279).
    package static let motionTimeout: UInt64 = 1_000_000
    /// `MAX_VELOCITY_DIFF`: 1 unit/ms, as units per µs (filter.c:221-279).
    package static let maximumVelocityDifference = 0.001
    /// The flat profile's smallest factor (filter-touchpad-flat.c).
    package static let flatMinimumFactor = 0.005
    /// Trackers the adaptive touchpad filter keeps without the velocity-averaging quirk (filter-touchpad.c:292).
    package static let trackerCount = 2

    struct Tracker: Sendable {
        var delta = Vector.zero
        var time: UInt64?
        var direction: UInt32 = 0
    }

    let profile: TouchpadConfiguration.Profile
    let speed: Double
    let dpi: Int
    let yToX: Double
    var trackers = Array(repeating: Tracker(), count: trackerCount)
    var current = 0
    var lastVelocity = 0.0

    /// Creates the filter for a pad and configuration.
    /// - Parameters:
    ///   - geometry: The pad.
    ///   - configuration: Profile and speed.
    package init(geometry: TouchpadGeometry, configuration: TouchpadConfiguration) {
        profile = configuration.profile
        speed = configuration.speed
        dpi = max(1, geometry.dpi)
        yToX = geometry.resolutionX / geometry.resolutionY
    }

    /// A device-unit delta in 1000-dpi units, before any factor.
    /// - Parameter raw: The delta, device units of each axis.
    /// - Returns: The delta in 1000-dpi units.
    package func normalized(_ raw: Vector) -> Vector {
        let scale = 1000 / Double(dpi)
        return Vector(x: raw.x * scale, y: raw.y * yToX * scale)
    }

    /// The constant factor of the unaccelerated and scroll filters.
    var constantFactor: Double {
        switch profile {
        case .adaptive: Self.baseline * Self.magicSlowdown
        case .flat: Self.magicSlowdown * max(Self.flatMinimumFactor, 1 + speed)
        }
    }

    /// The unaccelerated delta (`filter_dispatch_constant`), 1000-dpi units.
    /// - Parameter raw: The averaged delta, device units.
    /// - Returns: The delta, 1000-dpi units.
    package func unaccelerated(_ raw: Vector) -> Vector {
        let n = normalized(raw)
        return Vector(x: n.x * constantFactor, y: n.y * constantFactor)
    }

    /// The scroll delta (`filter_dispatch_scroll`: the constant filter on touchpads), 1000-dpi units.
    /// - Parameter raw: The averaged delta, device units.
    /// - Returns: The delta, 1000-dpi units.
    package func scroll(_ raw: Vector) -> Vector { unaccelerated(raw) }

    /// The accelerated delta (`filter_dispatch`), 1000-dpi units; feeds the velocity trackers.
    /// - Parameters:
    ///   - raw: The averaged delta, device units; zero gives zero without feeding the trackers
    ///     (`tp_filter_motion`).
    ///   - time: The frame's time.
    /// - Returns: The delta, 1000-dpi units.
    package mutating func accelerated(_ raw: Vector, at time: Timestamp) -> Vector {
        guard !raw.isZero else { return .zero }
        let n = normalized(raw)
        switch profile {
        case .flat:
            return Vector(x: n.x * constantFactor, y: n.y * constantFactor)
        case .adaptive:
            let units = Vector(x: raw.x, y: raw.y * yToX)
            feed(units, at: time.microseconds)
            let velocity = velocity(at: time.microseconds)
            let factor =
                (profileFactor(velocity) + profileFactor(lastVelocity) + 4
                    * profileFactor((lastVelocity + velocity) / 2))
                / 6
            lastVelocity = velocity
            return Vector(x: n.x * factor, y: n.y * factor)
        }
    }

    /// Forgets the trackers' history when a touch begins (`trackers_reset`, filter.c): the older
    /// trackers are cleared, and the current one starts at the restart with no direction, so the
    /// next delta's velocity is measured from the touch-down.
    ///
    /// libinput 1.22 in the live-device lane shows it: the first swipe update after three fingers
    /// land is accelerated by Simpson's average of the plateau, 0.3 (a zero last velocity) and
    /// their midpoint for the velocity since the touch-down.
    /// - Parameter time: The frame's time.
    package mutating func restart(at time: Timestamp) {
        for offset in 1..<trackers.count {
            trackers[index(offset)] = Tracker()
        }
        trackers[current] = Tracker(delta: .zero, time: time.microseconds, direction: 0)
    }

    /// `touchpad_accel_profile_linear` × speed factor × `TP_MAGIC_SLOWDOWN` (filter-touchpad.c:182-269).
    /// - Parameter velocity: Device units per microsecond.
    func profileFactor(_ velocity: Double) -> Double {
        var mm = velocity * Double(Microseconds.perSecond) * 25.4 / Double(dpi)
        let factor: Double
        if mm < Self.slowSpeed {
            factor = min(Self.baseline, 0.1 * mm + 0.3)
        } else if mm < Self.threshold {
            factor = Self.baseline
        } else {
            mm = min(mm, Self.threshold * 4)
            factor = 0.0025 * (mm / Self.threshold) * (mm - Self.threshold) + Self.baseline
        }
        let speedFactor = pow(speed + 1, 2.38) * 0.95 + 0.05
        return factor * speedFactor * Self.magicSlowdown
    }

    func index(_ offset: Int) -> Int { (current + trackers.count - offset) % trackers.count }

    /// `trackers_feed` (filter.c).
    mutating func feed(_ delta: Vector, at time: UInt64) {
        for i in trackers.indices { trackers[i].delta = trackers[i].delta + delta }
        current = (current + 1) % trackers.count
        trackers[current] = Tracker(delta: .zero, time: time, direction: Octants.direction(delta))
    }

    /// `trackers_velocity` (filter.c:221-279), device units per microsecond.
    func velocity(at time: UInt64) -> Double {
        var direction = trackers[current].direction
        var result = 0.0
        var initial = 0.0
        for offset in 1..<trackers.count {
            let tracker = trackers[index(offset)]
            guard let trackerTime = tracker.time else {
                // A reset tracker has time 0: further back than the motion timeout.
                if offset == 1 { result = tracker.delta.length / Double(Self.motionTimeout + 1) }
                break
            }
            if trackerTime > time { break }
            if time - trackerTime > Self.motionTimeout {
                if offset == 1 { result = tracker.delta.length / Double(Self.motionTimeout + 1) }
                break
            }
            let velocity = tracker.delta.length / Double(time - trackerTime + 1)
            direction &= tracker.direction
            if direction == 0 {
                if offset == 1 { result = velocity }
                break
            }
            if initial == 0 {
                result = velocity
                initial = velocity
            } else {
                if abs(initial - velocity) > Self.maximumVelocityDifference { break }
                result = velocity
            }
        }
        return result
    }
}
