extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The value of an optional field, by name; nil when absent. An explicit `null` is refused:
    /// it is not a value of the field, and absent fields take documented defaults.
    func optional<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T? {
        let key = AnyCodingKey(name)
        guard contains(key) else { return nil }
        if try decodeNil(forKey: key) {
            let path = (codingPath + [key]).jsonPath
            throw PlaygroundError.badRequest("\(path): expected \(StrictJSONDecoder.describe(T.self)), found null (leave the field out for its default)")
        }
        return try decode(T.self, forKey: key)
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

    /// A number within a range, or nil when the field is absent.
    ///
    /// - Throws: ``PlaygroundError`` (400) naming the range when the number is outside it (or not finite).
    func bounded(_ name: String, in range: ClosedRange<Double>, unit: String) throws -> Double? {
        guard let value = try optional(name, as: Double.self) else { return nil }
        guard range.contains(value) else {
            let path = (codingPath + [AnyCodingKey(name)]).jsonPath
            throw PlaygroundError.badRequest("\(path): \(value) is outside \(range.lowerBound)…\(range.upperBound) \(unit)")
        }
        return value
    }
}
