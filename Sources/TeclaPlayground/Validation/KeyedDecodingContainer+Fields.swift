extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The value of an optional field, by name.
    func optional<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T? {
        try decodeIfPresent(T.self, forKey: AnyCodingKey(name))
    }

    /// One of a closed set of names (`"email"`, `"strong"`), or nil when the field is absent.
    ///
    /// - Throws: ``PlaygroundError`` (400) listing the names that would have been accepted.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type, describedAs what: String) throws -> T? where T.RawValue == String {
        guard let raw = try optional(name, as: String.self) else { return nil }
        guard let value = T(rawValue: raw) else {
            let path = (codingPath + [AnyCodingKey(name)]).jsonPath
            throw PlaygroundError.badRequest("\(path): unknown \(what) '\(raw)'; one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}
