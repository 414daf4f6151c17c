import Testing
import TeclaCore

/// The classical Latin layout: QWERTY with macrons and ligatures on long presses.
@Suite struct LatinLayoutTests {
    static let layout = LatinLayout.definition.layout(metrics: .iPhonePortrait(width: 390))

    @Test func macronsComeFirstOnEveryVowel() throws {
        let page = Self.layout.homePage
        let expected: [String: String] = ["a": "ā", "e": "ē", "i": "ī", "o": "ō", "u": "ū", "y": "ȳ"]
        for (vowel, macron) in expected {
            #expect(page.key(id: vowel)!.alternates.first == macron)
        }
        #expect(page.key(id: "a")!.alternates.contains("æ"))
        #expect(page.key(id: "o")!.alternates.contains("œ"))
        #expect(Self.layout.direction == .leftToRight && Self.layout.language == "la")
    }

    @Test func macronsHaveCapitals() {
        // Shift capitalizes alternates one letter at a time: each must have a one-letter capital.
        for alternate in LatinLayout.letterAlternates.values.flatMap({ $0 }) {
            #expect(alternate.uppercased().count == 1 && alternate.uppercased() != alternate, "\(alternate)")
        }
        #expect("ȳ".uppercased() == "Ȳ" && "ā".uppercased() == "Ā")
    }
}
