import Testing
import TeclaCore

/// The Arabic layout: right to left, every letter on a key, hamza forms and tashkeel on long presses.
@Suite struct ArabicLayoutTests {
    static let layout = ArabicLayout.definition.layout(metrics: .iPhonePortrait(width: 390))

    @Test func isRightToLeftArabic() {
        #expect(Self.layout.id == "ar" && Self.layout.language == "ar")
        #expect(Self.layout.direction == .rightToLeft)
        #expect(LayoutCatalog.standard.definition(id: "ar") == nil, "registered by LayoutCatalog.all, English stays alone in .standard")
    }

    @Test func everyLetterHasAKeyAndFitsTheWidth() throws {
        let page = Self.layout.homePage
        let letters = page.rows.flatMap { $0 }.filter { $0.isLetter && $0.id != "tashkeel" }.map(\.id)
        for letter in "ابتثجحخدذرزسشصضطظعغفقكلمنهوية" {
            #expect(letters.contains(String(letter)), "\(letter) has a key")
        }
        #expect(letters.count == 29)
        for key in page.rows.flatMap({ $0 }) {
            #expect(key.frame.minX >= 0 && key.frame.maxX <= 390.001, "\(key.id) inside the keyboard")
        }
        #expect(page.key(id: "shift") == nil, "Arabic has no case")
        // ض is at the left of the top row, ج at its right, as on every Arabic keyboard.
        let top = page.rows[0].map(\.id)
        #expect(top.first == "ض" && top.last == "ج")
    }

    @Test func hamzaFormsAreLongPressAlternates() throws {
        let page = Self.layout.homePage
        #expect(page.key(id: "ا")!.alternates == ["أ", "إ", "آ", "ء", "ٱ"])
        #expect(page.key(id: "و")!.alternates == ["ؤ"])
        #expect(page.key(id: "ي")!.alternates == ["ئ", "ى"])
        #expect(page.key(id: "ل")!.alternates.first == "لا")
    }

    @Test func tashkeelKeyTypesCombiningMarks() throws {
        let key = try #require(Self.layout.homePage.key(id: "tashkeel"))
        #expect(key.action == .character("\u{064E}"))
        #expect(key.alternates.count == 9)
        for mark in key.alternates {
            #expect(mark.unicodeScalars.count == 1)
            #expect(mark.unicodeScalars.first!.properties.generalCategory == .nonspacingMark)
        }
        #expect(Set(key.alternates).isSuperset(of: ["\u{064E}", "\u{064F}", "\u{0650}", "\u{0651}", "\u{0652}"]))
    }

    @Test func numbersPageHasArabicDigitsAndPunctuation() throws {
        let numbers = try #require(Self.layout.page(.numbers))
        #expect(numbers.rows[0].map(\.id) == ArabicLayout.digits)
        #expect(numbers.key(id: "١")!.alternates == ["1"])
        #expect(numbers.key(id: "؟") != nil && numbers.key(id: "،") != nil)
    }
}
