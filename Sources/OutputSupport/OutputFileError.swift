/// Why an output file could not be written: the file, what the writer was doing, and the system's
/// `errno` when the system refused.
///
/// An output is what a client writes (a recording, a state trace, a report); its failure is not a
/// failure to read a recording, and a client maps ``kind`` to its own exit code. The description is
/// one line, `FILE: what failed: why`, ready for a terminal, and names no command-line option.
package struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed.
    package enum Kind: Hashable, Sendable {
        /// The file exists and replacing it was not asked for.
        case exists
        /// The path is a directory.
        case isDirectory
        /// Opening the file, or creating its temporary file, failed (`errno` says why).
        case open
        /// Writing failed (`errno` says why; `ENOSPC` is a full disk).
        case write
        /// Renaming the finished temporary file into place failed (`errno` says why); the data is
        /// in `temporaryPath`.
        case place(temporaryPath: String)
    }

    /// What failed.
    package var kind: Kind
    /// The file the failure is about (the directory, when its temporary file could not be made).
    package var path: String
    /// The system's error number, for the failures the system reported.
    package var errno: Int32?

    /// Creates an error.
    package init(_ kind: Kind, path: String, errno: Int32? = nil) {
        self.kind = kind
        self.path = path
        self.errno = errno
    }

    /// What the writer could not do, in words: the part of ``description`` after the path.
    package var failure: String {
        switch kind {
        case .exists: Self.existingFile
        case .isDirectory: "cannot write"
        case .open: errno.map(Syscalls.isMissing) == true ? "no such file" : "cannot open"
        case .write: errno == Syscalls.noSpace ? "the disk is full" : "writing failed"
        case .place:
            errno == Syscalls.exists
                ? "the file exists already (it appeared while writing)" : "renaming the finished file failed"
        }
    }

    /// Why, when known: the system's message, or what was found.
    package var reason: String? {
        switch kind {
        case .exists: "replacing it was not asked for"
        case .isDirectory: "it is a directory"
        case .open where errno.map(Syscalls.isMissing) == true: nil
        case .open, .write: errno.map(Syscalls.message)
        case .place(let temporaryPath): (errno.map(Syscalls.message) ?? "") + " (the data is in \(temporaryPath))"
        }
    }

    /// Whether the system refused for lack of permission (`EACCES`, `EPERM`).
    package var isPermissionDenied: Bool { errno.map(Syscalls.isPermissionDenied) ?? false }

    /// Whether the file (or its directory) does not exist (`ENOENT`, `ENOTDIR`).
    package var isMissing: Bool { kind == .open && errno.map(Syscalls.isMissing) == true }

    /// What the failure says when the output exists and replacing it was not asked for.
    package static let existingFile = "the file exists already"

    package var description: String {
        "\(path): \(failure)" + (reason.map { ": \($0)" } ?? "")
    }
}
