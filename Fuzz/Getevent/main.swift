import EvdevInput
import FuzzSupport

/// libFuzzer entry point: the input as an Android getevent dump.
///
/// The input is read to its end and folded into frames (the default node; then the second node,
/// with the same bytes as its `getevent -lp` listing), and read as a listing on its own. Typed
/// errors are the expected outcome for garbage; a trap, a crash or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGetevent(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.withFile(UnsafeRawBufferPointer(start: data, count: size)) { path in
        _ = try? Recording.detectFormat(path)
        if let reader = try? GeteventReader(path: path) { FuzzReading.drain(reader) }
        if let reader = try? GeteventReader(path: path, descriptionPath: path, deviceIndex: 1) {
            FuzzReading.drain(reader)
        }
        for device in (try? GeteventReader.readDevices(path)) ?? [] { FuzzReading.touch(device.description) }
    }
    return 0
}
