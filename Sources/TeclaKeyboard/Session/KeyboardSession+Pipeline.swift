import TeclaCore
import TeclaLanguage

/// The one path every input takes. Touches are resolved to keys and swipes first by the touch
/// tracker (see `KeyboardSession+Touches.swift`), which runs each of them through here in turn;
/// every other ``SessionInput`` runs these steps, in this order, each skipping itself when it
/// does not apply:
///
/// 1. ``settleLastEdit(_:)`` — what the last input left undoable meets this one: a backspace
///    reverts an autocorrection or deletes a swiped word (and that is all it does), a
///    suggestion replaces a swiped word, punctuation takes a swiped word's space. Then the rest
///    of it ends, with the shift key's double-tap window.
/// 2. ``finishWord(_:)`` — at a word boundary (space, return, punctuation): the input method
///    may keep the space for itself (Cheon-Ji-In mid-syllable); otherwise the word is
///    autocorrected (or its shortcut expanded) and noted for learning.
/// 3. ``edit(_:)`` — the input's own edits, through the input method: the text typed, the
///    deletion, the page, layout or field switched.
/// 4. ``updateShiftAndPage(_:)`` — auto-capitalization, and back to letters after a space.
/// 5. ``learn(_:)`` — the finished word and the word before it, the user's aim from the taps of
///    a word kept as typed, the offset of a swipe kept, a reverted correction. Before the bar, so that it already knows
///    the word just typed.
/// 6. ``updateSuggestions(_:)`` — the bar for the new text (a swipe shows its other readings).
/// 7. ``giveFeedback(_:)`` — the input's own haptic and sound event, after any the steps
///    raised on the way (an autocorrection is felt before its space).
extension KeyboardSession {
    /// Runs `input` through the pipeline: the single entry point of every change. When the
    /// session records (``startRecording()``), the input is added to its log first.
    @discardableResult
    public func handle(_ input: SessionInput) -> SessionOutput {
        if handling == 0 {
            services.hold()
            if recorder != nil { record(input) }
        }
        handling += 1
        defer {
            handling -= 1
            if handling == 0 { services.release() }
        }
        // Fingers become the inputs they mean, each run through the steps below.
        if case .touch(let touchInput) = input { return track(touchInput) }
        // A spacer does nothing at all; a tap on an empty slot of the bar is an error and changes nothing.
        if case .key(.none, _, _) = input { return SessionOutput() }
        if case .suggestion(let index) = input, !suggestions.indices.contains(index) { return SessionOutput(feedback: [.error]) }
        var run = PipelineRun(input: input, now: clock.now)
        settleLastEdit(&run)
        finishWord(&run)
        edit(&run)
        updateShiftAndPage(&run)
        learn(&run)
        updateSuggestions(&run)
        giveFeedback(&run)
        return run.output
    }

    // MARK: - 1. The last edit

    /// Whether `input` keeps the last swiped word as it is: anything but a backspace (which
    /// removes it), a pick among its other readings, or a key that only changes what is shown.
    /// A new swipe keeps it only once it types a word (`commitSwipe` learns it then).
    static func keepsSwipe(_ input: SessionInput, replacing suggestions: [SuggestionSlot]) -> Bool {
        switch input {
        case .key(.delete, _, _), .key(.shift, _, _), .key(.page, _, _), .key(.emojiCategory, _, _), .key(.none, _, _), .swipe:
            false
        case .host(let event) where event.keepsWhatTheUserDid:
            false
        case .suggestion(let index):
            !(suggestions.indices.contains(index) && suggestions[index].kind == .swipe)
        default:
            true
        }
    }

    func settleLastEdit(_ run: inout PipelineRun) {
        // The host's bookkeeping (a rotation, settings or data loaded) leaves what the user did as it was.
        if case .host(let event) = run.input, event.keepsWhatTheUserDid { return }
        let last = lastEdit
        run.previousSpaceTime = last.spaceTime
        lastEdit = last.surviving(run.input)
        if let swipe = last.swipe, Self.keepsSwipe(run.input, replacing: suggestions), let residual = swipeResidual(of: swipe) {
            run.keptSwipes.append(residual)
        }
        if case .key(.shift, _, _) = run.input {} else { shift.interrupt() }
        switch run.input {
        case .key(.delete, _, _):
            if let swipe = last.swipe {
                guard document.selectedText == nil, swipe.isLast(in: document.textBeforeCursor) else { return }
                run.output.append(apply([.deleteBackward(swipe.inserted.count)]))
                run.finish(with: .delete)
            } else if let correction = last.correction {
                let before = document.textBeforeCursor
                guard let boundary = before.last, !boundary.isLetter, before.dropLast().hasSuffix(correction.corrected) else { return }
                run.output.append(apply([.deleteBackward(correction.corrected.count + 1), .insert(correction.original)]))
                declinedCorrection = correction.original
                run.revertedCorrection = correction.original
                wordTaps = Array(repeating: nil, count: TypingContext.currentWord(before: document.textBeforeCursor).count)
                run.finish(with: .delete)
            }
        case .key(.character(let text), _, _):
            if let swipe = last.swipe, swipe.takesSpace(before: text, textBeforeCursor: document.textBeforeCursor) {
                run.output.append(apply([.deleteBackward(1)]))
            }
        case .suggestion(let index):
            let slot = suggestions[index]
            guard slot.kind == .swipe, let swipe = last.swipe, swipe.isLast(in: document.textBeforeCursor) else { return }
            let (replaced, edits) = swipe.replaced(by: slot.text)
            run.output.append(apply(edits))
            lastEdit = .swipe(replaced)
            run.shiftUpdate = .none
            run.bar = .swipeAlternatives
            run.finish(with: .suggestionAccepted)
        default:
            break
        }
    }

    // MARK: - 2. The word boundary

    func finishWord(_ run: inout PipelineRun) {
        guard !run.isFinished else { return }
        switch run.input {
        case .key(.space, _, _):
            // Mid-syllable, Cheon-Ji-In's space separates jamo: the input method keeps it.
            if let edits = inputMethod.space(in: document) {
                run.output.append(apply(edits))
                run.returnsToLetters = true
                run.finish(with: .space)
                return
            }
            run.correction = autocorrectBeforeBoundary(&run)
            // The composition is committed before the word is learned (N'Ko gets its tones back).
            run.output.append(apply(inputMethod.commit(in: document)))
            run.learnedWords = finishedWords()
            wordTaps.removeAll()
        case .key(.return, _, _):
            _ = autocorrectBeforeBoundary(&run)
            run.learnedWords = finishedWords()
            wordTaps.removeAll()
        case .key(.character(let text), _, let liftPoint):
            if inputMethod.continuesWord(text) {
                wordTaps.append(liftPoint)
                return
            }
            // Punctuation ends the word as space does, but its correction cannot be reverted.
            if pageID != .emoji {
                _ = autocorrectBeforeBoundary(&run)
                run.learnedWords = finishedWords()
            }
            wordTaps.removeAll()
        default:
            break
        }
    }

    /// The word before the cursor (`endingBefore` characters back: the space after a picked
    /// word) and the one before it, when learning is allowed.
    private func finishedWords(endingBefore trailing: Int = 0) -> [String]? {
        guard mayLearn else { return nil }
        // Only the last two words matter: the sentence before them need not be read.
        let context = TypingContext(textBeforeCursor: String(document.textBeforeCursor.dropLast(trailing).suffix(100)))
        guard !context.currentWord.isEmpty else { return nil }
        return Array(context.previousWords.suffix(1)) + [context.currentWord]
    }

    // MARK: - 3. The edit

    func edit(_ run: inout PipelineRun) {
        guard !run.isFinished else { return }
        switch run.input {
        case .key(.character(let text), let casing, _):
            let cased = casing ? Self.cased(text, shift: shift.state) : text
            let smart = document.markedText == nil ? SmartPunctuation(traits: document.traits).edits(typing: cased, after: document.textBeforeCursor) : nil
            let edits = smart ?? inputMethod.type(cased, in: document)
            // A mark tapped onto a letter that already holds the most a character may
            // (GraphemeBound), or a composition grown past it (Cheon-Ji-In's dots chain into one
            // character): refused and felt, as a full field refuses a letter. The composition so
            // far is kept as typed; the input method starts afresh.
            if Self.edits(edits, overflowACharacterIn: document) {
                // Nothing changed unless a composition was committed: the bar stays (20,000
                // refused taps once each recomputed it).
                if document.markedText == nil { run.bar = .unchanged }
                run.output.append(apply([.unmarkText]))
                inputMethod.reset()
                run.shiftUpdate = .none
                run.event = .error
                return
            }
            run.output.append(apply(edits))
            if pageID == .emoji { rememberEmoji(text) }
            if (pageID == .numbers || pageID == .symbols) && (text == "'" || text == "’") { run.returnsToLetters = true }
            run.event = .character
        case .key(.space, _, _):
            let policy = DoubleSpacePeriodPolicy(window: settings.doubleSpaceWindow, replacement: inputMethod.doubleSpaceReplacement)
            if settings.doubleSpacePeriod,
                policy.shouldReplace(textBeforeCursor: document.textBeforeCursor, previousSpaceTime: run.previousSpaceTime, now: run.now)
            {
                run.output.append(apply([.deleteBackward(1), .insert(policy.replacement)]))
            } else {
                run.output.append(apply([.insert(" ")]))
                lastEdit = .space(at: run.now, correction: run.correction)
            }
            run.returnsToLetters = true
            run.event = .space
        case .key(.return, _, _):
            run.output.append(apply(inputMethod.commit(in: document) + [.insert("\n")]))
            run.returnsToLetters = true
            run.event = .return
        case .key(.delete, _, _):
            run.output.append(deleteBackward(unit: .character))
            run.event = .delete
        case .deleteRepeat(let unit):
            run.output.append(deleteBackward(unit: unit))
            run.event = unit == .word ? .deleteWord : .deleteRepeat
        case .key(.shift, _, _):
            run.event = shift.tap(at: run.now, capsLockWindow: settings.capsLockWindow)
            run.shiftUpdate = .none
        case .key(.page(let page), _, _):
            run.output.append(apply(inputMethod.commit(in: document)))
            if page == .emoji && pageID != .emoji { emoji.open() }
            if layout.page(page) != nil { pageID = page }
            if pageID == .emoji { emoji.rebuild(with: emojiPageBuilder, recents: emojiRecents) }
            run.shiftUpdate = .keepingManualShift
            run.event = .pageSwitch
        case .key(.emojiCategory(let category), _, _):
            emoji.show(category: category, shown: emoji.state(with: emojiPageBuilder, recents: emojiRecents).category)
            emoji.rebuild(with: emojiPageBuilder, recents: emojiRecents)
            run.shiftUpdate = .keepingManualShift
            run.event = .pageSwitch
        case .key(.nextLayout, _, _):
            let ids = enabledLayoutIDs.isEmpty ? catalog.ids : enabledLayoutIDs
            let index = ids.firstIndex(of: layout.id).map { ($0 + 1) % ids.count } ?? 0
            if ids.count > 1, let next = try? catalog.layout(id: ids[index], metrics: metrics, options: layoutOptions) {
                run.output.append(switchLayout(to: next))
                run.event = .pageSwitch
            } else {
                run.shiftUpdate = .keepingManualShift
                run.event = .error
            }
        case .key(.nextInputMode, _, _), .key(.dismiss, _, _):
            // The system's globe: the host switches keyboards; nothing changes here.
            run.shiftUpdate = .none
            run.bar = .unchanged
        case .key(.none, _, _):
            break
        case .moveCursor(let offset):
            // As far as the text goes: each character passed is felt.
            let before = document.textBeforeCursor.count, after = (document.documentContextAfterInput ?? "").count
            // By magnitude: a logged offset of Int.min has no negation.
            let moved = offset < 0 ? -Int(min(offset.magnitude, UInt(before))) : min(offset, after)
            guard moved != 0 || document.markedText != nil else {
                run.shiftUpdate = .none
                run.bar = .unchanged
                return
            }
            run.output.append(apply(inputMethod.commit(in: document) + [.moveCursor(moved)]))
            inputMethod.reset()
            wordTaps.removeAll()
            run.output.feedback += Array(repeating: .cursorMoved, count: abs(moved))
        case .swipe(let points, let times):
            commitSwipe(points: points, times: times, &run)
        case .touch:
            break  // resolved by the tracker before the steps
        case .suggestion(let index) where suggestions[index].kind == .original:
            // The corrected word the cursor is in becomes what was typed, and stays so.
            let (before, after) = wordAroundCursor
            let original = suggestions[index].text
            run.output.append(apply([.moveCursor(after.count), .deleteBackward(before.count + after.count), .insert(original)]))
            recentCorrections.removeAll { $0.corrected == before + after && $0.original == original }
            run.revertedCorrection = original
            run.event = .suggestionAccepted
        case .suggestion(let index) where suggestions[index].kind == .replacement:
            // The selected word gives way to its other form; the selection's surroundings stay.
            run.output.append(apply([.insert(suggestions[index].text)]))
            run.event = .suggestionAccepted
        case .suggestion(let index):
            let slot = suggestions[index]
            let typed = TypingContext.currentWord(before: document.textBeforeCursor)
            var edits = inputMethod.commit(in: document)
            if slot.kind != .prediction && !typed.isEmpty { edits.append(.deleteBackward(typed.count)) }
            edits.append(.insert(slot.text + " "))
            run.output.append(apply(edits))
            wordTaps.removeAll()
            // A word picked from the bar is a word typed: learned like one (a shortcut's phrase is not a word).
            if slot.kind != .shortcut { run.learnedWords = finishedWords(endingBefore: 1) }
            run.event = .suggestionAccepted
        case .layout(let id):
            guard let next = try? catalog.layout(id: id, metrics: metrics, options: layoutOptions) else {
                run.shiftUpdate = .none
                run.bar = .unchanged
                run.finish(with: .error)
                return
            }
            run.output.append(switchLayout(to: next))
            run.event = .pageSwitch
        case .insertText(let text, _):
            // After the composition, kept as it stands; a word before it gets a space.
            let before = document.textBeforeCursor
            let separator = before.isEmpty || before.last?.isWhitespace == true ? "" : " "
            let edits: [TextEdit] = (document.markedText != nil ? [.unmarkText] : []) + [.insert(separator + text)]
            // A reply is a sentence or two: text longer than a reply, or a character past the
            // bound (alone or joined to the one before the cursor), is refused, not typed.
            guard text.utf8.count <= Self.maxInsertedBytes, GraphemeBound.firstOverlong(in: text) == nil,
                !Self.edits(edits, overflowACharacterIn: document)
            else {
                run.shiftUpdate = .none
                run.bar = .unchanged
                run.finish(with: .error)
                return
            }
            run.output.append(apply(edits))
            inputMethod.reset()
            wordTaps.removeAll()
            run.event = .suggestionAccepted
        case .host(.settingsDidChange(let given)):
            let old = settings, new = given.bounded
            settings = new
            emojiRecents = emojiRecents  // cut to the new limit
            run.shiftUpdate = .none
            // The app's choice of layouts reaches a session that follows it (one created without its own list).
            if enabledLayoutsFollowSettings, old.enabledLayouts != new.enabledLayouts {
                run.output.append(handle(.host(.enabledLayoutsDidChange(new.enabledLayouts))))
            }
            guard services.customInputMethod == nil, old.cheonJiInCyclesWrap != new.cheonJiInCyclesWrap else { return }
            run.output.append(apply(inputMethod.commit(in: document)))
            inputMethod = makeInputMethod(layout)
        case .host(.userDataDidLoad(let data)):
            if let dictionary = data.dictionary { userDictionary = dictionary }
            if let learned = data.learned { userModel = learned }
            if let aim = data.aim { touchAdaptation = aim }
            if let recents = data.emojiRecents { emojiRecents = recents }
            run.shiftUpdate = .none
        case .host(.forget(let words)):
            for word in words { userModel.remove(word: word) }
            run.shiftUpdate = .none
        case .host(.memoryWarning):
            pageGeometry.purge()
            tapResolution.invalidate()
            if pageID != .emoji { emoji.close() }
            languageModels.purgeCaches()
            SharedResources.purge()
            run.shiftUpdate = .none
            run.bar = .unchanged
        case .host(.textDidChange):
            inputMethod.reset()
            tapResolution.textDidChange()
            wordTaps.removeAll()
        case .host(.fieldDidChange(let traits)):
            recentCorrections.removeAll()
            // Whatever was composed belongs to the old field: forgotten, not committed into the new one.
            inputMethod.reset()
            document.traits = traits
            touches.removeAll()
            wordTaps.removeAll()
            declinedCorrection = nil
            tapResolution.textDidChange()
            pageID = preferredPage(in: layout)
            emoji.close()
        case .host(.enabledLayoutsDidChange(let chosen)):
            let enabled = KeyboardSettings.enabledLayoutIDs(chosen, in: catalog)
            enabledLayoutIDs = enabled
            var options = layoutOptions
            options.switchesLayouts = enabled.count > 1
            let id = enabled.contains(layout.id) ? layout.id : enabled[0]
            guard id != layout.id || options != layoutOptions, let next = try? catalog.layout(id: id, metrics: metrics, options: options) else {
                run.shiftUpdate = .none
                run.bar = .unchanged
                return
            }
            layoutOptions = options
            if id == layout.id {
                layout = next  // the same layout with or without its layout switch: text, page and shift stay
                touches.removeAll()
                tapResolution.invalidate()
                run.shiftUpdate = .keepingManualShift
            } else {
                run.output.append(switchLayout(to: next))
                run.event = .pageSwitch
            }
        case .host(.resize(let newMetrics, let options)):
            guard let rebuilt = try? catalog.layout(id: layout.id, metrics: newMetrics, options: options) else {
                run.shiftUpdate = .none
                run.bar = .unchanged
                run.finish(with: .error)
                return
            }
            metrics = newMetrics
            layoutOptions = options
            layout = rebuilt
            touches.removeAll()
            tapResolution.invalidate()
            // Where the word's letters were tapped means nothing on keys of another size.
            wordTaps = wordTaps.map { _ in nil }
            if layout.page(pageID) == nil { pageID = preferredPage(in: layout) }
            if pageID == .emoji { emoji.rebuild(with: emojiPageBuilder, recents: emojiRecents) } else { emoji.close() }
            run.shiftUpdate = .keepingManualShift
        }
    }

    /// The most text one ``SessionInput/insertText(_:origin:)`` types (bytes of UTF-8): a reply
    /// is a few hundred.
    static let maxInsertedBytes = 4_096

    /// Whether `edits` would leave a character of more than ``GraphemeBound/maxScalars`` scalars
    /// at the cursor: they are tried on a copy of the few characters around it, with the marked
    /// text, so the check costs the same however long the document is.
    static func edits(_ edits: [TextEdit], overflowACharacterIn document: any TextDocument) -> Bool {
        let marked = document.markedText ?? ""
        // By scalars: marked text may join the committed text into one character (Cheon-Ji-In's
        // dots), so a character count would cut inside it.
        // Enough scalars for the marked text and four characters at the bound, not the window.
        let markedScalars = Array(marked.unicodeScalars)
        let before = Array(document.textBeforeCursor.unicodeScalars.suffix(markedScalars.count + 4 * GraphemeBound.maxScalars))
        let committedScalars = before.suffix(markedScalars.count).elementsEqual(markedScalars) ? before.dropLast(markedScalars.count) : before[...]
        let committed = String(String.UnicodeScalarView(committedScalars))
        let head = String(committed.suffix(4)), tail = String((document.documentContextAfterInput ?? "").prefix(1))
        // After the cursor first, then before it: the cursor may sit inside a character (between
        // a letter and its marks), which a character offset cannot reach.
        let scratch = TextBuffer(text: tail)
        scratch.adjustTextPosition(byCharacterOffset: -tail.count)
        scratch.insertText(head)
        if !marked.isEmpty { scratch.setMarkedText(marked) }
        // Only a character these edits make too long counts (what was there is not the key's doing).
        guard GraphemeBound.firstOverlong(in: scratch.text) == nil else { return false }
        for edit in edits { scratch.apply(edit) }
        return GraphemeBound.firstOverlong(in: scratch.text) != nil
    }

    /// Backspace: one grapheme (or the input method's unit), or a whole word late in a long hold.
    private func deleteBackward(unit: BackspaceRepeatPolicy.Unit) -> SessionOutput {
        if !wordTaps.isEmpty { wordTaps.removeLast() }
        switch unit {
        case .character:
            if let edits = inputMethod.deleteBackward(in: document) { return apply(edits) }
            if document.selectedText != nil || !document.textBeforeCursor.isEmpty { return apply([.deleteBackward(1)]) }
            return SessionOutput()
        case .word:
            var output = apply(inputMethod.commit(in: document))
            let count = document.selectedText != nil ? 1 : WordBoundary.deletionLength(before: document.textBeforeCursor)
            if count > 0 { output.append(apply([.deleteBackward(count)])) }
            return output
        }
    }

    /// Commits any composition and puts `next` in the current layout's place.
    private func switchLayout(to next: KeyboardLayout) -> SessionOutput {
        let output = apply(inputMethod.commit(in: document))
        layout = next
        inputMethod = makeInputMethod(next)
        languageModels.activate(next.language)
        tapResolution.model = languageModels[next.language]?.nextCharacter
        tapResolution.invalidate()
        pageID = preferredPage(in: next)
        emoji.close()
        touches.removeAll()
        wordTaps.removeAll()
        return output
    }

    /// The page a field opens on in `layout`: its keyboard type's (one-time codes: digits),
    /// else the layout's home page.
    func preferredPage(in layout: KeyboardLayout) -> PageID {
        let preferred = document.traits.preferredPage
        return layout.page(preferred) != nil ? preferred : layout.homePage.id
    }

    // MARK: - 4. Shift and page

    func updateShiftAndPage(_ run: inout PipelineRun) {
        if run.returnsToLetters { returnToLetters() }
        switch run.shiftUpdate {
        case .none: break
        case .afterEdit: updateShift(afterEdit: true)
        case .keepingManualShift: updateShift(afterEdit: false)
        }
    }

    /// Recomputes shift: caps lock stays; a manual shift stays until text is edited.
    func updateShift(afterEdit edited: Bool) {
        shift.update(afterEdit: edited) {
            // Scripts without case (N'Ko, Arabic, Korean) have no shift key to light up.
            settings.autoCapitalization && layout.hasShiftKey
                && autoCapitalization.shouldCapitalize(after: document.textBeforeCursor, type: document.traits.effectiveAutocapitalization)
        }
    }

    /// After space, return or an apostrophe on the numbers or symbols page, iOS goes back to the
    /// letters — unless the field itself asked for numbers.
    private func returnToLetters() {
        guard pageID == .numbers || pageID == .symbols,
            document.traits.preferredPage == .letters,
            layout.page(.letters) != nil
        else { return }
        pageID = .letters
    }

    // MARK: - 5. Learning

    func learn(_ run: inout PipelineRun) {
        // Kept swipes were measured where learning was allowed (the input may have changed the field since).
        for residual in run.keptSwipes { userModel.swipeAdaptation.learn(x: residual.x, y: residual.y) }
        guard run.keptTaps != nil || run.learnedWords != nil || run.revertedCorrection != nil, mayLearn else { return }
        if let aim = run.keptTaps {
            let keys = geometry(of: currentPage)
            tapResolution.learn(word: aim.word, taps: aim.taps, geometry: keys, adaptation: &sessionState.touchAdaptation)
        }
        if let words = run.learnedWords { userModel.learn(words: words, at: wallClock.now) }
        if let original = run.revertedCorrection { userModel.learnRevert(to: original, at: wallClock.now) }
    }

    // MARK: - 6. The suggestion bar

    func updateSuggestions(_ run: inout PipelineRun) {
        switch run.bar {
        case .refresh:
            refreshSuggestions()
            if case .host(.textDidChange) = run.input { offerOriginalOfCorrectedWord() }
        case .swipeAlternatives: showSwipeAlternatives()
        case .unchanged: break
        }
    }

    // MARK: - 7. Feedback

    func giveFeedback(_ run: inout PipelineRun) {
        if let event = run.event { run.output.feedback.append(event) }
    }
}

/// One input on its way through the pipeline: what the steps found and left for the later ones.
struct PipelineRun {
    let input: SessionInput
    /// The uptime clock when the input arrived.
    let now: Double
    var output = SessionOutput()
    /// Set by a step that did all the input asks (a backspace that reverted a correction): the
    /// edit steps skip, the follow-up steps still run.
    private(set) var isFinished = false
    /// The input's own feedback, given last.
    var event: FeedbackEvent?
    /// When the previous space was typed, for two quick spaces making a period.
    var previousSpaceTime: Double?
    /// The correction the boundary committed, for a backspace to revert.
    var correction: LastEdit.Autocorrection?
    var returnsToLetters = false
    var shiftUpdate = ShiftUpdate.afterEdit
    var bar = BarUpdate.refresh
    /// The finished word and the one before it, to learn.
    var learnedWords: [String]?
    /// A word kept as typed and where its letters were tapped, to learn the user's aim from.
    var keptTaps: (word: String, taps: [Point?])?
    /// The word a backspace brought back in place of its correction.
    var revertedCorrection: String?
    /// How far the swipes this input kept sat from their keys (the last swipe, kept by what
    /// follows it), to learn the user's swipe offset from.
    var keptSwipes: [(x: Double, y: Double)] = []

    enum ShiftUpdate {
        case none
        /// Text was edited: auto-capitalization decides, a manual shift is used up.
        case afterEdit
        /// Nothing was typed (a page or layout attempt): a manual shift stays.
        case keepingManualShift
    }

    enum BarUpdate {
        case refresh, swipeAlternatives, unchanged
    }

    mutating func finish(with event: FeedbackEvent) {
        isFinished = true
        self.event = event
    }
}
