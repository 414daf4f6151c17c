/// The spellings an untoned N'Ko word typed so far may stand for, for looking words up.
///
/// Typing from Latin letters (or on the N'Ko keys without the orthography's shortcuts) gives
/// the word as pronounced; the lexicon has it as written. Three differences are bridged:
/// - N'Ko leaves out a vowel repeated in the next syllable: kɔnɔ is ߞߣߐ, not ߞߐߣߐ. Each
///   consonant–V–consonant–V with the same V also yields the spelling without the first V.
/// - "ny" after a vowel is ߢ or a nasal vowel and ߦ (kanya: ߞߊ߲ߦߊ); "n" before a consonant
///   after a vowel nasalizes it or is the syllabic nasal ߒ (lɔnkela: ߟߐߒߞߋߟߊ).
/// - While typing, a word ending in a nasal vowel may go on with a vowel (kan → kana: ߞߊߣ…),
///   and a consonant–V–consonant ending may be the start of an elided pair (ߞߣ…).
///
/// ```swift
/// NKoSpellingVariants.variants(of: "ߞߐߣߐ")  // ["ߞߐߣߐ", "ߞߣߐ"]
/// ```
/// At most `limit` variants (the literal spelling first); O(2^k · n) for k elision sites, k ≤ 4.
public enum NKoSpellingVariants {
    public static func variants(of word: some StringProtocol, isComplete: Bool = false, limit: Int = 16) -> [String] {
        let base = Array(NKoAlphabet.strippingTones(word).unicodeScalars)
        var results: [[Unicode.Scalar]] = [base]
        func add(_ v: [Unicode.Scalar]) {
            if results.count < limit, !results.contains(v) { results.append(v) }
        }
        // ny after a vowel: a nasal vowel then y.
        for v in results {
            for k in v.indices where k > 0 && v[k] == "\u{07E2}" && NKoAlphabet.isVowel(v[k - 1]) {
                var w = v
                w.replaceSubrange(k...k, with: [NKoAlphabet.nasalizationMark, "\u{07E6}"])
                add(w)
            }
        }
        // A nasal vowel before a consonant may be written as the vowel and the syllabic nasal
        // ߒ (lɔnkela: ߟߐߒߞߋߟߊ); Latin spelling cannot tell them apart.
        for v in results {
            for k in v.indices
            where k > 0 && v[k] == NKoAlphabet.nasalizationMark && NKoAlphabet.isVowel(v[k - 1])
                && k + 1 < v.count && NKoAlphabet.isConsonant(v[k + 1])
            {
                var w = v
                w[k] = NKoAlphabet.syllabicNasal
                add(w)
            }
        }
        // While typing: a final nasal vowel may be a vowel and n starting the next syllable.
        if !isComplete {
            for v in results where v.count >= 2 && v.last == NKoAlphabet.nasalizationMark && NKoAlphabet.isVowel(v[v.count - 2]) {
                add(Array(v.dropLast()) + ["\u{07E3}"])
            }
            if base == [NKoAlphabet.syllabicNasal] { add(["\u{07E3}"]) }
        }
        // Left-out vowels.
        for v in results {
            let sites = elisionSites(v, isComplete: isComplete)
            guard !sites.isEmpty else { continue }
            for mask in 1..<(1 << sites.count) {
                var w = v
                for (bit, site) in sites.enumerated().reversed() where mask & (1 << bit) != 0 {
                    w.remove(at: site)
                }
                add(w)
            }
        }
        return results.map { String(String.UnicodeScalarView($0)) }
    }

    /// Positions of vowels N'Ko would leave out: consonant, V, consonant, V (the same V); at the
    /// end of an incomplete word, consonant, V, consonant (the next vowel is not typed yet).
    static func elisionSites(_ v: [Unicode.Scalar], isComplete: Bool) -> [Int] {
        var sites: [Int] = []
        var k = 1
        while k + 1 < v.count, sites.count < 4 {
            if NKoAlphabet.isConsonant(v[k - 1]), NKoAlphabet.isVowel(v[k]), NKoAlphabet.isConsonant(v[k + 1]) {
                let next = k + 2 < v.count ? v[k + 2] : nil
                if let next, next == v[k] {
                    sites.append(k)
                } else if next == nil, !isComplete {
                    sites.append(k)
                }
            }
            k += 1
        }
        return sites
    }
}
