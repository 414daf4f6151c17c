import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaPacks
import TeclaTestSupport
import Testing

/// Random key sequences on every layout, with the language packs: taps anywhere on the page,
/// held keys, backspace bursts, page and layout changes. Cheon-Ji-In must always leave valid
/// Hangul; every input method must keep the document and the bar consistent, and none may trap.
/// Each session records its log: a failure writes it where `tecla replay` reruns it, and every
/// session must replay to the same state (inputs are data; nothing else may steer a session).
@Suite struct InputMethodFuzzTests {
    static let languageModels = LanguageModels(packs: try! BundledPacks.all())

    /// Writes a failing session's log and says where.
    static func saved(_ log: SessionLog?, _ name: String) -> String {
        guard let log, let data = try? SessionLog.encoder().encode(log) else { return "no log" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-fuzz-\(name).json")
        return (try? data.write(to: url)) != nil ? "log: tecla replay \(url.path)" : "the log could not be written"
    }

    @Test(arguments: ["ko-cheonjiin", "nqo-latin", "nqo", "ar", "en-US", "la"])
    func randomKeysNeverTrapOrCorruptTheText(layoutID: String) throws {
        let fuzz = FuzzRun("keys \(layoutID)", defaultIterations: 3)
        var random = SeededGenerator(seed: fuzz.seed &+ UInt64(layoutID.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        _ = try fuzz.run { iteration in
            let h = try SessionHarness(layoutID: layoutID, catalog: .all, languageModels: Self.languageModels)
            h.session.startRecording()
            let name = "\(layoutID)-seed\(fuzz.seed)-\(iteration)"
            for _ in 0..<400 {
                let page = h.session.currentPage
                let keys = page.keys
                switch Int.random(in: 0..<20, using: &random) {
                case 0:  // a burst of backspaces
                    for _ in 0..<Int.random(in: 1...12, using: &random) { h.tap("delete", after: 0.05) }
                case 1:  // a held key (long-press popup or backspace repeat)
                    let key = keys.randomElement(using: &random)!
                    h.session.touchDown(0, at: key.frame.center)
                    for _ in 0..<Int.random(in: 1...30, using: &random) {
                        h.clock.advance(by: 0.05)
                        h.session.tick()
                    }
                    h.session.touchUp(0, at: key.frame.center)
                case 2:  // a tap anywhere, even off the keys
                    let point = Point(x: Double.random(in: -20...410, using: &random), y: Double.random(in: -60...300, using: &random))
                    h.session.touchDown(0, at: point)
                    h.session.touchUp(0, at: point)
                case 3:  // a suggestion
                    h.session.selectSuggestion(at: Int.random(in: 0..<3, using: &random))
                case 4:  // one key hammered (issue 32: a mark key stacked 20,000 marks onto one letter)
                    let key = keys.first { $0.id == "tashkeel" } ?? keys.randomElement(using: &random)!
                    for _ in 0..<Int.random(in: 20...80, using: &random) { h.tap(key.id, after: 0.05) }
                default:
                    let key = keys.randomElement(using: &random)!
                    h.tap(key.id, after: Double.random(in: 0.02...0.6, using: &random))
                }
                if layoutID == "ko-cheonjiin" {
                    // The number page types digits and symbols; what Cheon-Ji-In leaves must be valid Hangul.
                    let hangul = String(
                        String.UnicodeScalarView(
                            h.text.unicodeScalars.map { s in
                                (0x1100...0x11FF).contains(s.value) || (0x3130...0x318F).contains(s.value) || (0xAC00...0xD7A3).contains(s.value) ? s : " "
                            }))
                    if let problem = HangulTextValidity.problem(in: hangul) {
                        Issue.record("\(problem); \(Self.saved(h.session.log, name))")
                        return
                    }
                }
                if h.session.state.suggestions.count > 3 || GraphemeBound.firstOverlong(in: h.text) != nil {
                    Issue.record("more than 3 slots or a character past the bound; \(Self.saved(h.session.log, name))")
                    return
                }
                if h.text.count > 2_000 {
                    h.document.replaceAll(with: "")
                    h.session.documentDidChange()
                }
            }
            let log = try #require(h.session.log)
            let replay = try log.replay(catalog: .all, languageModels: Self.languageModels)
            if replay.reproducesEnd != true || replay.session.sessionState != h.session.sessionState {
                Issue.record("the log did not replay to the same session; \(Self.saved(log, name))")
            }
        }
    }
}
