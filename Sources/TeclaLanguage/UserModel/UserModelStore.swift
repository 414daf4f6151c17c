import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Saves and loads a `UserModel` atomically: the new contents go to a temporary file in the
/// same folder, are flushed to disk, and only then renamed over the old file. A crash at any
/// point leaves either the old model or the new one, never a mix.
public struct UserModelStore: Sendable {
    /// Why a user model could not be saved or loaded.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        case corrupt(path: String, reason: String)
        case unwritable(path: String, reason: String)

        public var description: String {
            switch self {
            case let .unreadable(path, reason): "cannot read user model \(path): \(reason)"
            case let .corrupt(path, reason): "user model \(path) is corrupt: \(reason)"
            case let .unwritable(path, reason): "cannot save user model \(path): \(reason)"
            }
        }
    }

    /// The model file.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The temporary file a save writes before renaming it into place.
    public var temporaryURL: URL { url.appendingPathExtension("tmp") }

    /// The saved model, or an empty one if none was saved yet. A leftover temporary file (from
    /// a save interrupted by a crash) is ignored.
    public func load() throws(Failure) -> UserModel {
        guard FileManager.default.fileExists(atPath: url.path) else { return UserModel() }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable(path: url.path, reason: "no access")
        }
        do {
            let file = try JSONDecoder().decode(StoredFile.self, from: data)
            guard file.version == StoredFile.currentVersion else {
                throw Failure.corrupt(path: url.path, reason: "version \(file.version)")
            }
            return file.model
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .corrupt(path: url.path, reason: String(describing: error))
        }
    }

    /// Saves `model` atomically (write temporary file, fsync, rename, fsync the folder).
    public func save(_ model: UserModel) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(StoredFile(version: StoredFile.currentVersion, model: model))
        } catch {
            throw .unwritable(path: url.path, reason: String(describing: error))
        }
        let temporary = temporaryURL.path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw .unwritable(path: temporary, reason: String(cString: strerror(errno))) }
        let written = data.withUnsafeBytes { buffer -> Int in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return -1 }
                offset += n
            }
            return offset
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == data.count, synced else {
            unlink(temporary)
            throw .unwritable(path: temporary, reason: "short write or fsync failed")
        }
        guard rename(temporary, url.path) == 0 else {
            throw .unwritable(path: url.path, reason: String(cString: strerror(errno)))
        }
        // Make the rename itself durable.
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    private struct StoredFile: Codable {
        static let currentVersion = 1
        var version: Int
        var model: UserModel
    }
}
