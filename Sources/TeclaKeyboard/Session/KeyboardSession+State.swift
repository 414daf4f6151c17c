import TeclaCore

extension KeyboardSession {
    /// What the renderer draws now.
    public var state: KeyboardState {
        var page = currentPage
        if shift.state.isUppercase && pageID != .emoji {
            for r in page.rows.indices {
                for k in page.rows[r].indices where page.rows[r][k].isLetter {
                    page.rows[r][k].label = Self.cased(page.rows[r][k].label, shift: shift.state)
                }
            }
        }
        let pressed = touches.values.first { $0.popup == nil && $0.gesture == nil && $0.currentKey.style != .function }?.currentKey.id
        let documentIsEmpty = document.textBeforeCursor.isEmpty && (document.documentContextAfterInput ?? "").isEmpty
        var emojiState: EmojiPageState?
        if pageID == .emoji {
            emojiState = emoji.state(with: emojiPageBuilder, recents: emojiRecents)
        }
        return KeyboardState(
            layoutID: layout.id,
            layoutName: layout.name,
            direction: layout.direction,
            size: layout.size,
            page: page,
            shift: shift.state,
            returnKey: ReturnKeyState(traits: document.traits, documentIsEmpty: documentIsEmpty, language: layout.language),
            suggestions: document.traits.isSecureTextEntry ? [] : suggestions,
            markedText: document.markedText,
            pressedKeyID: pressed,
            alternates: touches.values.first { $0.popup != nil }?.popup,
            emoji: emojiState,
            isSecure: document.traits.isSecureTextEntry,
            swipe: swipeState
        )
    }

    /// `text` in the case the shift state calls for (single letters only; "ß" stays "ß").
    package static func cased(_ text: String, shift: ShiftState) -> String {
        guard shift.isUppercase, text.count == 1, let c = text.first, c.isLetter else { return text }
        let upper = text.uppercased()
        return upper.count == 1 ? upper : text
    }
}
