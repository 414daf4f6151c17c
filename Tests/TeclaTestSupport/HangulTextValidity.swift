import Foundation

/// What Cheon-Ji-In typing may leave in a document: NFC text made of precomposed syllables,
/// compatibility jamo, spaces and . , ? !, where the only conjoining jamo are the pending vowels
/// ᆞ (U+119E) and ᆢ (U+11A2), each alone or after a conjoining initial (ᄀᆞ).
public enum HangulTextValidity {
    /// Why `text` is not valid, or nil when it is.
    public static func problem(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        if !text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars) {
            return "not in NFC: \(describe(scalars))"
        }
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let next = index + 1 < scalars.count ? scalars[index + 1].value : nil
            switch value {
            case 0xAC00...0xD7A3, 0x3131...0x3163, 0x20, 0x2E, 0x2C, 0x3F, 0x21, 0x119E, 0x11A2:
                continue
            case 0x1100...0x1112 where next == 0x119E || next == 0x11A2:
                continue
            default:
                return "scalar \(String(format: "U+%04X", value)) at \(index) is not allowed: \(describe(scalars))"
            }
        }
        return nil
    }

    public static func isValid(_ text: String) -> Bool { problem(in: text) == nil }

    static func describe(_ scalars: [Unicode.Scalar]) -> String {
        scalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
    }
}
