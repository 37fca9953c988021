public import GestureCore

extension TransitionSpec {
    /// The spec with its layer frames rescaled from ``container`` to another container.
    ///
    /// x and width scale with the width ratio, y and height with the height ratio; opacity, scale,
    /// corner radius and dimming are unchanged. A spec without a container (or with a degenerate
    /// one) only takes the new container.
    /// - Parameter target: The container to write the values for, points.
    /// - Returns: The rescaled spec, with `container` set to `target`.
    public func scaled(to target: Size) -> TransitionSpec {
        var copy = self
        copy.container = target
        guard let source = container, source.width > 0, source.height > 0, source != target else { return copy }
        let sx = target.width / source.width
        let sy = target.height / source.height
        func scale(_ values: LayerValues) -> LayerValues {
            var scaled = values
            scaled.x *= sx
            scaled.width *= sx
            scaled.y *= sy
            scaled.height *= sy
            return scaled
        }
        copy.layers = layers.map { layer in
            var layer = layer
            layer.from = scale(layer.from)
            layer.to = scale(layer.to)
            return layer
        }
        return copy
    }
}
