import Synchronization

/// The temporary files ``OutputFile`` has not yet renamed into place, for a client to remove when
/// it is ended by a signal.
///
/// An output is written under a temporary name beside its destination (`.gesture-replay-XXXXXX`) and
/// renamed when complete; SIGTERM or SIGINT in between left that file behind. The library installs
/// no signal handler (an app that embeds it owns its signals); a command-line client calls
/// ``removeAll()`` from its handler, which is async-signal-safe: it only reads a fixed table of
/// C strings and calls `unlink(2)`.
package enum TemporaryFiles {
    /// Temporary files tracked at once.
    ///
    /// An output past it is still written and cleaned up on every ordinary path, only not on a
    /// signal. One command writes at most a handful (`check --junit --html`, `replay --states
    /// --html --chrome-trace`).
    static let capacity = 64

    /// Adds `path` to the table.
    /// - Returns: Its slot, for ``unregister(_:)``; nil when the table is full.
    static func register(_ path: String) -> Int? {
        lock.withLock { _ in
            let table = temporaryFileTable ?? makeTable()
            for slot in 0..<capacity where table[slot] == nil {
                table[slot] = Syscalls.duplicate(path)
                return slot
            }
            return nil
        }
    }

    /// Removes a slot's path from the table (the file was renamed into place or deleted).
    static func unregister(_ slot: Int?) {
        guard let slot, let table = temporaryFileTable else { return }
        lock.withLock { _ in
            let path = table[slot]
            table[slot] = nil
            Syscalls.free(path)
        }
    }

    /// Deletes every temporary file not yet in place; safe to call from a signal handler.
    package static func removeAll() {
        guard let table = temporaryFileTable else { return }
        for slot in 0..<capacity {
            if let path = table[slot] { Syscalls.unlink(UnsafePointer(path)) }
        }
    }

    private static func makeTable() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        temporaryFileTable = table
        return table
    }

    /// Guards `register` and `unregister` (outputs may be opened on several threads).
    private static let lock = Mutex(())
}

/// The table of temporary paths: a global with a constant initial value (so a signal handler never
/// runs a lazy initialiser), set once by the first registration.
nonisolated(unsafe) private var temporaryFileTable: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
