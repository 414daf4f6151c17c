import Foundation

/// Saves and loads a `UserModel` atomically (``AtomicFileWriter``): a crash at any point leaves
/// either the old model or the new one, never a mix, and the model replaced by each save is kept
/// as ``backupURL``, so a file damaged later (a bad sector, a hand edit) falls back to the last
/// good copy instead of losing everything.
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
    /// The largest model file read (the caps keep a real one far below this).
    public static let maximumFileSize = 16 * 1024 * 1024

    public init(url: URL) {
        self.url = url
    }

    /// The previous save's model, kept by every save.
    public var backupURL: URL { url.appendingPathExtension("previous") }

    /// The saved model, or an empty one if none was saved yet (or it was deleted: the previous
    /// copy never brings back what the user removed). When the file exists but is unreadable as
    /// a model, the previous save's copy is used if it is good; only when both are bad is the
    /// file reported corrupt. Leftover temporary files (from a save killed midway) are ignored.
    public func load() throws(Failure) -> UserModel {
        guard FileManager.default.fileExists(atPath: url.path) else { return UserModel() }
        do {
            return try read(url)
        } catch {
            if let previous = try? read(backupURL) { return previous }
            throw error
        }
    }

    /// Saves `model` atomically, keeping the model it replaces as ``backupURL``.
    public func save(_ model: UserModel) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(StoredFile(version: StoredFile.currentVersion, model: model))
        } catch {
            throw .unwritable(path: url.path, reason: String(describing: error))
        }
        // The file being replaced becomes the fallback only if it reads as a model: after a load
        // fell back to the previous copy the damaged file is still in place, and keeping it would
        // replace the last good copy with it. Saves are rare (the keyboard leaving the screen),
        // so reading the file once more costs nothing a user notices.
        let keep = FileManager.default.fileExists(atPath: url.path) && (try? read(url)) != nil ? backupURL : nil
        do {
            // Through a link to the file it names: the link stays a link.
            try AtomicFileWriter.write(data, to: url.resolvingSymlinksInPath(), permissions: 0o600, keepingPreviousAt: keep)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }

    /// Forgets everything learned: the model and its previous copy are removed.
    public func reset() throws(Failure) {
        for file in [url, backupURL] where FileManager.default.fileExists(atPath: file.path) {
            do { try FileManager.default.removeItem(at: file) } catch {
                throw .unwritable(path: file.path, reason: String(describing: error))
            }
        }
    }

    private func read(_ file: URL) throws(Failure) -> UserModel {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw .unreadable(path: file.path, reason: "not a regular file")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > Self.maximumFileSize {
            throw .corrupt(path: file.path, reason: "\(size) bytes, larger than any user model")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .unreadable(path: file.path, reason: "no access")
        }
        do {
            let stored = try JSONDecoder().decode(StoredFile.self, from: data)
            guard stored.version == StoredFile.currentVersion else {
                throw Failure.corrupt(path: file.path, reason: "version \(stored.version)")
            }
            return stored.model
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .corrupt(path: file.path, reason: String(describing: error))
        }
    }

    private struct StoredFile: Codable {
        static let currentVersion = 1
        var version: Int
        var model: UserModel
    }
}
