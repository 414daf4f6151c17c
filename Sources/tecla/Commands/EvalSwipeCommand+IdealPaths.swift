import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaLanguage
import TeclaTouch
import TeclaTyping

extension EvalSwipeCommand {
    /// Decodes, for the `count` commonest words of a–z letters, the path a perfectly steady finger
    /// draws: straight through the centres of the word's keys on the iPhone's en-US letters page,
    /// a point every 4 pt and (unless `--no-times`) every 8 ms, after "i said". No person draws
    /// these; they show where the models trust something people's gestures always have.
    func reportIdealPaths(decoder: SwipeDecoder, pack: LanguagePack, count: Int) throws {
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        let keyboard = SwipeKeyboard(page: page)
        let lexicon = pack.lexicon, model = pack.model
        let ids = (0..<lexicon.count).filter { id in
            let word = lexicon.spelling(of: id)
            return word.count >= 2 && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
        }
        let words = ids.sorted { model.unigramLogProb($0) > model.unigramLogProb($1) }.prefix(count).map(lexicon.spelling(of:))
        var misses: [String] = []
        for word in words {
            let points = SyntheticSwipe.points(for: word, on: page)
            let times = noTimes ? nil : points.indices.map { Double($0) * 0.008 }
            let top = try decoder.decode(points, times: times, on: keyboard, context: TypingContext(previousWords: ["i", "said"]), limit: 1)
            if top.first?.text.lowercased() != word { misses.append("\(word) → \(top.first?.text ?? "nothing")") }
        }
        let pace = noTimes ? "no times" : "a point every 8 ms"
        print("ideal paths (\(pace)), the \(words.count) commonest words: \(words.count - misses.count) decoded as drawn")
        print("wrong: " + misses.joined(separator: ", "))
    }
}
