extension Decoder {
    /// Refuses an object with a key outside `allowed`: a typo such as `"pointr"` must be an error
    /// the client sees, not a default value it never asked for.
    ///
    /// - Throws: ``PlaygroundError`` (400) naming every unknown field and the allowed ones.
    func rejectUnknownKeys(allowed: [String], for what: String? = nil) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        let unknown = container.allKeys.map(\.stringValue).filter { !allowed.contains($0) }.sorted()
        guard !unknown.isEmpty else { return }
        let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
        let subject = what.map { " (\($0))" } ?? ""
        throw PlaygroundError.badRequest(
            "unknown field\(unknown.count == 1 ? "" : "s") \(names)\(codingPath.locationSuffix)\(subject); allowed: \(allowed.joined(separator: ", "))"
        )
    }
}
