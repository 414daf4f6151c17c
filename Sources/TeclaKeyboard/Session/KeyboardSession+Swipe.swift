import Foundation
import TeclaCore
import TeclaLanguage
import TeclaTouch

/// Swipe typing: a finger that slides from a letter far enough becomes a word gesture. While it
/// moves, the decoder previews the word; when it lifts, the best word is typed with a space (a
/// space is put before it too when it follows a word), the other readings fill the suggestion bar,
/// and a backspace right after removes the whole word.
extension KeyboardSession {
    /// The decoder for the current layout's language, when swiping is possible here.
    var swipeDecoder: SwipeDecoder? {
        guard settings.swipeTyping, pageID == .letters, document.traits.allowsSuggestions,
            var decoder = languageModels[layout.language]?.swipeDecoder
        else { return nil }
        settings.swipeSensitivity.apply(to: &decoder.configuration)
        return settings.swipeAdaptation ? decoder.adapted(to: userModel.swipeAdaptation) : decoder
    }

    /// The user kept a swiped word (they went on typing, without deleting it or picking another
    /// reading): how far their trace sat from its keys, for the learning step, unless learning
    /// is off. Measured now, with the decoder of the language it was swiped in (the input may
    /// switch layouts before the learning step).
    func swipeResidual(of swipe: SwipeCommit) -> (x: Double, y: Double)? {
        guard mayLearn, let decoder = languageModels[layout.language]?.swipeDecoder else { return nil }
        return decoder.residual(of: swipe.points, word: swipe.word, on: swipe.keyboard)
    }

    /// The letters page's key geometry in the decoder's terms (cached per layout and width).
    var swipeKeyboard: SwipeKeyboard { geometry(of: layout.homePage).swipes }

    /// Called on every move of a touch that is not in a popup: records the trace, turns the touch
    /// into a swipe once it has slid far enough from a letter, and refreshes the preview.
    func trackSwipe(_ touch: inout ActiveTouch, to point: Point, previews: Bool = true) {
        switch touch.phase {
        case .pressing(var path, var times, var travel):
            if let last = path.last { travel += last.distance(to: point) }
            path.append(point)
            times.append(clock.now)
            touch.phase = .pressing(path: path, times: times, travel: travel)
            guard touch.key.isLetter, let decoder = swipeDecoder else { return }
            let keyboard = swipeKeyboard
            guard travel >= settings.swipeStartDistance * settings.swipeSensitivity.startDistanceFactor * keyboard.pitchX else { return }
            touch.phase = .swiping(IncrementalSwipeDecoder(decoder: decoder, keyboard: keyboard, points: path, times: times), lastPreview: nil)
        case .swiping(var gesture, let lastPreview):
            gesture.append(point, at: clock.now)
            touch.phase = .swiping(gesture, lastPreview: lastPreview)
        default:
            return
        }
        if previews { refreshSwipePreview(&touch) }
    }

    /// The longest trace previewed while the finger moves (eight seconds of touch at 120 Hz; a
    /// swipe is under two). A finger held and moved for longer is decoded only when it lifts:
    /// one client's held finger once asked for a 5,000-point decode every batch.
    static let maxPreviewPoints = 1_000

    /// Decodes the trace so far when the preview interval has passed (on moves and on ticks, so
    /// the preview catches up when the finger rests).
    func refreshSwipePreview(_ touch: inout ActiveTouch) {
        let now = clock.now
        guard case .swiping(var gesture, let lastPreview) = touch.phase, gesture.points.count <= Self.maxPreviewPoints,
            lastPreview.map({ now - $0 >= settings.swipePreviewInterval }) ?? true
        else { return }
        gesture.refresh(context: swipeContext.context, personalWords: personalWords)
        touch.phase = .swiping(gesture, lastPreview: now)
    }

    /// Where the swiped word goes: the context it is decoded in, and the space put before it.
    private var swipeContext: (context: TypingContext, leadingSpace: String) {
        let before = document.textBeforeCursor
        let needsSpace = before.last.map { !$0.isWhitespace && !"([{\"'“‘¿¡/@#".contains($0) } ?? false
        let space = needsSpace ? " " : ""
        return (TypingContext(textBeforeCursor: before + space), space)
    }

    /// The user's own words, offered to the decoder beside the pack's.
    var personalWords: [SwipeDecoder.PersonalWord] {
        guard mayLearn else { return [] }
        return userModel.words(withPrefix: "", at: wallClock.now, limit: 300).map {
            // A word typed a few times weighs like a rare pack word; a favourite like a common one.
            SwipeDecoder.PersonalWord($0.word, logProbability: min(-2, log10(max($0.count, 1e-3)) - 5))
        }
    }

    /// The finger lifted at the end of a swipe: types the best word (the pipeline's edit step).
    func commitSwipe(points: [Point], times: [Double]?, _ run: inout PipelineRun) {
        run.output.append(apply(inputMethod.commit(in: document)))
        let (context, space) = swipeContext
        let keyboard = swipeKeyboard
        let candidates =
            points.isEmpty
            ? []
            : ((try? swipeDecoder?.decode(points, times: times, on: keyboard, context: context, personalWords: personalWords, limit: 4)) ?? [])
        guard let best = candidates.first else {
            // Nothing to type: the bar and the shift state stay as they were.
            run.shiftUpdate = .none
            run.bar = .unchanged
            run.finish(with: .error)
            return
        }
        let word = cased(best.text)
        let inserted = space + word + " "
        run.output.append(apply([.insert(inserted)]))
        run.learnedWords = Array(context.previousWords.suffix(1)) + [word]
        // The swipe before this one was kept: a new word follows it.
        if let previous = lastEdit.swipe, let residual = swipeResidual(of: previous) { run.keptSwipes.append(residual) }
        lastEdit = .swipe(
            SwipeCommit(
                inserted: inserted, word: word, leadingSpace: space, candidates: candidates, points: points,
                slowPoints: Self.slowPoints(points: points, times: times), keyboard: keyboard))
        wordTaps.removeAll()
        run.bar = .swipeAlternatives
        run.event = .swipe
    }

    /// The suggestion bar after a swipe: the other readings of the gesture.
    func showSwipeAlternatives() {
        guard let swipe = lastEdit.swipe else { return }
        suggestions = swipe.alternatives(casing: cased).map { SuggestionSlot(text: $0, kind: .swipe) }
    }

    /// The shift state applied to a swiped word (sentence-start capitals come from the decoder).
    private func cased(_ word: String) -> String {
        switch shift.state {
        case .capsLock: word.uppercased()
        case .shifted: Capitalization.capitalizedFirst(word)
        case .off: word
        }
    }

    /// What the renderer shows of the swipe in progress or the last one.
    var swipeState: SwipeState? {
        if let active = touches.values.first(where: { $0.gesture != nil })?.gesture {
            return Self.swipeState(
                points: active.points, slowPoints: Self.slowPoints(points: active.points, times: active.times), candidates: active.candidates,
                isActive: true)
        }
        if let swipe = lastEdit.swipe {
            return Self.swipeState(points: swipe.points, slowPoints: swipe.slowPoints, candidates: swipe.candidates, isActive: false)
        }
        return nil
    }

    private static func slowPoints(points: [Point], times: [Double]?) -> [Point] {
        times.map { SwipeDecoder.slowPoints(of: points, times: $0) } ?? []
    }

    private static func swipeState(points: [Point], slowPoints: [Point], candidates: [SwipeCandidate], isActive: Bool) -> SwipeState {
        // What is drawn, at most 256 points of each: a finger held and moved for seconds once
        // sent thousands of slow points with every snapshot.
        func thinned(_ points: [Point]) -> [Point] {
            let step = max(1, (points.count + 255) / 256)
            var kept = stride(from: 0, to: points.count, by: step).map { points[$0] }
            if let last = points.last, kept.last != last { kept.append(last) }
            return kept
        }
        return SwipeState(
            points: thinned(points),
            candidates: candidates.map {
                SwipeState.Candidate(
                    text: $0.text, score: $0.score, location: $0.location, shape: $0.shape,
                    letters: $0.letters, language: $0.language, isPersonal: $0.isPersonal, letterModel: $0.letterModel, rank: $0.rank)
            }, isActive: isActive, slowPoints: thinned(slowPoints))
    }
}
