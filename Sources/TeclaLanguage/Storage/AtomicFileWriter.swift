import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces a file so that every reader sees either the old contents or the new, never a mix:
/// the bytes go to a temporary file of a unique name in the same folder, are flushed to disk,
/// and the temporary file is renamed over the target (then the folder is flushed too).
///
/// This matters most for packs: a pack is memory-mapped, and a mapping shows the file's pages
/// as they are *now*. Rewriting a mapped file in place (truncate, then write, as a plain
/// `Data.write(to:)` does) changes — or, past the new end, unmaps — bytes a reader already
/// verified; renaming a new file over it leaves the reader on the old inode, untouched.
/// On iOS the app may update a pack while the keyboard extension has it mapped.
///
/// ```swift
/// try AtomicFileWriter.write(packBytes, to: url)
/// try AtomicFileWriter.write(json, to: url, keepingPreviousAt: backupURL)
/// ```
public enum AtomicFileWriter {
    /// Why a file could not be replaced; the target is unchanged.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `bytes` to `url` atomically. With `backup`, the file being replaced (if any) is
    /// kept there, itself replaced atomically, so a last good copy survives the next write.
    /// Temporary names carry the process id and a random number: two processes saving the same
    /// file at once never write into each other's temporary file.
    public static func write(
        _ bytes: some ContiguousBytes, to url: URL, permissions: mode_t = 0o644,
        keepingPreviousAt backup: URL? = nil
    ) throws(Failure) {
        let folder = url.deletingLastPathComponent()
        // Renaming over a FIFO, a device or a socket would replace the node itself (as root,
        // `--output /dev/null` replaced the system's /dev/null); a folder cannot be replaced.
        // Refused before anything is written. A symbolic link is followed by this check and
        // replaced by the rename, as a text editor's save does.
        let resolved = url.resolvingSymlinksInPath().path
        if let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType, type != .typeRegular {
            throw Failure(path: url.path, reason: "it exists and is not a regular file (\(fileKind(type)))")
        }
        let temporary = temporaryURL(for: url).path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard fd >= 0 else { throw Failure(path: temporary, reason: String(cString: strerror(errno))) }
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard complete, synced else {
            unlink(temporary)
            throw Failure(path: temporary, reason: "short write or fsync failed")
        }
        if let backup, FileManager.default.fileExists(atPath: url.path) {
            // A hard link to the current file, renamed over the backup: both steps atomic.
            let link = temporaryURL(for: backup).path
            if posixLink(url.path, link) == 0 {
                // When the backup already is a link to the same file (another save got there
                // first), rename succeeds and does nothing (POSIX): the temporary name would stay.
                _ = rename(link, backup.path)
                unlink(link)
            }
        }
        guard rename(temporary, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: url.path, reason: reason)
        }
        // Make the rename itself durable.
        let directory = open(folder.path, O_RDONLY)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    private static func fileKind(_ type: FileAttributeType) -> String {
        switch type {
        case .typeDirectory: "a folder"
        case .typeCharacterSpecial: "a character device"
        case .typeBlockSpecial: "a block device"
        case .typeSocket: "a socket"
        default: "a FIFO or another special file"
        }
    }

    /// A unique temporary name beside `url`: `.NAME.PID.RANDOM.tmp`.
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
    }

    /// Whether `name` is a temporary file this writer leaves behind only if killed mid-write.
    public static func isTemporaryName(_ name: String, for url: URL) -> Bool {
        name.hasPrefix(".\(url.lastPathComponent).") && name.hasSuffix(".tmp")
    }
}

// Inside `AtomicFileWriter.write`, a bare `write` names the method itself: call libc by name.
@inline(__always) private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(fd, buffer, count)
    #elseif canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #else
    Musl.write(fd, buffer, count)
    #endif
}

@inline(__always) private func posixLink(_ from: String, _ to: String) -> Int32 {
    #if canImport(Darwin)
    Darwin.link(from, to)
    #elseif canImport(Glibc)
    Glibc.link(from, to)
    #else
    Musl.link(from, to)
    #endif
}
