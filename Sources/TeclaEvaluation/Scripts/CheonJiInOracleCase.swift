import Foundation
import TeclaScripts

/// One line of a Cheon-Ji-In oracle file: a key sequence and the text it must type.
///
/// The format is `{"keys": ["ㄱㅋ", "ㅣ", ...], "text": "...", "kind": "...", "wrap_text": "..."?}`
/// (other fields are ignored). `text` is the result on a keyboard whose consonant cycles do not
/// wrap; `wrap_text`, where present, the result on one whose cycles do.
public struct CheonJiInOracleCase: Hashable, Sendable, Decodable {
    /// The key names (`ㄱㅋ`, `ㅣ`, `ㆍ`, `ㅡ`, `space` …), see ``CheonJiInKey/init(label:)``.
    public var keys: [String]
    /// The result when cycles do not wrap.
    public var text: String
    /// `syllable`, `jamo`, `edge`, `word`, `phrase` and their `_safe` variants.
    public var kind: String
    /// The result when cycles wrap, where it differs.
    public var wrapText: String?
    /// What the Hwalja table typed where it had the ㄿ bug (informational).
    public var hwaljaRaw: String?

    enum CodingKeys: String, CodingKey {
        case keys, text, kind
        case wrapText = "wrap_text"
        case hwaljaRaw = "hwalja_raw"
    }

    public init(keys: [String], text: String, kind: String, wrapText: String? = nil, hwaljaRaw: String? = nil) {
        self.keys = keys
        self.text = text
        self.kind = kind
        self.wrapText = wrapText
        self.hwaljaRaw = hwaljaRaw
    }

    /// Parses one JSON line.
    public init(jsonLine: String) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(jsonLine.utf8))
    }

    /// The text expected with the given cycle setting: `wrap_text` when cycles wrap and the line
    /// has one, else `text`.
    public func expectedText(cyclesWrap: Bool) -> String {
        cyclesWrap ? (wrapText ?? text) : text
    }

    /// The keys as automaton keys, or nil when a label is not a Cheon-Ji-In key.
    public var automatonKeys: [CheonJiInKey]? {
        var result: [CheonJiInKey] = []
        for label in keys {
            guard let key = CheonJiInKey(label: label) else { return nil }
            result.append(key)
        }
        return result
    }
}
