/// A buffered output file written to a temporary name beside its destination and renamed into place
/// when finished, so a reader never sees a half-written file under the final name.
///
/// `flush()` pushes the buffer to the kernel (the recorder calls it after every frame); a failed write
/// (a full disk, a vanished mount) is a typed error that leaves what was flushed before it intact.
/// A destination that is not a regular file (`/dev/null`, a FIFO, `/dev/stdout`) is written directly:
/// renaming over it would replace the device node.
package final class OutputFile {
    /// The final path.
    package let path: String
    /// The temporary path written until `commit()`.
    package let temporaryPath: String
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var closed = false
    /// Whether the destination is written in place (not a regular file).
    private let direct: Bool
    /// Whether `fd` is this file's to close (not standard output's).
    private let ownsDescriptor: Bool
    /// Whether an existing file may be replaced at `commit()`.
    private let overwrite: Bool
    /// The temporary file's slot in ``TemporaryFiles``, removed by a signal handler until placed.
    private var registration: Int?
    /// Bytes buffered before a write to the kernel.
    static let bufferSize = 1 << 16

    /// Creates the temporary file.
    /// - Parameters:
    ///   - path: Where the file ends up.
    ///   - overwrite: Whether an existing file at `path` may be replaced.
    package init(path: String, overwrite: Bool) throws(OutputFileError) {
        let type = Syscalls.fileType(path)
        self.path = path
        self.overwrite = overwrite
        if type == .directory { throw OutputFileError(.isDirectory, path: path) }
        if type == .special {
            let fd = Syscalls.openForWriting(path)
            guard fd >= 0 else { throw OutputFileError(.open, path: path, errno: Syscalls.errno) }
            self.fd = fd
            self.temporaryPath = path
            self.direct = true
        } else {
            if !overwrite, type == .regular { throw OutputFileError(.exists, path: path) }
            let slash = path.lastIndex(of: "/")
            let directory = slash.map { String(path[..<$0]) } ?? "."
            let template = (directory.isEmpty ? "/" : directory + "/") + ".gesture-replay-XXXXXX"
            guard let (fd, temporaryPath) = Syscalls.makeTemporaryFile(template: template) else {
                throw OutputFileError(.open, path: directory, errno: Syscalls.errno)
            }
            self.temporaryPath = temporaryPath
            self.fd = fd
            self.direct = false
            registration = TemporaryFiles.register(temporaryPath)
        }
        ownsDescriptor = true
        buffer.reserveCapacity(Self.bufferSize * 2)
    }

    /// The name that stands for standard output on the command line.
    package static let standardOutputName = "-"

    /// Writes to standard output, directly, and leaves it open when finished.
    /// - Parameter path: The name messages give it (``standardOutputName``).
    package init(standardOutput path: String = standardOutputName) {
        self.path = path
        temporaryPath = path
        fd = Syscalls.standardOutput
        direct = true
        overwrite = true
        ownsDescriptor = false
        buffer.reserveCapacity(Self.bufferSize * 2)
    }

    deinit {
        if !closed {
            if ownsDescriptor { Syscalls.close(fd) }
            if !direct { Syscalls.unlink(temporaryPath) }
        }
        TemporaryFiles.unregister(registration)
    }

    /// Appends text.
    package func write(_ text: String) throws(OutputFileError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends bytes.
    package func write(_ bytes: [UInt8]) throws(OutputFileError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends bytes from borrowed storage; a large chunk arriving when nothing is buffered goes to the
    /// file without being copied.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        guard buffer.isEmpty, bytes.count >= Self.bufferSize, let start = bytes.baseAddress else {
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.bufferSize { try flush() }
            return
        }
        let (written, failure) = writeOut(start, count: bytes.count)
        if let failure {
            // Kept as flush() keeps what it could not write.
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[written...]))
            throw failure
        }
    }

    /// Writes everything buffered to the file.
    package func flush() throws(OutputFileError) {
        guard !buffer.isEmpty else { return }
        let (written, failure) = buffer.withUnsafeBytes { raw in writeOut(raw.baseAddress!, count: raw.count) }
        if let failure {
            buffer.removeFirst(written)
            throw failure
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `count` bytes from `start`, retrying interrupted and partial writes.
    /// - Returns: The bytes written, and the error that stopped the writing before the end.
    private func writeOut(_ start: UnsafeRawPointer, count: Int) -> (written: Int, failure: OutputFileError?) {
        var written = 0
        while written < count {
            let result = Syscalls.write(fd, start + written, count - written)
            if result < 0 { return (written, OutputFileError(.write, path: path, errno: Syscalls.errno)) }
            written += result
        }
        return (written, nil)
    }

    /// Flushes, closes and renames the file into place.
    package func commit() throws(OutputFileError) {
        try flush()
        closed = true
        guard !direct else {
            if ownsDescriptor { Syscalls.close(fd) }
            return
        }
        Syscalls.sync(fd)
        Syscalls.close(fd)
        guard place() else {
            throw OutputFileError(.place(temporaryPath: temporaryPath), path: path, errno: Syscalls.errno)
        }
    }

    /// Moves the temporary file to `path`: a rename when replacing is allowed; otherwise a hard link
    /// that fails if `path` appeared meanwhile (no-replace), then the temporary name is removed.
    private func place() -> Bool {
        if overwrite { return Syscalls.rename(temporaryPath, path) }
        guard Syscalls.link(temporaryPath, path) else {
            // Filesystems without hard links: fall back to a rename after checking once more.
            if Syscalls.linksUnsupported, !Syscalls.exists(path) { return Syscalls.rename(temporaryPath, path) }
            return false
        }
        Syscalls.unlink(temporaryPath)
        return true
    }

    /// Closes what was flushed so far and renames it into place: for a recording that ended badly
    /// (a full disk), the events before the failure stay readable.
    package func salvage() {
        guard !closed else { return }
        closed = true
        if ownsDescriptor { Syscalls.close(fd) }
        if !direct { _ = place() }
    }
}
