import ArgumentParser
import EvdevInput
import OutputSupport

/// The files one command writes, checked together before anything is read or written: none may
/// replace an existing file without `--force`, and no two of them, nor one of them and an input,
/// may name the same file.
///
/// `replay REC --html REC` used to replace the recording with its own report, `check --junit` could
/// write over its manifest, and `--states X --html X` wrote one output over the other. Files are
/// compared by device and inode where they exist (so a symlink or `./` spelling is the same file),
/// otherwise by path with its folder resolved. Standard output (`-`) and character devices (a
/// terminal, `/dev/null`), which are written in place rather than replaced, are neither compared
/// nor refused.
struct OutputTargets {
    /// One file a command writes, and the option that names it.
    struct Output {
        /// The option (`--html`) or argument (`-o`) that names the file.
        var option: String
        /// The path, or nil when the option was not given.
        var path: String?
    }

    /// One file a command reads, and what it is (`the recording`, `--description`).
    struct Input {
        /// What names the input, for the error message.
        var what: String
        /// The path, or nil when not given.
        var path: String?
    }

    /// Prints a usage error and returns the exit (64) to end with.
    private func usage(_ message: String) -> ExitCode {
        printError(message)
        return ExitCode(ExitStatus.usage)
    }

    /// The outputs, in the order the command writes them.
    var outputs: [Output]
    /// The inputs, which no output may name.
    var inputs: [Input]

    /// Refuses outputs that collide or would replace a file without `--force`.
    /// - Parameter force: Whether existing outputs may be replaced.
    /// Also installs ``TemporaryCleanup``, as every command that writes files calls this first.
    /// - Throws: An exit 64 after printing both options' names when two outputs, or an output and
    ///   an input, are one file; an exit 74 after printing `FILE: the file exists already: use
    ///   --force to replace it` when an output exists and `force` is false.
    func check(force: Bool) throws {
        TemporaryCleanup.install()
        let given = outputs.compactMap { output in output.path.map { (output.option, $0) } }
            .filter { $0.1 != "-" }
        var seen: [(String, String, FileIdentity)] = []
        for (option, path) in given {
            guard let identity = FileIdentity(path), !identity.isDevice else { continue }
            for input in inputs {
                guard let inputPath = input.path, inputPath != "-", let other = FileIdentity(inputPath) else {
                    continue
                }
                if other == identity {
                    throw usage(
                        "\(option) \(TerminalText.escaped(path)) names \(input.what) "
                            + "\(TerminalText.escaped(inputPath)); write the output to another file.")
                }
            }
            if let earlier = seen.first(where: { $0.2 == identity }) {
                throw usage(
                    "\(earlier.0) \(TerminalText.escaped(earlier.1)) and \(option) \(TerminalText.escaped(path)) "
                        + "name the same file; give each output a file of its own.")
            }
            seen.append((option, path, identity))
        }
        guard !force else { return }
        for (_, path, identity) in seen where identity.exists {
            throw fail(OutputFileError(.exists, path: path))
        }
    }

    /// What makes two paths one file: device and inode for an existing file, else the resolved path.
    fileprivate struct FileIdentity: Equatable {
        /// `(st_dev, st_ino)` of an existing file.
        var node: (UInt64, UInt64)?
        /// The path with its folder resolved, for a file that does not exist yet.
        var resolved: String?
        /// Whether the file exists and is a character device, written in place.
        var isDevice = false

        /// Whether the file exists.
        var exists: Bool { node != nil }

        init?(_ path: String) {
            if let info = fileStatus(path) {
                node = info.node
                isDevice = info.kind == .characterDevice
                return
            }
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            guard let real = canonicalPath(folder.isEmpty ? "/" : folder) else { return nil }
            resolved = real + "/" + name
        }

        static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
            if let left = lhs.node, let right = rhs.node { return left == right }
            return lhs.node == nil && rhs.node == nil && lhs.resolved == rhs.resolved
        }
    }
}
