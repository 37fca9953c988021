import GestureInteraction
import GestureReplay
import Yams

extension CheckManifest {
    /// Keys a case (or `defaults`) may have that choose the release of a real toolkit a model follows.
    static let releaseKeys: Set<String> = Set(
        ModelOverrides.Setting.releases.map(\.rawValue))

    /// Reads `adwaita`, `gnomeShell`, `kwin`, `phosh` and `firefox` (each a version, `"1.7"`) into `overrides`.
    /// - Throws: ``CheckManifestError`` naming the key, its line, the versions and what was found.
    static func releaseFields(
        _ fields: [String: Node], overrides: inout ModelOverrides, line: Int, path: String
    ) throws(CheckManifestError) {
        func choice<T: RawRepresentable & CaseIterable>(_ key: ModelOverrides.Setting, _: T.Type)
            throws(CheckManifestError) -> T?
        where T.RawValue == String {
            guard let node = fields[key.rawValue] else { return nil }
            let names = T.allCases.map(\.rawValue)
            guard let text = node.string, node.scalar != nil, let value = T(rawValue: text) else {
                let found = node.string ?? "a non-scalar"
                throw CheckManifestError(
                    path: path, line: node.mark?.line ?? line,
                    message: "expected `\(key.rawValue)` to be one of \(names.joined(separator: ", ")), "
                        + "found `\(found)`" + NameSuggestion.hint(for: found, in: names))
            }
            return value
        }
        overrides.adwaitaRelease = try choice(.adwaita, AdwaitaRelease.self)
        overrides.gnomeShellRelease = try choice(.gnomeShell, GnomeShellRelease.self)
        overrides.kwinRelease = try choice(.kwin, KWinRelease.self)
        overrides.phoshRelease = try choice(.phosh, PhoshRelease.self)
        overrides.firefoxRelease = try choice(.firefox, FirefoxRelease.self)
    }
}
