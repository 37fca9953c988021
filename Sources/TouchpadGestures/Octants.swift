import Foundation
package import GestureCore

/// libinput's eight compass octants of a motion (`xy_get_direction`, libinput-private.h:1039-1081)
/// and the "same or neighbouring direction" test (`tp_gesture_same_directions`).
///
/// Bits: N = 1 << 0, NE, E, SE, S, SW, W, NW = 1 << 7; `y` grows downwards, so S is +y.
package enum Octants {
    /// Below this size (in the caller's unit) on both axes, a motion marks the three octants of its
    /// quadrant or half-axis instead of one or two by angle.
    package static let smallMotion = 2.0

    /// The octant bits a motion points into.
    /// - Parameter v: The motion, any unit (millimetres for gestures, device units for trackers).
    /// - Returns: One to three direction bits.
    package static func direction(_ v: Vector) -> UInt32 {
        let (n, ne, e, se, s, sw, w, nw): (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (1, 2, 4, 8, 16, 32, 64, 128)
        let x = v.x
        let y = v.y
        if abs(x) < smallMotion && abs(y) < smallMotion {
            if x > 0 && y > 0 { return s | se | e }
            if x > 0 && y < 0 { return n | ne | e }
            if x < 0 && y > 0 { return s | sw | w }
            if x < 0 && y < 0 { return n | nw | w }
            if x > 0 { return ne | e | se }
            if x < 0 { return nw | w | sw }
            if y > 0 { return se | s | sw }
            if y < 0 { return ne | n | nw }
            return 0
        }
        var r = atan2(y, x)
        r = fmod(r + 2.5 * Double.pi, 2 * Double.pi)
        r *= 4 / Double.pi
        let d1 = Int(r + 0.9) % 8
        let d2 = Int(r + 0.1) % 8
        return (1 << UInt32(d1)) | (1 << UInt32(d2))
    }

    /// Whether two directions share an octant or are neighbours (N and NW count as neighbours).
    package static func areSimilar(_ a: UInt32, _ b: UInt32) -> Bool {
        ((a | (a >> 1)) & b) != 0 || ((b | (b >> 1)) & a) != 0 || ((a & 0x80) != 0 && (b & 0x01) != 0)
            || ((b & 0x80) != 0 && (a & 0x01) != 0)
    }
}
