import Foundation
import TeclaCore

/// Turns the lines read from one chat screenshot into a ``Conversation``.
///
/// 1. Each line is cleaned (``LineCleaner``); clocks, dates, read receipts and the status bar
///    are dropped (``ScreenChrome``).
/// 2. Lines are grouped into bubbles: a line continues the bubble above it when it starts at the
///    same x and follows within about one line pitch.
/// 3. A bubble's side gives its speaker: nearer the left edge of the screen is *them*, nearer the
///    right is *me*, measured as fractions of the screenshot width; centred text (system notes,
///    date chips) is dropped.
/// 4. The header (top of the screen) gives the title; bubbles there are messages only if they
///    line up with the message columns. The input bar's placeholder at the bottom is dropped.
/// 5. A short, smaller first line that looks like a name is the sender's name (group chats), not
///    part of the message.
/// 6. Text that is not a chat gives no conversation (the caller answers "no chat messages
///    found"): a row with text at both edges (a settings list, a table), or a page of wide
///    paragraphs with nothing on the right (an article).
public struct ConversationExtractor: Sendable {
    /// Lines starting above this fraction of the height are the status bar.
    public var statusBarFraction = 0.04
    /// Lines ending above this fraction of the height may be the app's header.
    public var headerFraction = 0.19
    /// Lines starting below this fraction of the height may be the input bar.
    public var footerFraction = 0.88
    /// How far (fraction of the width) a bubble may be from a message column and still be on it.
    public var columnTolerance = 0.035
    /// A bubble whose left and right margins differ by less than this (fraction of the width) is centred.
    public var centredTolerance = 0.035
    /// Lines read with less confidence than this are noise (a bubble cut by the header).
    public var minimumConfidence = 0.35

    public init() {}

    /// Blocks of at least three wide lines (``paragraphWidthFraction``) holding this many lines
    /// in all, with nothing on the right, are a page's paragraphs: a chat screenshot that shows
    /// only the other side's long messages is rare.
    public var paragraphLines = 10
    /// The median width (fraction of the screenshot) of a paragraph's lines; a bubble's text
    /// stays under about 70 %.
    public var paragraphWidthFraction = 0.7

    /// Whether the bubbles are a chat's rather than another screen's text (a web page, a list of
    /// settings), which would otherwise be read as messages: text at both edges of one row makes
    /// a list or a table (chat bubbles on opposite sides never share a row), and long blocks of
    /// wide lines with nothing on the right make a page of text.
    func readsAsChat(_ bubbles: [Bubble], width: Double, lineHeight: Double) -> Bool {
        let frames = bubbles.map(\.frame)
        let lefts = frames.filter { $0.minX < width - $0.maxX }
        let rights = frames.filter { width - $0.maxX < $0.minX }
        let sharesARow = rights.contains { r in
            lefts.contains { l in min(l.maxY, r.maxY) - max(l.minY, r.minY) > 0.5 * lineHeight }
        }
        if sharesARow { return false }
        let paragraphs = bubbles.filter { bubble in
            bubble.lines.count >= 3 && median(bubble.lines.map(\.frame.width)) >= paragraphWidthFraction * width
        }
        return !(rights.isEmpty && paragraphs.reduce(0) { $0 + $1.lines.count } >= paragraphLines)
    }

    /// A bubble being built: its lines, top to bottom.
    struct Bubble {
        var lines: [RecognizedLine]
        var frame: Rect {
            let minX = lines.map(\.frame.minX).min()!, maxX = lines.map(\.frame.maxX).max()!
            let minY = lines.map(\.frame.minY).min()!, maxY = lines.map(\.frame.maxY).max()!
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    public func extract(_ page: RecognizedPage) -> Conversation {
        let width = max(page.size.width, 1), height = max(page.size.height, 1)
        let repaired = LineRepair.joinFragments(page.lines.flatMap { LineRepair.split($0) })
        var lines: [RecognizedLine] = []
        // Where a bubble certainly ends: a line that ended with a time, or a time on its own line
        // (apps that print the time inside the bubble).
        var bubbleEnds: [Double] = []
        for raw in repaired {
            guard raw.frame.minY >= statusBarFraction * height, raw.confidence >= minimumConfidence,
                let (line, endsBubble) = LineCleaner.clean(raw)
            else { continue }
            if ScreenChrome.isDateOrTime(line.text) {
                bubbleEnds.append(line.frame.midY)
                continue
            }
            if ScreenChrome.isReceipt(line.text) { continue }
            lines.append(line)
            if endsBubble { bubbleEnds.append(line.frame.maxY) }
        }
        lines.sort { $0.frame.minY < $1.frame.minY }
        guard !lines.isEmpty else { return Conversation() }
        let body = lines.filter { $0.frame.minY > headerFraction * height && $0.frame.minY < footerFraction * height }
        let lineHeight = median((body.isEmpty ? lines : body).map(\.frame.height))
        let bubbles = group(lines, lineHeight: lineHeight, width: width, bubbleEnds: bubbleEnds)

        let left = { (frame: Rect) in frame.minX / width }
        let right = { (frame: Rect) in (width - frame.maxX) / width }
        let bodyBubbles = bubbles.filter { $0.frame.minY > headerFraction * height && $0.frame.minY < footerFraction * height }
        if !readsAsChat(bodyBubbles, width: width, lineHeight: lineHeight) { return Conversation() }
        let leftColumn = column(bodyBubbles.map(\.frame).filter { left($0) < right($0) }.map(left))
        let rightColumn = column(bodyBubbles.map(\.frame).filter { right($0) < left($0) }.map(right))
        func onColumn(_ frame: Rect) -> Bool {
            if let leftColumn, abs(left(frame) - leftColumn) <= columnTolerance { return true }
            if let rightColumn, abs(right(frame) - rightColumn) <= columnTolerance { return true }
            return false
        }

        var title: String?
        var messages: [(message: Message, nameCandidate: RecognizedLine?)] = []
        for bubble in bubbles {
            let frame = bubble.frame
            let text = bubble.lines.map(\.text).joined(separator: " ")
            // In the header only a bubble on a message column with some words is a message (an
            // icon read as "se" at the right edge is not).
            if frame.maxY < headerFraction * height, !onColumn(frame) || text.filter(\.isLetter).count < 4 {
                if title == nil, let candidate = titleText(bubble) { title = candidate }
                continue
            }
            if frame.minY > footerFraction * height, ScreenChrome.isPlaceholder(text) || !onColumn(frame) { continue }
            if ScreenChrome.isPlaceholder(text), frame.minY > 0.8 * height { continue }
            let l = left(frame), r = right(frame)
            let speaker: Speaker
            if let leftColumn, abs(l - leftColumn) <= columnTolerance {
                speaker = .them
            } else if let rightColumn, abs(r - rightColumn) <= columnTolerance {
                speaker = .me
            } else if abs(l - r) < centredTolerance {
                continue
            } else {
                // A wrapped right-hand bubble's lines can end short of its edge: the left margin
                // still shows it is not in the left column.
                speaker = l < r ? .them : .me
            }
            var lines = bubble.lines
            var sender: String?
            if speaker == .them, lines.count > 1, isName(lines[0], comparedWith: Array(lines.dropFirst()), lineHeight: lineHeight) {
                sender = lines.removeFirst().text
            }
            let message = Message(speaker: speaker, text: lines.map(\.text).joined(separator: " "), sender: sender)
            messages.append((message, lines.count == 1 && speaker == .them ? lines[0] : nil))
        }
        // A name alone above a bubble (iMessage groups): a one-line, small, name-like "message"
        // followed by a bubble on the same side becomes that bubble's sender.
        var result: [Message] = []
        var pendingName: String?
        for (index, entry) in messages.enumerated() {
            if let line = entry.nameCandidate, index + 1 < messages.count, messages[index + 1].message.speaker == .them,
                messages[index + 1].message.sender == nil, line.frame.height < 0.8 * lineHeight, Self.looksLikeName(line.text)
            {
                pendingName = line.text
                continue
            }
            var message = entry.message
            if let name = pendingName, message.sender == nil { message.sender = name }
            pendingName = nil
            result.append(message)
        }
        // In a chat with names, a bubble without one continues the previous sender's run.
        if result.contains(where: { $0.sender != nil }) {
            var current: String?
            for i in result.indices {
                guard result[i].speaker == .them else { current = nil; continue }
                if let sender = result[i].sender { current = sender } else { result[i].sender = current }
            }
        }
        return Conversation(title: title, messages: result)
    }

    /// Groups lines into bubbles: same left edge (within the column tolerance) and a top-to-top
    /// distance under 2.2 line heights.
    func group(_ lines: [RecognizedLine], lineHeight: Double, width: Double, bubbleEnds: [Double] = []) -> [Bubble] {
        var bubbles: [Bubble] = []
        for line in lines {
            if var last = bubbles.last, let previous = last.lines.last,
                line.frame.minY - previous.frame.minY < 2.1 * lineHeight,
                !bubbleEnds.contains(where: { $0 >= previous.frame.midY && $0 < line.frame.minY }),
                abs(line.frame.minX - previous.frame.minX) <= 0.02 * width,
                line.frame.minY >= previous.frame.minY + 0.5 * lineHeight
            {
                last.lines.append(line)
                bubbles[bubbles.count - 1] = last
            } else {
                bubbles.append(Bubble(lines: [line]))
            }
        }
        return bubbles
    }

    /// The value most others lie near (within the tolerance): where a side's bubbles line up.
    func column(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        var best = values[0], bestCount = 0
        for v in values {
            let near = values.filter { abs($0 - v) <= columnTolerance / 2 }
            if near.count > bestCount || (near.count == bestCount && v < best) {
                bestCount = near.count
                best = near.reduce(0, +) / Double(near.count)
            }
        }
        return best
    }

    /// The header's name line: the first line that is not initials in an avatar, without the
    /// chevron some apps draw after it.
    private func titleText(_ bubble: Bubble) -> String? {
        for line in bubble.lines {
            var text = line.text.trimmingCharacters(in: .whitespaces)
            while let last = text.last, ">›»<‹".contains(last) || last == " " { text.removeLast() }
            let letters = text.filter(\.isLetter)
            if letters.count <= 3, letters.allSatisfy(\.isUppercase) { continue }
            if text.lowercased().hasPrefix("online") || text.lowercased().hasPrefix("last seen") || text.lowercased().hasPrefix("typing") { continue }
            return text.isEmpty ? nil : text
        }
        return nil
    }

    private func isName(_ line: RecognizedLine, comparedWith rest: [RecognizedLine], lineHeight: Double) -> Bool {
        guard Self.looksLikeName(line.text), line.confidence >= 0.6 else { return false }
        let restHeight = rest.map(\.frame.height).max() ?? lineHeight
        return line.frame.height < 0.85 * max(restHeight, lineHeight * 0.9)
    }

    /// One to three capitalized words of letters: "Leo", "Mum", "Ana Lopez".
    static func looksLikeName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...3).contains(words.count) else { return false }
        return words.allSatisfy { word in
            guard let first = word.first, first.isUppercase else { return false }
            return word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "." }
        }
    }

    private func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 1 }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
