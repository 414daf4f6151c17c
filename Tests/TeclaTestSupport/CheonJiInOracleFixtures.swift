/// A sample of the Cheon-Ji-In oracle (`shared/data/cheonjiin/oracle-dev.jsonl`, generated from the
/// MIT-licensed Hwalja table with its ㄿ bug fixed, wordfreq words (CC BY-SA 4.0) and Korean legal
/// texts), embedded so that tests run on a fresh clone without the data: the hard edge cases, lines
/// whose result differs when cycles wrap, lines where raw Hwalja had the ㄿ bug, and a few
/// syllables, words and phrases.
public enum CheonJiInOracleFixtures {
    /// The sample as JSON lines, in the oracle's format.
    public static let jsonLines = #"""
        {"keys": ["ㄴㄹ", "ㅣ", "ㄴㄹ", "ㄴㄹ", "ㅅㅎ", "ㅅㅎ"], "text": "닗", "kind": "syllable"}
        {"keys": ["ㅅㅎ", "ㅡ", "ㆍ", "ㆍ", "ㅣ", "ㄴㄹ", "ㄴㄹ", "ㅂㅍ", "ㅂㅍ"], "text": "쉂", "kind": "syllable", "hwalja_raw": "숼ㅍ"}
        {"keys": ["ㅈㅊ", "ㅈㅊ", "ㅣ", "ㆍ", "ㅣ", "ㄴㄹ", "ㄴㄹ", "ㅂㅍ", "ㅂㅍ"], "text": "챒", "kind": "syllable", "hwalja_raw": "챌ㅍ"}
        {"keys": ["ㅈㅊ", "ㅈㅊ", "ㆍ", "ㅣ", "ㅣ", "ㄴㄹ", "ㄴㄹ", "ㅂㅍ", "ㅂㅍ"], "text": "쳂", "kind": "syllable", "hwalja_raw": "첼ㅍ"}
        {"keys": ["ㄷㅌ", "ㄷㅌ", "ㆍ", "ㅡ", "ㅣ", "ㆍ", "ㅣ", "ㅂㅍ"], "text": "퇩", "kind": "syllable"}
        {"keys": ["ㄷㅌ", "ㄷㅌ", "ㅡ", "ㆍ", "ㅣ", "ㄷㅌ", "ㄷㅌ"], "text": "튙", "kind": "syllable"}
        {"keys": ["ㅇㅁ"], "text": "ㅇ", "kind": "jamo"}
        {"keys": ["ㅣ", "ㆍ"], "text": "ㅏ", "kind": "jamo"}
        {"keys": ["ㅡ", "ㆍ", "ㅣ"], "text": "ㅟ", "kind": "jamo"}
        {"keys": ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㆍ"], "text": "아ᄂᆞ", "kind": "edge", "note": "안 + ㆍ -> 아 + ᄂᆞ (conjoining choseong + U+119E kept until resolved)"}
        {"keys": ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㆍ", "ㅣ"], "text": "아너", "kind": "edge", "note": "안 + ㆍ ㅣ -> 아너"}
        {"keys": ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅈㅊ", "ㅡ"], "text": "안즈", "kind": "edge", "note": "blog edge case: 앉 + ㅡ -> 안즈 (2nd half of a cluster moves)"}
        {"keys": ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅅㅎ", "ㅅㅎ"], "text": "않", "kind": "edge", "note": "blog edge case: 안ㅅ + ㅅㅎ -> 않 (re-merge into ㄶ)"}
        {"keys": ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅅㅎ"], "text": "안ㅅ", "kind": "edge", "note": "ㄴ+ㅅ is not a cluster: stays 안ㅅ until ㅅ->ㅎ"}
        {"keys": ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅅㅎ", "ㅅㅎ", "ㅅㅎ"], "text": "안ㅆ", "kind": "edge", "note": "ㄶ + ㅅㅎ -> 안ㅆ"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㅅㅎ", "ㅅㅎ"], "text": "갏", "kind": "edge", "note": "blog edge case: 갌 + ㅅㅎ -> 갏 (the 2023-04 \"싫\" fix)"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㅅㅎ", "ㅅㅎ", "ㅅㅎ"], "text": "갈ㅆ", "kind": "edge", "note": "ㅀ + ㅅㅎ -> 갈ㅆ"}
        {"keys": ["ㄱㅋ", "ㄱㅋ", "ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㅂㅍ", "ㅂㅍ", "ㅂㅍ"], "text": "깔ㅃ", "kind": "edge", "note": "blog edge case: 깚 + ㅂㅍ -> 깔ㅃ (raw Hwalja passes through 깔ㅍ instead of 깚)"}
        {"keys": ["ㄱㅋ", "ㄱㅋ", "ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㅂㅍ", "ㅂㅍ"], "text": "깚", "kind": "edge", "hwalja_raw": "깔ㅍ", "note": "ㄼ + ㅂㅍ -> ㄿ (PATCHED; raw Hwalja gives 깔ㅍ, so no ㄿ syllable is typeable)"}
        {"keys": ["ㅇㅁ", "ㅡ", "ㄴㄹ", "ㄴㄹ", "ㅂㅍ", "ㅂㅍ"], "text": "읊", "kind": "edge", "hwalja_raw": "을ㅍ", "note": "읊 needs the ㄿ patch (raw Hwalja: 을ㅍ)"}
        {"keys": ["ㅇㅁ", "ㅡ", "ㄴㄹ", "ㄴㄹ", "ㅂㅍ", "ㅂㅍ", "ㅈㅊ", "ㅣ", "ㆍ"], "text": "읊자", "kind": "edge", "hwalja_raw": "을ㅍ자", "note": "읊자 (raw Hwalja: 을ㅍ자)"}
        {"keys": ["ㄷㅌ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㄱㅋ"], "text": "닭", "kind": "edge", "note": "ㄹ + ㄱ -> ㄺ"}
        {"keys": ["ㄷㅌ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㄱㅋ", "ㅣ"], "text": "달기", "kind": "edge", "note": "ㄺ + ㅣ -> 달기"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㄷㅌ", "ㄷㅌ"], "text": "갍", "kind": "edge", "note": "갈ㄷ + ㄷㅌ -> 갍 (ㄾ)"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㅇㅁ"], "text": "갈ㅇ", "kind": "edge", "note": "ㄹ + ㅇ: not a cluster"}
        {"keys": ["ㄱㅋ", "ㄱㅋ", "ㄱㅋ", "ㄱㅋ"], "text": "ㄲㄱ", "kind": "edge", "wrap_text": "ㄱ", "note": "4th press: Hwalja does NOT wrap, it starts a new ㄱ"}
        {"keys": ["ㄴㄹ", "ㄴㄹ", "ㄴㄹ"], "text": "ㄹㄴ", "kind": "edge", "wrap_text": "ㄴ", "note": "ㄴㄹ has 2 states; 3rd press starts a new ㄴ (Hwalja)"}
        {"keys": ["ㅇㅁ", "ㅇㅁ", "ㅇㅁ"], "text": "ㅁㅇ", "kind": "edge", "wrap_text": "ㅇ", "note": "ㅇㅁ has 2 states; 3rd press starts a new ㅇ (Hwalja)"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄱㅋ", "ㄱㅋ", "ㄱㅋ", "ㄱㅋ"], "text": "갂ㄱ", "kind": "edge", "wrap_text": "각", "note": "final ㄲ + ㄱㅋ -> 갂ㄱ (Hwalja; a wrapping keyboard would give 각)"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ"], "text": "갈", "kind": "edge", "note": "final ㄴ -> ㄹ"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㄴㄹ"], "text": "갈ㄴ", "kind": "edge", "wrap_text": "간", "note": "final ㄹ + ㄴㄹ -> 갈ㄴ (Hwalja; wrapping would give 간)"}
        {"keys": ["ㅅㅎ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㅣ", "ㆍ", "ㅇㅁ", "ㅇㅁ", "ㅇㅁ", "ㅣ"], "text": "사람이", "kind": "edge", "wrap_text": "사라이", "note": "사람이 without a break works in Hwalja (ㅁ + ㅇㅁ appends ㅇ)"}
        {"keys": ["ㅅㅎ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㅣ", "ㆍ", "ㅇㅁ", "ㅇㅁ", "space", "ㅇㅁ", "ㅣ"], "text": "사람이", "kind": "edge", "note": "사람이 with the usual break before a same-key consonant"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄷㅌ", "ㄷㅌ"], "text": "같", "kind": "edge", "note": "final ㄷ -> ㅌ"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄷㅌ", "ㄷㅌ", "ㄷㅌ"], "text": "가ㄸ", "kind": "edge", "note": "final ㅌ -> ㄸ cannot be a final: pops out as a lone ㄸ"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄷㅌ", "ㄷㅌ", "ㄷㅌ", "ㅣ"], "text": "가띠", "kind": "edge", "note": "... and takes the next vowel"}
        {"keys": ["ㆍ", "ㆍ", "ㆍ"], "text": "ᆢᆞ", "kind": "edge", "wrap_text": "ᆞ", "note": "3rd ㆍ: Hwalja appends (some keyboards wrap back to ㆍ)"}
        {"keys": ["ㆍ", "ㅣ"], "text": "ㅓ", "kind": "edge", "note": "ㆍ ㅣ -> ㅓ"}
        {"keys": ["ㆍ", "ㅡ"], "text": "ㅗ", "kind": "edge", "note": "ㆍ ㅡ -> ㅗ"}
        {"keys": ["ㅣ", "ㆍ", "ㆍ"], "text": "ㅑ", "kind": "edge", "note": "ㅏ ㆍ -> ㅑ"}
        {"keys": ["ㅡ", "ㆍ"], "text": "ㅜ", "kind": "edge", "note": "ㅡ ㆍ -> ㅜ"}
        {"keys": ["ㅡ", "ㆍ", "ㆍ"], "text": "ㅠ", "kind": "edge", "note": "ㅜ ㆍ -> ㅠ"}
        {"keys": ["ㅡ", "ㆍ", "ㆍ", "ㅣ"], "text": "ㅝ", "kind": "edge", "note": "ㅠ ㅣ -> ㅝ"}
        {"keys": ["ㄱㅋ", "ㆍ", "ㅡ", "ㅣ", "ㆍ"], "text": "과", "kind": "edge", "note": "ㅚ + ㆍ -> ㅘ"}
        {"keys": ["ㄱㅋ", "ㆍ", "ㅡ", "ㆍ", "ㅣ"], "text": "고ㅓ", "kind": "edge", "note": "... then ㅣ combines with the lone ㆍ -> ㅓ (code-point semantics)"}
        {"keys": ["ㄱㅋ", "ㆍ", "ㆍ", "ㆍ"], "text": "ᄀᆢᆞ", "kind": "edge", "wrap_text": "ᄀᆞ", "note": "ᄀᆢ + ㆍ appends"}
        {"keys": ["ㅇㅁ", "ㆍ", "ㅡ", "space", "ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "space", "ㄴㄹ", "ㆍ", "ㆍ", "ㅣ", "ㅇㅁ"], "text": "오안녕", "kind": "edge", "note": "blog example typed with ONE space after 오: space only ends composition"}
        {"keys": ["ㅇㅁ", "ㆍ", "ㅡ", "space", "space", "ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "space", "ㄴㄹ", "ㆍ", "ㆍ", "ㅣ", "ㅇㅁ"], "text": "오 안녕", "kind": "edge", "note": "\"오 안녕\": space twice (end composition, then a real space), once inside 안|녕"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "space", "ㄷㅌ", "ㄷㅌ"], "text": "갈ㅌ", "kind": "edge", "note": "segment semantics: after a break, ㄷ ㄷ cannot merge back into 갈 (literal 5-line algorithm would give 갍)"}
        {"keys": ["ㄱㅋ", "ㅣ", "ㅅㅎ", "ㅣ", "ㆍ"], "text": "기사", "kind": "word"}
        {"keys": ["ㄱㅋ", "ㆍ", "ㅣ", "ㅇㅁ", "ㅇㅁ", "ㅅㅎ", "ㅣ", "ㆍ"], "text": "검사", "kind": "word"}
        {"keys": ["ㅂㅍ", "ㅡ", "ㄴㄹ", "ㄴㄹ", "ㄴㄹ", "ㄴㄹ", "ㅣ", "ㆍ", "ㅣ", "ㄱㅋ"], "text": "블랙", "kind": "word", "wrap_text": "브랙"}
        {"keys": ["ㅇㅁ", "ㆍ", "ㅡ", "ㄴㄹ", "ㄴㄹ", "space", "ㄴㄹ", "ㄴㄹ", "ㆍ", "ㆍ", "ㅣ"], "text": "올려", "kind": "word_safe"}
        {"keys": ["ㅇㅁ", "ㆍ", "ㅡ", "ㄴㄹ", "ㄴㄹ", "ㄴㄹ", "ㄴㄹ", "ㆍ", "ㆍ", "ㅣ", "ㅅㅎ", "ㅅㅎ", "ㅅㅎ"], "text": "올렸", "kind": "word", "wrap_text": "오렸"}
        {"keys": ["ㅇㅁ", "ㅣ", "ㅇㅁ", "ㅇㅁ", "ㄱㅋ", "ㅡ", "ㅇㅁ", "ㅇㅁ"], "text": "임금", "kind": "word"}
        {"keys": ["ㄱㅋ", "ㅡ", "ㅇㅁ", "ㅇㅁ", "space", "ㅇㅁ", "ㅇㅁ", "ㆍ", "ㅣ", "ㅣ", "ㄷㅌ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ"], "text": "금메달", "kind": "word_safe"}
        {"keys": ["ㅂㅍ", "ㅂㅍ", "ㅣ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㄴㄹ", "ㄴㄹ", "ㅣ"], "text": "팔리", "kind": "word", "wrap_text": "파리"}
        {"keys": ["ㅅㅎ", "ㅣ", "ㅇㅁ", "ㅇㅁ", "ㅇㅁ", "ㅡ", "ㅣ"], "text": "심의", "kind": "word", "wrap_text": "시의"}
        {"keys": ["ㅇㅁ", "ㅇㅁ", "ㅣ", "ㆍ", "ㄱㅋ", "ㄴㄹ", "ㅣ", "ㆍ", "ㅣ"], "text": "막내", "kind": "word"}
        {"keys": ["ㄱㅋ", "ㅡ", "ㆍ", "ㄱㅋ", "space", "ㄱㅋ", "ㅡ", "ㆍ", "ㄴㄹ", "ㅂㅍ", "ㅡ", "ㆍ", "ㄷㅌ", "ㅣ", "ㆍ", "ㅣ", "ㅇㅁ", "ㅡ", "ㅣ", "space", "space", "ㅇㅁ", "ㅣ", "ㅇㅁ", "ㅇㅁ", "ㅇㅁ", "ㅇㅁ", "ㅡ", "ㆍ", "ㄴㄹ", "ㅡ", "ㄴㄹ"], "text": "국군부대의 임무는", "kind": "phrase", "wrap_text": "국군부대의 이무는"}
        {"keys": ["ㄷㅌ", "ㄷㅌ", "ㆍ", "ㅡ", "ㅇㅁ", "space", "ㅇㅁ", "ㅣ", "ㄴㄹ", "ㄴㄹ", "space", "space", "ㅈㅊ", "ㆍ", "ㅣ", "ㅇㅁ", "ㅈㅊ", "ㅈㅊ", "ㅣ", "ㆍ", "ㅣ", "ㄱㅋ", "ㅇㅁ", "ㅡ", "ㄴㄹ", "ㄴㄹ", "space", "space", "ㅅㅎ", "ㅡ", "ㆍ", "ㄴㄹ", "ㄴㄹ", "ㅣ", "ㅂㅍ", "ㅅㅎ", "ㅅㅎ", "ㅣ", "ㆍ", "ㄱㅋ", "ㆍ", "ㅡ"], "text": "통일 정책을 수립하고", "kind": "phrase"}
        {"keys": ["ㄱㅋ", "ㅡ", "ㆍ", "ㄱㅋ", "space", "ㄱㅋ", "ㅣ", "ㆍ", "space", "space", "ㄷㅌ", "ㄷㅌ", "ㄷㅌ", "ㆍ", "ㅡ", "ㄴㄹ", "ㅡ", "ㄴㄹ", "space", "space", "ㄱㅋ", "ㆍ", "ㅡ", "ㅇㅁ", "ㄱㅋ", "ㆍ", "ㅡ", "ㅇㅁ", "ㄷㅌ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅈㅊ", "ㅈㅊ", "ㆍ", "ㅣ", "ㅣ", "ㅇㅁ", "ㆍ", "ㅣ", "ㅣ"], "text": "국가 또는 공공단체에", "kind": "phrase"}
        {"keys": ["ㄱㅋ", "ㅡ", "ㆍ", "ㄱㅋ", "ㅇㅁ", "ㅇㅁ", "ㅡ", "ㆍ", "ㅅㅎ", "ㅅㅎ", "ㆍ", "ㅡ", "ㅣ", "ㅇㅁ", "ㅡ", "ㅣ", "ㅇㅁ", "ㅡ", "ㅣ", "space", "space", "ㅅㅎ", "ㅣ", "ㅇㅁ", "ㅇㅁ", "space", "ㅇㅁ", "ㅡ", "ㅣ", "ㅇㅁ", "ㆍ", "ㅣ", "ㅣ", "space", "space", "ㅇㅁ", "ㅣ", "ㆍ", "ㅂㅍ", "ㅂㅍ", "ㅅㅎ", "ㆍ", "ㅣ"], "text": "국무회의의 심의에 앞서", "kind": "phrase_safe"}
        {"keys": ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅈㅊ", "ㆍ", "ㅣ", "ㄴㄹ", "ㄱㅋ", "ㆍ", "ㅡ", "ㅣ", "ㆍ", "space", "space", "ㅈㅊ", "ㅣ", "ㆍ", "ㅇㅁ", "ㅡ", "ㆍ", "ㆍ", "ㅇㅁ", "ㆍ", "ㅡ", "ㅣ", "ㆍ"], "text": "안전과 자유와", "kind": "phrase"}
        {"keys": ["ㅂㅍ", "ㆍ", "ㅣ", "ㅇㅁ", "ㅇㅁ", "ㅇㅁ", "ㅡ", "ㆍ", "ㅣ", "ㄴㄹ", "ㄴㄹ", "ㅡ", "ㄴㄹ", "ㄴㄹ", "space", "space", "ㅈㅊ", "ㆍ", "ㅣ", "ㅇㅁ", "ㅅㅎ", "ㅅㅎ", "ㅣ", "ㆍ", "ㅇㅁ", "ㆍ", "ㆍ", "ㅣ"], "text": "범위를 정하여", "kind": "phrase", "wrap_text": "버위를 정하여"}
        """#
}
