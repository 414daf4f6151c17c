import Foundation
import TeclaCore
import TeclaLanguage
import TeclaTouch

/// The suggestion bar: refreshed after every action, accepted by tapping, committed by space as
/// an autocorrection when the corrector is confident, reverted by a backspace right after.
extension KeyboardSession {
    /// The engine for the current layout's language, judging taps on the keys on screen,
    /// unless the field forbids suggestions.
    var suggestionEngine: SuggestionEngine? {
        guard document.traits.allowsSuggestions, let engine = languageModels[layout.language]?.suggestions else { return nil }
        return engine.using(geometry: correctorGeometry)
    }

    /// The letters page's keys as the corrector sees them (cached per layout and size).
    var correctorGeometry: KeyboardGeometry { geometry(of: layout.homePage).corrector }

    /// Recomputes the three slots for the text before the cursor. Marked text is read only by
    /// engines with a reader (Korean: the syllable being composed is part of the word).
    func refreshSuggestions() {
        let marked = document.markedText
        guard document.traits.allowsSuggestions else {
            suggestions = []
            return
        }
        let autocorrects = document.traits.allowsAutocorrection && settings.autocorrection
        if let selected = document.selectedText {
            suggestions = replacements(for: selected)
            return
        }
        var slots: [SuggestionSlot] = []
        if let engine = suggestionEngine, marked == nil || engine.reader != nil {
            let found = engine.suggestions(
                textBeforeCursor: document.textBeforeCursor, composingText: marked ?? "",
                taps: wordTaps.map { $0.map { (x: $0.x, y: $0.y) } }, userModel: userModel, at: wallClock.now)
            slots = found.map { suggestion in
                let kind: SuggestionSlot.Kind =
                    switch suggestion.kind {
                    case .verbatim: .verbatim
                    case .completion: .completion
                    case .correction: .correction
                    case .prediction: .prediction
                    case .phrase: .phrase
                    }
                return SuggestionSlot(
                    text: suggestion.text, kind: kind, isAutocorrection: autocorrects && suggestion.kind == .correction,
                    gloss: settings.glosses.language.flatMap { suggestion.glosses[$0] } ?? gloss(of: suggestion.text, in: engine.predictor.pack))
            }
        }
        suggestions = marked == nil ? applyUserDictionary(to: slots, autocorrects: autocorrects) : slots
    }

    /// The word the cursor stands in or at the end of: its part before and after the cursor.
    var wordAroundCursor: (before: String, after: String) {
        let before = TypingContext.currentWord(before: document.textBeforeCursor)
        let after = (document.documentContextAfterInput ?? "").prefix { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }
        return (before, String(after))
    }

    /// After the host put the cursor in a word space had corrected ("teh" → "the", tapped
    /// later), the typed word leads the bar: a tap puts it back.
    func offerOriginalOfCorrectedWord() {
        guard document.selectedText == nil, document.markedText == nil, document.traits.allowsSuggestions else { return }
        let (before, after) = wordAroundCursor
        let word = before + after
        guard !word.isEmpty, let correction = recentCorrections.last(where: { $0.corrected == word }) else { return }
        let others = suggestions.filter { $0.text != correction.original && $0.kind != .verbatim }
        suggestions = [SuggestionSlot(text: correction.original, kind: .original)] + others.prefix(2)
    }

    /// Other forms of a selected word, as the Latin keyboard offered them: the same letters
    /// spelled otherwise in the lexicon (other marks or capitals: "resume" → "résumé", "amo" →
    /// "amō"), then what its letters most likely meant (the corrector's readings in the context
    /// before it), then its capitalized or lower-case form. Nothing for a selection that is not
    /// one word.
    func replacements(for selected: String) -> [SuggestionSlot] {
        let word = selected.trimmingCharacters(in: .whitespaces)
        guard !word.isEmpty, word.count <= SuggestionEngine.maximumWordLength,
            word.allSatisfy({
                $0.isLetter || $0 == "'" || $0 == "\u{2019}" || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
            }),
            let engine = suggestionEngine
        else { return [] }
        let pack = engine.predictor.pack
        var found: [String] = []
        func add(_ candidate: String) {
            if candidate != word, !found.contains(candidate) { found.append(candidate) }
        }
        if let node = pack.lexicon.node(forFolded: TextFolding.fold(word)) {
            let spellings = pack.lexicon.terminalWords(of: node).sorted { pack.model.unigramLogProb($0) > pack.model.unigramLogProb($1) }
            for id in spellings { add(pack.lexicon.spelling(of: id)) }
        }
        let context = TypingContext(textBeforeCursor: document.textBeforeCursor)
        for candidate in engine.corrector.correct(word, context: context, limit: 6).candidates where !candidate.text.contains(" ") {
            add(candidate.text)
        }
        add(word.first?.isUppercase == true ? word.lowercased() : Capitalization.capitalizedFirst(word))
        return found.prefix(3).map { SuggestionSlot(text: $0, kind: .replacement, gloss: gloss(of: $0, in: pack)) }
    }

    /// The meaning of a suggested word in the language the settings ask for, when its pack has
    /// glosses: looked up by its exact (toned) spelling, then as the lexicon reads it.
    func gloss(of text: String, in pack: LanguagePack) -> String? {
        guard let glosses = pack.glosses, let language = settings.glosses.language else { return nil }
        guard let id = pack.lexicon.id(exactly: text) ?? pack.lexicon.resolve(text) else { return nil }
        return glosses.gloss(of: id, in: language)
    }

    /// The user dictionary's say over the bar: a shortcut's expansion takes the second slot and
    /// is what space commits; one of the user's words is never corrected; the user's words that
    /// complete the typed text fill the slots completions would.
    func applyUserDictionary(to slots: [SuggestionSlot], autocorrects: Bool) -> [SuggestionSlot] {
        // Most users have no dictionary: nothing to read then, not even the context.
        guard !userDictionary.words.isEmpty || !userDictionary.shortcuts.isEmpty else { return slots }
        let typed = TypingContext.currentWord(before: document.textBeforeCursor)
        guard !typed.isEmpty else { return slots }
        var slots = slots
        if userDictionary.contains(typed) {
            slots = slots.map { SuggestionSlot(text: $0.text, kind: $0.kind) }.filter { $0.kind != .correction }
        }
        if slots.first?.kind != .verbatim { slots.insert(SuggestionSlot(text: typed, kind: .verbatim), at: 0) }
        for word in userDictionary.words(withPrefix: typed, limit: 2).reversed() where !slots.contains(where: { $0.text == word }) {
            slots.insert(SuggestionSlot(text: Capitalization.apply(typed: typed, to: word, sentenceStart: false), kind: .completion), at: 1)
        }
        // A shortcut that expands to what was typed (the shortcut "iphone" for "iPhone", typed
        // as "iPhone") has nothing to change: offered as an autocorrection it would promise one.
        if let phrase = userDictionary.expansion(of: typed), phrase != typed {
            slots = slots.map { SuggestionSlot(text: $0.text, kind: $0.kind) }.filter { $0.text != phrase }
            slots.insert(SuggestionSlot(text: phrase, kind: .shortcut, isAutocorrection: autocorrects), at: 1)
        }
        return Array(slots.prefix(3))
    }

    /// Whether what is typed now may be learned.
    var mayLearn: Bool { document.traits.allowsSuggestions && !settings.privateMode }

    /// Before a space, return or punctuation: replaces the word with the autocorrection slot,
    /// if any, and says what it replaced; a word kept as typed is noted for learning the user's
    /// aim (only on the letters page, where every tap of the word was a letter key).
    func autocorrectBeforeBoundary(_ run: inout PipelineRun) -> LastEdit.Autocorrection? {
        let typed = TypingContext.currentWord(before: document.textBeforeCursor)
        let keep = { (run: inout PipelineRun) in
            if self.pageID == .letters, !typed.isEmpty, self.nextCharacterModel != nil { run.keptTaps = (typed, self.wordTaps) }
        }
        guard let slot = suggestions.first(where: \.isAutocorrection) else {
            keep(&run)
            return nil
        }
        defer { declinedCorrection = nil }
        guard !typed.isEmpty, typed != slot.text, typed != declinedCorrection else {
            keep(&run)
            return nil
        }
        // A word still being composed (N'Ko from Latin letters) is committed before it is replaced.
        run.output.append(apply(inputMethod.commit(in: document) + [.deleteBackward(typed.count), .insert(slot.text)]))
        run.output.feedback.append(.autocorrected)
        let correction = LastEdit.Autocorrection(original: typed, corrected: slot.text)
        recentCorrections = Array((recentCorrections + [correction]).suffix(Self.recentCorrectionsKept))
        return correction
    }
}
