import EdgePan
public import GestureCore
public import InteractiveTransition

/// Where a presented layer sits and what a touch outside it means, as UIKit's
/// `UIPresentationController`: the presented layer's frame (a drawer at 5/6 of the width), the
/// dimming layer over the rest, and tap-to-dismiss on the dimmed area.
public struct PresentationController: Sendable {
    /// The presented layer's frame when fully presented, points: origin and size.
    public let frame: (x: Double, y: Double, width: Double, height: Double)
    /// The edge the presented layer came in from (it goes back out there).
    public let edge: Edge

    /// The controller for a presenting spec in a container: the `to` layer's final frame.
    public init(spec: TransitionSpec, container: Size) {
        let to = spec.layers.first { $0.role == .to }?.to
        frame = (to?.x ?? 0, to?.y ?? 0, to?.width ?? container.width, to?.height ?? container.height)
        edge = Edge(rawValue: spec.edge.rawValue) ?? .left
    }

    /// Whether `point` is on the presented layer.
    public func isOnPresentedLayer(_ point: Point) -> Bool {
        point.x >= frame.x && point.x <= frame.x + frame.width && point.y >= frame.y
            && point.y <= frame.y + frame.height
    }

    /// Whether `point` is on the dimmed area around the presented layer (a tap there dismisses).
    public func isOnDimmedArea(_ point: Point) -> Bool { !isOnPresentedLayer(point) }

    /// The presented layer's size, points: the container of the dismissal pan.
    public var size: Size { Size(width: frame.width, height: frame.height) }

    /// `point` in the presented layer's own coordinates.
    public func local(_ point: Point) -> Point { Point(x: point.x - frame.x, y: point.y - frame.y) }

    /// The edge of the presented layer a dismissal pan moves away from: the side opposite to where
    /// it came in (a drawer from the left is pushed back left, away from its right side).
    public var dismissalEdge: Edge {
        switch edge {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        }
    }
}
