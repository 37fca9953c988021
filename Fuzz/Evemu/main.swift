import EvdevInput
import FuzzSupport

/// libFuzzer entry point: the input as an evemu recording.
///
/// The input is read to its end and folded into frames, and read as an evemu description on its
/// own. Typed errors are the expected outcome for garbage; a trap, a crash or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.withFile(UnsafeRawBufferPointer(start: data, count: size)) { path in
        _ = try? Recording.detectFormat(path)
        if let reader = try? EvemuReader(path: path) { FuzzReading.drain(reader) }
        if let description = try? EvemuReader.readDescription(path) { FuzzReading.touch(description) }
    }
    return 0
}
