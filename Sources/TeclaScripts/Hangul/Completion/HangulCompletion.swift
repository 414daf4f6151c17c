/// Which words a Hangul word being typed on Cheon-Ji-In may still become, as jamo-level prefixes.
///
/// A word matches the typed text when typing it on Cheon-Ji-In passes through what is shown
/// now. Only the live part (the marked text the automaton may still change) is open; what it has
/// committed is fixed. Every prefix is in the lexicon's folded form: precomposed syllables split
/// into conjoining jamo (행 → ᄒ ᅢ ᆼ), so that 행보 (ᄒ ᅢ ᆼ ᄇ ᅩ) is a prefix of 행복 (… ᄇ ᅩ ᆨ).
///
/// The live part is read from its last block:
/// - a syllable without a final: its vowel may still take strokes (보 → 봐 봬 뵈; 하 → 해 햐 걔…);
/// - a syllable with a final: the final may stay, grow into a cluster (간 → 갅 갆), move on as the
///   next syllable's initial when a vowel follows (간 → 가나…), or cycle on (간 → 갈 → 갉 …, 가라…);
///   a cluster's second consonant may move on (앉 → 안자…);
/// - a consonant still waiting for a vowel (compatibility jamo, 행ㅂ, ㄱ): the next syllable's
///   initial, or a later consonant of its key's cycle (ㄱ → ㅋ ㄲ), or, cycled, the second half of
///   a cluster with the syllable before it (갈ㄷ → 갍);
/// - an initial with pending dots (ᄂᆞ U+1102 U+119E, ᄂᆢ U+11A2): any vowel those strokes begin
///   (ᄂᆞ → 너 네 노 뇌 놔 놰; ᄂᆢ → 녀 녜 뇨).
/// Anything else (a lone pending dot, a lone vowel, other scripts) matches only itself.
public enum HangulCompletion {
    /// The folded prefixes of the words `committed` + `composing` may become (no duplicates).
    ///
    /// - Parameters:
    ///   - committed: the part of the word the automaton has already committed.
    ///   - composing: the live part (the marked text); empty when nothing is being composed, in
    ///     which case the typed word is the only prefix.
    public static func prefixes(committed: String, composing: String) -> [[Unicode.Scalar]] {
        let head = HangulJamo.decomposed(committed)
        let live = Array(composing.unicodeScalars)
        var result: [[Unicode.Scalar]] = []
        func add(_ tail: [Unicode.Scalar]) {
            let prefix = head + tail
            if !result.contains(prefix) { result.append(prefix) }
        }
        guard let last = live.last else {
            add([])
            return result
        }
        let before = Array(live.dropLast())
        if let syllable = HangulSyllable(last) {
            let base = HangulJamo.decomposed(String(String.UnicodeScalarView(before)))
            for tail in tails(of: syllable) { add(base + tail) }
        } else if let consonant = HangulConsonant(compatibility: last) {
            let base = HangulJamo.decomposed(String(String.UnicodeScalarView(before)))
            for next in [consonant] + successors(of: consonant) { add(base + [next.initialScalar]) }
            // 갈 + ㄷ waits as 갈ㄷ; cycled to ㅌ it joins 갈 as ㄾ (갍).
            if let previous = before.last.flatMap(HangulSyllable.init), let final = previous.final, !final.isCluster {
                let earlier = HangulJamo.decomposed(String(String.UnicodeScalarView(before.dropLast())))
                for next in successors(of: consonant) {
                    guard let cluster = HangulFinal(clustering: final.consonants[0], next) else { continue }
                    var joined = previous
                    joined.final = cluster
                    add(earlier + joined.conjoiningScalars)
                }
            }
        } else if before.last.flatMap(HangulConsonant.init(initial:)) != nil, let vowel = pendingVowel(last) {
            let initial = before[before.count - 1]
            let base = HangulJamo.decomposed(String(String.UnicodeScalarView(before.dropLast())))
            for modern in extensions(of: vowel) { add(base + [initial, modern.medialScalar]) }
        } else {
            add(HangulJamo.decomposed(composing))
        }
        return result
    }

    /// The folded prefixes a live syllable may still become (see the type's documentation).
    static func tails(of syllable: HangulSyllable) -> [[Unicode.Scalar]] {
        let initial = syllable.initial.initialScalar
        guard let final = syllable.final else {
            return extensions(of: .vowel(syllable.vowel)).map { [initial, $0.medialScalar] }
        }
        let open = [initial, syllable.vowel.medialScalar]
        var tails: [[Unicode.Scalar]] = []
        let consonants = final.consonants
        let last = consonants[consonants.count - 1]
        for next in [last] + successors(of: last) {
            if consonants.count == 2 {
                let first = consonants[0]
                if let cluster = HangulFinal(clustering: first, next) { tails.append(open + [cluster.finalScalar]) }
                if let single = HangulFinal(single: first) { tails.append(open + [single.finalScalar, next.initialScalar]) }
            } else {
                if let single = HangulFinal(single: next) {
                    tails.append(open + [single.finalScalar])
                    for cluster in HangulFinal.allCases where cluster.isCluster && cluster.consonants[0] == next {
                        tails.append(open + [cluster.finalScalar])
                    }
                }
                tails.append(open + [next.initialScalar])
            }
        }
        return tails
    }

    /// The consonants after `consonant` in its key's cycle (ㄱ → ㅋ ㄲ; ㄲ → none).
    static func successors(of consonant: HangulConsonant) -> [HangulConsonant] {
        for key in CheonJiInConsonantKey.allCases {
            if let index = key.cycle.firstIndex(of: consonant) { return Array(key.cycle[(index + 1)...]) }
        }
        return []
    }

    /// The modern vowels that more strokes can make of `vowel` inside a syllable, itself first
    /// when it is one (ㅗ → ㅗ ㅚ ㅘ ㅙ).
    static func extensions(of vowel: CheonJiInVowel) -> [HangulVowel] {
        var found: [HangulVowel] = []
        var queue = [vowel]
        var seen: Set<CheonJiInVowel> = [vowel]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if let modern = current.modern { found.append(modern) }
            for stroke in CheonJiInVowelStroke.allCases {
                guard let next = current.adding(stroke, hasInitial: true, cyclesWrap: false), seen.insert(next).inserted else { continue }
                queue.append(next)
            }
        }
        return found
    }

    /// The vowel a conjoining medial after an initial stands for: pending dots or a modern vowel.
    static func pendingVowel(_ scalar: Unicode.Scalar) -> CheonJiInVowel? {
        if scalar == HangulJamo.araeA { return .dot }
        if scalar == HangulJamo.ssangAraeA { return .doubleDot }
        return HangulVowel(medial: scalar).map { .vowel($0) }
    }
}
