import Testing
import TeclaCore
import TeclaScripts
@testable import TeclaKeyboard
import TeclaTestSupport

/// Korean, N'Ko and Arabic keyboards speak their own script on every page: no "ABC", "space" or
/// (but for Korean, whose digits are Western) "123" in English.
@Suite struct PageLabelTests {
    @Test(arguments: ["ar", "nqo", "nqo-latin", "ko-cheonjiin"])
    func everyPageLabelsItsKeysInTheLayoutsScript(layoutID: String) throws {
        let layout = try LayoutCatalog.all.layout(id: layoutID, width: 390)
        for page in layout.pages {
            for key in page.keys {
                switch key.action {
                case .page(.letters): #expect(key.label == layout.labels.letters && key.label != "ABC", "\(page.id) \(key.label)")
                case .page(.numbers): #expect(key.label == layout.labels.numbers, "\(page.id) \(key.label)")
                case .space: #expect(key.label == layout.labels.space && key.label != "space", "\(page.id) \(key.label)")
                default: break
                }
            }
        }
    }

    @Test func theEmojiPageTheSessionBuildsLeadsBackWithTheLayoutsLetters() throws {
        let h = try SessionHarness(layoutID: "ar", catalog: .all)
        h.tap("page-emoji")
        let letters = try #require(h.session.currentPage.keys.first { $0.action == .page(.letters) })
        #expect(h.session.currentPage.id == .emoji && letters.label == "أبج")
    }
}
