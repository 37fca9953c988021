import Dispatch
import Yams

extension CheckManifest {
    /// Fewest `cases:` items worth composing in parallel: below this one compose is quick.
    static let splitMinimumCases = 64
    /// Documents a long `cases:` list is composed as, in parallel (besides the rest of the manifest).
    static let splitGroups = 8

    /// The manifest's YAML composed in parallel: the `cases:` items in consecutive groups, each group
    /// a document of its own, and the rest of the manifest as one more; nil when the text's shape does
    /// not allow it or any part fails, and the caller composes the whole text (as it always may).
    ///
    /// Composing is `check`'s serial part (Yams resolves every scalar's tag with regular expressions),
    /// so a manifest of a thousand cases composed in one piece bounds `check`'s speed-up on two cores.
    /// The split is taken only for a plain block manifest: a `cases:` line of its own at column 0
    /// followed by a block sequence, and no tab, anchor, alias, tag or document marker anywhere. Each
    /// group is preceded by as many empty lines as precede it in the file, so every node keeps its
    /// line and column; any error falls back to composing the whole text, whose message the caller
    /// reports.
    static func composeSplit(_ text: String) -> Node? {
        let utf8 = Array(text.utf8)
        // Tab, carriage return, anchor, alias, tag: shapes the split does not reason about.
        let unsupported = utf8.contains { byte in
            switch byte {
            case 0x09, 0x0D, UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"): true
            default: false
            }
        }
        guard !unsupported else { return nil }
        let lines = utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let layout = Self.casesLayout(lines) else { return nil }
        let (casesLine, items, end) = layout
        guard items.count >= splitMinimumCases else { return nil }

        // The rest: the `cases:` line as an empty list, its items as empty lines.
        var skeleton: [UInt8] = []
        skeleton.reserveCapacity(utf8.count / 4)
        for (index, line) in lines.enumerated() {
            if index == casesLine {
                skeleton += Array("cases: []".utf8)
            } else if index < casesLine + 1 || index >= end {
                skeleton += line
            }
            skeleton.append(0x0A)
        }
        let groupCount = min(splitGroups, items.count)
        var groups: [(first: Int, items: Range<Int>)] = []
        for group in 0..<groupCount {
            let range = (items.count * group / groupCount)..<(items.count * (group + 1) / groupCount)
            groups.append((items[range.lowerBound], range))
        }
        let documents: [[UInt8]] =
            [skeleton]
            + groups.enumerated().map { index, group in
                let last = index + 1 < groups.count ? groups[index + 1].first : end
                var document = [UInt8](repeating: 0x0A, count: group.first)
                for line in lines[group.first..<last] {
                    document += line
                    document.append(0x0A)
                }
                return document
            }
        let nodes = ConcurrentMap.map(count: documents.count) { index in
            try? Yams.compose(yaml: String(decoding: documents[index], as: UTF8.self))
        }
        guard case .mapping(let top)? = nodes[0] else { return nil }
        var caseNodes: [Node] = []
        var sequence: Node.Sequence?
        for (index, group) in groups.enumerated() {
            guard case .sequence(let part)? = nodes[index + 1], part.count == group.items.count else { return nil }
            if sequence == nil { sequence = part }
            caseNodes += Array(part)
        }
        guard let sequence else { return nil }
        let cases = Node.sequence(Node.Sequence(caseNodes, sequence.tag, sequence.style, sequence.mark))
        var pairs: [(Node, Node)] = []
        for (key, value) in top {
            pairs.append((key, key.string == "cases" ? cases : value))
        }
        return .mapping(Node.Mapping(pairs, top.tag, top.style, top.mark))
    }

    /// Where the `cases:` list lies: its line, the first line of each item, and the line after its
    /// last; nil unless it is a block sequence under a `cases:` line of its own at column 0.
    private static func casesLayout(_ lines: [ArraySlice<UInt8>]) -> (Int, [Int], Int)? {
        let space = UInt8(ascii: " ")
        let dash = UInt8(ascii: "-")
        let hash = UInt8(ascii: "#")
        func indentation(_ line: ArraySlice<UInt8>) -> Int? {
            guard let first = line.firstIndex(where: { $0 != space }), line[first] != hash else { return nil }
            return first - line.startIndex
        }
        func isItem(_ line: ArraySlice<UInt8>, at indent: Int) -> Bool {
            let start = line.startIndex + indent
            return line[start] == dash && (start + 1 == line.endIndex || line[start + 1] == space)
        }
        var casesLine: Int?
        for (index, line) in lines.enumerated() {
            if line.first == UInt8(ascii: "-") && line.starts(with: "---".utf8) { return nil }
            if line.first == UInt8(ascii: ".") && line.starts(with: "...".utf8) { return nil }
            guard line.starts(with: "cases:".utf8) else { continue }
            let rest = line.dropFirst(6)
            guard rest.allSatisfy({ $0 == space }) || indentation(rest) == nil else { continue }
            guard casesLine == nil else { return nil }
            casesLine = index
        }
        guard let casesLine else { return nil }
        var items: [Int] = []
        var indent: Int?
        var end = lines.count
        for index in (casesLine + 1)..<lines.count {
            guard let column = indentation(lines[index]) else { continue }
            if let indent {
                if column > indent { continue }
                if column == indent, isItem(lines[index], at: indent) {
                    items.append(index)
                    continue
                }
                end = index
                break
            }
            guard isItem(lines[index], at: column) else { return nil }
            indent = column
            items.append(index)
        }
        guard !items.isEmpty else { return nil }
        return (casesLine, items, end)
    }
}
