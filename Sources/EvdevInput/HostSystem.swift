/// Facts about the machine a live recording is made on, written into the recording's header as
/// evemu-record (`# Kernel:`, `# DMI:`) and libinput record (`system: kernel, dmi`) write them.
enum HostSystem {
    /// Where the kernel publishes the machine's DMI modalias; evemu-record and libinput record read
    /// the same file.
    static let dmiModaliasPath = "/sys/class/dmi/id/modalias"

    /// The running kernel's release (`uname -r`), nil when `uname(2)` fails.
    static var kernelRelease: String? {
        EvdevInput.kernelRelease()
    }

    /// The DMI modalias (`dmi:bvn…`), nil when the machine has none (some VMs and ARM boards).
    static var dmiModalias: String? {
        guard let text = readSmallFile(dmiModaliasPath) else { return nil }
        let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return line.isEmpty ? nil : String(line)
    }

    /// The first 4 KiB of a small text file (sysfs attributes), nil when it cannot be read.
    static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let capacity = 4096
        var bytes = [UInt8](repeating: 0, count: capacity)
        var count = 0
        while count < capacity {
            let got = bytes.withUnsafeMutableBytes { raw in
                read(fd, raw.baseAddress.map { $0 + count }, capacity - count)
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
}
