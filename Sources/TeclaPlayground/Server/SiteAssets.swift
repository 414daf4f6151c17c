import Foundation

/// The page's files (HTML, CSS, JavaScript), embedded in the module as resources and read into
/// memory once at start-up: the server needs nothing on disk besides its own binary's bundle.
public struct SiteAssets: Sendable {
    /// One file of the page.
    public struct Asset: Sendable {
        public var bytes: Data
        /// The `Content-Type` it is served with.
        public var contentType: String
    }

    /// Files by name (`index.html`).
    public private(set) var files: [String: Asset]

    /// The files the page needs; start-up fails if one is missing from the bundle.
    static let required = ["index.html", "playground.css", "playground.js"]

    /// Reads the embedded site.
    public static func embedded() throws -> SiteAssets {
        guard let directory = Bundle.module.url(forResource: "Site", withExtension: nil) else {
            throw PlaygroundSetupError.missingResource("Site")
        }
        var files: [String: Asset] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            files[name] = Asset(bytes: data, contentType: contentType(of: name))
        }
        for name in required where files[name] == nil {
            throw PlaygroundSetupError.missingResource("Site/\(name)")
        }
        return SiteAssets(files: files)
    }

    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "json": "application/json; charset=utf-8"
        case "ttf": "font/ttf"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
