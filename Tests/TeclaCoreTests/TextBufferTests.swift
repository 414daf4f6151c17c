import Testing
@testable import TeclaCore

@Suite struct TextBufferTests {
    @Test func backspaceRemovesWholeGraphemes() {
        let family = "👨‍👩‍👧‍👦"
        let buffer = TextBuffer(text: "a" + family)
        buffer.deleteBackward()
        #expect(buffer.text == "a")
        let accented = TextBuffer(text: "xe\u{301}\u{323}")
        accented.deleteBackward()
        #expect(accented.text == "x")
        let flag = TextBuffer(text: "🇰🇷🇲🇱")
        flag.deleteBackward()
        #expect(flag.text == "🇰🇷")
    }

    @Test func editsHappenAtTheCursorAndReplaceTheSelection() {
        let buffer = TextBuffer(text: "hello world")
        buffer.adjustTextPosition(byCharacterOffset: -6)
        #expect(buffer.documentContextBeforeInput == "hello")
        #expect(buffer.documentContextAfterInput == " world")
        buffer.insertText(",")
        #expect(buffer.text == "hello, world")
        buffer.select(offset: 7, length: 5)
        #expect(buffer.selectedText == "world")
        buffer.insertText("there")
        #expect(buffer.text == "hello, there")
        buffer.select(offset: 0, length: 5)
        buffer.deleteBackward()
        #expect(buffer.text == ", there")
        buffer.adjustTextPosition(byCharacterOffset: -100)
        #expect(buffer.cursorOffset == 0)
        buffer.adjustTextPosition(byCharacterOffset: 1000)
        #expect(buffer.cursorOffset == 7)
        buffer.deleteBackward()
        #expect(buffer.text == ", ther")
    }

    @Test func markedTextComposesAndCommits() {
        let buffer = TextBuffer(text: "a ")
        buffer.setMarkedText("ᄀ")
        #expect(buffer.markedText == "ᄀ")
        #expect(buffer.documentContextBeforeInput == "a ᄀ")
        buffer.setMarkedText("가")
        #expect(buffer.text == "a 가")
        buffer.unmarkText()
        #expect(buffer.markedText == nil)
        #expect(buffer.text == "a 가")
        buffer.setMarkedText("ᄂ")
        buffer.insertText("나")
        #expect(buffer.text == "a 가나")
    }

    @Test func contextIsLimitedLikeTheProxy() {
        let buffer = TextBuffer(text: "0123456789", contextLimit: 4)
        #expect(buffer.documentContextBeforeInput == "6789")
        #expect(buffer.text == "0123456789")
    }

    @Test func editsApplyInOrder() {
        let buffer = TextBuffer()
        for edit in [TextEdit.insert("abc"), .deleteBackward(2), .insert("x"), .moveCursor(-1), .insert("_")] { buffer.apply(edit) }
        #expect(buffer.text == "a_x")
    }
}
