import TeclaCore

/// Where the user is on the emoji page: the category shown and the screen within it, and the
/// page built for them. Tapping the shown category again turns to its next screen.
///
/// ```swift
/// var browser = EmojiBrowser()
/// browser.open()                                   // the default category, first screen
/// browser.show(category: "food", shown: "smileys") // food, screen 0
/// browser.show(category: "food", shown: "food")    // food, screen 1
/// ```
struct EmojiBrowser: Equatable, Sendable {
    /// The category the user picked (nil: the builder's default, recents when there are any).
    private(set) var category: String?
    private(set) var screen = 0
    /// The page last built (nil until the emoji page is first shown).
    private(set) var page: KeyboardPage?

    /// Opening the emoji page from another page starts at the default category's first screen.
    mutating func open() {
        category = nil
        screen = 0
    }

    /// A tap on a category tab: the next screen of the category already shown, else the
    /// category's first screen.
    mutating func show(category picked: String, shown: String) {
        if shown == picked {
            screen += 1
        } else {
            category = picked
            screen = 0
        }
    }

    mutating func rebuild(with builder: EmojiPageBuilder, recents: [String]) {
        page = builder.page(category: category, screen: screen, recents: recents)
    }

    /// Forgets the built page (the layout or the width changed).
    mutating func close() {
        page = nil
    }

    /// What the renderer shows of the page.
    func state(with builder: EmojiPageBuilder, recents: [String]) -> EmojiPageState {
        let category = category ?? builder.defaultCategory(recents: recents)
        let count = builder.screenCount(category: category, recents: recents)
        return EmojiPageState(category: category, screen: ((screen % count) + count) % count, screenCount: count, recents: recents)
    }
}
