import TeclaLanguage
import Foundation

/// Builds a language pack from a word-frequency list, a real-word filter list, raw text corpora
/// (one sentence or paragraph per line) and optionally an ARPA model. The same inputs always
/// give the same bytes.
public struct PackBuilder {
    /// The result of a build.
    public struct Output: Sendable {
        /// The pack file's bytes.
        public let bytes: [UInt8]
        /// The manifest stored in it.
        public let manifest: PackManifest
    }

    private struct Corpus {
        var sentences: [[Substring?]]
        var source: PackManifest.Source
        var weight: UInt32
    }

    /// Parameters of the build, recorded in the manifest.
    public var configuration: PackBuildConfiguration
    /// The language's enclitics: corpus words carrying one (Latin "virumque") are counted as
    /// their host ("virum") when the host occurs on its own at least
    /// `minimumEncliticHostCount` times, so the lexicon and n-grams hold words, not every
    /// word-plus-enclitic form. Typing reads them back with the same analyzer.
    public var enclitics: (any EncliticAnalyzer)?
    /// How often a host must occur alone in the corpora for an enclitic to be split off it.
    public var minimumEncliticHostCount = 3
    private var wordList: [LexiconEntry] = []
    private var realWords: [String] = []
    private var corpora: [Corpus] = []
    private var arpa: (lines: [Substring], source: PackManifest.Source)?
    private var background: (lines: [Substring], weight: Double, minimumProbability: Double)?
    private var sources: [PackManifest.Source] = []
    /// The phrase book (``addPhrases(lines:name:license:)``).
    private var phrases: [(phrase: String, english: String, french: String)] = []
    private var withheld: [String] = []
    /// Glosses by spelling (``addGlosses(lines:name:license:)``).
    private var glosses: [String: (english: String, french: String)] = [:]
    private let tokenizer = CorpusTokenizer()

    public init(configuration: PackBuildConfiguration) {
        self.configuration = configuration
    }

    /// Adds word-list frequencies (for example wordfreq's): they choose and rank the lexicon.
    public mutating func addWordList(_ entries: [LexiconEntry], name: String, license: String) {
        wordList.append(contentsOf: entries)
        sources.append(.init(name: name, role: "lexicon frequencies", license: license, count: entries.count))
    }

    /// Adds a real-word list: only words it contains (in any case) enter the lexicon.
    public mutating func addRealWordList(_ words: [String], name: String, license: String) {
        realWords.append(contentsOf: words)
        sources.append(.init(name: name, role: "word filter", license: license, count: words.count))
    }

    /// Adds glosses: lines of `word<TAB>english<TAB>french` (either gloss may be empty). A
    /// lexicon word takes the gloss of its exact spelling, or, when there is none, the gloss of
    /// its letters without tone marks and other folded marks if every spelling of those letters
    /// in the list has the same one (tone-aware: a toned spelling keeps its own gloss, and where
    /// the list's spellings of the same letters disagree, one it lacks gets no guess).
    public mutating func addGlosses(lines: [String], name: String, license: String) {
        var count = 0
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2, !fields[0].isEmpty else { continue }
            let english = fields[1].trimmingCharacters(in: .whitespaces)
            let french = fields.count > 2 ? fields[2].trimmingCharacters(in: .whitespaces) : ""
            guard !english.isEmpty || !french.isEmpty else { continue }
            glosses[fields[0]] = (english, french)
            count += 1
        }
        sources.append(.init(name: name, role: "glosses", license: license, count: count))
    }

    /// Adds a phrase book: lines of `phrase<TAB>english<TAB>french` (see ``PhraseBook``).
    public mutating func addPhrases(lines: [String], name: String, license: String) {
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, !fields[0].isEmpty else { continue }
            phrases.append((fields[0], fields[1], fields.count > 2 ? fields[2] : ""))
        }
        sources.append(.init(name: name, role: "phrases", license: license, count: phrases.count))
    }

    /// Adds words the keyboard must never offer on its own (``WithheldWords``): one per line,
    /// `#` starts a comment.
    public mutating func addWithheldWords(lines: [String], name: String, license: String) {
        let words = lines.map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        withheld += words
        sources.append(.init(name: name, role: "withheld words", license: license, count: words.count))
    }

    /// Adds a corpus of raw text lines; `weight` multiplies its n-gram counts.
    public mutating func addCorpus(lines: [String], name: String, license: String, weight: Int = 1) {
        var sentences: [[Substring?]] = []
        var tokens = 0
        for line in lines {
            for sentence in tokenizer.sentences(in: line) {
                sentences.append(sentence)
                tokens += sentence.count
            }
        }
        let role = weight == 1 ? "n-grams, casing" : "n-grams (weight \(weight)), casing"
        let source = PackManifest.Source(name: name, role: role, license: license, count: tokens)
        corpora.append(Corpus(sentences: sentences, source: source, weight: UInt32(max(1, weight))))
        sources.append(source)
    }

    /// Uses an ARPA model for the n-grams instead of counting the corpora (which then only
    /// decide casing and, without a word list, the vocabulary).
    public mutating func setARPA(text: String, name: String, license: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let source = PackManifest.Source(name: name, role: "n-grams (ARPA)", license: license, count: lines.count)
        arpa = (lines, source)
        sources.append(source)
    }

    /// Mixes an ARPA model into the n-grams counted from the corpora, with `weight` (λ): see
    /// ``NGramInterpolation``. Its n-grams the corpora lack are kept when it gives them at least
    /// `minimumProbability`.
    public mutating func setBackgroundARPA(text: String, name: String, license: String, weight: Double, minimumProbability: Double) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let source = PackManifest.Source(name: name, role: "background n-grams (ARPA, weight \(weight))", license: license, count: lines.count)
        background = (lines, weight, minimumProbability)
        sources.append(source)
    }

    /// Each lexicon word's gloss (by id): its exact spelling's, else its folded letters' when
    /// every glossed spelling with those letters agrees.
    private func wordGlosses(_ spellings: [String]) -> [Int: (english: String, french: String)] {
        var byFolded: [String: (english: String, french: String)?] = [:]
        for (word, gloss) in glosses.sorted(by: { $0.key < $1.key }) {
            let key = TextFolding.foldedString(word)
            if let seen = byFolded[key] {
                if let seen, seen.english != gloss.english || seen.french != gloss.french { byFolded[key] = .some(nil) }
            } else {
                byFolded[key] = gloss
            }
        }
        var result: [Int: (english: String, french: String)] = [:]
        for (id, spelling) in spellings.enumerated() {
            if let exact = glosses[spelling] {
                result[id] = exact
            } else if let folded = byFolded[TextFolding.foldedString(spelling)], let folded {
                result[id] = folded
            }
        }
        return result
    }

    /// Numbers and ordinals in the corpora seen at least `minimumNumberCount` times.
    private func corpusNumbers() -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for corpus in corpora {
            for sentence in corpus.sentences {
                for case let token? in sentence where token.first?.isNumber == true {
                    counts[String(token), default: 0] += 1
                }
            }
        }
        return counts.filter { $0.value >= configuration.minimumNumberCount }.sorted { $0.key < $1.key }
    }

    /// The corpora with enclitics split off their hosts (see ``enclitics``), and how many were.
    private func splittingEnclitics(_ analyzer: any EncliticAnalyzer) -> (corpora: [Corpus], splits: Int) {
        var counts: [String: Int] = [:]
        for corpus in corpora {
            for sentence in corpus.sentences {
                for case let token? in sentence { counts[token.lowercased(), default: 0] += 1 }
            }
        }
        let minimum = minimumEncliticHostCount
        func isWord(_ word: String) -> Bool { (counts[word] ?? 0) >= minimum }
        var cache: [Substring: Substring?] = [:]
        var splits = 0
        var result = corpora
        for c in result.indices {
            for s in result[c].sentences.indices {
                for t in result[c].sentences[s].indices {
                    guard let token = result[c].sentences[s][t] else { continue }
                    let host: Substring?
                    if let cached = cache[token] {
                        host = cached
                    } else {
                        host = analyzer.split(String(token), isWord: isWord).map { token.prefix($0.host.count) }
                        cache[token] = host
                    }
                    if let host {
                        result[c].sentences[s][t] = host
                        splits += 1
                    }
                }
            }
        }
        return (result, splits)
    }

    /// Builds the pack.
    public func build() throws -> Output {
        var corpora = corpora
        var encliticSplits: Int?
        if let enclitics {
            (corpora, encliticSplits) = splittingEnclitics(enclitics)
        }
        var casing = CasingStatistics()
        var corpusFrequencies: [String: Int] = [:]
        for corpus in corpora {
            for sentence in corpus.sentences {
                casing.add(sentence: sentence)
                if wordList.isEmpty {
                    for case let token? in sentence { corpusFrequencies[token.lowercased(), default: 0] += 1 }
                }
            }
        }
        let frequencies =
            wordList.isEmpty
            ? corpusFrequencies.sorted { $0.key < $1.key }.map { LexiconEntry(spelling: $0.key, frequency: Double($0.value)) }
            : wordList
        var selected = LexiconSelector(realWords: realWords)
            .select(frequencies: frequencies, casing: casing, limit: configuration.maximumWords)
        let numbers = corpusNumbers()
        if !numbers.isEmpty {
            // Numbers get word-list-like frequencies: their share of the corpus tokens, scaled to
            // the word list's total.
            let known = Set(selected.map(\.spelling))
            let scale = selected.reduce(0) { $0 + $1.frequency } / Double(max(1, corpora.reduce(0) { $0 + $1.source.count }))
            for (number, count) in numbers where !known.contains(number) && Lexicon.fits(number) {
                selected.append(LexiconEntry(spelling: number, frequency: Double(count) * scale))
            }
        }
        let lexicon = try LexiconEncoder(entries: selected)
        let words = lexicon.ordered
        let V = words.count + SpecialToken.allCases.count

        // Token → id: exact spelling first, then the most frequent word with that lowercase form.
        var exact: [String: Int] = [:]
        var lower: [String: Int] = [:]
        for (id, entry) in words.enumerated() {
            exact[entry.spelling] = id
            let key = entry.spelling.lowercased()
            if let other = lower[key], words[other].frequency >= entry.frequency { continue }
            lower[key] = id
        }
        let unknown = SpecialToken.unknown.id(wordCount: words.count)
        func id(_ token: Substring?) -> Int {
            guard let token else { return unknown }
            return exact[String(token)] ?? lower[token.lowercased()] ?? unknown
        }

        var estimate: NGramEstimate
        var parameters = [
            "maximumWords": String(configuration.maximumWords),
            "minimumNumberCount": String(configuration.minimumNumberCount),
            "unigramPriorWeight": String(configuration.unigramPriorWeight),
            "quantization": "8-bit linear log10 codebooks; backoff weights recomputed after quantization",
        ]
        var tokenCount = 0, unknownCount = 0
        if let arpa {
            estimate = try ARPAReader(wordCount: words.count) { word in
                exact[String(word)] ?? lower[word.lowercased()]
            }.read(lines: arpa.lines)
            parameters["smoothing"] = "from ARPA"
        } else {
            var estimator = KneserNeyEstimator(
                vocabularySize: V,
                minimumBigramCount: configuration.minimumBigramCount,
                minimumTrigramCount: configuration.minimumTrigramCount)
            for corpus in corpora {
                for sentence in corpus.sentences {
                    let ids = sentence.map(id)
                    tokenCount += ids.count
                    unknownCount += ids.lazy.filter { $0 == unknown }.count
                    estimator.add(sentence: ids, weight: corpus.weight)
                }
            }
            estimate = estimator.estimate()
            parameters["smoothing"] = "interpolated modified Kneser-Ney, trigram"
            if let background {
                let model = try ARPAReader(wordCount: words.count) { word in
                    exact[String(word)] ?? lower[word.lowercased()]
                }.read(lines: background.lines)
                estimate = NGramInterpolation.mix(
                    estimate, with: model, backgroundWeight: background.weight, minimumBackgroundProbability: background.minimumProbability)
                parameters["smoothing"] = "interpolated modified Kneser-Ney, trigram, mixed with the background model"
                parameters["backgroundWeight"] = String(background.weight)
                parameters["backgroundMinimumProbability"] = String(background.minimumProbability)
            }
            parameters["minimumBigramCount"] = String(configuration.minimumBigramCount)
            parameters["minimumTrigramCount"] = String(configuration.minimumTrigramCount)
        }
        var prior = words.map(\.frequency)
        prior.append(contentsOf: repeatElement(0, count: SpecialToken.allCases.count))
        estimate.mixUnigrams(with: prior, priorWeight: configuration.unigramPriorWeight)

        var writer = PackWriter()
        let trieNodes = try lexicon.write(into: &writer)
        let summary = NGramTableEncoder(estimate: estimate).write(into: &writer)
        let glossed = glosses.isEmpty ? nil : wordGlosses(words.map(\.spelling))
        if let glossed { GlossTable.write(glossed, wordCount: words.count, into: &writer) }
        if !phrases.isEmpty { PhraseBook.write(phrases, into: &writer) }
        if !withheld.isEmpty { WithheldWords.write(withheld, into: &writer) }
        var counts: [String: Int] = [
            "words": words.count,
            "numbers": numbers.count,
            "trieNodes": trieNodes,
            "unigrams": summary.unigrams,
            "bigrams": summary.bigrams,
            "trigrams": summary.trigrams,
        ]
        if let encliticSplits, let enclitics {
            counts["encliticsSplit"] = encliticSplits
            parameters["enclitics"] =
                enclitics.enclitics.map { "-" + $0 }.joined(separator: " ")
                + ", split when the host occurs alone at least \(minimumEncliticHostCount) times"
        }
        if let glossed { counts["glossedWords"] = glossed.count }
        if !phrases.isEmpty { counts["phrases"] = phrases.count }
        if !withheld.isEmpty { counts["withheldWords"] = Set(withheld.map { $0.lowercased() }).count }
        if arpa == nil {
            counts["trainingTokens"] = tokenCount
            counts["unknownTrainingTokens"] = unknownCount
        }
        let checksum = String(writer.contentChecksum(), radix: 16)
        let manifest = PackManifest(
            language: configuration.language, license: configuration.license, sources: sources,
            counts: counts, builder: PackBuildConfiguration.builderVersion, parameters: parameters,
            contentChecksum: String(repeating: "0", count: 8 - checksum.count) + checksum)
        writer.addBlob(.manifest, try manifest.encoded())
        return Output(bytes: writer.bytes(), manifest: manifest)
    }
}
