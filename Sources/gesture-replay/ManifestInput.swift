import ArgumentParser
import Foundation
import GestureReports

/// A check manifest as the commands name it: a `.yml` file, or a folder holding `expectations.yml`.
enum ManifestInput {
    /// The manifest file `target` names: itself, or `expectations.yml` inside it when it is a folder.
    static func path(_ target: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue else {
            return target
        }
        return (target as NSString).appendingPathComponent("expectations.yml")
    }

    /// Whether `target` names a manifest rather than a recording: a folder, or an existing `.yml`/`.yaml` file.
    static func isManifest(_ target: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else { return false }
        return isDirectory.boolValue || target.hasSuffix(".yml") || target.hasSuffix(".yaml")
    }

    /// Reads the manifest `target` names; a bad one is reported on standard error and ends the command
    /// with exit 65, or 66 when a file it names is missing.
    static func load(_ target: String) throws -> CheckManifest {
        do throws(CheckManifestError) {
            return try CheckManifest(path: path(target))
        } catch {
            for line in error.lines { printError(line) }
            throw ExitCode(error.missing ? ExitStatus.noInput : ExitStatus.badData)
        }
    }
}
