/// A speed along one axis with its unit in the type: the one place velocities change units.
///
/// Three units are in use, each a caseless type: ``PointsPerSecond`` (a recognizer's velocity along
/// its axis), ``ExtentsPerSecond`` (a transition's velocity: container extents, or progress, per
/// second; every decision and trace velocity) and ``UnitsPerMillisecond`` (libadwaita's and GNOME
/// Shell's snap thresholds and projections, in the units one extent spans). A threshold in units/ms
/// cannot be compared with a velocity in extents/s: it is converted first, here.
///
/// A wrapper of one `Double` with nothing else stored, and inlinable: it costs what the `Double`
/// costs. It has no arithmetic beyond sign and magnitude: a velocity that feeds a formula is read
/// with ``value``.
///
/// ```swift
/// let fling = Rate<ExtentsPerSecond>(1.5)
/// fling.unitsPerMillisecond(unitsPerExtent: 400).value  // 0.6
/// Rate<UnitsPerMillisecond>(0.3).extentsPerSecond(unitsPerExtent: 600).value  // 0.5
/// Rate<PointsPerSecond>(900).extentsPerSecond(extent: 300).value  // 3.0
/// ```
@frozen
public struct Rate<Unit>: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The speed in `Unit`, signed (positive toward completion or away from the edge, as the field says).
    public let value: Double

    /// Creates a rate.
    /// - Parameter value: The speed in `Unit`.
    @inlinable public init(_ value: Double) {
        self.value = value
    }

    /// Creates a rate from a literal in `Unit`.
    /// - Parameter value: The speed in `Unit`.
    @inlinable public init(floatLiteral value: Double) {
        self.value = value
    }

    /// Creates a rate from a whole-number literal in `Unit`.
    /// - Parameter value: The speed in `Unit`.
    @inlinable public init(integerLiteral value: Int) {
        self.value = Double(value)
    }

    /// No motion.
    @inlinable public static var zero: Rate { Rate(0) }

    /// The speed without its sign.
    @inlinable public var magnitude: Rate { Rate(abs(value)) }

    /// The same speed in the other direction.
    @inlinable public static prefix func - (rate: Rate) -> Rate { Rate(-rate.value) }

    @inlinable public static func < (lhs: Rate, rhs: Rate) -> Bool { lhs.value < rhs.value }

    @inlinable public static func == (lhs: Rate, rhs: Rate) -> Bool { lhs.value == rhs.value }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// The number as Swift prints the `Double` (`0.3`), without the unit: text that names the unit
    /// writes it beside.
    public var description: String { value.description }
}

/// Points per second, the unit of a recognizer's velocity (UIKit's `velocity(in:)`).
public enum PointsPerSecond {}

/// Container extents per second: a transition's progress per second (1 is the whole swipe in one
/// second), the unit of every release velocity, fling threshold and trace velocity.
public enum ExtentsPerSecond {}

/// Units per millisecond: the unit of libadwaita's and GNOME Shell's snap thresholds and projections.
///
/// A unit is what one extent spans a share of: libinput units on a touchpad (GNOME Shell's and
/// libadwaita's trackers), points taken as pixels on a touchscreen (libadwaita's touch swipe).
public enum UnitsPerMillisecond {}

extension Rate where Unit == PointsPerSecond {
    /// The same motion in extents per second over an `extent` of points.
    /// - Parameter extent: The points one extent spans, > 0.
    /// - Returns: `value / extent` extents per second.
    @inlinable public func extentsPerSecond(extent: Double) -> Rate<ExtentsPerSecond> {
        Rate<ExtentsPerSecond>(value / extent)
    }
}

extension Rate where Unit == ExtentsPerSecond {
    /// The same motion in units per millisecond, with `distance` units to one extent.
    /// - Parameter distance: Units (points, libinput units) one extent spans.
    /// - Returns: `value · distance / 1000` units per millisecond.
    @inlinable public func unitsPerMillisecond(unitsPerExtent distance: Double) -> Rate<UnitsPerMillisecond> {
        Rate<UnitsPerMillisecond>(value * distance / 1000)
    }
}

extension Rate where Unit == UnitsPerMillisecond {
    /// The same motion in extents per second, with `distance` units to one extent.
    /// - Parameter distance: Units (points, libinput units) one extent spans.
    /// - Returns: `value · 1000 / distance` extents per second.
    @inlinable public func extentsPerSecond(unitsPerExtent distance: Double) -> Rate<ExtentsPerSecond> {
        Rate<ExtentsPerSecond>(value * 1000 / distance)
    }
}
