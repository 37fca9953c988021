import Foundation
import GestureReplay
import Yams

extension CheckManifest {
    /// Keys of the `app:` section.
    static let appKeys = [
        "command", "files", "packages", "debian", "compositor", "size", "ready", "finished", "began",
    ]
    /// Keys of a predicate (`ready:`, `finished:`, `began:`).
    static let predicateKeys = ["shows", "output", "command"]
    /// Compositors an app could name that the runner does not start, and why (the issue's list).
    static let refusedCompositors: [String: String] = [
        "phosh": "the app runner has no session under phosh (phoc) yet; use sway, gnome-shell or kwin"
    ]
    /// A Debian package name (Debian Policy 5.6.1: lower case letters, digits, `+`, `-`, `.`; two
    /// characters or more, starting with a letter or digit).
    static func isPackageName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        func allowed(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
            default: false
            }
        }
        return bytes.count >= 2 && bytes.enumerated().allSatisfy { allowed($0.element, first: $0.offset == 0) }
    }

    /// Names the values a key takes, as a message says them: `a`, `a or b`, `a, b or c`.
    static func alternatives(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Reads the `app:` section; every mistake in it is reported, each with its line.
    /// - Parameters:
    ///   - node: The section's node.
    ///   - folder: The manifest's folder (empty for the working directory).
    ///   - path: The manifest, for messages.
    static func app(_ node: Node, folder: String, path: String) throws(CheckManifestError) -> AppSpec {
        let line = node.mark?.line ?? 1
        guard let mapping = node.mapping else {
            throw CheckManifestError(path: path, line: line, message: "expected `app:` to be a mapping with `command:`")
        }
        var mistakes: [CheckManifestError] = []
        func mistake(_ at: Node?, _ message: String, missing: Bool = false) {
            mistakes.append(
                CheckManifestError(path: path, line: at?.mark?.line ?? line, message: message, missing: missing))
        }
        var fields: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.string, appKeys.contains(name) else {
                mistake(
                    key,
                    "expected an app key (\(appKeys.joined(separator: ", "))), found `\(key.string ?? "?")`"
                        + NameSuggestion.hint(for: key.string ?? "", in: appKeys))
                continue
            }
            fields[name] = value
        }
        func text(_ key: String) -> String? {
            guard let node = fields[key] else { return nil }
            guard node.scalar != nil, let value = node.string, !value.isEmpty else {
                mistake(node, "expected `app.\(key)` to be a non-empty string, found \(shape(node))")
                return nil
            }
            return value
        }
        func list(_ key: String) -> [String]? {
            guard let node = fields[key] else { return nil }
            if node.scalar != nil, let one = node.string { return [one] }
            guard case .sequence(let items) = node else {
                mistake(node, "expected `app.\(key)` to be a list of names, found \(shape(node))")
                return nil
            }
            var names: [String] = []
            for item in items {
                guard item.scalar != nil, let name = item.string, !name.isEmpty else {
                    mistake(item, "expected `app.\(key)` to hold names, found \(shape(item))")
                    continue
                }
                names.append(name)
            }
            return names
        }
        let command = text("command")
        if fields["command"] == nil {
            mistake(node, "expected `app.command:` (the command line that starts the app)")
        }
        var spec = AppSpec(
            command: command ?? "", folder: folder.isEmpty ? "." : folder, files: ["."], packages: [],
            debian: AppSpec.defaultRelease, compositor: .sway, width: AppSpec.defaultSize.width,
            height: AppSpec.defaultSize.height, ready: nil, finished: .shows(""), began: nil, line: line)
        if let files = list("files") {
            for (index, file) in files.enumerated() {
                let at: Node? =
                    if case .sequence(let items)? = fields["files"], index < items.count {
                        items[index]
                    } else { fields["files"] }
                if file.hasPrefix("/") || file.split(separator: "/").contains("..") {
                    mistake(at, "expected `app.files` to name files inside the manifest's folder, found `\(file)`")
                } else if !FileManager.default.fileExists(atPath: spec.folder + "/" + file) {
                    mistake(
                        at, "expected `app.files` to name existing files, found no such file \(file)", missing: true)
                }
            }
            spec.files = files
        }
        if let packages = list("packages") {
            for (index, package) in packages.enumerated() where !isPackageName(package) {
                let at: Node? =
                    if case .sequence(let items)? = fields["packages"], index < items.count {
                        items[index]
                    } else { fields["packages"] }
                mistake(at, "expected `app.packages` to hold Debian package names, found `\(package)`")
            }
            spec.packages = packages
        }
        if let node = fields["debian"] {
            if let release = node.int, AppSpec.releases.contains(release) {
                spec.debian = release
            } else {
                let releases = alternatives(AppSpec.releases.map(String.init))
                mistake(node, "expected `app.debian` to be \(releases), found `\(node.string ?? shape(node))`")
            }
        }
        if let name = text("compositor") {
            let names = AppSpec.Compositor.allCases.map(\.rawValue)
            let expected = "expected `app.compositor` to be \(alternatives(names)), found `\(name)`"
            if let compositor = AppSpec.Compositor(rawValue: name) {
                spec.compositor = compositor
                if !compositor.releases.contains(spec.debian) {
                    let releases = alternatives(compositor.releases.map(String.init))
                    mistake(
                        fields["debian"] ?? fields["compositor"],
                        "expected `app.debian` to be \(releases) with `compositor: \(name)` (its logind session runs in "
                            + "the Debian \(releases) shell guest only), found `\(spec.debian)`")
                }
            } else if let why = refusedCompositors[name] {
                mistake(fields["compositor"], "\(expected): \(why)")
            } else {
                mistake(fields["compositor"], expected + NameSuggestion.hint(for: name, in: names))
            }
        }
        if let size = text("size") {
            let parts = size.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
            if parts.count == 2, let width = parts[0], let height = parts[1],
                (1...AppSpec.maximumSide).contains(width), (1...AppSpec.maximumSide).contains(height)
            {
                spec.width = width
                spec.height = height
            } else {
                mistake(
                    fields["size"],
                    "expected `app.size` to be WIDTHxHEIGHT in pixels, each 1 to \(AppSpec.maximumSide), found `\(size)`"
                )
            }
        }
        func predicate(_ key: String) -> AppSpec.Predicate? {
            guard let node = fields[key] else { return nil }
            guard let pairs = node.mapping, pairs.count == 1, let (name, value) = pairs.first,
                let kind = name.string, predicateKeys.contains(kind)
            else {
                let found = node.mapping?.first?.0.string
                mistake(
                    node,
                    "expected `app.\(key)` to be {shows: NAME}, {output: REGEX} or {command: CMD}, found "
                        + (found.map { "`\($0)`" + NameSuggestion.hint(for: $0, in: predicateKeys) } ?? shape(node)))
                return nil
            }
            guard value.scalar != nil, let argument = value.string, !argument.isEmpty else {
                mistake(value, "expected `app.\(key).\(kind)` to be a non-empty string, found \(shape(value))")
                return nil
            }
            switch kind {
            case "shows": return .shows(argument)
            case "output":
                guard (try? Regex(argument)) != nil else {
                    mistake(value, "expected `app.\(key).output` to be a regular expression, found `\(argument)`")
                    return nil
                }
                return .output(argument)
            default: return .command(argument)
            }
        }
        spec.ready = predicate("ready")
        spec.began = predicate("began")
        if let finished = predicate("finished") {
            spec.finished = finished
        } else if fields["finished"] == nil {
            mistake(node, "expected `app.finished:` (what holds once the gesture went through)")
        }
        if var first = mistakes.first {
            first.more = Array(mistakes.dropFirst())
            first.missing = mistakes.allSatisfy(\.missing)
            throw first
        }
        return spec
    }

    /// A node's kind in a message: `a list`, `a mapping`, or the scalar in backquotes.
    private static func shape(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "`\(scalar.string)`"
        case .alias: "an alias"
        }
    }
}
