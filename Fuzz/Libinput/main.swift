import EvdevInput
import FuzzSupport

/// libFuzzer entry point: the input as a libinput record file.
///
/// The input is read to its end and folded into frames, once for the default device and once for
/// the second. Typed errors are the expected outcome for garbage; a trap, a crash or a hang is a
/// finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.withFile(UnsafeRawBufferPointer(start: data, count: size)) { path in
        _ = try? Recording.detectFormat(path)
        if let reader = try? LibinputRecordReader(path: path) { FuzzReading.drain(reader) }
        if let reader = try? LibinputRecordReader(path: path, deviceIndex: 1) { FuzzReading.drain(reader) }
    }
    return 0
}
