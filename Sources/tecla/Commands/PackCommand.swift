import ArgumentParser
import Foundation
import TeclaKeyboard
import TeclaLanguage
import TeclaPackBuilder

/// `pack build`, `pack inspect`, and the two views a model trained beside the pack reads:
/// `pack words` (its lexicon) and `pack tokenize` (text as its word ids).
struct PackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Build and inspect language packs.",
        subcommands: [Build.self, Inspect.self, Words.self, Tokenize.self]
    )

    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build a pack from word lists, corpora and/or an ARPA model (reproducible byte for byte).")

        @Option(help: "BCP 47 language tag.") var language: String
        @Option(help: "License of the resulting pack.") var license: String
        @Option(help: "Word frequency list: PATH,NAME,LICENSE (lines 'word<TAB>frequency').")
        var words: String?
        @Option(help: "Real-word filter list, repeatable: PATH,LICENSE (one word per line).")
        var filter: [String] = []
        @Option(help: "Text corpus, repeatable: PATH,LICENSE[,WEIGHT] (.xz allowed).")
        var corpus: [String] = []
        @Option(help: "ARPA model for the n-grams: PATH,LICENSE.") var arpa: String?
        @Option(help: "Glosses of the words: PATH,LICENSE (lines 'word<TAB>english<TAB>french').")
        var glosses: String?
        @Option(help: "Phrases offered whole as they are begun: PATH,LICENSE (lines 'phrase<TAB>english<TAB>french').")
        var phrases: String?
        @Option(help: "Words never offered on the keyboard's own initiative: PATH,LICENSE (one per line, # comments).")
        var withheld: String?
        @Option(
            help:
                "ARPA model mixed into the counted n-grams: PATH,LICENSE,WEIGHT (0-1), and optionally MINPROB (its n-grams the corpora lack are kept from this probability; default 0.001)."
        ) var background: String?
        @Option(help: "Most words in the lexicon.") var maxWords = 100_000
        @Option(help: "Prune bigrams seen fewer times.") var minBigramCount = 2
        @Option(help: "Prune trigrams seen fewer times.") var minTrigramCount = 2
        @Option(help: "Weight of word-list frequencies in the unigrams.") var priorWeight = 0.5
        @Option(help: "Split the enclitics of this language off their hosts in the corpora (la: -que -ne -ve).")
        var enclitics: String?
        @Option(name: .shortAndLong, help: "Output pack file.") var output: String

        func validate() throws {
            guard maxWords >= 1 else { throw ValidationError("--max-words must be at least 1") }
            guard minBigramCount >= 1, minTrigramCount >= 1 else { throw ValidationError("--min-bigram-count and --min-trigram-count must be at least 1") }
            guard priorWeight.isFinite, (0...1).contains(priorWeight) else { throw ValidationError("--prior-weight must be between 0 and 1") }
        }

        func run() throws {
            var builder = PackBuilder(
                configuration: PackBuildConfiguration(
                    language: language, license: license, maximumWords: maxWords,
                    minimumBigramCount: minBigramCount, minimumTrigramCount: minTrigramCount,
                    unigramPriorWeight: priorWeight))
            switch enclitics {
            case nil: break
            case "la": builder.enclitics = LatinEncliticAnalyzer()
            case let other?: throw ValidationError("--enclitics knows la, not \(other)")
            }
            if let words {
                let parts = try Self.fields(words, count: 3, option: "--words")
                var entries: [LexiconEntry] = []
                for line in try TextInput.lines(parts[0]) {
                    let cols = line.split(separator: "\t")
                    guard cols.count >= 2, let f = Double(cols[1]) else { continue }
                    entries.append(LexiconEntry(spelling: String(cols[0]), frequency: f))
                }
                builder.addWordList(entries, name: parts[1], license: parts[2])
            }
            if let phrases {
                let parts = try Self.fields(phrases, count: 2, option: "--phrases")
                builder.addPhrases(lines: try TextInput.lines(parts[0]), name: Self.name(parts[0]), license: parts[1])
            }
            if let withheld {
                let parts = try Self.fields(withheld, count: 2, option: "--withheld")
                builder.addWithheldWords(lines: try TextInput.lines(parts[0]), name: Self.name(parts[0]), license: parts[1])
            }
            if let glosses {
                let parts = try Self.fields(glosses, count: 2, option: "--glosses")
                builder.addGlosses(lines: try TextInput.lines(parts[0]), name: Self.name(parts[0]), license: parts[1])
            }
            for spec in filter {
                let parts = try Self.fields(spec, count: 2, option: "--filter")
                builder.addRealWordList(try TextInput.lines(parts[0]), name: Self.name(parts[0]), license: parts[1])
            }
            for spec in corpus {
                let parts = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2 || parts.count == 3 else {
                    throw ValidationError("--corpus takes PATH,LICENSE[,WEIGHT]")
                }
                let weight = parts.count == 3 ? Int(parts[2]) ?? 1 : 1
                builder.addCorpus(
                    lines: try TextInput.lines(parts[0]), name: Self.name(parts[0]),
                    license: parts[1], weight: weight)
            }
            if let arpa {
                let parts = try Self.fields(arpa, count: 2, option: "--arpa")
                builder.setARPA(text: try TextInput.read(parts[0]), name: Self.name(parts[0]), license: parts[1])
            }
            if let background {
                guard arpa == nil else { throw ValidationError("--background mixes into counted n-grams; it cannot go with --arpa") }
                let parts = background.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 3 || parts.count == 4, let weight = Double(parts[2]), (0...1).contains(weight),
                    let minimum = parts.count == 4 ? Double(parts[3]) : 0.001, minimum.isFinite, minimum >= 0
                else { throw ValidationError("--background takes PATH,LICENSE,WEIGHT[,MINPROB] with WEIGHT in 0...1") }
                builder.setBackgroundARPA(
                    text: try TextInput.read(parts[0]), name: Self.name(parts[0]), license: parts[1], weight: weight, minimumProbability: minimum)
            }
            let built = try builder.build()
            // Atomically: a pack may be mapped by a running keyboard or test while it is rebuilt.
            try AtomicFileWriter.write(built.bytes, to: URL(fileURLWithPath: output))
            print("wrote \(output): \(built.bytes.count) bytes")
            print(String(decoding: try built.manifest.encoded(), as: UTF8.self))
        }

        private static func fields(_ spec: String, count: Int, option: String) throws -> [String] {
            let parts = spec.split(separator: ",", maxSplits: count - 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == count else { throw ValidationError("\(option) takes \(count) comma-separated fields") }
            return parts
        }

        private static func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
    }

    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Verify a pack and print its manifest and sections.")

        @Argument(help: "Pack file.") var path: String

        func run() throws {
            let start = DispatchTime.now().uptimeNanoseconds
            if path.hasSuffix("." + NeuralLanguageModel.fileExtension) {
                // A neural model: its manifest and sections (it is checked against its pack when
                // the pack beside it is opened).
                let file = try PackFile(contentsOf: URL(fileURLWithPath: path))
                print(try file.text(PackSectionTag("MANI")))
                print("format version \(file.formatVersion), \(file.storage.count) bytes, verified")
                for s in file.sections.sorted(by: { $0.offset < $1.offset }) {
                    print("\(s.tag.description.padding(toLength: 8, withPad: " ", startingAt: 0)) \(s.elementWidth)  \(s.length)")
                }
                return
            }
            let pack = try LanguagePack(contentsOf: URL(fileURLWithPath: path))
            let openMicros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
            print(String(decoding: try pack.manifest.encoded(), as: UTF8.self))
            print(
                "format version \(pack.file.formatVersion), \(pack.file.storage.count) bytes, opened and verified in \(String(format: "%.1f", openMicros / 1000)) ms"
            )
            print("words \(pack.lexicon.count), trie nodes \(pack.lexicon.nodeCount), bigrams \(pack.model.bigramCount), trigrams \(pack.model.trigramCount)")
            print("section  width       bytes  crc32")
            for s in pack.file.sections.sorted(by: { $0.offset < $1.offset }) {
                let tag = s.tag.description.padding(toLength: 8, withPad: " ", startingAt: 0)
                let length = String(s.length)
                print("\(tag) \(s.elementWidth)  \(String(repeating: " ", count: max(0, 12 - length.count)))\(length)  \(String(s.checksum, radix: 16))")
            }
            if let glosses = pack.glosses {
                // Coverage where it matters: the words the bar offers most.
                let byFrequency = (0..<pack.lexicon.count).sorted {
                    let a = pack.model.unigramLogProb($0), b = pack.model.unigramLogProb($1)
                    return a != b ? a > b : $0 < $1
                }
                for top in [100, 1000, 10000] where top <= byFrequency.count {
                    let words = byFrequency.prefix(top)
                    let english = words.filter { glosses.gloss(of: $0, in: .english) != nil }.count
                    let french = words.filter { glosses.gloss(of: $0, in: .french) != nil }.count
                    print("glosses among the \(top) most frequent words: English \(english), French \(french)")
                }
            }
        }
    }

    struct Words: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the pack's words: model id, spelling and unigram log10 probability, one per line.")

        @Argument(help: "Pack file.") var path: String

        func run() throws {
            let pack = try LanguagePack(contentsOf: URL(fileURLWithPath: path))
            var out = ""
            for id in 0..<pack.lexicon.count {
                out += "\(id)\t\(pack.lexicon.spelling(of: id))\t\(pack.model.unigramLogProb(id))\n"
                if out.utf8.count > 1 << 16 {
                    print(out, terminator: "")
                    out = ""
                }
            }
            print(out, terminator: "")
        }
    }

    struct Tokenize: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Write text as the pack's model ids, read as the keyboard reads context: little-endian UInt32 ids, each sentence (or with --turns each line) ended by 0xFFFFFFFF.",
            discussion:
                "Sentences are split and words resolved exactly as the predictor does (CorpusTokenizer, Lexicon.resolve); unknown words and number-like tokens are <unk>. A model trained on this stream sees the ids it will be given."
        )

        @Option(help: "Pack whose lexicon resolves the words.") var pack: String
        @Option(help: "Where the ids go.") var output: String
        @Argument(help: "Text files, one or more lines each (.xz, .gz allowed).") var inputs: [String]
        @Flag(
            help:
                "Keep each line's sentences together, as a turn of a conversation: 0xFFFFFFFE separates them (where a stop was typed, or a capital shows a sentence began: UnpunctuatedSentences), 0xFFFFFFFF ends the line."
        )
        var turns = false

        func run() throws {
            let pack = try LanguagePack(contentsOf: URL(fileURLWithPath: pack))
            let lexicon = pack.lexicon
            let unknown = UInt32(pack.model.id(of: .unknown))
            let tokenizer = CorpusTokenizer()
            var cache: [Substring: UInt32] = [:]
            var ids: [UInt32] = []
            var sentences = 0, tokens = 0, unknowns = 0
            for input in inputs {
                for line in try TextInput.lines(input) {
                    var lineSentences = 0
                    for sentence in tokenizer.sentences(in: line) {
                        if turns, lineSentences > 0 { ids.append(.max - 1) }
                        lineSentences += 1
                        for (position, token) in sentence.enumerated() {
                            // A capital inside a sentence starts one, as the keyboard reads it.
                            if turns, position > 0, let token, UnpunctuatedSentences.mayStartSentence(String(token), in: lexicon) {
                                ids.append(.max - 1)
                            }
                            var id = unknown
                            if let token {
                                if let known = cache[token] {
                                    id = known
                                } else {
                                    id = pack.lexicon.resolve(token).map(UInt32.init) ?? unknown
                                    cache[token] = id
                                }
                            }
                            ids.append(id)
                            if id == unknown { unknowns += 1 }
                        }
                        tokens += sentence.count
                        if !turns { ids.append(.max) }
                        sentences += 1
                    }
                    if turns, lineSentences > 0 { ids.append(.max) }
                }
            }
            let data = ids.withUnsafeBufferPointer { Data(buffer: $0) }
            try data.write(to: URL(fileURLWithPath: output))
            print("\(sentences) sentences, \(tokens) tokens, \(unknowns) unknown → \(output)")
        }
    }
}
