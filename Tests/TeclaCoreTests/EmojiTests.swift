import Testing
@testable import TeclaCore

@Suite struct EmojiTests {
    @Test func theBundledSetIsTheRealUnicodeSet() {
        let catalog = EmojiCatalog.bundled
        #expect(catalog.categories.map(\.id) == ["smileys", "nature", "food", "activity", "travel", "objects", "symbols", "flags"])
        #expect(catalog.categories.reduce(0) { $0 + $1.emoji.count } > 1800)
        let thumbsUp = catalog.categories.flatMap(\.emoji).first { $0.emoji == "👍" }
        #expect(thumbsUp?.tones.count == 5, "skin tones are long-press alternates")
        #expect(catalog.category(id: "flags")?.emoji.contains { $0.emoji == "🇰🇷" } == true)
    }

    @Test func screensWrapAndRecentsComeFirst() {
        let builder = EmojiPageBuilder(metrics: .iPhonePortrait(width: 390), catalog: .bundled)
        #expect(builder.defaultCategory(recents: []) == "smileys")
        #expect(builder.defaultCategory(recents: ["🎉"]) == EmojiCatalog.recentsID)
        let screens = builder.screenCount(category: "food", recents: [])
        let first = builder.page(category: "food", screen: 0, recents: [])
        let wrapped = builder.page(category: "food", screen: screens, recents: [])
        #expect(first == wrapped)
        #expect(first.rows.count == 4)
        #expect(first.keys.filter { $0.action.isCharacter }.count == builder.capacity)
        let recents = builder.page(category: EmojiCatalog.recentsID, screen: 0, recents: ["🎉", "👍"])
        #expect(recents.rows[0].map(\.label) == ["🎉", "👍"])
        #expect(recents.key(for: .page(.letters)) != nil && recents.key(for: .delete) != nil)
    }
}
