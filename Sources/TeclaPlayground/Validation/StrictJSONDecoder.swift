import Foundation

/// Decodes request bodies and turns every decoding failure into a 400 whose message names the
/// field and says what was expected (`events[3].x: expected a number`).
///
/// JSON itself has no NaN or Infinity; a body spelling them as strings (`"NaN"`) fails as a type
/// mismatch, and numbers too large for a double (`1e400`) fail here or in the validators.
struct StrictJSONDecoder {
    /// Decodes `T` from `data`; an empty body means `{}` when `emptyMeansDefaults` is set.
    func decode<T: Decodable>(_ type: T.Type, from data: Data, emptyMeansDefaults: Bool = false) throws(PlaygroundError) -> T {
        var body = data
        if emptyMeansDefaults, data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            body = Data("{}".utf8)
        }
        if let key = DuplicateKeyScanner.firstDuplicate(in: body) {
            throw PlaygroundError.badRequest("field \"\(key)\" appears twice in one object; send each field once")
        }
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch let error as PlaygroundError {
            throw error
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw PlaygroundError.badRequest(Self.syntaxMessage(for: body))
            }
            throw PlaygroundError.badRequest(Self.message(for: error))
        } catch {
            throw PlaygroundError.badRequest("malformed JSON: \(error)")
        }
    }

    static func message(for error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field \"\(key.stringValue)\"\(context.codingPath.locationSuffix)"
        case .typeMismatch(let type, let context):
            return "\(context.codingPath.jsonPath.isEmpty ? "body" : context.codingPath.jsonPath): expected \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(context.codingPath.jsonPath.isEmpty ? "body" : context.codingPath.jsonPath): expected \(describe(type)), found null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "malformed JSON: \(underlyingDescription(context))"
            }
            return "\(context.codingPath.jsonPath): \(underlyingDescription(context))"
        @unknown default:
            return "malformed request: \(error)"
        }
    }

    /// Foundation's decoder reports a bad number (`1e400`, or `1.5` for an integer) as invalid
    /// JSON with no location; the parser says which number, or the JSON is valid and a value
    /// does not fit its field. Runs only on the error path.
    static func syntaxMessage(for body: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
            return "a number does not fit its field (a fraction where an integer is expected, or too large)"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return "malformed JSON" + (detail.map { ": \($0)" } ?? "")
        }
    }

    /// The JSON name of the type a client should have sent.
    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: "a number"
        case is Int.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    private static func underlyingDescription(_ context: DecodingError.Context) -> String {
        if let underlying = context.underlyingError {
            return "\(context.debugDescription) (\(underlying.localizedDescription))"
        }
        return context.debugDescription
    }
}
