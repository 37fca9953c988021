internal import CEvdev

#if canImport(Glibc)
    import Glibc
#endif

// The C library as EvdevInput calls it: with `HandoffLock.swift` (the parsing threads' mutex and
// conditions), the only file of the module that imports Glibc, as swift-system keeps its calls in
// `Internals/Syscalls.swift` (libevdev's calls are `LibevdevCalls.swift`'s, its constants
// `Constants.swift`'s). Each function has its C name and signature and does what the C call does,
// `-1` and `errno` on failure included, so a reader knows each call from its man page and a port to
// another C library changes this file only.

// MARK: Types

/// `off_t`: a file offset or size, bytes.
typealias off_t = Glibc.off_t
/// `pthread_t`: a thread.
typealias pthread_t = Glibc.pthread_t

/// What `stat(2)` and `fstat(2)` say about a file, the fields the module reads.
struct FileStatus {
    /// What the file is.
    enum Kind {
        /// A regular file.
        case regular
        /// A directory.
        case directory
        /// Anything else: a character device, a FIFO, a socket.
        case other
    }

    /// What the file is (`st_mode & S_IFMT`).
    var kind: Kind
    /// Its size, bytes (`st_size`; 0 for a pipe or a device).
    var size: off_t

    init(_ info: Glibc.stat) {
        switch info.st_mode & Glibc.S_IFMT {
        case Glibc.S_IFREG: kind = .regular
        case Glibc.S_IFDIR: kind = .directory
        default: kind = .other
        }
        size = info.st_size
    }
}

// MARK: Constants

/// `errno(3)`: the calling thread's last error number.
var errno: Int32 {
    get { Glibc.errno }
    set { Glibc.errno = newValue }
}

/// `EINTR`: interrupted by a signal.
let EINTR = Glibc.EINTR
/// `EAGAIN`: nothing to read now (a non-blocking descriptor).
let EAGAIN = Glibc.EAGAIN
/// `EINVAL`: an invalid argument.
let EINVAL = Glibc.EINVAL
/// `EPERM`: the operation is not permitted.
let EPERM = Glibc.EPERM
/// `EACCES`: permission denied.
let EACCES = Glibc.EACCES
/// `ENOENT`: no such file or directory.
let ENOENT = Glibc.ENOENT
/// `ENOTDIR`: a path component is not a directory.
let ENOTDIR = Glibc.ENOTDIR
/// `ENXIO`: no such device or address.
let ENXIO = Glibc.ENXIO
/// `ENOTTY`: not a terminal (an `ioctl` the file does not know).
let ENOTTY = Glibc.ENOTTY
/// `ENODEV`: no such device (it was unplugged).
let ENODEV = Glibc.ENODEV
/// `EBUSY`: the device is busy (grabbed by another client).
let EBUSY = Glibc.EBUSY
/// `ENOMEM`: out of memory.
let ENOMEM = Glibc.ENOMEM

/// `O_RDONLY`: open for reading.
let O_RDONLY = Glibc.O_RDONLY
/// `O_WRONLY`: open for writing.
let O_WRONLY = Glibc.O_WRONLY
/// `O_NONBLOCK`: reads return `EAGAIN` instead of waiting.
let O_NONBLOCK = Glibc.O_NONBLOCK
/// `O_CLOEXEC`: closed in a child after `exec`.
let O_CLOEXEC = Glibc.O_CLOEXEC
/// `STDIN_FILENO`: standard input's descriptor.
let STDIN_FILENO = Glibc.STDIN_FILENO
/// `CLOCK_MONOTONIC`: the clock that never jumps (what `EVIOCSCLOCKID` asks evdev to stamp with).
let CLOCK_MONOTONIC = Glibc.CLOCK_MONOTONIC
/// `F_OK`: `access(2)`'s existence test.
let F_OK = Glibc.F_OK
/// `_SC_NPROCESSORS_ONLN`: `sysconf(3)`'s online processor count.
let _SC_NPROCESSORS_ONLN = Int32(Glibc._SC_NPROCESSORS_ONLN)

// MARK: Files

/// `open(2)`.
@inline(__always) func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
/// `close(2)`.
@discardableResult @inline(__always) func close(_ fd: Int32) -> Int32 { Glibc.close(fd) }
/// `read(2)`.
@inline(__always) func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
}
/// `pread(2)`: reads at `offset` without moving the file position.
@inline(__always) func pread(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int, _ offset: off_t) -> Int {
    Glibc.pread(fd, buffer, count, offset)
}
/// `write(2)`.
@inline(__always) func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
}
/// `fstat(2)`: what the open file `fd` is.
/// - Returns: Its status, or nil with `errno` set.
func fileStatus(descriptor fd: Int32) -> FileStatus? {
    var info = Glibc.stat()
    return Glibc.fstat(fd, &info) == 0 ? FileStatus(info) : nil
}
/// `stat(2)`: what `path` is, following symbolic links.
/// - Returns: Its status, or nil with `errno` set.
func fileStatus(path: String) -> FileStatus? {
    var info = Glibc.stat()
    return stat(path, &info) == 0 ? FileStatus(info) : nil
}
/// `access(2)`.
@inline(__always) func access(_ path: UnsafePointer<CChar>, _ mode: Int32) -> Int32 { Glibc.access(path, mode) }
/// `truncate(2)`.
@discardableResult @inline(__always) func truncate(_ path: UnsafePointer<CChar>, _ length: off_t) -> Int32 {
    Glibc.truncate(path, length)
}
/// `realpath(3)`: the canonical absolute path, in memory for ``free(_:)``.
@inline(__always) func realpath(
    _ path: UnsafePointer<CChar>, _ resolved: UnsafeMutablePointer<CChar>?
) -> UnsafeMutablePointer<CChar>? {
    Glibc.realpath(path, resolved)
}
/// `opendir(3)`, `readdir(3)`, `closedir(3)`: the names in a directory, in the order `readdir`
/// gives them (`.` and `..` included).
/// - Returns: The names, or nil when the directory cannot be opened (`errno` set).
func directoryEntries(_ path: String) -> [String]? {
    guard let stream = Glibc.opendir(path) else { return nil }
    defer { Glibc.closedir(stream) }
    var names: [String] = []
    while let entry = Glibc.readdir(stream) {
        names.append(
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            })
    }
    return names
}

// MARK: Memory and strings

/// `memchr(3)`: the first `byte` in `count` bytes from `start`.
@inline(__always) func memchr(_ start: UnsafeRawPointer, _ byte: Int32, _ count: Int) -> UnsafeMutableRawPointer? {
    Glibc.memchr(start, byte, count)
}
/// `memmove(3)`.
@discardableResult @inline(__always) func memmove(
    _ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ count: Int
) -> UnsafeMutableRawPointer {
    Glibc.memmove(destination, source, count)
}
/// `free(3)`.
@inline(__always) func free(_ pointer: UnsafeMutableRawPointer?) { Glibc.free(pointer) }
/// `strerror(3)`: the system's message for an error number.
@inline(__always) func strerror(_ code: Int32) -> UnsafeMutablePointer<CChar>! { Glibc.strerror(code) }

// MARK: Clocks, threads, the system

/// Nanoseconds in a second, for `timespec`'s two fields.
private let nanosecondsPerSecond: Int64 = 1_000_000_000

/// `clock_gettime(2)` on `CLOCK_MONOTONIC`: nanoseconds since an unspecified start (the boot).
func monotonicNanoseconds() -> Int64 {
    var spec = Glibc.timespec()
    Glibc.clock_gettime(Glibc.CLOCK_MONOTONIC, &spec)
    return Int64(spec.tv_sec) * nanosecondsPerSecond + Int64(spec.tv_nsec)
}

/// `clock_nanosleep(2)` on `CLOCK_MONOTONIC` with `TIMER_ABSTIME`: sleeps until `deadline`, or
/// until a signal arrives (`EINTR`, which it never restarts).
/// - Parameter deadline: The absolute deadline, nanoseconds on ``monotonicNanoseconds()``'s clock.
func sleepUntilMonotonic(nanoseconds deadline: Int64) {
    var spec = Glibc.timespec(
        tv_sec: Int(deadline / nanosecondsPerSecond), tv_nsec: Int(deadline % nanosecondsPerSecond))
    _ = Glibc.clock_nanosleep(Glibc.CLOCK_MONOTONIC, Glibc.TIMER_ABSTIME, &spec, nil)
}
/// `pthread_create(3)`.
@inline(__always) func pthread_create(
    _ thread: UnsafeMutablePointer<pthread_t>, _ attributes: UnsafePointer<pthread_attr_t>?,
    _ start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?, _ argument: UnsafeMutableRawPointer?
) -> Int32 {
    Glibc.pthread_create(thread, attributes, start, argument)
}
/// `pthread_join(3)`.
@discardableResult @inline(__always) func pthread_join(
    _ thread: pthread_t, _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> Int32 {
    Glibc.pthread_join(thread, result)
}
/// `sysconf(3)`.
@inline(__always) func sysconf(_ name: Int32) -> Int { Glibc.sysconf(name) }
/// `uname(2)`'s `release`: the running kernel's release (`uname -r`), nil when `uname` fails.
func kernelRelease() -> String? {
    var names = Glibc.utsname()
    guard Glibc.uname(&names) == 0 else { return nil }
    return withUnsafeBytes(of: &names.release) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
}

// MARK: Loading libraries, waiting on descriptors

/// `dlopen(3)` with `RTLD_NOW | RTLD_LOCAL`: a shared library loaded at run time, nil when it cannot
/// be (``dynamicLoaderError()`` says why).
func loadLibrary(_ name: String) -> UnsafeMutableRawPointer? { Glibc.dlopen(name, Glibc.RTLD_NOW | Glibc.RTLD_LOCAL) }
/// `dlsym(3)`: the address of `symbol` in a library ``loadLibrary(_:)`` loaded, nil when absent.
func librarySymbol(_ library: UnsafeMutableRawPointer, _ symbol: String) -> UnsafeMutableRawPointer? {
    Glibc.dlsym(library, symbol)
}
/// `dlerror(3)`: the dynamic loader's last message, nil when there is none.
func dynamicLoaderError() -> String? { Glibc.dlerror().map { String(cString: $0) } }
/// `fcntl(fd, F_GETFD)`: whether `fd` is an open descriptor of this process.
func isOpenDescriptor(_ fd: Int32) -> Bool { fd >= 0 && Glibc.fcntl(fd, Glibc.F_GETFD) != -1 }
/// `poll(2)` on one descriptor for input: true when it is readable (or hung up) before `milliseconds`
/// passed; false on a timeout or an interrupted wait.
func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
    var entry = Glibc.pollfd(fd: fd, events: Int16(Glibc.POLLIN), revents: 0)
    return Glibc.poll(&entry, 1, milliseconds) > 0
}
