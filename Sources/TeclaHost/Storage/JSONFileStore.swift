import Foundation
import TeclaLanguage

/// One value kept as a JSON file: read with defaults when the file (or its whole folder) is
/// missing or unreadable, written atomically. A store opened read-only — the keyboard without
/// Full Access, which iOS does not let write to the App Group container — refuses to write with
/// a typed error and changes nothing.
///
/// ```swift
/// let settings = JSONFileStore(url: group.appendingPathComponent("settings.json"), default: KeyboardSettings())
/// var current = settings.load()
/// current.haptics = .strong
/// try settings.save(current)
/// ```
public struct JSONFileStore<Value: Codable & Sendable>: Sendable {
    /// Why a value could not be saved; the file is unchanged.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case readOnly(path: String)
        case unwritable(path: String, reason: String)

        public var description: String {
            switch self {
            case .readOnly(let path): "\(path) is read-only here (the keyboard has no Full Access)"
            case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    public let url: URL
    public let defaultValue: Value
    public let isWritable: Bool

    public init(url: URL, default defaultValue: Value, isWritable: Bool = true) {
        self.url = url
        self.defaultValue = defaultValue
        self.isWritable = isWritable
    }

    /// The stored value, or the default when there is none or it does not decode (the value
    /// types decode what another version wrote, with defaults for what it lacks).
    public func load() -> Value {
        guard let data = try? Data(contentsOf: url), let value = try? JSONDecoder().decode(Value.self, from: data) else { return defaultValue }
        return value
    }

    public func save(_ value: Value) throws(Failure) {
        guard isWritable else { throw .readOnly(path: url.path) }
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(value)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: url.path, reason: "\(error)")
        }
        do {
            try AtomicFileWriter.write(data, to: url, permissions: 0o600)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }
}
