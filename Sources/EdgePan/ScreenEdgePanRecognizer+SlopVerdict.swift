import GestureCore

extension ScreenEdgePanRecognizer {
    /// What a move in `possible` decides.
    enum SlopVerdict: Hashable, Sendable {
        /// Not yet: keep waiting.
        case undecided
        /// The pan begins from this edge.
        case begin(Edge)
        /// The gesture fails, judged against this edge.
        case fail(Reason, Edge)
    }

    /// Judges a move of the tracked touch in `possible`.
    ///
    /// The edge is the candidate the motion moves away from the most (the corner rule). With a slop
    /// of 0 the first move begins the pan. With an orthogonal-reject distance the touch fails once
    /// that far along the edge, begins once `slop` away and fails once `slop` towards it. Otherwise
    /// the axis rule judges the motion when it is `slop` long: more along the edge than away fails
    /// (``Reason/movedAlongEdge``), mostly towards the edge fails (``Reason/movedTowardEdge``),
    /// `slop` away begins, and anything else waits.
    /// - Parameters:
    ///   - translation: The touch's displacement since it went down, points.
    ///   - candidates: The enabled edges whose zone contains the touch-down point; two in a corner.
    ///   - configuration: The sanitized configuration.
    /// - Returns: The decision.
    static func decide(_ translation: Point, candidates: [Edge], configuration: Configuration) -> SlopVerdict {
        var best: (edge: Edge, away: Double)?
        for edge in candidates {
            let away = edge.awayComponent(of: translation)
            if best.map({ away > $0.away }) ?? true {
                best = (edge, away)
            }
        }
        guard let (edge, away) = best else { return .undecided }
        let along = abs(edge.alongComponent(of: translation))
        let slop = configuration.slop

        if slop == 0 {
            return .begin(edge)
        }
        if let reject = configuration.orthogonalRejectDistance {
            if along >= reject { return .fail(.movedAlongEdge, edge) }
            if away >= slop { return .begin(edge) }
            if away <= -slop { return .fail(.movedTowardEdge, edge) }
            return .undecided
        }
        let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        guard distance >= slop else { return .undecided }
        if along > abs(away) { return .fail(.movedAlongEdge, edge) }
        if away < 0 { return .fail(.movedTowardEdge, edge) }
        if away >= slop { return .begin(edge) }
        return .undecided
    }
}
