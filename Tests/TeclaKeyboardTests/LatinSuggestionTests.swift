import Testing
import TeclaCore
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks
import TeclaScripts
import TeclaTestSupport

/// Latin suggestions: macrons the user typed survive completion, enclitics are read and completed.
@Suite struct LatinSuggestionTests {
    static let pack = try! BundledPacks.latin()
    static let engine = LanguageModels.Language(pack: pack, language: "la").suggestions

    func bar(_ text: String) -> [String] {
        Self.engine.suggestions(textBeforeCursor: text).map(\.text)
    }

    @Test func completionsKeepTypedMacrons() {
        // After a word, so that no sentence-start capital gets in the way of the comparison.
        let plain = bar("et ama")
        #expect(plain.count == 3)
        for typed in ["amā", "Rōm", "cōnsu", "ōr", "ămā"] {
            let slots = bar("et " + typed)
            #expect(slots.count >= 2, "\(typed): \(slots)")
            for slot in slots {
                #expect(slot.hasPrefix(typed), "\(typed) → \(slot) dropped a macron")
            }
        }
    }

    @Test func aMacronizedWordIsNotCorrectedAway() {
        let slots = Self.engine.suggestions(textBeforeCursor: "Gallia est omnis dīvīsa")
        #expect(slots.first?.text == "dīvīsa")
        #expect(!slots.contains { $0.kind == .correction }, "\(slots)")
    }

    @Test func encliticsAreCompleted() {
        #expect(bar("arma virumq").contains("virumque"))
        #expect(bar("senatus populusq").contains("populusque"))
        #expect(bar("quid videsn").contains("videsne"))
    }

    @Test func aWordWithAnEncliticIsKnownAndReadAsItsHost() {
        let slots = Self.engine.suggestions(textBeforeCursor: "arma virumque")
        #expect(!slots.contains { $0.kind == .correction }, "virumque is virum-que, no typo: \(slots)")
        let predictor = Self.engine.predictor
        let withEnclitic = predictor.contextIDs(TypingContext(textBeforeCursor: "arma virumque "))
        let host = predictor.contextIDs(TypingContext(textBeforeCursor: "arma virum "))
        #expect(withEnclitic.v == host.v && withEnclitic.v != Self.pack.model.id(of: .unknown))
    }

    @Test func fixedWordsAreWordsOfTheirOwn() {
        for word in ["atque", "itaque", "neque", "quoque", "denique"] {
            #expect(Self.pack.lexicon.id(exactly: word) != nil, "\(word) is in the Latin lexicon")
        }
        #expect(Self.pack.lexicon.id(exactly: "virumque") == nil, "counted as virum")
        #expect(bar("et atq").contains("atque"))
    }

    @Test func typingOnTheLatinLayoutWithALongPressMacron() throws {
        let h = try SessionHarness(
            layoutID: LatinLayout.id, traits: TextFieldTraits(autocapitalization: .none),
            catalog: .all, languageModels: LanguageModels(packs: ["la": Self.pack]))
        try h.type("et amā")
        #expect(h.text == "et amā")
        let slots = h.state.suggestions.map(\.text)
        #expect(slots.count == 3 && slots.allSatisfy { $0.hasPrefix("amā") }, "\(slots)")
        h.session.selectSuggestion(at: 1)
        #expect(h.text.hasPrefix("et amā") && h.text.hasSuffix(" ") && h.text.count > "et amā ".count)
    }
}

extension LatinSuggestionTests {
    /// "amā" once offered "amāt": the pack is unmacronized, and the typed ā was put back on the
    /// stored "amat", whose a is short before the final t. A macron typed stays only on words it
    /// can stand in.
    @Test func aTypedMacronCompletesOnlyToWordsItCanStandIn() throws {
        let h = try SessionHarness(
            layoutID: LatinLayout.id, traits: TextFieldTraits(autocapitalization: .none),
            catalog: .all, languageModels: LanguageModels(packs: ["la": Self.pack]))
        try h.type("et amā")
        let slots = h.state.suggestions.map(\.text)
        #expect(slots.count == 3 && !slots.contains("amāt"), "\(slots)")
        #expect(slots.allSatisfy { $0.hasPrefix("amā") && LatinVowelQuantity.allowsMacrons(in: $0) }, "\(slots)")
        let completions = Self.engine.predictor.completions(for: TypingContext(textBeforeCursor: "et amā"), limit: 10).map(\.text)
        #expect(completions.count == 10, "\(completions)")
        for word in ["amāt", "amānt", "amāntes"] {
            #expect(!completions.contains(word), "\(word) is no word: \(completions)")
        }
        #expect(completions.contains("amābilis") && completions.contains("amātor"), "\(completions)")
    }

    /// A long-pressed ā at a word's start once offered "ād" and "āb", words nobody writes.
    @Test func aMacronedFirstLetterOffersNoInventedSpellings() throws {
        let completions = Self.engine.predictor.completions(for: TypingContext(textBeforeCursor: "ā"), limit: 10).map(\.text)
        for word in ["Ād", "Āb", "Ātque", "Āc", "Ān", "ād", "āb", "ātque"] {
            #expect(!completions.contains(word), "\(word): \(completions)")
        }
    }

    @Test func correctionsKeepTypedMacronsOnlyWhereTheyCanStand() {
        let context = TypingContext(textBeforeCursor: "et ")
        // The corrector's siblings of the same splice: a letter added after the ā ("amāt")…
        let candidates = Self.engine.corrector.correct("amā", context: context, limit: 20).candidates.map(\.text)
        #expect(candidates.contains("amā") && !candidates.contains { $0.lowercased() == "amāt" }, "\(candidates)")
        // …and a missed space, whose parts once lost the macrons typed on them.
        let split = Self.engine.corrector.correct("amāvitet", context: context, limit: 20).candidates.map(\.text)
        #expect(split.contains("amāvit et") && !split.contains("amavit et"), "\(split)")
    }

    @Test func aHostWithTheStartOfAnEncliticIsNotCorrected() {
        let slots = Self.engine.suggestions(textBeforeCursor: "et virumq")
        #expect(slots.map(\.text) == ["virumq", "virumque"] || slots.map(\.text).starts(with: ["virumq", "virumque"]), "\(slots)")
        #expect(!slots.contains { $0.kind == .correction })
    }
}
