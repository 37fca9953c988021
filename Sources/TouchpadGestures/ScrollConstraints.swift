package import GestureCore

/// libinput's two-finger scroll axis locking (`tp_gesture_apply_scroll_constraints`,
/// evdev-mt-touchpad-gestures.c:343-465).
///
/// A decaying 100 ms motion vector in millimetres decides which axes scroll: an axis becomes active
/// after 100 ms of motion inside its cone (30° from it; beyond 75°/15° the other axis loses time); a
/// diagonal vector longer than 5 mm unlocks both for the rest of the gesture; until an axis is decided
/// the slope masks the delta.
package struct ScrollConstraints: Sendable {
    /// The time an axis must be moved along to activate, µs.
    package static let activeThreshold: UInt64 = 100_000
    /// Below this the other axis is deactivated when one activates, µs.
    package static let inactiveThreshold: UInt64 = 50_000
    /// Motion older than this is forgotten, µs.
    package static let eventTimeout: UInt64 = 100_000
    /// The smallest vector whose direction counts, mm.
    package static let minimumVector = 0.15
    /// The diagonal vector length that unlocks both axes, mm.
    package static let freeScrollLength = 5.0
    /// Slopes of 75°, 60°, 30° and 15° as libinput writes them.
    package static let degree75 = 3.73
    package static let degree60 = 1.73
    package static let degree30 = 0.57
    package static let degree15 = 0.27

    var vector = Vector.zero
    var previous: Timestamp?
    var durationH: UInt64 = 0
    var durationV: UInt64 = 0
    /// Whether horizontal scrolling is active.
    package private(set) var horizontal = false
    /// Whether vertical scrolling is active.
    package private(set) var vertical = false

    /// A fresh state, as at the start of a scroll.
    package init() {}

    /// Masks a scroll delta by the axes decided so far.
    /// - Parameters:
    ///   - millimetres: The frame's averaged finger motion, mm.
    ///   - delta: The scroll delta to mask, 1000-dpi units.
    ///   - time: The frame's time.
    /// - Returns: The delta with the locked-out axis zeroed.
    package mutating func apply(millimetres: Vector, to delta: Vector, at time: Timestamp)
        -> Vector
    {
        if horizontal && vertical { return delta }
        var tdelta: UInt64 = 0
        if let previous { tdelta = time.microseconds(since: previous) }
        if tdelta > Self.eventTimeout { tdelta = 0 }
        previous = time
        var decay = 0.0
        if tdelta > 0 {
            let timeout = Double(Self.eventTimeout)
            let t = Double(tdelta)
            let recent = (timeout / 2 - t) / (timeout / 2)
            let later = (timeout - t) / (timeout * 2)
            decay = t <= 0.33 * timeout ? recent : later
        }
        vector = Vector(x: vector.x * decay + millimetres.x, y: vector.y * decay + millimetres.y)
        let length = vector.length
        let slope = vector.x != 0 ? abs(vector.y / vector.x) : Double.infinity
        if length > Self.minimumVector {
            if slope >= Self.degree30 {
                durationV = min(durationV + tdelta, Self.activeThreshold)
                if slope >= Self.degree75 { durationH = durationH > tdelta ? durationH - tdelta : 0 }
            }
            if slope < Self.degree60 {
                durationH = min(durationH + tdelta, Self.activeThreshold)
                if slope < Self.degree15 { durationV = durationV > tdelta ? durationV - tdelta : 0 }
            }
        }
        if durationH == Self.activeThreshold {
            horizontal = true
            if durationV < Self.inactiveThreshold { vertical = false }
        }
        if durationV == Self.activeThreshold {
            vertical = true
            if durationH < Self.inactiveThreshold { horizontal = false }
        }
        if length > Self.freeScrollLength && slope < Self.degree60 && slope >= Self.degree30 {
            horizontal = true
            vertical = true
        }
        var result = delta
        if !horizontal && vertical { result.x = 0 }
        if horizontal && !vertical { result.y = 0 }
        if !horizontal && !vertical {
            if slope >= Self.degree60 { result.x = 0 }
            if slope < Self.degree30 { result.y = 0 }
        }
        return result
    }
}
