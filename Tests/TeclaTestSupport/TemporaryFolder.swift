import Foundation

/// A folder of its own under the system's temporary directory, removed with everything in it
/// when the last reference goes: a suite keeps one as a stored property, and Swift Testing makes
/// a suite value per test, so each test's files are gone when it ends.
///
/// ```swift
/// @Suite struct StoreTests {
///     let scratch = try! TemporaryFolder(prefix: "tecla-user")
///     @Test func saves() throws { try store(at: scratch.url.appendingPathComponent("user.json")) … }
/// }
/// ```
public final class TemporaryFolder: Sendable {
    public let url: URL

    public init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A new folder inside this one.
    public func folder() throws -> URL {
        let inner = url.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        return inner
    }

    /// Writes `text` (UTF-8) to a new file inside the folder and returns its path.
    public func file(_ text: String, extension ext: String) throws -> String {
        let file = url.appendingPathComponent("\(UUID().uuidString).\(ext)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
