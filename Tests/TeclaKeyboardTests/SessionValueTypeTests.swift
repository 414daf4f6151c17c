import Testing
import TeclaCore
import TeclaTouch
@testable import TeclaKeyboard

/// The small value types the session coordinates: the shift key, emoji browsing, the last
/// edit, a swiped word, smart punctuation.
@Suite struct SessionValueTypeTests {
    @Test func shiftTapsLockWithinTheWindowAndAnotherInputBreaksThePair() {
        var shift = ShiftKey()
        #expect(shift.tap(at: 0, capsLockWindow: 0.35) == .shift)
        #expect(shift.state == .shifted && shift.isManual)
        #expect(shift.tap(at: 0.2, capsLockWindow: 0.35) == .capsLock)
        #expect(shift.state == .capsLock)
        shift.update(afterEdit: true) { false }
        #expect(shift.state == .capsLock, "typing keeps caps lock")
        #expect(shift.tap(at: 1, capsLockWindow: 0.35) == .shift)
        #expect(shift.state == .off)

        var interrupted = ShiftKey()
        _ = interrupted.tap(at: 0, capsLockWindow: 0.35)
        interrupted.interrupt()
        _ = interrupted.tap(at: 0.1, capsLockWindow: 0.35)
        #expect(interrupted.state == .off, "a key between two taps: the second one unshifts")
    }

    @Test func aManualShiftStaysUntilTextIsEdited() {
        var shift = ShiftKey()
        _ = shift.tap(at: 0, capsLockWindow: 0.35)
        shift.update(afterEdit: false) { false }
        #expect(shift.state == .shifted, "a page switch keeps the user's shift")
        shift.update(afterEdit: true) { false }
        #expect(shift.state == .off && !shift.isManual)
        var asked = false
        shift.update(afterEdit: true) {
            asked = true; return true
        }
        #expect(asked && shift.state == .shifted && !shift.isManual, "auto-capitalization sets it, not the user")
    }

    @Test func emojiCategoriesTurnScreensWhenTappedAgain() {
        let builder = EmojiPageBuilder(metrics: .iPhonePortrait(width: 390), catalog: .bundled)
        var browser = EmojiBrowser()
        browser.open()
        let first = browser.state(with: builder, recents: [])
        #expect(first.screen == 0)
        browser.show(category: first.category, shown: first.category)
        #expect(browser.state(with: builder, recents: []).screen == (first.screenCount > 1 ? 1 : 0))
        let other = try! #require(EmojiCatalog.bundled.categories.map(\.id).first { $0 != first.category })
        browser.show(category: other, shown: first.category)
        #expect(browser.category == other && browser.screen == 0)
        browser.rebuild(with: builder, recents: [])
        #expect(browser.page?.id == .emoji)
        browser.close()
        #expect(browser.page == nil)
        browser.open()
        #expect(browser.category == nil && browser.screen == 0)
    }

    @Test func theLastEditSurvivesOnlyKeysThatChangeWhatIsShown() {
        let swipe = LastEdit.swipe(
            SwipeCommit(
                inserted: " hello ", word: "hello", leadingSpace: " ", candidates: [], points: [], keyboard: SwipeKeyboard(centers: [], pitchX: 1, pitchY: 1))
        )
        #expect(swipe.surviving(.key(.shift)).swipe != nil)
        #expect(swipe.surviving(.key(.page(.numbers))).swipe != nil)
        #expect(swipe.surviving(.key(.emojiCategory("food"))).swipe != nil)
        #expect(swipe.surviving(.key(.character("a"))).swipe == nil)
        #expect(swipe.surviving(.key(.space)).swipe == nil)
        #expect(swipe.surviving(.host(.textDidChange)).swipe == nil)
        #expect(
            swipe.surviving(.host(.resize(metrics: .iPhoneLandscape(width: 844), options: LayoutOptions()))).swipe != nil,
            "a rotation keeps what could still be undone")

        let space = LastEdit.space(at: 3, correction: .init(original: "teh", corrected: "the"))
        #expect(space.spaceTime == 3 && space.correction?.original == "teh")
        #expect(space.surviving(.key(.shift)).spaceTime == nil, "shift ends the double-space window and the revert")
        #expect(space.surviving(.key(.none)).correction != nil, "a spacer does nothing")
        #expect(space.surviving(.deleteRepeat(.character)).correction == nil)
    }

    @Test func aSwipedWordKnowsItsSpaceAndItsReplacement() {
        let swipe = SwipeCommit(
            inserted: " hello ", word: "hello", leadingSpace: " ", candidates: [], points: [], keyboard: SwipeKeyboard(centers: [], pitchX: 1, pitchY: 1))
        #expect(swipe.isLast(in: "Say hello "))
        #expect(!swipe.isLast(in: "Say hello x"))
        #expect(swipe.takesSpace(before: ".", textBeforeCursor: "Say hello "))
        #expect(!swipe.takesSpace(before: "a", textBeforeCursor: "Say hello "))
        let (replaced, edits) = swipe.replaced(by: "hells")
        #expect(replaced.inserted == " hells " && replaced.word == "hells")
        #expect(edits == [.deleteBackward(7), .insert(" hells ")])
    }

    @Test func smartPunctuationOpensAndClosesQuotesAndJoinsDashes() {
        let smart = SmartPunctuation(quotes: .yes, dashes: .yes)
        #expect(smart.edits(typing: "'", after: "it") == [.insert("’")])
        #expect(smart.edits(typing: "'", after: "say ") == [.insert("‘")])
        #expect(smart.edits(typing: "\"", after: "") == [.insert("“")])
        #expect(smart.edits(typing: "\"", after: "yes") == [.insert("”")])
        #expect(smart.edits(typing: "-", after: "so -") == [.deleteBackward(1), .insert("—")])
        #expect(smart.edits(typing: "-", after: "so ") == nil)
        #expect(SmartPunctuation(quotes: .default, dashes: .no).edits(typing: "'", after: "it") == nil)
    }
}
