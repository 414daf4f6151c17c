import TeclaAssist
import Foundation
import TeclaCore

/// Parses tesseract's TSV output (`tesseract IMAGE stdout tsv`) into lines with boxes.
///
/// Columns: level, page_num, block_num, par_num, line_num, word_num, left, top, width, height,
/// conf, text. Level 1 rows give the page size, level 4 rows the line boxes, level 5 rows the
/// words (confidence 0…100, -1 for non-words). A line's text is its words joined by spaces.
public enum TesseractTSVParser {
    public static func parse(_ tsv: String) throws(RecognitionError) -> RecognizedPage {
        var size: Size?
        struct Key: Hashable { var block, paragraph, line: Int }
        var order: [Key] = []
        var frames: [Key: Rect] = [:]
        var words: [Key: [RecognizedWord]] = [:]
        for (index, row) in tsv.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let fields = row.split(separator: "\t", maxSplits: 11, omittingEmptySubsequences: false)
            if index == 0, fields.first == "level" { continue }
            guard fields.count >= 11, let level = Int(fields[0]) else {
                throw .malformedOutput("TSV row \(index + 1) has \(fields.count) fields")
            }
            let numbers = fields[1..<10].map { Int($0) }
            guard numbers.allSatisfy({ $0 != nil }), let confidence = Double(fields[10]) else {
                throw .malformedOutput("TSV row \(index + 1) has non-numeric fields")
            }
            let n = numbers.map { $0! }
            let frame = Rect(x: Double(n[5]), y: Double(n[6]), width: Double(n[7]), height: Double(n[8]))
            let key = Key(block: n[1], paragraph: n[2], line: n[3])
            switch level {
            case 1:
                size = frame.size
            case 4:
                if frames[key] == nil { order.append(key) }
                frames[key] = frame
            case 5:
                let text = fields.count > 11 ? fields[11].trimmingCharacters(in: .whitespacesAndNewlines) : ""
                if !text.isEmpty { words[key, default: []].append(RecognizedWord(text: text, frame: frame, confidence: max(0, confidence) / 100)) }
            default:
                break
            }
        }
        guard let size else { throw .malformedOutput("no page row") }
        let lines = order.compactMap { key -> RecognizedLine? in
            guard let frame = frames[key], let lineWords = words[key], !lineWords.isEmpty else { return nil }
            let confidence = lineWords.map(\.confidence).reduce(0, +) / Double(lineWords.count)
            return RecognizedLine(text: lineWords.map(\.text).joined(separator: " "), frame: frame, confidence: confidence, words: lineWords)
        }
        return RecognizedPage(size: size, lines: lines.sorted { $0.frame.minY < $1.frame.minY })
    }
}
