// Linux stand-in for the parts of Apple's C library (the Darwin module, which Foundation
// re-exports on Apple platforms) that Foundation's interface and Tecla use. Only for
// Scripts/ci/availability (it compiles this for an Apple target); nothing here runs, and it is not
// on check-ios.sh's path (there, Linux's Glibc is what `canImport` must find).
//
// Declarations are written as Swift imports Apple's C headers: the types of <sys/types.h> on
// Darwin (mode_t is UInt16 there, not UInt32 as on Linux), macros as read-only variables, and
// each function names its manual page (man 2 / man 3, as on developer.apple.com's
// "Mac OS X Manual Pages").

// MARK: Types (<sys/_types.h>, <sys/socket.h>)

public typealias off_t = Int64
public typealias mode_t = UInt16
public typealias ssize_t = Int
public typealias size_t = Int
public typealias socklen_t = UInt32
public typealias sa_family_t = UInt8
public typealias pid_t = Int32
public typealias uid_t = UInt32
public typealias gid_t = UInt32
public typealias dev_t = Int32
public typealias ino_t = UInt64
public typealias nlink_t = UInt16
public typealias time_t = Int
public typealias blkcnt_t = Int64
public typealias blksize_t = Int32
/// <uuid/uuid.h>: sixteen bytes, as Foundation's UUID hands them out.
public typealias uuid_t = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

/// <sys/_types/_timespec.h>
public struct timespec: Sendable {
    public var tv_sec: time_t
    public var tv_nsec: Int
    public init() { (tv_sec, tv_nsec) = (0, 0) }
    public init(tv_sec: time_t, tv_nsec: Int) { (self.tv_sec, self.tv_nsec) = (tv_sec, tv_nsec) }
}

/// stat(2): the fields Darwin's `struct stat` names (st_mtimespec, not Linux's st_mtim).
public struct stat {
    public var st_dev: dev_t = 0
    public var st_mode: mode_t = 0
    public var st_nlink: nlink_t = 0
    public var st_ino: ino_t = 0
    public var st_uid: uid_t = 0
    public var st_gid: gid_t = 0
    public var st_rdev: dev_t = 0
    public var st_atimespec = timespec()
    public var st_mtimespec = timespec()
    public var st_ctimespec = timespec()
    public var st_size: off_t = 0
    public var st_blocks: blkcnt_t = 0
    public var st_blksize: blksize_t = 0
    public init() {}
}

/// <sys/socket.h>
public struct sockaddr {
    public var sa_len: UInt8 = 0
    public var sa_family: sa_family_t = 0
    public init() {}
}

/// getaddrinfo(3): Darwin's field order (ai_canonname before ai_addr).
public struct addrinfo {
    public var ai_flags: Int32 = 0
    public var ai_family: Int32 = 0
    public var ai_socktype: Int32 = 0
    public var ai_protocol: Int32 = 0
    public var ai_addrlen: socklen_t = 0
    public var ai_canonname: UnsafeMutablePointer<CChar>? = nil
    public var ai_addr: UnsafeMutablePointer<sockaddr>? = nil
    public var ai_next: UnsafeMutablePointer<addrinfo>? = nil
    public init() {}
}

// MARK: Constants (macros)

public var errno: Int32 {
    get { 0 }
    set {}
}
public var EPERM: Int32 { 1 }
public var ENOENT: Int32 { 2 }
public var EINTR: Int32 { 4 }
public var EIO: Int32 { 5 }
public var EBADF: Int32 { 9 }
public var EACCES: Int32 { 13 }
public var EEXIST: Int32 { 17 }
public var EISDIR: Int32 { 21 }
public var EINVAL: Int32 { 22 }
public var ENOSPC: Int32 { 28 }
public var EAGAIN: Int32 { 35 }

public var O_RDONLY: Int32 { 0x0000 }
public var O_WRONLY: Int32 { 0x0001 }
public var O_RDWR: Int32 { 0x0002 }
public var O_NONBLOCK: Int32 { 0x0004 }
public var O_APPEND: Int32 { 0x0008 }
public var O_CREAT: Int32 { 0x0200 }
public var O_TRUNC: Int32 { 0x0400 }
public var O_EXCL: Int32 { 0x0800 }
public var O_NOFOLLOW: Int32 { 0x0100 }
public var O_CLOEXEC: Int32 { 0x0100_0000 }
public var O_DIRECTORY: Int32 { 0x0010_0000 }

public var S_IFMT: mode_t { 0o170000 }
public var S_IFREG: mode_t { 0o100000 }
public var S_IFDIR: mode_t { 0o040000 }

public var PROT_READ: Int32 { 0x01 }
public var PROT_WRITE: Int32 { 0x02 }
public var MAP_SHARED: Int32 { 0x0001 }
public var MAP_PRIVATE: Int32 { 0x0002 }
/// The Darwin overlay's `MAP_FAILED` (the C macro `((void *)-1)`).
public var MAP_FAILED: UnsafeMutableRawPointer! { UnsafeMutableRawPointer(bitPattern: -1) }

public var STDIN_FILENO: Int32 { 0 }
public var STDOUT_FILENO: Int32 { 1 }
public var STDERR_FILENO: Int32 { 2 }

public var AF_UNSPEC: Int32 { 0 }
public var AF_INET: Int32 { 2 }
public var AF_INET6: Int32 { 30 }
/// Darwin imports SOCK_STREAM as an Int32 (Glibc: an enum `__socket_type`).
public var SOCK_STREAM: Int32 { 1 }
public var NI_MAXHOST: Int32 { 1025 }
public var NI_NUMERICHOST: Int32 { 0x0000_0002 }

/// <math.h>
public var M_E: Double { 2.718_281_828_459_045 }
public var M_LN2: Double { 0.693_147_180_559_945_3 }
public var M_LN10: Double { 2.302_585_092_994_046 }
public var M_LOG2E: Double { 1.442_695_040_888_963_4 }
public var M_LOG10E: Double { 0.434_294_481_903_251_8 }
public var M_PI: Double { Double.pi }
public var M_PI_2: Double { Double.pi / 2 }
public var M_SQRT2: Double { 2.0.squareRoot() }

// MARK: Functions

/// open(2); the Darwin overlay imports the variadic C function as these two.
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { -1 }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { -1 }
/// close(2)
@discardableResult public func close(_ fd: Int32) -> Int32 { -1 }
/// read(2)
public func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer!, _ count: Int) -> Int { -1 }
/// write(2)
public func write(_ fd: Int32, _ buffer: UnsafeRawPointer!, _ count: Int) -> Int { -1 }
/// fsync(2)
public func fsync(_ fd: Int32) -> Int32 { -1 }
/// link(2)
public func link(_ from: UnsafePointer<CChar>!, _ to: UnsafePointer<CChar>!) -> Int32 { -1 }
/// unlink(2)
public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { -1 }
/// rename(2)
public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { -1 }
/// fstat(2) (the function stat(2) is left out: Swift source cannot declare a function and a
/// struct both named `stat`, as the C import does)
public func fstat(_ fd: Int32, _ info: UnsafeMutablePointer<stat>!) -> Int32 { -1 }
/// mmap(2), munmap(2)
public func mmap(_ address: UnsafeMutableRawPointer!, _ length: Int, _ protection: Int32, _ flags: Int32, _ fd: Int32, _ offset: off_t)
    -> UnsafeMutableRawPointer!
{ nil }
@discardableResult public func munmap(_ address: UnsafeMutableRawPointer!, _ length: Int) -> Int32 { -1 }
/// madvise(2), getpagesize(3)
@discardableResult public func madvise(_ address: UnsafeMutableRawPointer!, _ length: Int, _ advice: Int32) -> Int32 { -1 }
public func getpagesize() -> Int32 { 16384 }
public var MADV_DONTNEED: Int32 { 4 }
/// clock_gettime(3) (macOS 10.12, iOS 10): Darwin's clockid_t is a C enum, imported as a struct.
public struct clockid_t: RawRepresentable, Equatable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}
public var CLOCK_REALTIME: clockid_t { clockid_t(rawValue: 0) }
public var CLOCK_MONOTONIC: clockid_t { clockid_t(rawValue: 6) }
public var CLOCK_THREAD_CPUTIME_ID: clockid_t { clockid_t(rawValue: 16) }
@discardableResult public func clock_gettime(_ clock: clockid_t, _ time: UnsafeMutablePointer<timespec>!) -> Int32 { -1 }
/// strerror(3)
public func strerror(_ code: Int32) -> UnsafeMutablePointer<CChar>! { nil }
/// isatty(3)
public func isatty(_ fd: Int32) -> Int32 { 0 }
/// getpid(2)
public func getpid() -> pid_t { 0 }
/// exit(3)
public func exit(_ status: Int32) -> Never { fatalError() }
/// getenv(3)
public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { nil }
/// getaddrinfo(3), freeaddrinfo(3), getnameinfo(3)
public func getaddrinfo(
    _ node: UnsafePointer<CChar>!, _ service: UnsafePointer<CChar>!, _ hints: UnsafePointer<addrinfo>!,
    _ result: UnsafeMutablePointer<UnsafeMutablePointer<addrinfo>?>!
) -> Int32 { -1 }
public func freeaddrinfo(_ list: UnsafeMutablePointer<addrinfo>!) {}
public func getnameinfo(
    _ address: UnsafePointer<sockaddr>!, _ length: socklen_t, _ host: UnsafeMutablePointer<CChar>!, _ hostLength: socklen_t,
    _ service: UnsafeMutablePointer<CChar>!, _ serviceLength: socklen_t, _ flags: Int32
) -> Int32 { -1 }

// MARK: <math.h> (Double and Float, as Darwin's tgmath overlay offers both)

public func exp(_ x: Double) -> Double { x }
public func exp(_ x: Float) -> Float { x }
public func exp2(_ x: Double) -> Double { x }
public func exp2(_ x: Float) -> Float { x }
public func expm1(_ x: Double) -> Double { x }
public func expm1(_ x: Float) -> Float { x }
public func log(_ x: Double) -> Double { x }
public func log(_ x: Float) -> Float { x }
public func log2(_ x: Double) -> Double { x }
public func log2(_ x: Float) -> Float { x }
public func log10(_ x: Double) -> Double { x }
public func log10(_ x: Float) -> Float { x }
public func log1p(_ x: Double) -> Double { x }
public func log1p(_ x: Float) -> Float { x }
public func pow(_ x: Double, _ y: Double) -> Double { x }
public func pow(_ x: Float, _ y: Float) -> Float { x }
public func sqrt(_ x: Double) -> Double { x }
public func sqrt(_ x: Float) -> Float { x }
public func cbrt(_ x: Double) -> Double { x }
public func hypot(_ x: Double, _ y: Double) -> Double { x }
public func hypot(_ x: Float, _ y: Float) -> Float { x }
public func sin(_ x: Double) -> Double { x }
public func sin(_ x: Float) -> Float { x }
public func cos(_ x: Double) -> Double { x }
public func cos(_ x: Float) -> Float { x }
public func tan(_ x: Double) -> Double { x }
public func tan(_ x: Float) -> Float { x }
public func asin(_ x: Double) -> Double { x }
public func acos(_ x: Double) -> Double { x }
public func atan(_ x: Double) -> Double { x }
public func atan(_ x: Float) -> Float { x }
public func atan2(_ y: Double, _ x: Double) -> Double { y }
public func atan2(_ y: Float, _ x: Float) -> Float { y }
public func tanh(_ x: Double) -> Double { x }
public func tanh(_ x: Float) -> Float { x }
public func sinh(_ x: Double) -> Double { x }
public func cosh(_ x: Double) -> Double { x }
public func erf(_ x: Double) -> Double { x }
public func erfc(_ x: Double) -> Double { x }
public func lgamma(_ x: Double) -> Double { x }
public func tgamma(_ x: Double) -> Double { x }
public func fmod(_ x: Double, _ y: Double) -> Double { x }
public func floor(_ x: Double) -> Double { x }
public func floor(_ x: Float) -> Float { x }
public func ceil(_ x: Double) -> Double { x }
public func ceil(_ x: Float) -> Float { x }
public func round(_ x: Double) -> Double { x }
public func round(_ x: Float) -> Float { x }
public func trunc(_ x: Double) -> Double { x }
public func fabs(_ x: Double) -> Double { x }
public func fabs(_ x: Float) -> Float { x }
public func fmax(_ x: Double, _ y: Double) -> Double { x }
public func fmin(_ x: Double, _ y: Double) -> Double { x }
public func copysign(_ x: Double, _ y: Double) -> Double { x }
public func nextafter(_ x: Double, _ y: Double) -> Double { x }

// MARK: <sys/errno.h> as Foundation's POSIXError sees it

/// https://developer.apple.com/documentation/foundation/posixerrorcode
public enum POSIXErrorCode: Int32, Sendable {
    case EPERM = 1, ENOENT, ESRCH, EINTR, EIO, ENXIO, E2BIG, ENOEXEC, EBADF, ECHILD, EDEADLK, ENOMEM, EACCES, EFAULT, ENOTBLK, EBUSY,
        EEXIST, EXDEV, ENODEV, ENOTDIR, EISDIR, EINVAL, ENFILE, EMFILE, ENOTTY, ETXTBSY, EFBIG, ENOSPC, ESPIPE, EROFS, EMLINK, EPIPE,
        EDOM, ERANGE, EAGAIN
    case ENOTSUP = 45
    case ETIMEDOUT = 60
    case ELOOP = 62
    case ENAMETOOLONG = 63
    case ENOTEMPTY = 66
}
