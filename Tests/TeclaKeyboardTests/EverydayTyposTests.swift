import Testing
import TeclaCore
import TeclaKeyboard
import TeclaTestSupport

/// The typos everyone makes, typed key by key as a new user would, with the bundled English
/// pack: each is corrected on space, and the real words they resemble are left alone where the
/// sentence wants them.
@Suite struct EverydayTyposTests {
    func typed(_ text: String, traits: TextFieldTraits = TextFieldTraits()) throws -> String {
        let h = try SessionHarness(traits: traits, languageModels: SuggestionBarTests.english)
        try h.type(text)
        return h.text
    }

    @Test(arguments: [
        ("teh cat ", "The cat "),
        ("so i think ", "So I think "),
        ("im tired ", "I'm tired "),
        ("i cant go ", "I can't go "),
        ("I think its fine ", "I think it's fine "),
        ("ill be there ", "I'll be there "),
        ("youre right ", "You're right "),
        ("I dont know ", "I don't know "),
        ("see you on monday ", "See you on Monday "),
        ("I definately agree ", "I definitely agree "),
        ("keep them seperate ", "Keep them separate "),
        ("it never occured to me ", "It never occurred to me "),
        ("I saw the borwn dog ", "I saw the brown dog "),
        ("see you tommorow ", "See you tomorrow "),
        ("ive been busy ", "I've been busy "),
        ("theyre here ", "They're here "),
        ("I wont go ", "I won't go "),
        ("we cant wait ", "We can't wait "),
        ("hello i am here ", "Hello I am here "),
        ("thanks for teh help ", "Thanks for the help "),
        ("we met in january ", "We met in January "),
        ("is it friday yet ", "Is it Friday yet "),
        ("I didnt know ", "I didn't know "),
        ("thats great ", "That's great "),
        ("I beleive you ", "I believe you "),
        ("what do you thikn ", "What do you think "),
        ("I realy like it ", "I really like it "),
        ("do you wnat to ", "Do you want to "),
        ("I hav a dog ", "I have a dog "),
        ("I need to obtai a visa ", "I need to obtain a visa "),
    ])
    func correctedOnSpace(typed text: String, expected: String) throws {
        let result = try typed(text)
        #expect(result == expected)
    }

    @Test(arguments: [
        "The dog wagged its tail ",
        "We were there ",
        "I feel ill ",
        "Well, ",
        "He is in the house ",
        "I like it ",
        "I sat on the mat ",
        "The men left ",
        "I bet you did ",
        "I need a new car and a white shirt sir ",
        "Take me to the beach ",
        "She is a nice lady ",
        "I live on this street ",
        "I sometimes go there ",
        "Haha that is funny lol ",
    ])
    func realWordsTheSentenceWantsStay(_ text: String) throws {
        let result = try typed(text)
        #expect(result == text)
    }

    @Test func aWordBeingTypedIsNotCorrectedToAnotherWord() throws {
        let h = try SessionHarness(languageModels: SuggestionBarTests.english)
        try h.type("I ge")
        #expect(!h.state.suggestions.contains { $0.isAutocorrection }, "\"ge\" is on its way to \"get\", not a typo of \"he\"")
        try h.type("tting ")
        #expect(h.text == "I getting ")
    }

    @Test func aFieldWithoutCapitalsKeepsItsLowercase() throws {
        #expect(try typed("it's fine ", traits: TextFieldTraits(autocapitalization: .none)) == "it's fine ")
        #expect(try typed("i think ", traits: TextFieldTraits(autocapitalization: .none)) == "I think ", "the pronoun is always a capital")
    }
}
