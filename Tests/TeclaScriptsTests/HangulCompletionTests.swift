import TeclaTyping
import Testing
import TeclaScripts

/// Jamo-level completion: which words the text shown while typing on Cheon-Ji-In may become.
@Suite struct HangulCompletionTests {
    /// Whether `word` starts with one of the prefixes the typed state gives.
    static func offers(_ word: String, committed: String, composing: String) -> Bool {
        let folded = HangulJamo.decomposed(word)
        return HangulCompletion.prefixes(committed: committed, composing: composing).contains { folded.starts(with: $0) }
    }

    /// Whether `word` is offered after typing the keys (from an empty field).
    static func offers(_ word: String, afterKeys labels: String) -> Bool {
        let (automaton, committed) = CheonJiInTesting.automaton(after: labels)
        return offers(word, committed: committed, composing: automaton.composingText)
    }

    @Test func aSyllableWithoutItsFinalOffersTheWordsItBegins() {
        // 행보: 행 is committed once ㅂ follows it; 보 is composing.
        let keys = "ㅅㅎ ㅅㅎ ㅣ ㆍ ㅣ ㅇㅁ ㅂㅍ ㆍ ㅡ"
        let (automaton, committed) = CheonJiInTesting.automaton(after: keys)
        #expect(CheonJiInTesting.scalars(committed + automaton.composingText) == CheonJiInTesting.scalars("행보"))
        for word in ["행복", "행복한", "행보", "행복하게", "행봐", "행뵈"] {
            #expect(Self.offers(word, afterKeys: keys), "\(word)")
        }
        for word in ["행사", "행부", "해보", "행", "행버"] {
            #expect(!Self.offers(word, afterKeys: keys), "\(word)")
        }
    }

    @Test func aPendingFinalMayBelongToTheNextSyllable() {
        // 학교에 + ㄴ shows 학교엔: the ㄴ may stay (학교엔), or begin the next syllable (학교에는).
        let keys = "ㅅㅎ ㅅㅎ ㅣ ㆍ ㄱㅋ space ㄱㅋ ㆍ ㆍ ㅡ ㅇㅁ ㆍ ㅣ ㅣ ㄴㄹ"
        let (automaton, committed) = CheonJiInTesting.automaton(after: keys)
        #expect(CheonJiInTesting.scalars(committed + automaton.composingText) == CheonJiInTesting.scalars("학교엔"))
        for word in ["학교엔", "학교에는", "학교에나", "학교엘", "학교에라", "학교엔가"] {
            #expect(Self.offers(word, afterKeys: keys), "\(word)")
        }
        for word in ["학교에", "학교에서", "학교와"] {
            #expect(!Self.offers(word, afterKeys: keys), "\(word)")
        }
    }

    @Test func aClusterFinalMayStayOrSplit() {
        #expect(Self.offers("앉아", afterKeys: "ㅇㅁ ㅣ ㆍ ㄴㄹ ㅈㅊ"))
        #expect(Self.offers("안자", afterKeys: "ㅇㅁ ㅣ ㆍ ㄴㄹ ㅈㅊ"))
        #expect(Self.offers("안치", afterKeys: "ㅇㅁ ㅣ ㆍ ㄴㄹ ㅈㅊ"), "ㅈ may still cycle to ㅊ, which leaves the cluster")
        #expect(!Self.offers("아니", afterKeys: "ㅇㅁ ㅣ ㆍ ㄴㄹ ㅈㅊ"))
        // 간: the final may grow into ㄵ or ㄶ, or cycle to ㄹ (갈, 갉, 가라).
        for word in ["간다", "갆", "갈게", "갉아", "가나", "가라"] {
            #expect(Self.offers(word, afterKeys: "ㄱㅋ ㅣ ㆍ ㄴㄹ"), "\(word)")
        }
        #expect(!Self.offers("각", afterKeys: "ㄱㅋ ㅣ ㆍ ㄴㄹ"))
    }

    @Test func pendingDotsAfterAnInitialOfferTheVowelsTheyBegin() {
        // 행 + ㅂ + ㆍ shows 행ᄇᆞ (U+1107 U+119E): ㆍ then ㅡ is ㅗ, ㆍ then ㅣ is ㅓ, ㆍㆍ then ㅣ is
        // ㅕ; ㅜ starts with ㅡ, ㅏ with ㅣ.
        let keys = "ㅅㅎ ㅅㅎ ㅣ ㆍ ㅣ ㅇㅁ ㅂㅍ ㆍ"
        let (automaton, _) = CheonJiInTesting.automaton(after: keys)
        #expect(automaton.composingText.unicodeScalars.last == HangulJamo.araeA)
        for word in ["행복", "행버", "행베", "행봐", "행벼"] { #expect(Self.offers(word, afterKeys: keys), "\(word)") }
        for word in ["행부", "행비", "행바", "행뷰"] { #expect(!Self.offers(word, afterKeys: keys), "\(word)") }
        // ᆢ (U+11A2): ㅕ ㅖ ㅛ only.
        let double = keys + " ㆍ"
        for word in ["행벼", "행뵤", "행볘"] { #expect(Self.offers(word, afterKeys: double), "\(word)") }
        for word in ["행버", "행보"] { #expect(!Self.offers(word, afterKeys: double), "\(word)") }
    }

    @Test func aLoneConsonantBeginsTheNextSyllableOrCyclesOn() {
        #expect(Self.offers("가", afterKeys: "ㄱㅋ"))
        #expect(Self.offers("카드", afterKeys: "ㄱㅋ"))
        #expect(Self.offers("까지", afterKeys: "ㄱㅋ"))
        #expect(!Self.offers("나", afterKeys: "ㄱㅋ"))
        #expect(!Self.offers("가", afterKeys: "ㄱㅋ ㄱㅋ"), "past ㅋ the key no longer gives ㄱ")
        // 갈 + ㄷ waits as 갈ㄷ: 갈다, or cycled to ㅌ it joins 갈 as ㄾ.
        #expect(Self.offers("갈다", afterKeys: "ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄷㅌ"))
        #expect(Self.offers("핥다", committed: "", composing: "할ㄷ"))
        #expect(!Self.offers("갈비", afterKeys: "ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄷㅌ"))
    }

    @Test func committedTextIsFixed() {
        // After a break (space) 학 is committed: 하고 is no longer on the way.
        #expect(HangulCompletion.prefixes(committed: "학", composing: "") == [HangulJamo.decomposed("학")])
        #expect(Self.offers("학교", committed: "학", composing: ""))
        #expect(!Self.offers("하고", committed: "학", composing: ""))
        #expect(Self.offers("하고", committed: "", composing: "학"))
    }

    @Test func aLonePendingDotOrOtherTextMatchesOnlyItself() {
        let prefixes = HangulCompletion.prefixes(committed: "고", composing: "\u{119E}")
        #expect(prefixes == [HangulJamo.decomposed("고") + [HangulJamo.araeA]])
        #expect(HangulCompletion.prefixes(committed: "", composing: "ok") == [Array("ok".unicodeScalars)])
    }

    /// The defining property: while any word is typed key by key, every state offers it.
    @Test(arguments: [false, true])
    func everyWordIsOfferedAtEveryStepOfItsOwnTyping(wrap: Bool) {
        let words = [
            "행복한", "학교에는", "안녕하세요", "사람이", "읊다", "닭이", "앉아서", "괜찮아", "뭐해", "했어",
            "없어요", "읽었다", "빨리", "알려줘", "왜", "의사", "훨씬", "꽃을", "많이", "넓은", "값을", "밟아",
        ]
        for word in words {
            var automaton = CheonJiInAutomaton(options: CheonJiInOptions(cyclesWrap: wrap))
            var committed = ""
            for character in word {
                guard let keys = CheonJiInKeyPlanner.keys(toType: character, after: automaton) else {
                    Issue.record("cannot plan \(character) of \(word)")
                    break
                }
                for key in keys {
                    committed += automaton.press(key)
                    #expect(
                        Self.offers(word, committed: committed, composing: automaton.composingText),
                        "\(word) after \(committed)+\(automaton.composingText)")
                }
            }
            #expect(CheonJiInTesting.scalars(committed + automaton.composingText) == CheonJiInTesting.scalars(word))
        }
    }
}
