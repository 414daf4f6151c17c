/// The most Unicode scalars one user-perceived character (extended grapheme cluster) may hold
/// wherever text enters Tecla, so that work per character stays bounded.
///
/// Limits that count characters miss one idea: a grapheme can be arbitrarily long. `"a"`
/// followed by 60,000 combining acute accents is one character, and code that works per
/// character then works per mark, sometimes per mark squared (issue 32: one such
/// "word" selected in the playground cost 14-22 s of CPU). Unicode's stream-safe text format
/// (UAX #15) caps a run of non-starters at 30; a character here may hold a base and 31 more
/// scalars, which every real character fits (the longest emoji ZWJ sequences hold 10, Tibetan
/// stacks and Vietnamese marks far fewer).
///
/// Text from outside is checked once, in time linear in its scalars, and refused with the
/// position of the first character that is too long:
///
/// ```swift
/// if let overlong = GraphemeBound.firstOverlong(in: pasted) {
///     throw MyError.badRequest(overlong.description)  // "character 7 is 60,001 Unicode scalars…"
/// }
/// ```
///
/// Text Tecla cannot refuse (what the field of the app being typed in holds, read through the proxy) is cut to
/// the bound instead: ``clamped(_:limit:)``. A key whose edits would grow a character past the
/// bound is refused by the keyboard session, which tries them on the characters at the cursor.
public enum GraphemeBound {
    /// The most scalars in one character: a base and 31 marks or joined parts.
    public static let maxScalars = 32

    /// The first character of `text` holding more than `limit` scalars, or nil.
    ///
    /// - Complexity: O(*n*) in the scalars of `text`: each character is walked once, forwards.
    public static func firstOverlong(in text: some StringProtocol, limit: Int = maxScalars) -> OverlongGrapheme? {
        // Most text has fewer scalars than the limit at all: nothing to walk.
        var scalarsSeen = 0
        for _ in text.unicodeScalars {
            scalarsSeen += 1
            if scalarsSeen > limit { break }
        }
        guard scalarsSeen > limit else { return nil }
        var offset = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let scalars = text.unicodeScalars.distance(from: index, to: next)
            if scalars > limit { return OverlongGrapheme(offset: offset, scalars: scalars, limit: limit) }
            offset += 1
            index = next
        }
        return nil
    }

    /// `text` with every character cut to its first `limit` scalars (the marks past the bound
    /// dropped): what Tecla reads of text it did not write and cannot refuse.
    ///
    /// - Complexity: O(*n*) in the scalars of `text`.
    public static func clamped(_ text: String, limit: Int = maxScalars) -> String {
        guard firstOverlong(in: text, limit: limit) != nil else { return text }
        var out = String.UnicodeScalarView()
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            out.append(contentsOf: text.unicodeScalars[index..<next].prefix(limit))
            index = next
        }
        return String(out)
    }
}

/// A character of text from outside that holds more scalars than ``GraphemeBound`` allows.
public struct OverlongGrapheme: Error, Hashable, Sendable, CustomStringConvertible {
    /// The character's position, in characters from the start of the text.
    public let offset: Int
    /// How many scalars it holds.
    public let scalars: Int
    /// The most one character may hold.
    public let limit: Int

    public var description: String {
        "character \(offset + 1) is \(scalars) Unicode scalars long (a letter with its marks or joined parts); at most \(limit) make one character"
    }
}
