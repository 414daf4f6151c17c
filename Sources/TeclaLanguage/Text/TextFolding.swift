import Foundation

/// Case and diacritic folding used for every lookup: "Café", "CAFE" and "café" all fold to
/// "cafe". Stored spellings are never folded; folding only finds them.
public enum TextFolding {
    /// The folded form of `text` as Unicode scalars (lowercased, marks removed, a few letters
    /// expanded: ß → ss, æ → ae, œ → oe, ø → o, ł → l, curly apostrophes → '). Arabic harakat
    /// and hamza seats fold away (أ إ آ → ا), tatweel is dropped and ى read as ي. N'Ko tone marks
    /// fold away but the nasalization mark stays; ߠ → ߣ, ߧ → ߢ, ߴ ߵ → ', ߑ is dropped.
    public static func fold(_ text: some StringProtocol) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let v = scalar.value
                out.append(v >= 65 && v <= 90 ? Unicode.Scalar(v + 32)! : scalar)
                continue
            }
            appendFolded(scalar, to: &out)
        }
        return out
    }

    /// The folded form as a string.
    public static func foldedString(_ text: some StringProtocol) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: fold(text))
        return String(s)
    }

    private static func appendFolded(_ scalar: Unicode.Scalar, to out: inout [Unicode.Scalar]) {
        switch scalar {
        case "ß", "ẞ": out.append(contentsOf: ["s", "s"]); return
        case "æ", "Æ": out.append(contentsOf: ["a", "e"]); return
        case "œ", "Œ": out.append(contentsOf: ["o", "e"]); return
        case "ø", "Ø": out.append("o"); return
        case "ł", "Ł": out.append("l"); return
        case "đ", "Đ", "ð", "Ð": out.append("d"); return
        case "ı": out.append("i"); return
        case "\u{2019}", "\u{2018}", "\u{02BC}", "\u{2032}": out.append("'"); return
        // N'Ko: letters Latin typing cannot tell apart (NA WOLOSO is /l/ said [n] after a nasal,
        // NYA WOLOSO likewise) and the two elision apostrophes, which differ only in tone.
        case "\u{07E0}": out.append("\u{07E3}"); return
        case "\u{07E7}": out.append("\u{07E2}"); return
        case "\u{07F4}", "\u{07F5}": out.append("'"); return
        // DAGBASINNA marks a consonant with no vowel after it: Latin letters cannot type it.
        case "\u{07D1}": return
        // N'Ko's nasalization mark spells a sound (ߞߊ߲ kan is not ߞߊ ka): kept, unlike tones.
        case "\u{07F2}": out.append(scalar); return
        // Arabic: the tatweel only stretches a word; alef maqsura is often typed as yeh.
        case "\u{0640}": return
        case "\u{0649}": out.append("\u{064A}"); return
        // Arabic letters without a hamza or madda fold to themselves and harakat (Mn) away; said
        // here without Foundation's decomposition, which costs microseconds a letter.
        case "\u{0627}"..."\u{063A}", "\u{0621}", "\u{0641}"..."\u{064A}": out.append(scalar); return
        case "\u{064B}"..."\u{065F}", "\u{0670}": return
        // N'Ko has no case and no decompositions: letters, digits and punctuation stay, tone
        // marks (Mn) go. Said here because Foundation's path costs microseconds a letter, and
        // every keystroke folds the whole N'Ko word in several spellings.
        case "\u{07EB}"..."\u{07F3}", "\u{07FD}": return
        case "\u{07C0}"..."\u{07FF}": out.append(scalar); return
        // Hangul syllables decompose canonically into their jamo (arithmetic, Unicode §3.12).
        case "\u{AC00}"..."\u{D7A3}":
            let index = scalar.value - 0xAC00
            out.append(Unicode.Scalar(0x1100 + index / 588)!)
            out.append(Unicode.Scalar(0x1161 + index % 588 / 28)!)
            if index % 28 != 0 { out.append(Unicode.Scalar(0x11A7 + index % 28)!) }
            return
        default: break
        }
        foldedSlowly(scalar, into: &out)
    }

    /// Lowercased, canonically decomposed, marks dropped: the general rule, through Foundation.
    static func foldedSlowly(_ scalar: Unicode.Scalar, into out: inout [Unicode.Scalar]) {
        for lower in String(scalar).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch lower.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                // N'Ko tone marks and Latin accents alike are dropped for lookup.
                continue
            default:
                out.append(lower)
            }
        }
    }
}
