import EdgePan
public import EvdevInput
public import GestureCore

/// Maps contact positions in device units to container points.
///
/// Absolute devices map their axis ranges onto the container; the default container is the panel's
/// physical size at ``ReplayOptions/pointsPerInch`` when the axes have a resolution, otherwise an
/// assumed screen with the axes' aspect ratio whose longer side is ``ReplayOptions/assumedScreenLength``
/// (``missingResolution`` then names the axes, so a driver can warn). A relative pointer moves one
/// point per count from a start point and stays inside the container, as a cursor stops at the
/// screen's edge.
public struct ContainerMapping: Sendable, Hashable {
    /// How the container size was chosen.
    public enum Basis: String, Sendable, Hashable {
        /// The panel's physical size at 163 pt per inch.
        case physicalSize
        /// No resolution in the description: an assumed screen with the axes' aspect ratio.
        case assumedScreen
        /// `--container WxH` or a manifest's container.
        case override
        /// A relative pointer's default container.
        case pointer
    }

    /// The container, points.
    public let size: Size
    /// How it was chosen.
    public let basis: Basis
    /// Whether positions are relative counts.
    public let relative: Bool
    /// Where a relative pointer starts, points.
    public let pointerStart: Point
    /// The position axes without a resolution (`ABS_MT_POSITION_X`), when the container had to be
    /// assumed for want of one; empty otherwise.
    public let missingResolution: [String]
    /// The absolute position axes, scaled onto the container as libinput scales them.
    let xAxis: AbsInfo?
    let yAxis: AbsInfo?

    /// Derives the mapping for a device.
    /// - Parameters:
    ///   - description: The device.
    ///   - container: An explicit container, points.
    ///   - edge: The recognizer's edge (the default pointer start is its middle).
    ///   - pointerStart: An explicit pointer start, points.
    public init(description: DeviceDescription, container: Size?, edge: Edge, pointerStart: Point?) {
        let relative = description.positionAxes == nil
        self.relative = relative
        xAxis = description.positionAxes.flatMap { description.absInfo[$0.x] }
        yAxis = description.positionAxes.flatMap { description.absInfo[$0.y] }
        let axes = description.positionAxes.map { [$0.x, $0.y] } ?? []
        let unresolved = axes.filter { (description.absInfo[$0]?.resolution ?? 0) <= 0 }
        if let container {
            size = container
            basis = .override
            missingResolution = []
        } else if relative {
            size = ReplayOptions.pointerContainer
            basis = .pointer
            missingResolution = []
        } else if let physical = description.physicalSize {
            size = Size(
                width: physical.width / Self.millimetersPerInch * ReplayOptions.pointsPerInch,
                height: physical.height / Self.millimetersPerInch * ReplayOptions.pointsPerInch)
            basis = .physicalSize
            missingResolution = []
        } else {
            let axes = description.positionAxes
            let x = axes.flatMap { description.absInfo[$0.x] }?.range ?? ReplayOptions.pointerContainer.width
            let y = axes.flatMap { description.absInfo[$0.y] }?.range ?? ReplayOptions.pointerContainer.height
            let scale = ReplayOptions.assumedScreenLength / max(x, y)
            size = Size(width: (x * scale).rounded(), height: (y * scale).rounded())
            basis = .assumedScreen
            missingResolution = unresolved.map { EventCode.name(of: $0, type: .abs) }
        }
        self.pointerStart = pointerStart ?? edge.midpoint(in: size)
    }

    /// How far a point `point` is from each edge of the container: points, and millimetres when
    /// the container is the panel's physical size (``Basis/physicalSize``).
    public func distances(of point: Point) -> [EdgeDistance] {
        let perMillimeter = basis == .physicalSize ? ReplayOptions.pointsPerInch / Self.millimetersPerInch : nil
        return Edge.allCases.map { edge in
            let points = edge.distance(of: point, in: size)
            return EdgeDistance(edge: edge, points: points, millimeters: perMillimeter.map { points / $0 })
        }
    }

    /// Millimetres per inch.
    static let millimetersPerInch = 25.4

    /// The contact's position in the container, points.
    ///
    /// An absolute position maps as libinput maps it onto a screen, `(v − min) · W / (max − min + 1)`
    /// (``AbsInfo/scaled(_:)``); a relative one moves from ``pointerStart`` and stops at the edges.
    @inline(__always)
    public func point(for contact: TouchContact) -> Point {
        guard !relative, let xAxis, let yAxis, contact.normalizedX != nil, contact.normalizedY != nil else {
            let x = min(max(pointerStart.x + contact.x, 0), size.width)
            let y = min(max(pointerStart.y + contact.y, 0), size.height)
            return Point(x: x, y: y)
        }
        return Point(x: xAxis.scaled(contact.x) * size.width, y: yAxis.scaled(contact.y) * size.height)
    }
}
