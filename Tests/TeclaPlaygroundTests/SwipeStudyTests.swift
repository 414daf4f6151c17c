import Foundation
import TeclaCore
import TeclaEvaluation
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks
import TeclaTouch
import Testing

@testable import TeclaPlayground

/// The swipe study (`GET /api/sessions/{id}/study`): the words a person is asked to draw, and the
/// keyboard the recorded gestures are measured on, which must be the one the session decoded on.
@Suite struct SwipeStudyTests {
    /// A store with the packs `tecla serve` loads.
    static let store = SessionStore(languageModels: LanguageModels(packs: try! BundledPacks.all()))

    @Test func promptsCommonWordsSpeltWithTheKeyboardsLetters() async throws {
        let store = Self.store
        let id = try await store.create(CreateSessionRequest(layout: "la")).id
        let study = try await store.study(id: id, count: 20, seed: 5)
        #expect(study.layout == "playground_la_390" && study.language == "la")
        #expect(study.words.count == 20 && Set(study.words).count == 20)
        let letters = Set(study.keyboard.keys.keys.compactMap(\.unicodeScalars.first))
        #expect(study.paths.count == study.words.count)
        for (word, path) in zip(study.words, study.paths) {
            #expect(word.count >= 2 && word == word.lowercased(), "\(word)")
            #expect(TextFolding.fold(word).allSatisfy(letters.contains), "\(word) has a letter without a key")
            // The keys a finger passes: the folded letters, a repeated one once ("nullo" → nulo).
            let keys = Array(path.unicodeScalars)
            #expect(keys.allSatisfy(letters.contains) && zip(keys, keys.dropFirst()).allSatisfy { $0 != $1 }, "\(word) → \(path)")
            #expect(keys.first == TextFolding.fold(word).first && keys.last == TextFolding.fold(word).last, "\(word) → \(path)")
        }
        // The same seed gives the same words (a study can be drawn again); another, others.
        #expect(try await store.study(id: id, count: 20, seed: 5).words == study.words)
        #expect(try await store.study(id: id, count: 20, seed: 6).words != study.words)
    }

    @Test func theRecordedKeyboardIsTheOneTheSessionDecodesOn() async throws {
        let store = Self.store
        for layout in ["ar", "la", "en-US"] {
            let id = try await store.create(CreateSessionRequest(layout: layout, width: 375)).id
            let study = try await store.study(id: id, count: 3, seed: 1)
            #expect(study.layout == "playground_\(layout)_375" && study.words.count == 3)
            // What `tecla eval swipe --layouts` reads back from the downloaded file…
            let file = try JSONEncoder().encode([study.layout: study.keyboard])
            let measured = try #require(try SwipeLayouts.decode(file)[study.layout])
            // …against the keys the session's own decoder matches gestures to (the layout's letters
            // page, whatever page is shown).
            let page = try LayoutCatalog.all.layout(id: layout, width: 375).homePage
            #expect(study.page == page.id.rawValue)
            let decoded = SwipeKeyboard(page: page)
            #expect(measured.count == decoded.count && decoded.count >= 26)
            #expect(
                Dictionary(uniqueKeysWithValues: zip(measured.letters, measured.centers))
                    == Dictionary(uniqueKeysWithValues: zip(decoded.letters, decoded.centers)))
            #expect(measured.pitchX == decoded.pitchX && measured.pitchY == decoded.pitchY)
            #expect(study.keyboard.width == 375)
        }
    }

    @Test func refusesCountsAndSeedsItCannotMean() async throws {
        try await RunningPlayground.with { server in
            let id = try await server.createSession()
            for query in ["count=0", "count=201", "count=ten", "seed=-1", "seed=1.5"] {
                let reply = try await server.get("api/sessions/\(id)/study?\(query)")
                #expect(reply.status == 400, "\(query)")
                #expect(reply.text.contains(query.split(separator: "=")[0]), "\(query): \(reply.text)")
            }
            #expect(try await server.get("api/sessions/no-such-session/study").status == 404)
        }
    }
}
