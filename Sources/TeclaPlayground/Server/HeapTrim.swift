import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Gives the heap pages a large request freed back to the system.
///
/// glibc keeps freed memory in its arenas for reuse, so each large upload (a 6 MB paste, 12 MB of
/// screenshots in base64 and their decoded bytes) left the server's resident size higher for
/// good: +38 MB a paste in issue 32's probe. Two measures, both glibc's (other platforms'
/// allocators return memory themselves):
///
/// * at start, ``returnLargeBlocksAtOnce()`` fixes the threshold above which blocks are mapped on
///   their own (`mallopt(M_MMAP_THRESHOLD, 256 KiB)`); glibc otherwise raises it to the size of
///   each large block freed (up to 32 MB), after which a 6 MB body lives in the arenas;
/// * a moment after a request of at least ``threshold`` bytes (its buffers are freed only once
///   its handler returns), `malloc_trim(0)` returns free pages at the top of each arena and
///   `madvise`s free pages elsewhere.
enum HeapTrim {
    /// Requests with bodies this large trim the heap once answered (1 MiB).
    static let threshold = 1 << 20

    /// The delay between a large request's answer and the trim.
    static let delay = 0.2

    /// Blocks of this many bytes or more are mapped and unmapped on their own.
    static let mmapThreshold = 256 * 1024

    /// Fixes glibc's mmap threshold (see the type's overview); call once, at start.
    static func returnLargeBlocksAtOnce() {
        #if canImport(Glibc)
        let mOption = Int32(-3)  // M_MMAP_THRESHOLD in malloc.h
        _ = mallopt?(mOption, Int32(mmapThreshold))
        #endif
    }

    static func schedule(afterBodyBytes bodyBytes: Int) {
        guard bodyBytes >= threshold else { return }
        #if canImport(Glibc)
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) { _ = mallocTrim?(0) }
        #endif
    }

    #if canImport(Glibc)
    // glibc's own functions, which its Swift module does not export (`malloc.h` is not in it);
    // nil under another C library.
    private static let mallocTrim = glibcFunction("malloc_trim", as: (@convention(c) (Int) -> Int32).self)
    private static let mallopt = glibcFunction("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)

    private static func glibcFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }
    #endif
}
