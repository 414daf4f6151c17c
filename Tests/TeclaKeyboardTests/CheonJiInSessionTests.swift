import TeclaTyping
import TeclaEvaluation
import Testing
import TeclaCore
import TeclaScripts
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct CheonJiInSessionTests {
    static func harness(wrap: Bool = false, doubleSpacePeriod: Bool = true) throws -> SessionHarness {
        var settings = KeyboardSettings()
        settings.doubleSpacePeriod = doubleSpacePeriod
        settings.cheonJiInCyclesWrap = wrap
        return try SessionHarness(layoutID: CheonJiInLayout.id, settings: settings, catalog: .all)
    }

    static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    /// Issue 32's class, found by the fuzzer here: the dot key tapped on and on chained dots into
    /// one character (conjoining vowels join each other) of any length. It stops at the bound,
    /// felt as an error, and the text stays valid.
    @Test func theDotKeyCannotChainOneCharacterPastTheBound() throws {
        let h = try Self.harness()
        h.tap(CheonJiInLayout.keyID(for: .consonant(.nieunRieul)))
        var refused = 0
        for _ in 0..<120 where h.tap(CheonJiInLayout.keyID(for: .vowel(.sky))).feedback.contains(.error) { refused += 1 }
        #expect(GraphemeBound.firstOverlong(in: h.text) == nil, "\(h.text.unicodeScalars.count) scalars")
        #expect(refused > 0)
    }

    @Test func typingAnnyeonghaseyoThroughTheLayout() throws {
        let h = try Self.harness()
        #expect(h.session.inputMethod is CheonJiInInputMethod)
        h.tapCheonJiIn("ㅇㅁ ㅣ ㆍ ㄴㄹ")
        #expect(h.document.markedText == "안")
        h.tapCheonJiIn("space")
        #expect(h.document.markedText == nil && h.text == "안", "space ends the syllable and types nothing")
        h.tapCheonJiIn("ㄴㄹ ㆍ ㆍ ㅣ ㅇㅁ ㅅㅎ ㅅㅎ ㅣ ㆍ ㅅㅎ ㆍ ㅣ ㅣ ㅇㅁ ㆍ ㆍ ㅡ")
        #expect(Self.scalars(h.text) == Self.scalars("안녕하세요"))
        #expect(h.document.markedText == "요", "only the syllable being composed is marked")
        #expect(h.state.markedText == "요")
        h.tapCheonJiIn("space space")
        #expect(Self.scalars(h.text) == Self.scalars("안녕하세요 ") && h.document.markedText == nil)
    }

    @Test(arguments: [false, true])
    func theTypistPlansHangulStrokeByStroke(wrap: Bool) throws {
        let h = try Self.harness(wrap: wrap)
        try h.type("안녕하세요 사람이 1학교에 갑니다")
        #expect(Self.scalars(h.text) == Self.scalars("안녕하세요 사람이 1학교에 갑니다"))
        #expect(h.document.markedText == "다")
        #expect(throws: TypingScriptError.self) { try h.type("x") }
    }

    @Test(arguments: [false, true])
    func theOracleSampleTypesTheSameThroughTheSession(wrap: Bool) throws {
        let cases = CheonJiInOracleFixtures.jsonLines.split(separator: "\n").map { try! CheonJiInOracleCase(jsonLine: String($0)) }
        for oracleCase in cases {
            // The oracle has no double-space period: a third space stays a space.
            let h = try Self.harness(wrap: wrap, doubleSpacePeriod: false)
            h.tapCheonJiIn(oracleCase.keys)
            #expect(Self.scalars(h.text) == Self.scalars(oracleCase.expectedText(cyclesWrap: wrap)), "\(oracleCase.keys)")
        }
    }

    @Test func backspaceUndoesStrokesThenDeletesCharacters() throws {
        let h = try Self.harness()
        h.tapCheonJiIn("ㄱㅋ ㅣ ㆍ space ㅅㅎ ㅅㅎ ㅣ ㆍ ㄴㄹ")
        #expect(h.text == "가한")
        var texts: [String] = []
        for _ in 0..<6 {
            h.tap("delete")
            texts.append(h.text)
        }
        #expect(texts == ["가하", "가히", "가ㅎ", "가ㅅ", "가", ""])
        #expect(h.document.markedText == nil)
    }

    @Test func aLongPressTypesTheKeysDigitAfterTheComposition() throws {
        let h = try Self.harness()
        h.tapCheonJiIn("ㄱㅋ ㅣ ㆍ")
        let key = h.center("ㄴㄹ")
        h.session.touchDown(0, at: key)
        h.clock.advance(by: h.session.settings.longPressDelay + 0.05)
        h.session.tick()
        #expect(h.state.alternates?.options == ["5"])
        h.session.touchUp(0, at: key)
        #expect(h.text == "가5" && h.document.markedText == nil)
    }

    @Test func thePunctuationKeyCyclesAndSpaceFollowsIt() throws {
        let h = try Self.harness()
        h.tapCheonJiIn("ㄱㅋ ㅣ ㆍ .,?! .,?!")
        #expect(h.text == "가," && h.document.markedText == ",")
        h.tapCheonJiIn(".,?!")
        #expect(h.text == "가?")
        h.tapCheonJiIn("space")
        #expect(h.text == "가? " && h.document.markedText == nil)
    }

    @Test func returnPageSwitchesAndHostChangesFinishTheComposition() throws {
        let h = try Self.harness()
        h.tapCheonJiIn("ㄱㅋ ㅣ ㆍ")
        h.tap("return")
        #expect(h.text == "가\n" && h.document.markedText == nil)
        h.tapCheonJiIn("ㄴㄹ ㅣ")
        h.tap("page-numbers")
        #expect(h.text == "가\n니" && h.document.markedText == nil)
        h.tap("1")
        h.tap("page-letters")
        h.tapCheonJiIn("ㄷㅌ")
        h.document.adjustTextPosition(byCharacterOffset: 0)  // the user taps in the text: iOS commits ㄷ
        h.session.documentDidChange()
        h.tapCheonJiIn("ㅣ")
        #expect(h.text == "가\n니1ㄷㅣ", "after the host moved the cursor, ㅣ does not join the old ㄷ")
    }

    @Test func theGlobeKeySwitchesBetweenEnglishAndCheonJiIn() throws {
        var settings = KeyboardSettings()
        settings.enabledLayouts = ["en-US", CheonJiInLayout.id]
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none), settings: settings, catalog: .all)
        #expect(h.session.inputMethod is AlphabeticInputMethod)
        h.tap("globe")
        #expect(h.state.layoutID == CheonJiInLayout.id)
        #expect(h.session.inputMethod is CheonJiInInputMethod)
        h.tapCheonJiIn("ㄱㅋ ㄱㅋ")
        #expect(h.document.markedText == "ㅋ")
        h.tap("globe")
        #expect(h.state.layoutID == "en-US" && h.document.markedText == nil)
        h.tap("a")
        #expect(h.text == "ㅋa")
    }

    @Test(arguments: [true, false])
    func theLayoutIsFourByFourAcrossTheFullWidth(globe: Bool) throws {
        for width in LayoutCatalog.commonWidths {
            let layout = try LayoutCatalog.all.layout(id: CheonJiInLayout.id, width: width, options: LayoutOptions(showsGlobeKey: globe))
            #expect(layout.language == "ko" && layout.size.width == width)
            let letters = layout.homePage
            #expect(letters.id == .letters && letters.rows.count == 4)
            #expect(letters.rows.prefix(3).allSatisfy { $0.count == 4 })
            // 123, ㅇㅁ, (globe), return and the dismiss key at the bottom right.
            #expect(letters.rows[3].count == (globe ? 5 : 4))
            #expect(letters.rows[3].last?.action == .dismiss && letters.rows[3].last?.frame.maxX ?? 0 > width - 4)
            let textKeys = letters.keys.filter { $0.style == .character }
            #expect(textKeys.count == 11)
            for key in textKeys {
                #expect(abs(key.frame.width - (width / 4 - 6)) < 0.001, "\(key.id) is a quarter of the keyboard")
                #expect(key.frame.minX >= 0 && key.frame.maxX <= width)
            }
            for key in CheonJiInKey.allKeys {
                let found = try #require(letters.key(id: CheonJiInLayout.keyID(for: key)))
                if key != .space { #expect(found.action == .character(key.label)) }
                #expect(found.alternates == CheonJiInLayout.digits[key].map { [$0] } ?? [])
            }
            for id in ["delete", "return", "space", "page-numbers"] { #expect(letters.key(id: id) != nil) }
            #expect((letters.key(id: "globe") != nil) == globe)
            let numbers = try #require(layout.page(.numbers))
            for digit in 0...9 { #expect(numbers.key(id: String(digit)) != nil) }
        }
        #expect(LayoutCatalog.all.ids.starts(with: LayoutCatalog.standard.ids), "English stays first")
    }

    @Test func randomTapsKeepTheDocumentValidAndDeletesEmptyIt() throws {
        var generator = SeededGenerator(seed: 0x7EC1A)
        let ids = CheonJiInKey.allKeys.map(CheonJiInLayout.keyID(for:)) + ["delete", "delete"]
        for round in 0..<200 {
            let h = try Self.harness(wrap: round % 2 == 1, doubleSpacePeriod: false)
            var log: [String] = []
            for _ in 0..<Int.random(in: 1...30, using: &generator) {
                let id = ids[Int.random(in: 0..<ids.count, using: &generator)]
                log.append(id)
                h.tap(id)
                if let problem = HangulTextValidity.problem(in: h.text) {
                    Issue.record("\(problem) after \(log)")
                    return
                }
            }
            let enough = log.count + h.text.unicodeScalars.count + 1
            for _ in 0..<enough where !h.text.isEmpty { h.tap("delete") }
            #expect(h.text.isEmpty && h.document.markedText == nil, "\(log)")
        }
    }

    @Test(arguments: [false, true])
    func theWrapSettingDecidesWhatAFourthPressDoes(wrap: Bool) throws {
        let h = try Self.harness(wrap: wrap)
        #expect(h.session.settings.cheonJiInCyclesWrap == wrap)
        h.tapCheonJiIn("ㄱㅋ ㄱㅋ ㄱㅋ ㄱㅋ")
        #expect(h.text == (wrap ? "ㄱ" : "ㄲㄱ"))
        h.tapCheonJiIn("space space ㅅㅎ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅣ ㆍ ㅇㅁ ㅇㅁ ㅇㅁ ㅣ")
        #expect(Self.scalars(h.text) == Self.scalars(wrap ? "ㄱ 사라이" : "ㄲㄱ 사람이"))
    }

    @Test func changingTheWrapSettingFinishesTheCompositionAndAppliesAtOnce() throws {
        let h = try Self.harness(wrap: false)
        h.tapCheonJiIn("ㄱㅋ ㄱㅋ")
        #expect(h.document.markedText == "ㅋ")
        h.changeSettings { $0.cheonJiInCyclesWrap = true }
        #expect(h.text == "ㅋ" && h.document.markedText == nil, "the composition is committed, not lost")
        h.tapCheonJiIn("space ㄱㅋ ㄱㅋ ㄱㅋ ㄱㅋ")
        #expect(h.text == "ㅋ ㄱ", "the new setting wraps")
        h.changeSettings { $0.cheonJiInCyclesWrap = false }
        h.tapCheonJiIn("space ㄱㅋ ㄱㅋ ㄱㅋ ㄱㅋ")
        #expect(h.text == "ㅋ ㄱ ㄲㄱ")
        // Other settings leave the composition alone.
        h.tapCheonJiIn("ㅣ")
        h.changeSettings { $0.haptics = .strong }
        #expect(h.document.markedText == "기")
    }

    @Test func everyTextKeyTypesItsPhonePadDigitOnLongPress() throws {
        let h = try Self.harness()
        let expected: [(String, String)] = [
            ("ㅣ", "1"), ("\u{318D}", "2"), ("ㅡ", "3"), ("ㄱㅋ", "4"), ("ㄴㄹ", "5"),
            ("ㄷㅌ", "6"), ("ㅂㅍ", "7"), ("ㅅㅎ", "8"), ("ㅈㅊ", "9"), ("ㅇㅁ", "0"),
        ]
        for (id, digit) in expected {
            let point = h.center(id)
            h.session.touchDown(0, at: point)
            h.clock.advance(by: h.session.settings.longPressDelay + 0.05)
            h.session.tick()
            #expect(h.state.alternates?.options == [digit], "\(id)")
            h.session.touchUp(0, at: point)
            h.clock.advance(by: 0.2)
        }
        #expect(h.text == "1234567890" && h.document.markedText == nil)
        // A short tap still types the key's letter.
        h.tapCheonJiIn("ㅇㅁ")
        #expect(h.text == "1234567890ㅇ")
    }
}
