/// One change the keyboard makes to the document; the unit a session emits and a renderer applies.
public enum TextEdit: Hashable, Sendable {
    case insert(String)
    /// Deletes this many graphemes before the cursor (or the selection, counted as one).
    case deleteBackward(Int)
    case setMarkedText(String)
    case unmarkText
    case moveCursor(Int)
}

extension TextEdit: CustomStringConvertible {
    public var description: String {
        switch self {
        case .insert(let text): "insert(\(Self.quoted(text)))"
        case .deleteBackward(let count): "deleteBackward(\(count))"
        case .setMarkedText(let text): "setMarkedText(\(Self.quoted(text)))"
        case .unmarkText: "unmarkText"
        case .moveCursor(let offset): "moveCursor(\(offset))"
        }
    }

    /// `text` in double quotes, escaping only what would be misread (a quote, a backslash,
    /// control characters): `debugDescription` put a backslash before the apostrophe of don't.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.properties.generalCategory == .control {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
