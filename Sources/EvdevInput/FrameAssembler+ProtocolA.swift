extension FrameAssembler {
    /// A protocol A contact of the previous frame: its id, the slot it is reported in, and where it was.
    struct ProtocolAContact {
        var id: Int
        /// Stable for the contact's life (protocol A has no slots; the assembler numbers them).
        var slot: Int
        var trackingID: Int32?
        var x: Double
        var y: Double
    }

    /// The most previous contacts matched exactly.
    ///
    /// Beyond it (ten fingers and more) the nearest pair is taken first; 2^10 subsets keep a frame's
    /// matching under about 10⁵ steps.
    static let exactMatchLimit = 10

    /// Which contact of the previous frame each contact of this frame continues (nil: a new contact).
    ///
    /// Protocol A lists a frame's contacts in any order (`Documentation/input/multi-touch-protocol.rst`:
    /// the order of the packets "is not important"), so the order says nothing. A contact with a
    /// tracking id continues the previous contact with the same id. The others are matched as many
    /// as can be, with the least total distance over all of them (the kernel's
    /// `input_mt_assign_slots` also weighs every pair, not the listing order): a new contact listed
    /// before a resting one cannot take the resting contact's place, and two contacts never swap
    /// tracks when keeping them is shorter. Ties go to the earlier contact, so the result is
    /// deterministic.
    static func matchProtocolA(
        _ current: [(trackingID: Int32?, x: Double, y: Double)], to previous: [ProtocolAContact]
    ) -> [Int?] {
        var matches = [Int?](repeating: nil, count: current.count)
        var used = [Bool](repeating: false, count: previous.count)
        for (index, contact) in current.enumerated() {
            guard let trackingID = contact.trackingID,
                let old = previous.indices.first(where: { !used[$0] && previous[$0].trackingID == trackingID })
            else { continue }
            matches[index] = old
            used[old] = true
        }
        let open = current.indices.filter { matches[$0] == nil && current[$0].trackingID == nil }
        let free = previous.indices.filter { !used[$0] }
        guard !open.isEmpty, !free.isEmpty else { return matches }
        func distance(_ i: Int, _ j: Int) -> Double {
            let dx = previous[free[j]].x - current[open[i]].x
            let dy = previous[free[j]].y - current[open[i]].y
            return (dx * dx + dy * dy).squareRoot()
        }
        if free.count <= exactMatchLimit {
            for (i, j) in exactAssignment(open.count, free.count, distance) { matches[open[i]] = free[j] }
            return matches
        }
        var pairs: [(distance: Double, i: Int, j: Int)] = []
        for i in open.indices { for j in free.indices { pairs.append((distance(i, j), i, j)) } }
        pairs.sort { ($0.distance, $0.i, $0.j) < ($1.distance, $1.i, $1.j) }
        var taken = Set<Int>()
        for pair in pairs where matches[open[pair.i]] == nil && !taken.contains(pair.j) {
            matches[open[pair.i]] = free[pair.j]
            taken.insert(pair.j)
        }
        return matches
    }

    /// The pairs (row, column) that match `min(rows, columns)` rows to distinct columns with the least
    /// total `cost`, by dynamic programming over the subsets of columns used.
    static func exactAssignment(_ rows: Int, _ columns: Int, _ cost: (Int, Int) -> Double) -> [(Int, Int)] {
        let wanted = min(rows, columns)
        let subsets = 1 << columns
        // best[r][mask]: least cost after rows 0..<r with `mask` columns used; choice for backtracking.
        var best = [[Double]](repeating: [Double](repeating: .infinity, count: subsets), count: rows + 1)
        var choice = [[Int]](repeating: [Int](repeating: -2, count: subsets), count: rows + 1)
        best[0][0] = 0
        for row in 0..<rows {
            for mask in 0..<subsets where best[row][mask] < .infinity {
                let unmatched = row - mask.nonzeroBitCount
                // A row may stay new only while enough rows remain to reach `wanted` matches.
                if unmatched < rows - wanted, best[row][mask] < best[row + 1][mask] {
                    best[row + 1][mask] = best[row][mask]
                    choice[row + 1][mask] = -1
                }
                for column in 0..<columns where mask & (1 << column) == 0 {
                    let next = mask | (1 << column)
                    let total = best[row][mask] + cost(row, column)
                    if total < best[row + 1][next] {
                        best[row + 1][next] = total
                        choice[row + 1][next] = column
                    }
                }
            }
        }
        var mask = (0..<subsets).filter { $0.nonzeroBitCount == wanted }.min { best[rows][$0] < best[rows][$1] } ?? 0
        var pairs: [(Int, Int)] = []
        for row in stride(from: rows, to: 0, by: -1) {
            let column = choice[row][mask]
            if column >= 0 {
                pairs.append((row - 1, column))
                mask &= ~(1 << column)
            }
        }
        return pairs
    }
}
