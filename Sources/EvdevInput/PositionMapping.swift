/// Maps a touchscreen recording's positions onto another panel, so it can be played on a device of
/// a different size.
///
/// When both devices give their position axes a resolution, a position keeps its distance in
/// millimetres from the axes' minimum corner (``Basis/physicalSize``): a swipe 20 mm from the left
/// edge stays 20 mm from it. Otherwise the position keeps its fraction of the axis range
/// (``Basis/range``). Mapped values are rounded and clamped to the target's range. `ABS_X`/`ABS_Y` and
/// `ABS_MT_POSITION_X`/`_Y` are mapped, each from and to its own axis; every other event passes
/// unchanged.
///
/// ```swift
/// let mapping = PositionMapping(from: recorded, to: panel)
/// let script = script.mapped(mapping.map)
/// ```
package struct PositionMapping: Sendable, Hashable {
    /// How positions were carried over.
    package enum Basis: Sendable, Hashable {
        /// Millimetres from the minimum corner (both devices have resolutions).
        case physicalSize
        /// Fractions of the axis ranges (a resolution is missing).
        case range
    }

    /// The basis in use.
    package let basis: Basis
    private let axes: [UInt16: Axis]

    /// One axis's linear map: `target = offset + (value − sourceMinimum) · scale`, clamped.
    private struct Axis: Sendable, Hashable {
        var sourceMinimum: Double
        var scale: Double
        var targetMinimum: Int32
        var targetMaximum: Int32
    }

    /// The position axes mapped.
    static let positionCodes = [EventCode.absX, EventCode.absY, EventCode.absMTPositionX, EventCode.absMTPositionY]

    /// Builds the mapping from `source` (the recording's device) to `target` (the panel played on).
    package init(from source: DeviceDescription, to target: DeviceDescription) {
        let pairs = Self.positionCodes.compactMap { code -> (UInt16, AbsInfo, AbsInfo)? in
            guard let from = source.absInfo[code], let to = target.absInfo[code] else { return nil }
            return (code, from, to)
        }
        let physical = !pairs.isEmpty && pairs.allSatisfy { $0.1.resolution > 0 && $0.2.resolution > 0 }
        basis = physical ? .physicalSize : .range
        var axes: [UInt16: Axis] = [:]
        for (code, from, to) in pairs {
            let scale =
                physical
                ? Double(to.resolution) / Double(from.resolution)
                : (Double(to.maximum) - Double(to.minimum)) / from.span
            axes[code] = Axis(
                sourceMinimum: Double(from.minimum), scale: scale, targetMinimum: to.minimum,
                targetMaximum: to.maximum)
        }
        self.axes = axes
    }

    /// The event with its position mapped (other events unchanged).
    package func map(_ event: InputEvent) -> InputEvent {
        guard event.type == .abs, let axis = axes[event.code] else { return event }
        let mapped = Double(axis.targetMinimum) + (Double(event.value) - axis.sourceMinimum) * axis.scale
        var result = event
        result.value = Int32(min(max(mapped.rounded(), Double(axis.targetMinimum)), Double(axis.targetMaximum)))
        return result
    }
}
