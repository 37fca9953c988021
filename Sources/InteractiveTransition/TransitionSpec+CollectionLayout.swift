public import GestureCore

extension TransitionSpec {
    /// Collection layout: the side of every item, 70 pt (Apple's `CircleLayout` sample, `ITEM_SIZE`).
    public static let collectionItemSide = 70.0
    /// Collection layout: the grid's spacing between items and lines, 10 pt
    /// (`UICollectionViewFlowLayout`'s default `minimumInteritemSpacing` and `minimumLineSpacing`).
    public static let collectionSpacing = 10.0
    /// Collection layout: the circle's radius divides the container's smaller side by 2.5 (Apple's
    /// `CircleLayout` sample).
    public static let collectionRadiusDivisor = 2.5
    /// Collection layout: items in the preset, 12.
    public static let collectionDefaultItemCount = 12

    /// A layout transition: `count` items move from a grid (a flow layout, row by row from the top
    /// left) to a circle around the container's centre (item `i` at angle `2π·i / count` from the
    /// right, as Apple's `CircleLayout` sample), 0.35 s.
    /// - Parameters:
    ///   - count: Number of items; at least 1 (fewer counts as 1).
    ///   - container: The container, points.
    /// - Returns: The spec, one layer per item named `item0`, `item1`, ….
    public static func collectionLayout(
        items count: Int = collectionDefaultItemCount, in container: Size = .standard
    ) -> TransitionSpec {
        let count = max(count, 1)
        let side = collectionItemSide
        let pitch = side + collectionSpacing
        let columns = max(1, Int(((container.width + collectionSpacing) / pitch).rounded(.down)))
        let radius = min(container.width, container.height) / collectionRadiusDivisor
        let centre = (x: container.width / 2, y: container.height / 2)
        let layers = (0..<count).map { index in
            let grid = LayerValues(
                x: Double(index % columns) * pitch, y: Double(index / columns) * pitch, width: side, height: side)
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let circle = LayerValues(
                x: centre.x + radius * cos(angle) - side / 2, y: centre.y + radius * sin(angle) - side / 2,
                width: side, height: side)
            return AnimatedLayer(name: "item\(index)", role: .item, from: grid, to: circle)
        }
        return TransitionSpec(
            operation: .layout, duration: standardDuration, curve: .easeInOut, edge: .left, container: container,
            layers: layers)
    }
}
