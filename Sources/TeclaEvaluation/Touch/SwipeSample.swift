import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore

/// One recorded word gesture in the How We Swipe format (Leiva et al., MobileHCI '21):
/// `{"id", "word", "layout", "points": [[x, y, t_ms], ...], "context", "set", "bin", "participant", ...}`.
public struct SwipeSample: Sendable, Decodable {
    public var id: String
    /// The prompted word (lower-case a–z).
    public var word: String
    /// The keyboard geometry it was swiped on (a key of the layouts file).
    public var layout: String
    /// Points in the layout's coordinates; the third element (time, ms) is optional.
    public var points: [Point]
    /// When each point was touched (seconds), when every point has a time.
    public var times: [Double]?
    /// Previous words of the prompt.
    public var context: String
    /// "enron" (natural e-mail sentences) or "rand" (random words).
    public var set: String
    /// Frequency bin of the word.
    public var bin: String
    public var participant: String

    enum CodingKeys: String, CodingKey {
        case id, word, layout, points, context, set, bin, participant
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        word = try c.decode(String.self, forKey: .word)
        layout = try c.decode(String.self, forKey: .layout)
        let raw = try c.decode([[Double]].self, forKey: .points)
        let kept = raw.filter { $0.count >= 2 }
        points = kept.map { Point(x: $0[0], y: $0[1]) }
        times = kept.allSatisfy { $0.count >= 3 } && !kept.isEmpty ? kept.map { $0[2] / 1000 } : nil
        context = try c.decodeIfPresent(String.self, forKey: .context) ?? ""
        set = try c.decodeIfPresent(String.self, forKey: .set) ?? ""
        bin = try c.decodeIfPresent(String.self, forKey: .bin) ?? ""
        participant = try c.decodeIfPresent(String.self, forKey: .participant) ?? ""
    }

    public init(
        id: String, word: String, layout: String, points: [Point], times: [Double]? = nil, context: String = "", set: String = "", bin: String = "",
        participant: String = ""
    ) {
        self.id = id
        self.times = times
        self.word = word
        self.layout = layout
        self.points = points
        self.context = context
        self.set = set
        self.bin = bin
        self.participant = participant
    }

    /// The participant-disjoint fold (0..<folds) this sample falls in: a stable hash of the
    /// participant, so every gesture of one person lands in the same fold.
    public func fold(of folds: Int) -> Int {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in participant.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return Int(hash % UInt64(max(1, folds)))
    }
}
