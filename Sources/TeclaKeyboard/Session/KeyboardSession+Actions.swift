import TeclaCore
import TeclaLanguage

extension KeyboardSession {
    /// Performs a key's action: the ordered pipeline every key goes through — the action itself,
    /// then shift, page and suggestion updates.
    @discardableResult
    public func perform(_ action: KeyAction) -> SessionOutput {
        perform(action, casing: true)
    }

    func perform(_ action: KeyAction, casing: Bool) -> SessionOutput {
        var output = SessionOutput()
        let now = clock.now
        var typed = false
        var spaceTime: Double?
        // Only consecutive shift taps lock capitals; only the very next backspace reverts an autocorrection.
        if action != .shift { lastShiftTapTime = nil }
        if action != .delete { lastAutocorrection = nil }
        // Punctuation right after a swiped word takes the place of its automatic space ("word.").
        if case .character(let text) = action, let swipe = lastSwipe, [".", ",", "!", "?", ";", ":"].contains(text),
           document.textBeforeCursor.hasSuffix(swipe.inserted) {
            output.append(apply([.deleteBackward(1)]))
        }
        // Page and shift keys keep the swipe replaceable; anything that types ends it.
        switch action {
        case .character, .space, .return, .nextLayout: lastSwipe = nil
        default: break
        }
        defer { refreshSuggestions() }
        switch action {
        case .character(let text):
            let cased = casing ? Self.cased(text, shift: shift) : text
            if inputMethod.continuesWord(text) {
                wordTaps.append(liftPoint)
            } else {
                // Punctuation ends the word: autocorrect it first, as space does.
                if pageID != .emoji {
                    output.append(autocorrectBeforeBoundary())
                    learnFinishedWord()
                }
                lastAutocorrection = nil
                wordTaps.removeAll()
            }
            output.append(apply(inputMethod.type(cased, in: document)))
            output.feedback.append(.character)
            typed = true
            if pageID == .emoji { rememberEmoji(text) }
            if (pageID == .numbers || pageID == .symbols) && (text == "'" || text == "’") { returnToLetters() }
        case .space:
            if let edits = inputMethod.space(in: document) {
                output.append(apply(edits))
            } else {
                output.append(autocorrectBeforeBoundary())
                output.append(apply(inputMethod.commit(in: document)))
                learnFinishedWord()
                wordTaps.removeAll()
                let policy = DoubleSpacePeriodPolicy(window: settings.doubleSpaceWindow, replacement: inputMethod.doubleSpaceReplacement)
                if settings.doubleSpacePeriod,
                   policy.shouldReplace(textBeforeCursor: document.textBeforeCursor, previousSpaceTime: lastSpaceTime, now: now) {
                    output.append(apply([.deleteBackward(1), .insert(policy.replacement)]))
                } else {
                    output.append(apply([.insert(" ")]))
                    spaceTime = now
                }
            }
            output.feedback.append(.space)
            typed = true
            returnToLetters()
        case .delete:
            output.append(deleteBackward(unit: .character, isRepeat: false))
            return output
        case .return:
            output.append(autocorrectBeforeBoundary())
            learnFinishedWord()
            lastAutocorrection = nil
            wordTaps.removeAll()
            output.append(apply(inputMethod.commit(in: document) + [.insert("\n")]))
            output.feedback.append(.return)
            typed = true
            returnToLetters()
        case .shift:
            output.feedback.append(tapShift(at: now))
            lastSpaceTime = nil
            return output
        case .page(let page):
            output.append(apply(inputMethod.commit(in: document)))
            if page == .emoji && pageID != .emoji {
                emojiCategory = nil
                emojiScreen = 0
            }
            if layout.page(page) != nil { pageID = page }
            if pageID == .emoji { rebuildEmojiPage() }
            output.feedback.append(.pageSwitch)
        case .emojiCategory(let category):
            let shown = emojiCategory ?? emojiPageBuilder.defaultCategory(recents: emojiRecents)
            if shown == category {
                emojiScreen += 1
            } else {
                emojiCategory = category
                emojiScreen = 0
            }
            rebuildEmojiPage()
            output.feedback.append(.pageSwitch)
        case .nextLayout:
            let ids = enabledLayoutIDs.isEmpty ? catalog.ids : enabledLayoutIDs
            let index = ids.firstIndex(of: layout.id).map { ($0 + 1) % ids.count } ?? 0
            if ids.count > 1, let switched = try? selectLayout(id: ids[index]) {
                output.append(switched)
            } else {
                output.feedback.append(.error)
            }
        case .none:
            return output
        }
        lastSpaceTime = spaceTime
        updateShift(afterTyping: typed)
        return output
    }

    /// Backspace: one grapheme (or the input method's unit), or a whole word late in a long hold.
    func deleteBackward(unit: BackspaceRepeatPolicy.Unit, isRepeat: Bool) -> SessionOutput {
        var output = SessionOutput()
        defer { refreshSuggestions() }
        if !isRepeat, unit == .character, let deleted = deleteSwipe() {
            lastSpaceTime = nil
            updateShift(afterTyping: true)
            return deleted
        }
        lastSwipe = nil
        if !isRepeat, unit == .character, let reverted = revertAutocorrection() {
            lastSpaceTime = nil
            wordTaps = Array(repeating: nil, count: TypingContext(textBeforeCursor: document.textBeforeCursor).currentWord.count)
            updateShift(afterTyping: true)
            return reverted
        }
        lastAutocorrection = nil
        if !wordTaps.isEmpty { wordTaps.removeLast() }
        switch unit {
        case .character:
            if let edits = inputMethod.deleteBackward(in: document) {
                output.append(apply(edits))
            } else if document.selectedText != nil || !document.textBeforeCursor.isEmpty {
                output.append(apply([.deleteBackward(1)]))
            }
            output.feedback.append(isRepeat ? .deleteRepeat : .delete)
        case .word:
            output.append(apply(inputMethod.commit(in: document)))
            let count = document.selectedText != nil ? 1 : WordBoundary.deletionLength(before: document.textBeforeCursor)
            if count > 0 { output.append(apply([.deleteBackward(count)])) }
            output.feedback.append(.deleteWord)
        }
        lastSpaceTime = nil
        updateShift(afterTyping: true)
        return output
    }

    /// Shift: a tap toggles one capital; a second tap within the window locks capitals; a tap on
    /// caps lock releases it.
    func tapShift(at now: Double) -> FeedbackEvent {
        if shift == .capsLock {
            shift = .off
            shiftIsManual = false
            lastShiftTapTime = nil
            return .shift
        }
        if let last = lastShiftTapTime, now - last <= settings.capsLockWindow {
            shift = .capsLock
            shiftIsManual = false
            lastShiftTapTime = nil
            return .capsLock
        }
        shift = shift == .off ? .shifted : .off
        shiftIsManual = shift == .shifted
        lastShiftTapTime = now
        return .shift
    }

    /// After space, return or an apostrophe on the numbers or symbols page, iOS goes back to the
    /// letters — unless the field itself asked for numbers.
    func returnToLetters() {
        guard pageID == .numbers || pageID == .symbols,
              document.traits.keyboardType.preferredPage == .letters,
              layout.page(.letters) != nil
        else { return }
        pageID = .letters
    }

    func rememberEmoji(_ emoji: String) {
        // Trimmed to the limit and de-duplicated by the property itself.
        emojiRecents = [emoji] + emojiRecents.filter { $0 != emoji }
    }

    /// Builds the emoji page at this session's width.
    var emojiPageBuilder: EmojiPageBuilder {
        EmojiPageBuilder(metrics: .iPhonePortrait(width: width), catalog: .bundled)
    }

    func rebuildEmojiPage() {
        emojiPage = emojiPageBuilder.page(category: emojiCategory, screen: emojiScreen, recents: emojiRecents)
    }
}
