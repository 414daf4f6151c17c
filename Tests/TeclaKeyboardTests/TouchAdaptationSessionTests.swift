import TeclaCore
import TeclaLanguage
import TeclaPacks
import TeclaTestSupport
import Testing
@testable import TeclaKeyboard

/// The session learns where this user really taps from the words they keep, and resolves taps
/// with it; corrected words, secure fields and private mode teach nothing.
@Suite struct TouchAdaptationSessionTests {
    static let languageModels = LanguageModels(packs: ["en": try! BundledPacks.english()])

    /// Taps each letter of `word` a fraction `dx` of its key's width right of centre, then space.
    func type(_ word: String, dx: Double, on h: SessionHarness) {
        for letter in word {
            let key = h.session.currentPage.keys.first { $0.id == String(letter).lowercased() }!
            let point = Point(x: key.frame.midX + dx * key.frame.width, y: key.frame.midY)
            h.session.touchDown(0, at: point)
            h.session.touchUp(0, at: point)
            h.clock.advance(by: 0.15)
        }
        h.tap("space")
    }

    @Test func keptWordsTeachTheUsersAimAndTapsFollowIt() throws {
        let h = try SessionHarness(languageModels: Self.languageModels)
        let e = h.session.currentPage.keys.first { $0.id == "e" }!
        // After "t" the language has no strong preference between "te…" and "tr…".
        let between = Point(x: e.frame.midX + 0.65 * e.frame.width, y: e.frame.midY)
        h.tap("t")
        #expect(h.session.key(at: between)?.id == "r", "before learning, a tap nearer r's centre is r")
        h.tap("delete")
        for _ in 0..<30 { type("we", dx: 0.3, on: h) }
        let learned = try #require(h.session.touchAdaptation.offsets["e"])
        #expect(learned.dx > 0.2 && learned.dx <= 0.3 && abs(learned.dy) < 0.01)
        h.tap("t")
        #expect(h.session.key(at: between)?.id == "e", "after learning, the same tap is this user's e")
        var forgotten = h.session.touchAdaptation
        forgotten.reset()
        h.session.handle(.host(.userDataDidLoad(UserData(aim: forgotten))))
        #expect(h.session.key(at: between)?.id == "r")
    }

    @Test func correctedWordsSecureFieldsAndPrivateModeTeachNothing() throws {
        let h = try SessionHarness(languageModels: Self.languageModels)
        try h.type("Can you recieve ")
        #expect(h.text == "Can you receive ")
        #expect(h.session.touchAdaptation.offsets["c"] != nil, "a kept word teaches")
        #expect(h.session.touchAdaptation.offsets["v"] == nil, "an autocorrected word does not")
        let secure = try SessionHarness(traits: TextFieldPreset.password.traits, languageModels: Self.languageModels)
        try secure.type("hello there ")
        #expect(secure.session.touchAdaptation.offsets.isEmpty)
        var privately = KeyboardSettings()
        privately.privateMode = true
        let hidden = try SessionHarness(settings: privately, languageModels: Self.languageModels)
        try hidden.type("hello there ")
        #expect(hidden.session.touchAdaptation.offsets.isEmpty)
    }
}
