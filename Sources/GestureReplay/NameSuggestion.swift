/// The known name nearest a misspelt one, for "did you mean …?" in messages.
package enum NameSuggestion {
    /// The most edits (insertions, deletions, substitutions, adjacent swaps) a suggestion may be away:
    /// two catch a doubled or dropped letter and a swap (`treshold`, `uikti`) without suggesting
    /// unrelated names.
    package static let maximumEdits = 2

    /// The name in `names` closest to `name` (case-insensitively), when one is within ``maximumEdits``.
    package static func closest(to name: String, in names: [String]) -> String? {
        let lowered = name.lowercased()
        // A known name inside the given one, or the given one inside a known name, is meant too
        // (`libadwaita`, `gnome`), when it is the only such name and not a letter or two.
        let containing = names.filter { candidate in
            let known = candidate.lowercased()
            return min(known.count, lowered.count) >= 4 && (lowered.contains(known) || known.contains(lowered))
        }
        if containing.count == 1 { return containing[0] }
        let wanted = Array(lowered)
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(wanted, Array(candidate.lowercased()))
            if distance <= maximumEdits, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean 'threshold'?` for a near miss, else an empty string.
    package static func hint(for name: String, in names: [String]) -> String {
        closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
