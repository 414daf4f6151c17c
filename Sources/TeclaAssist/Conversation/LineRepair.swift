import TeclaCore

/// Fixes how OCR cut a screen into lines before anything is placed: a "line" whose words are far
/// apart is several things side by side (a title and the header's icons), and fragments on one
/// row with almost no gap are one line split by an avatar's edge ("J" + "amie").
enum LineRepair {
    /// Splits at horizontal gaps wider than `gapFactor` × the line's height.
    static func split(_ line: RecognizedLine, gapFactor: Double = 2.5) -> [RecognizedLine] {
        guard line.words.count > 1 else { return [line] }
        var pieces: [[RecognizedWord]] = [[line.words[0]]]
        for word in line.words.dropFirst() {
            let previous = pieces[pieces.count - 1].last!
            if word.frame.minX - previous.frame.maxX > gapFactor * max(previous.frame.height, word.frame.height) {
                pieces.append([word])
            } else {
                pieces[pieces.count - 1].append(word)
            }
        }
        guard pieces.count > 1 else { return [line] }
        return pieces.map(make)
    }

    /// Joins fragments on the same row whose gap is under a third of their height.
    static func joinFragments(_ lines: [RecognizedLine]) -> [RecognizedLine] {
        var result: [RecognizedLine] = []
        for line in lines.sorted(by: { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }) {
            if let index = result.lastIndex(where: { sameRow($0.frame, line.frame) }),
                !result[index].words.isEmpty, !line.words.isEmpty
            {
                let (first, second) = result[index].frame.minX <= line.frame.minX ? (result[index], line) : (line, result[index])
                let gap = second.frame.minX - first.frame.maxX
                if gap < max(first.frame.height, second.frame.height) / 3 {
                    var words = first.words
                    var joined = second.words
                    if gap < 0.25 * first.frame.height, let last = words.last, let head = joined.first {
                        // No space: one word cut in two.
                        words[words.count - 1] = RecognizedWord(
                            text: last.text + head.text, frame: union(last.frame, head.frame), confidence: min(last.confidence, head.confidence))
                        joined.removeFirst()
                    }
                    result[index] = make(words + joined)
                    continue
                }
            }
            result.append(line)
        }
        return result.sorted { $0.frame.minY < $1.frame.minY }
    }

    private static func sameRow(_ a: Rect, _ b: Rect) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return overlap > 0.6 * min(a.height, b.height)
    }

    static func make(_ words: [RecognizedWord]) -> RecognizedLine {
        let frame = words.map(\.frame).dropFirst().reduce(words[0].frame, union)
        let confidence = words.map(\.confidence).reduce(0, +) / Double(words.count)
        return RecognizedLine(text: words.map(\.text).joined(separator: " "), frame: frame, confidence: confidence, words: words)
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
