import Foundation
import Testing
import TeclaCore
import TeclaHost
import TeclaKeyboard
import TeclaTyping
import TeclaScripts

/// The session typing into a host field through `ProxyDocument`, against each way a real proxy
/// misbehaves.
@MainActor
@Suite struct ProxyDocumentTests {
    func session(on document: ProxyDocument, layoutID: String = "en-US", clock: ManualClock = ManualClock()) throws -> KeyboardSession {
        try KeyboardSession(layoutID: layoutID, catalog: .all, document: document, clock: clock, wallClock: clock)
    }

    func type(_ text: String, _ session: KeyboardSession) {
        for character in text {
            let id = character == " " ? "space" : String(character).lowercased()
            session.tap(keyID: id)
        }
    }

    /// A host field may hold a "character" of 60,000 marks; iOS kills a keyboard that hangs on
    /// it. The session reads each character cut to the bound, and types on.
    @Test func aHostFieldOfHugeCharactersIsReadCutToTheBound() throws {
        let huge = "so a" + String(repeating: "\u{0301}", count: 60_000)
        let proxy = FakeTextDocumentProxy(text: huge)
        let document = ProxyDocument(proxy: proxy)
        #expect(document.documentContextBeforeInput == "so a" + String(repeating: "\u{0301}", count: 31))
        let session = try session(on: document)
        type(" hi", session)
        #expect(document.documentContextBeforeInput?.hasSuffix(" hi") == true)
        #expect(proxy.before.hasSuffix(" hi"), "the edits reach the field")
        #expect(proxy.before.unicodeScalars.count == huge.unicodeScalars.count + 3, "the host's own text is left as it is")
    }

    @Test func aLateSentenceCutContextDoesNotConfuseTheKeyboard() throws {
        let proxy = FakeTextDocumentProxy()
        proxy.isLate = true
        proxy.cutsAtSentence = true
        proxy.contextLimit = 12
        let document = ProxyDocument(proxy: proxy)
        let session = try session(on: document)
        type("hi there", session)
        session.perform(.character("."))
        type(" how are you", session)
        #expect(proxy.text == "Hi there. How are you", "capitals from our own copy, not the host's late, cut context")
        #expect(document.textBeforeCursor == "Hi there. How are you")
    }

    @Test(arguments: [false, true])
    func ourOwnEditsComingBackAreNotTheHosts(late: Bool) throws {
        let proxy = FakeTextDocumentProxy()
        proxy.isLate = late  // the echoes then show older states of our own text
        let document = ProxyDocument(proxy: proxy)
        var changes: [ProxyDocument.HostChange?] = []
        proxy.onTextDidChange = { changes.append(document.textDidChange()) }
        let session = try session(on: document)
        type("hello", session)
        #expect(proxy.text == "Hello")
        #expect(changes.allSatisfy { $0 == nil }, "\(changes)")
        // The user taps elsewhere in the host: the host's edit, and the keyboard hears of it.
        proxy.onTextDidChange = nil
        proxy.hostMovesCursor(to: 2)
        #expect(document.textDidChange() == .text)
        #expect(document.textBeforeCursor == "He" && document.documentContextAfterInput == "llo")
        session.documentDidChange()
        session.tap(keyID: "y")
        #expect(proxy.text == "Heyllo")
        proxy.deliver()
        #expect(document.textDidChange() == nil, "our y, reported once the host catches up")
    }

    @Test func theHostClearingTheFieldIsTheHostsEditNotAnOldStateComingBack() throws {
        let proxy = FakeTextDocumentProxy()
        let document = ProxyDocument(proxy: proxy)
        let session = try session(on: document)
        type("ok", session)
        #expect(document.textDidChange() == nil, "the host shows our ok")
        proxy.hostMovesCursor(to: 0)
        proxy.hostClears()
        #expect(document.textDidChange() == .text, "the field the app emptied on send is empty for the keyboard too")
        #expect(document.textBeforeCursor.isEmpty)
    }

    @Test func aNewDocumentIdentifierIsANewField() throws {
        let proxy = FakeTextDocumentProxy(text: "Draft")
        let document = ProxyDocument(proxy: proxy)
        proxy.switchField(text: "", traits: TextFieldTraits(textContentType: .oneTimeCode))
        let change = document.textDidChange()
        #expect(change == .field(TextFieldTraits(textContentType: .oneTimeCode)))
        #expect(document.textBeforeCursor.isEmpty)
        let session = try session(on: document)
        if case .field(let traits)? = change { session.fieldDidChange(traits: traits) }
        #expect(session.state.page.id == .numbers)
    }

    @Test func aMarkAtATimeHostStillLosesTheWholeGrapheme() throws {
        // N'Ko a with a high tone, Arabic beh with a fatha: one grapheme each, two scalars.
        for word in ["ߊ߫", "بَ"] {
            let proxy = FakeTextDocumentProxy(text: "x" + word)
            proxy.deletesMarksOneByOne = true
            let document = ProxyDocument(proxy: proxy)
            document.deleteBackward()
            #expect(proxy.text == "x", "\(word): the base letter goes with its mark")
            #expect(document.textBeforeCursor == "x")
        }
        // A host that deleted the whole grapheme, after the same base letter: nothing more goes.
        let whole = FakeTextDocumentProxy(text: "ب" + "بَ")
        let wholeDocument = ProxyDocument(proxy: whole)
        wholeDocument.deleteBackward()
        #expect(whole.text == "ب", "the letter before the deleted one stays")
        // A late context cannot show what is left: nothing more is deleted than one backspace.
        let late = FakeTextDocumentProxy(text: "xߊ߫")
        late.deletesMarksOneByOne = true
        late.isLate = true
        let document = ProxyDocument(proxy: late)
        document.deleteBackward()
        #expect(late.text == "xߊ", "never more than the host showed")
    }

    @Test func cursorMovesAreGraphemesForTheSessionAndUTF16ForTheHost() {
        let proxy = FakeTextDocumentProxy(text: "ok 👍🏽 é")
        let document = ProxyDocument(proxy: proxy)
        document.adjustTextPosition(byCharacterOffset: -3)
        #expect(proxy.adjustments == [-6], "é, a space and a skin-toned thumb: 1 + 1 + 4 UTF-16 units")
        #expect(document.textBeforeCursor == "ok ")
        #expect(proxy.documentContextBeforeInput == "ok ")
        document.adjustTextPosition(byCharacterOffset: 1)
        #expect(proxy.adjustments == [-6, 4])
        #expect(document.textBeforeCursor == "ok 👍🏽")
    }

    /// A Cheon-Ji-In session over a host that drops marked text when it edits.
    func koreanOverAMarkDroppingHost() throws -> (proxy: FakeTextDocumentProxy, document: ProxyDocument, korean: KeyboardSession) {
        let proxy = FakeTextDocumentProxy()
        proxy.dropsMarkedText = true
        let document = ProxyDocument(proxy: proxy)
        return (proxy, document, try session(on: document, layoutID: CheonJiInLayout.id))
    }

    /// Composes 이 (ㅇ then ㅣ) as marked text.
    func typeI(_ korean: KeyboardSession) {
        korean.tap(keyID: CheonJiInLayout.keyID(for: .consonant(.ieungMieum)))
        korean.tap(keyID: CheonJiInLayout.keyID(for: .vowel(.human)))
    }

    @Test func markedTextIsCommittedBeforeTheHostEditsAndOnReturn() throws {
        let (proxy, document, korean) = try koreanOverAMarkDroppingHost()
        typeI(korean)
        #expect(document.markedText == "이")
        // The host is about to edit (it would drop the composition): it is committed first.
        document.textWillChange()
        proxy.hostInserts("!")
        #expect(proxy.text == "이!")
        #expect(document.textDidChange() == .text)
        korean.documentDidChange()
        typeI(korean)
        korean.perform(.return)
        #expect(proxy.text == "이!이\n", "return commits the syllable, then the line break")
        #expect(document.markedText == nil)
    }

    @Test func markedTextIsCommittedWhenAnotherFieldTakesTheKeyboard() throws {
        let (proxy, document, korean) = try koreanOverAMarkDroppingHost()
        typeI(korean)
        // The user taps another field: the host says so before it switches (and would drop the
        // composition), so the syllable is committed into the field it was typed in.
        document.textWillChange()
        #expect(proxy.text == "이" && proxy.markedTextForTest.isEmpty, "the syllable stays in the old field")
        let search = TextFieldTraits(keyboardType: .webSearch, returnKeyType: .search)
        proxy.switchField(text: "", traits: search)
        #expect(document.textDidChange() == .field(search))
        korean.fieldDidChange(traits: search)
        #expect(document.markedText == nil && document.textBeforeCursor.isEmpty)
        typeI(korean)
        #expect(proxy.text == "이" && document.markedText == "이", "the new field composes its own syllable")
    }

    @Test func traitsComeFromTheProxyWithUIKitsDefaultsForWhatItDoesNotSay() {
        let proxy = FakeTextDocumentProxy()
        proxy.traitsForTest = TextFieldTraits(keyboardType: .emailAddress, returnKeyType: .go, smartQuotes: .no)
        #expect(ProxyDocument(proxy: proxy).traits == proxy.traitsForTest)
    }
}
