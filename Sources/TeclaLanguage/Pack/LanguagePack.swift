import Foundation

/// An opened language pack: manifest, lexicon and n-gram model, all reading from one
/// memory-mapped file. Immutable and safe to share between sessions and threads.
public struct LanguagePack: Sendable {
    /// What the pack is and where its data came from.
    public let manifest: PackManifest
    /// The words.
    public let lexicon: Lexicon
    /// The trigram model over the lexicon's words.
    public let model: NGramModel
    /// Short meanings of the words in other languages, if the pack has them (N'Ko).
    public let glosses: GlossTable?
    /// Whole phrases offered as they are begun, if the pack has them (N'Ko's greetings).
    public let phrases: PhraseBook?
    /// Words never offered on the keyboard's own initiative, if the pack lists them.
    public let withheld: WithheldWords?
    /// The neural next-word model mixed with the n-grams, if the pack has one beside it.
    public private(set) var neural: NeuralLanguageModel?
    /// The verified file.
    public let file: PackFile

    /// Opens (memory-maps) and verifies the pack at `url`, and the neural model beside it
    /// (`en.teclapack` → `en.teclalm`) when there is one and `neuralModel` is true. A model that
    /// is there but corrupt, or trained on another pack, is an error, not silently skipped.
    public init(contentsOf url: URL, neuralModel: Bool = true) throws(PackError) {
        try self.init(file: PackFile(contentsOf: url))
        let companion = url.deletingPathExtension().appendingPathExtension(NeuralLanguageModel.fileExtension)
        if neuralModel, FileManager.default.fileExists(atPath: companion.path) {
            neural = try NeuralLanguageModel(contentsOf: companion, for: self)
        }
    }

    /// This pack with `model` mixed into its predictions (nil: n-grams only).
    public func withNeuralModel(_ model: NeuralLanguageModel?) -> LanguagePack {
        var pack = self
        pack.neural = model
        return pack
    }

    /// Opens a pack held in memory.
    public init(bytes: [UInt8]) throws(PackError) {
        try self.init(file: PackFile(bytes: bytes))
    }

    /// Reads the sections of a verified file.
    public init(file: PackFile) throws(PackError) {
        self.file = file
        manifest = try PackManifest.decode(file.blob(.manifest))
        lexicon = try Lexicon(file: file)
        model = try NGramModel(file: file, wordCount: lexicon.count)
        glosses = try GlossTable(file: file, wordCount: lexicon.count)
        phrases = try PhraseBook(file: file)
        withheld = try WithheldWords(file: file, lexicon: lexicon)
        // The structural checks walk the whole trie and every n-gram table: like verification,
        // they should leave resident only what lookups touch later (5 MB of 7 for English).
        file.storage.releaseResidentPages()
    }

    /// The model id for a lexicon word id (the same number) or a token of running text.
    public func modelID(forToken token: some StringProtocol) -> Int {
        lexicon.resolve(token) ?? model.id(of: .unknown)
    }
}
