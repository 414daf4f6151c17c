/// How alike two OCR readings of messages are, 0…1, tolerant to OCR noise and to a bubble cut off
/// at the screen's edge (one reading is then a prefix or suffix of the other).
public enum MessageSimilarity {
    /// Lower-cased letters, digits and single spaces ("|" read as "i").
    public static func normalize(_ text: String) -> [Character] {
        var out: [Character] = []
        for ch in text.lowercased() {
            let c: Character = ch == "|" ? "i" : ch
            if c.isLetter || c.isNumber {
                out.append(c)
            } else if out.last != " ", !out.isEmpty {
                out.append(" ")
            }
        }
        if out.last == " " { out.removeLast() }
        return out
    }

    /// 1 − edit distance / longer length; or, when the shorter reading is at least 8 characters,
    /// the same measure between it and the longer one's prefix or suffix of its length (a bubble
    /// cut by the header or the input bar), whichever is higher.
    public static func score(_ a: String, _ b: String) -> Double {
        score(normalize(a), normalize(b))
    }

    package static func score(_ a: [Character], _ b: [Character]) -> Double {
        if a.isEmpty || b.isEmpty { return a.isEmpty && b.isEmpty ? 1 : 0 }
        let whole = 1 - Double(editDistance(a, b)) / Double(max(a.count, b.count))
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard short.count >= 8, short.count < long.count else { return whole }
        let prefix = Array(long.prefix(short.count)), suffix = Array(long.suffix(short.count))
        let cut = 1 - Double(min(editDistance(short, prefix), editDistance(short, suffix))) / Double(short.count)
        return max(whole, cut * 0.95)
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
