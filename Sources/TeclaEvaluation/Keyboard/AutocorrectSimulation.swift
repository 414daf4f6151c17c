import TeclaCore
import TeclaLanguage

/// Types sentences with typos of our own making and scores what space commits, as kebbie scores
/// autocorrection (precision, recall, F-β with β = 0.9) but with a noise model that is not
/// kebbie's: its typo corpus is the benchmark's noise and is never used to tune the corrector.
///
/// The noise comes from two sources. Finger slips come from the keyboard's geometry: every letter
/// of the word is tapped at a point drawn from a 2-D Gaussian around its key (σ = a sixth of the
/// key's size × `slipNoise`) and typed as the nearest key, redrawn until at least one letter
/// slips. Spelling errors come from the misspellings frequent enough for wordfreq to count
/// (`Scripts/assets/derive_spelling_errors.py`), in their measured proportions: a vowel for another,
/// a letter left out, one letter of a double left out, a letter doubled, two swapped, and an
/// apostrophe left out. Half the typos are slips, half spelling errors.
///
/// ```swift
/// var simulation = AutocorrectSimulation(engine: engine.using(geometry: .qwertyUS), seed: 1)
/// for line in lines { simulation.add(words: line) }
/// print(simulation.report.fBeta)
/// ```
public struct AutocorrectSimulation: Sendable {
    /// Counts of one run, kebbie's way: a typo changed to its word is a true positive; any change
    /// that is not the intended word is a false positive; a typo left or changed wrongly is a
    /// false negative.
    public struct Report: Codable, Equatable, Sendable {
        public var words = 0
        public var typos = 0
        public var corrected = 0
        public var wronglyChanged = 0
        public var cleanChanged = 0
        /// Of `cleanChanged`, the text's own non-standard spellings given the standard one with
        /// the same letters ("i" → "I", "dont" → "don't", "monday" → "Monday", where the typed
        /// spelling is no word of the pack): what the issue asks a keyboard to do, which a
        /// strict score counts as a mistake because the reference text kept the slip.
        public var cleanStandardized = 0
        public var typosByKind: [String: Int] = [:]
        public var correctedByKind: [String: Int] = [:]

        public init() {}

        public var precision: Double {
            let changes = corrected + wronglyChanged + cleanChanged
            return changes == 0 ? 0 : Double(corrected) / Double(changes)
        }
        public var recall: Double { typos == 0 ? 0 : Double(corrected) / Double(typos) }
        /// F-β with β = 0.9, as kebbie weighs it (precision a little over recall).
        public var fBeta: Double { Self.fBeta(precision: precision, recall: recall) }
        /// Precision with the text's non-standard spellings made standard counted as neither
        /// right nor wrong (``cleanStandardized``).
        public var precisionStandardForms: Double {
            let changes = corrected + wronglyChanged + cleanChanged - cleanStandardized
            return changes == 0 ? 0 : Double(corrected) / Double(changes)
        }
        /// F-β with ``precisionStandardForms``.
        public var fBetaStandardForms: Double { Self.fBeta(precision: precisionStandardForms, recall: recall) }

        /// This report and `other` counted together: several typo draws of one text pooled into
        /// one score, since one draw moves F-β by as much as 0.02 (BENCHMARKS.md, issue 31).
        public func pooled(with other: Report) -> Report {
            var sum = self
            sum.words += other.words
            sum.typos += other.typos
            sum.corrected += other.corrected
            sum.wronglyChanged += other.wronglyChanged
            sum.cleanChanged += other.cleanChanged
            sum.cleanStandardized += other.cleanStandardized
            sum.typosByKind.merge(other.typosByKind, uniquingKeysWith: +)
            sum.correctedByKind.merge(other.correctedByKind, uniquingKeysWith: +)
            return sum
        }

        static func fBeta(precision p: Double, recall r: Double) -> Double {
            let b2 = 0.81
            return p + r == 0 ? 0 : (1 + b2) * p * r / (b2 * p + r)
        }
    }

    /// The kinds of typo, with their share among spelling errors (Scripts/assets/derive_spelling_errors.py,
    /// wordfreq 3.1.1 and SCOWL: vowel 2,575, dropped letter 3,359, dropped double 413, doubled
    /// 838, swapped 672 of the misspellings counted; apostrophes dropped from the 9,932 extra-letter
    /// cases are mostly "thats", "youre", so they weigh as much as vowels).
    public enum Kind: String, CaseIterable, Sendable {
        case slip, vowel, droppedLetter, droppedDouble, doubledLetter, swapped, droppedApostrophe
    }
    static let spellingShares: [(Kind, Double)] = [
        (.vowel, 2575), (.droppedLetter, 3359), (.droppedDouble, 413), (.doubledLetter, 838), (.swapped, 672), (.droppedApostrophe, 2575),
    ]

    public let engine: SuggestionEngine
    /// Share of words typed with a typo.
    public var typoRate: Double
    /// Spread of slips, in sixths of a key (1.5: a hurried thumb).
    public var slipNoise: Double
    public private(set) var report = Report()
    /// Keep up to this many examples of each kind of mistake (for reading, not scoring).
    public var exampleLimit = 0
    /// Clean words space changed: context, word, what was committed.
    public private(set) var cleanChangedExamples: [(context: String, word: String, committed: String)] = []
    /// Typos left or changed wrongly: the word, what was typed, what was committed, the kind.
    public private(set) var missedExamples: [(word: String, typed: String, committed: String, kind: Kind)] = []
    private var generator: SeededGenerator
    private let geometry: KeyboardGeometry
    private let letters: [(Character, KeyboardGeometry.Key)]

    /// - Parameter engine: the engine judging the typed words; its geometry is the keyboard the
    ///   slips are made on (an engine without one, ``KeyboardGeometry/none``, gets no slips).
    public init(engine: SuggestionEngine, seed: UInt64, typoRate: Double = 0.1, slipNoise: Double = 1.5) {
        self.engine = engine
        self.typoRate = typoRate
        self.slipNoise = slipNoise
        generator = SeededGenerator(seed: seed)
        geometry = engine.corrector.geometry
        letters = geometry.keys.filter { $0.key.isLetter }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Types one sentence's words (each after the correct words before it) and counts.
    public mutating func add(words: [String]) {
        for (index, word) in words.enumerated() {
            let context = words[..<index].joined(separator: " ") + (index == 0 ? "" : " ")
            report.words += 1
            var typed = word
            var taps: [(x: Double, y: Double)?] = []
            var kind: Kind?
            if Self.canMistype(word), Double.random(in: 0..<1, using: &generator) < typoRate,
                let typo = mistype(word)
            {
                (typed, taps, kind) = (typo.text, typo.taps, typo.kind)
            }
            let slots = engine.suggestions(textBeforeCursor: context + typed, taps: taps)
            let committed = slots.first { $0.kind == .correction }?.text ?? typed
            if let kind {
                report.typos += 1
                report.typosByKind[kind.rawValue, default: 0] += 1
                if committed == word {
                    report.corrected += 1
                    report.correctedByKind[kind.rawValue, default: 0] += 1
                } else {
                    if committed != typed { report.wronglyChanged += 1 }
                    if missedExamples.count < exampleLimit { missedExamples.append((word, typed, committed, kind)) }
                }
            } else if committed != word {
                report.cleanChanged += 1
                if Corrector.sameLetters(word, committed), engine.corrector.pack.lexicon.id(exactly: word) == nil {
                    report.cleanStandardized += 1
                }
                if cleanChangedExamples.count < exampleLimit { cleanChangedExamples.append((context, word, committed)) }
            }
        }
    }

    /// Words of at least two letters, lower case after an optional capital (and apostrophes).
    static func canMistype(_ word: String) -> Bool {
        word.count >= 2 && word.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "'") } && word.dropFirst().allSatisfy { !$0.isUppercase }
    }

    /// A typo of `word`, or nil when the kind drawn cannot apply to it (the word is then typed right).
    mutating func mistype(_ word: String) -> (text: String, taps: [(x: Double, y: Double)?], kind: Kind)? {
        if Double.random(in: 0..<1, using: &generator) < 0.5 { return slip(word).map { ($0.text, $0.taps, .slip) } }
        let total = Self.spellingShares.reduce(0) { $0 + $1.1 }
        var pick = Double.random(in: 0..<total, using: &generator)
        var kind = Kind.vowel
        for (candidate, share) in Self.spellingShares {
            if pick < share {
                kind = candidate
                break
            }
            pick -= share
        }
        var chars = Array(word)
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        func random(_ indices: [Int]) -> Int? { indices.isEmpty ? nil : indices[Int.random(in: 0..<indices.count, using: &generator)] }
        switch kind {
        case .vowel:
            guard let i = random(chars.indices.filter { vowels.contains(chars[$0]) }) else { return nil }
            let others = vowels.subtracting([chars[i]]).sorted()
            chars[i] = others[Int.random(in: 0..<others.count, using: &generator)]
        case .droppedLetter:
            guard chars.count >= 3, let i = random(Array(1..<chars.count).filter { chars[$0] != "'" }) else { return nil }
            chars.remove(at: i)
        case .droppedDouble:
            guard let i = random(Array(chars.indices.dropFirst()).filter { chars[$0] == chars[$0 - 1] }) else { return nil }
            chars.remove(at: i)
        case .doubledLetter:
            guard let i = random(chars.indices.filter { chars[$0].isLetter }) else { return nil }
            chars.insert(chars[i], at: i)
        case .swapped:
            guard let i = random(Array(chars.indices.dropLast()).filter { chars[$0] != chars[$0 + 1] && chars[$0 + 1].isLetter }) else { return nil }
            chars.swapAt(i, i + 1)
        case .droppedApostrophe:
            guard chars.contains("'") else { return nil }
            chars.removeAll { $0 == "'" }
        case .slip:
            return nil
        }
        let text = String(chars)
        return text == word ? nil : (text, [], kind)
    }

    /// The word tapped with a hurried thumb: each letter lands near its key and types the nearest
    /// key; redrawn (up to 20 times) until a letter slips.
    mutating func slip(_ word: String) -> (text: String, taps: [(x: Double, y: Double)?])? {
        let lower = Array(word.lowercased())
        guard lower.allSatisfy({ geometry.keys[$0] != nil }) else { return nil }
        for _ in 0..<20 {
            var typed: [Character] = []
            var taps: [(x: Double, y: Double)?] = []
            for (original, c) in zip(word, lower) {
                let key = geometry.keys[c]!
                let x = key.x + key.width / 6 * slipNoise * generator.nextGaussian()
                let y = key.y + key.height / 6 * slipNoise * generator.nextGaussian()
                let hit = letters.min { a, b in
                    let da = (a.1.x - x) * (a.1.x - x) + (a.1.y - y) * (a.1.y - y)
                    let db = (b.1.x - x) * (b.1.x - x) + (b.1.y - y) * (b.1.y - y)
                    return da < db
                }!.0
                typed.append(original.isUppercase ? Character(hit.uppercased()) : hit)
                taps.append((x, y))
            }
            if typed != Array(word) { return (String(typed), taps) }
        }
        return nil
    }
}
