import EdgePan
import FuzzSupport
import GestureReplay
import GestureReports
import InteractiveTransition

/// libFuzzer entry point: the input as a check manifest (YAML through Yams).
///
/// Every case is turned into the replay options `check` would use. Transitions are resolved only
/// when they name a preset, and no recording is opened: a manifest may name any file. Typed errors
/// are the expected outcome for garbage; a trap, a crash or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.withFile(UnsafeRawBufferPointer(start: data, count: size)) { path in
        let manifest: CheckManifest
        do throws(CheckManifestError) {
            manifest = try CheckManifest(path: path)
        } catch {
            _ = error.description
            return
        }
        for checkCase in manifest.cases {
            _ = (checkCase.releasePercent?.description, checkCase.completedAt?.description)
            // Only presets: a case naming a spec file would read whatever path the input names.
            guard TransitionSpec.Preset(rawValue: checkCase.transition) != nil else { continue }
            if let options = try? checkCase.replayOptions() { _ = try? options.validate() }
        }
    }
    return 0
}
