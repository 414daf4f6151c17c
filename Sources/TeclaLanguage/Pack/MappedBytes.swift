import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Read-only bytes that stay at a fixed address for the object's lifetime: a memory-mapped file
/// (pages are loaded on demand and can be dropped by the OS under pressure) or an owned copy.
/// Views over the bytes (`PackedArray`) keep this object alive.
public final class MappedBytes: @unchecked Sendable {
    // Immutable after init, hence safe to share across threads.
    /// The bytes; valid as long as this object lives.
    public let bytes: UnsafeRawBufferPointer
    private let isMapping: Bool

    /// Maps the file at `url` read-only. Only a regular file of at most `maximumSize` bytes is
    /// mapped: a pipe or a device would block or never end, and a huge (even sparse) file would
    /// be checksummed for minutes before it could be refused.
    public init(mapping url: URL, maximumSize: Int = PackFormat.maximumFileSize) throws(PackError) {
        let path = url.path
        // Non-blocking: opening a FIFO for reading otherwise waits for a writer, forever.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        guard info.st_size <= maximumSize else {
            throw .unreadable(path: path, reason: "\(info.st_size) bytes, larger than any pack (\(maximumSize))")
        }
        let size = Int(info.st_size)
        guard size > 0 else {
            throw .truncated(section: "header", expectedBytes: PackFormat.headerSize, actualBytes: 0)
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(address), count: size)
        isMapping = true
    }

    /// Copies `data` into an aligned buffer (packs built in memory, tests).
    public init<Bytes: Collection>(copying data: Bytes) where Bytes.Element == UInt8 {
        let count = data.count
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 16)
        _ = storage.initializeMemory(as: UInt8.self, from: data)
        bytes = UnsafeRawBufferPointer(rebasing: storage[0..<count])
        isMapping = false
    }

    deinit {
        if isMapping {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            bytes.deallocate()
        }
    }

    /// Number of bytes.
    public var count: Int { bytes.count }

    /// Lets the OS drop the mapped pages from memory (they are read back from the file on next
    /// use). Called after verification, which reads every byte, so that the resident set holds
    /// only the pages lookups actually touch. No effect on copied bytes.
    public func releaseResidentPages() {
        releaseResidentPages(in: 0..<bytes.count)
    }

    /// Drops the whole pages inside `range` (see `releaseResidentPages()`).
    public func releaseResidentPages(in range: Range<Int>) {
        guard isMapping, let base = bytes.baseAddress else { return }
        let page = Int(getpagesize())
        let start = (range.lowerBound + page - 1) / page * page
        let end = min(range.upperBound, bytes.count) / page * page
        guard end > start else { return }
        // Dropped pages of this private, read-only mapping are read back from the file on next
        // use, so what a later read sees is the file's content *then*. That is the verified
        // content only because packs are never rewritten in place: every writer replaces the
        // file by rename (AtomicFileWriter), leaving this mapping on the old inode. (The
        // "corruption under concurrent load" once blamed on MADV_DONTNEED was a pack rewritten
        // in place while mapped; PackFileReplacementTests reproduces it.)
        _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, Int32(MADV_DONTNEED))
    }
}
