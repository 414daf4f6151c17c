import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks
import TeclaTestSupport
import Testing

/// A log is outside input (`tecla replay` reads whatever file it is given): random inputs of
/// every kind, well-formed or not — fingers anywhere, keys that no layout has, swipes of any
/// shape, any suggestion index or cursor offset, unknown layouts, odd sizes, settings out of
/// range, texts with too many marks — must never trap or hang a session, and the session's
/// log must replay to the same state.
@Suite struct SessionInputFuzzTests {
    static let languageModels = LanguageModels(packs: ["en": try! BundledPacks.english()])

    static func number(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: [-1, 0, 1e-9, 1e12, -1e12, .greatestFiniteMagnitude, 0.05][Int.random(in: 0..<7, using: &random)]
        default: Double.random(in: -50...450, using: &random)
        }
    }

    static func point(_ random: inout SeededGenerator) -> Point { Point(x: number(&random), y: number(&random) / 2) }

    static func text(_ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return "e" + String(repeating: "\u{301}", count: Int.random(in: 1...80, using: &random))
        case 1: return String(repeating: "ab ", count: Int.random(in: 1...2_000, using: &random))
        case 2: return ["", " ", "\n", "👩🏽‍💻", "안녕", "ߒߞߏ", "مرحبا"][Int.random(in: 0..<7, using: &random)]
        default: return String((0..<Int.random(in: 1...8, using: &random)).map { _ in "abcdefghijklmnopqrstuvwxyz .,'".randomElement(using: &random)! })
        }
    }

    static func settings(_ random: inout SeededGenerator) -> KeyboardSettings {
        var settings = KeyboardSettings()
        settings.longPressDelay = number(&random) / 100
        settings.doubleSpaceWindow = number(&random) / 100
        settings.spaceDragStep = number(&random) / 10
        settings.spaceDragStartDistance = number(&random) / 10
        settings.swipeStartDistance = number(&random) / 100
        settings.swipePreviewInterval = number(&random) / 1000
        settings.emojiRecentsLimit = Int.random(in: -5...100, using: &random)
        settings.backspace.initialDelay = number(&random) / 100
        settings.backspace.interval = number(&random) / 1000
        settings.backspace.minimumInterval = number(&random) / 1000
        settings.backspace.acceleration = number(&random) / 100
        settings.backspace.wordDeletionAfter = number(&random)
        settings.backspace.wordInterval = number(&random) / 1000
        settings.cheonJiInCyclesWrap = Bool.random(using: &random)
        settings.swipeTyping = Int.random(in: 0..<4, using: &random) > 0
        settings.privateMode = Bool.random(using: &random)
        settings.enabledLayouts = Bool.random(using: &random) ? [] : ["en-US", "xx-none", "ko-cheonjiin"].shuffled(using: &random)
        return settings
    }

    static func input(_ random: inout SeededGenerator, keys: [Key]) -> SessionInput {
        let id = Int.random(in: -2...12, using: &random)
        switch Int.random(in: 0..<24, using: &random) {
        case 0..<5: return .touch(.down(id, at: Bool.random(using: &random) ? keys.randomElement(using: &random)!.frame.center : point(&random)))
        case 5..<9: return .touch(.move(id, to: point(&random), previews: Bool.random(using: &random)))
        case 9..<13: return .touch(.up(id, at: point(&random)))
        case 13: return .touch([.cancel(id), .tick][Int.random(in: 0..<2, using: &random)])
        case 14:
            return .key(
                Bool.random(using: &random) ? .character(text(&random)) : keys.randomElement(using: &random)!.action, casing: Bool.random(using: &random))
        case 15:
            let points = (0..<Int.random(in: 0...120, using: &random)).map { _ in point(&random) }
            let times = Bool.random(using: &random) ? (0..<Int.random(in: 0...120, using: &random)).map { Double($0) * 0.01 } : nil
            return .swipe(points: points, times: times)
        case 16: return .suggestion(Int.random(in: -3...5, using: &random))
        case 17: return .moveCursor([Int.min, Int.max, -3, 4, 0][Int.random(in: 0..<5, using: &random)])
        case 18: return .insertText(text(&random), origin: .reply)
        case 19: return .layout(id: ["en-US", "ko-cheonjiin", "nqo-latin", "ar", "xx"][Int.random(in: 0..<5, using: &random)])
        case 20: return .deleteRepeat(Bool.random(using: &random) ? .word : .character)
        case 21: return .host(.settingsDidChange(settings(&random)))
        case 22:
            let width = [320.0, 390, 844, 10, -5, 1e9, 430][Int.random(in: 0..<7, using: &random)]
            return .host(
                .resize(metrics: Bool.random(using: &random) ? .iPhonePortrait(width: width) : .iPhoneLandscape(width: width), options: LayoutOptions()))
        default:
            return [
                .host(.textDidChange), .host(.memoryWarning), .host(.forget(words: ["the", ""])),
                .host(.fieldDidChange(TextFieldTraits(keyboardType: .numberPad))), .host(.enabledLayoutsDidChange(["xx"])),
                .host(.userDataDidLoad(UserData(emojiRecents: Array(repeating: "😀", count: 50) + [""]))),
            ][Int.random(in: 0..<6, using: &random)]
        }
    }

    @Test func randomInputsNeverTrapAndReplayToTheSameState() throws {
        let fuzz = FuzzRun("session inputs", defaultIterations: 4)
        var random = SeededGenerator(seed: fuzz.seed &+ 33)
        _ = try fuzz.run { iteration in
            let clock = ManualClock(now: 100)
            let document = TextBuffer(contextLimit: TextBuffer.typicalContextLimit)
            let session = try KeyboardSession(
                layoutID: "en-US", catalog: .all, document: document, clock: clock, wallClock: clock, languageModels: Self.languageModels)
            session.startRecording()
            for _ in 0..<300 {
                clock.advance(by: [0, 0.01, 0.2, 3, 3_600][Int.random(in: 0..<5, using: &random)])
                let started = Date()
                session.handle(Self.input(&random, keys: session.currentPage.keys))
                if Date().timeIntervalSince(started) > 10 {  // a debug build: a long swipe takes a second or two
                    Issue.record("an input took over 10 s; \(InputMethodFuzzTests.saved(session.log, "inputs-seed\(fuzz.seed)-\(iteration)"))")
                    return
                }
                if GraphemeBound.firstOverlong(in: document.text) != nil {
                    Issue.record("a character past the bound; \(InputMethodFuzzTests.saved(session.log, "inputs-seed\(fuzz.seed)-\(iteration)"))")
                    return
                }
                if document.text.count > 20_000 {
                    document.replaceAll(with: "")
                    session.handle(.host(.textDidChange))
                }
            }
            let log = try #require(session.log)
            let replay = try log.replay(catalog: .all, languageModels: Self.languageModels)
            if replay.reproducesEnd != true || replay.session.sessionState != session.sessionState {
                Issue.record("the log did not replay to the same session; \(InputMethodFuzzTests.saved(log, "inputs-seed\(fuzz.seed)-\(iteration)"))")
            }
        }
    }
}
