import Foundation
import Testing
import TeclaCore
import TeclaHost
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks

/// What the keyboard view paints, checked as a user would see it: the bar above the keys, a
/// tap on a drawn key types that key, previews that stay on screen, right-to-left bars,
/// VoiceOver labels, the field's appearance and return key.
@MainActor
@Suite struct KeyboardSceneTests {
    static let models = LanguageModels(source: BundledPacks.folder, retention: .activeOnly)

    func host(_ proxy: FakeTextDocumentProxy = FakeTextDocumentProxy(), layout: String = "en-US") throws -> KeyboardHost {
        try KeyboardHost(
            proxy: proxy, stores: HostStores(group: nil, own: nil, hasFullAccess: true), hasFullAccess: true,
            width: 390, screenWidthInPortrait: 390, needsInputModeSwitchKey: true, languageModels: Self.models, layoutID: layout)
    }

    /// Taps the middle of the cap the view draws for `keyID`, the way the view forwards it.
    func tapDrawn(_ keyID: String, on host: KeyboardHost, at time: inout Double) throws {
        let scene = host.scene()
        let cap = try #require(scene.caps.first { $0.keyID == keyID }, "\(keyID) is drawn")
        let point = scene.keyboardPoint(for: cap.frame.center)
        #expect(!scene.isInBar(cap.frame.center))
        time += 0.2
        _ = host.touchDown(0, at: point, timestamp: time)
        _ = host.touchUp(0, at: point, timestamp: time + 0.05)
    }

    @Test func theBarSitsAboveTheKeysAndADrawnKeyTypesWhatItShows() throws {
        let proxy = FakeTextDocumentProxy()
        let host = try host(proxy)
        let scene = host.scene()
        #expect(abs(scene.size.height - (host.session.state.size.height + KeyboardScene.barHeight)) < 0.001)
        #expect(KeyboardScene.barHeight >= 44, "the bar is a full touch target")
        #expect(scene.caps.allSatisfy { $0.frame.minY >= KeyboardScene.barHeight })
        var time = 10.0
        for key in ["h", "e", "y"] { try tapDrawn(key, on: host, at: &time) }
        #expect(proxy.text == "Hey")
        // A tap on a suggestion drawn in the bar types that suggestion.
        let bar = host.scene().bar
        let item = try #require(bar.first { if case .suggestion = $0.target { true } else { false } })
        #expect(host.scene().barTarget(at: item.frame.center) == item.target)
        _ = host.tapBar(item.target)
        #expect(proxy.text.hasPrefix(item.title.trimmingCharacters(in: CharacterSet(charactersIn: "“”"))))
    }

    @Test func previewsAndAlternatesNeverLeaveTheView() throws {
        let host = try host()
        let scene = host.scene()
        for keyID in ["q", "p", "a", "l", "z", "m"] {
            let cap = try #require(scene.caps.first { $0.keyID == keyID })
            _ = host.touchDown(0, at: scene.keyboardPoint(for: cap.frame.center), timestamp: 1)
            let preview = try #require(host.scene().preview, "\(keyID) shows its preview")
            #expect(preview.label == cap.label)
            #expect(preview.frame.minX >= 0 && preview.frame.maxX <= scene.size.width, "\(keyID) preview inside the width")
            #expect(preview.frame.minY >= 0, "\(keyID) preview rises into the bar, not above the view")
            #expect(preview.frame.minY < cap.frame.minY, "\(keyID) preview above its key")
            host.touchCancel(0)
        }
        // Holding e opens its alternates, inside the view, the preview gone.
        let e = try #require(scene.caps.first { $0.keyID == "e" })
        _ = host.touchDown(1, at: scene.keyboardPoint(for: e.frame.center), timestamp: 5)
        _ = host.tick(timestamp: 6)
        let held = host.scene()
        let strip = try #require(held.alternates)
        #expect(strip.options.map { $0.lowercased() }.contains("é"))
        #expect(strip.frames.allSatisfy { $0.minX >= 0 && $0.maxX <= held.size.width + 0.001 && $0.minY >= 0 })
        #expect(held.preview == nil)
        // Space, shift and delete show no letter preview.
        host.touchCancel(1)
        for keyID in ["space", "shift", "delete"] {
            let cap = try #require(scene.caps.first { $0.keyID == keyID })
            _ = host.touchDown(2, at: scene.keyboardPoint(for: cap.frame.center), timestamp: 8)
            #expect(host.scene().preview == nil, "\(keyID)")
            host.touchCancel(2)
        }
    }

    @Test func rightToLeftBarsReadFromTheRight() throws {
        let slots = [
            SuggestionSlot(text: "أين", kind: .correction, isAutocorrection: true), SuggestionSlot(text: "اين", kind: .verbatim),
            SuggestionSlot(text: "اينما", kind: .completion),
        ]
        var state = try host(layout: "ar").session.state
        state.suggestions = slots
        let scene = KeyboardScene(state: state)
        #expect(scene.direction == .rightToLeft)
        let first = try #require(scene.bar.first { $0.target == .suggestion(0) })
        let last = try #require(scene.bar.first { $0.target == .suggestion(2) })
        #expect(first.frame.minX > last.frame.minX, "the first suggestion is on the right")
        #expect(first.isHighlighted)
        #expect(scene.bar.first { $0.target == .suggestion(1) }?.title == "“اين”", "the word as typed is quoted beside a correction")
        // Left to right, the same slots read from the left.
        state.direction = .leftToRight
        let ltr = KeyboardScene(state: state)
        #expect(ltr.bar[0].frame.minX == 0 && ltr.bar[0].target == .suggestion(0))
    }

    @Test func aGlossIsDrawnUnderItsWord() throws {
        var state = try host().session.state
        state.suggestions = [SuggestionSlot(text: "ߌ ߣߌ ߕߋ߯", kind: .prediction, gloss: "good evening")]
        #expect(KeyboardScene(state: state).bar.first?.gloss == "good evening")
    }

    @Test func everyKeyHasAVoiceOverLabel() throws {
        for layout in ["en-US", "ar", "ko-cheonjiin", "nqo-latin"] {
            let host = try host(layout: layout)
            var time = 1.0
            for page in [PageID.letters, .numbers] {
                if let key = host.session.currentPage.key(for: .page(page)) { try tapDrawn(key.id, on: host, at: &time) }
                let scene = host.scene()
                let unlabeled = scene.caps.filter { $0.accessibilityLabel?.isEmpty ?? true }.map(\.keyID)
                #expect(unlabeled.isEmpty, "\(layout) \(page): \(unlabeled)")
                if let globe = scene.caps.first(where: { $0.keyID == "globe" }) {
                    #expect(globe.accessibilityLabel == "next keyboard", "\(layout) \(page)")
                }
            }
        }
        let host = try host()
        #expect(host.scene().caps.first { $0.keyID == "globe" }?.accessibilityLabel == "next keyboard")
        var time = 1.0
        try tapDrawn("h", on: host, at: &time)
        #expect(host.scene().caps.first { $0.keyID == "shift" }?.accessibilityValue == nil, "shift off after the first capital")
        try tapDrawn("shift", on: host, at: &time)
        let shift = try #require(host.scene().caps.first { $0.keyID == "shift" })
        #expect(shift.isHighlighted && shift.accessibilityValue == "selected")

        // VoiceOver reads the bar, then the keys; a pressed key does not change what it reads.
        let elements = host.scene().accessibleElements
        #expect(elements.first?.role == .button && elements.last?.role == .key)
        #expect(elements.contains { $0.label == "shift" && $0.isSelected })
        let e = try #require(host.scene().caps.first { $0.keyID == "e" })
        _ = host.touchDown(0, at: host.scene().keyboardPoint(for: e.frame.center), timestamp: 50)
        #expect(host.scene().accessibleElements == elements)
        host.touchCancel(0)
    }

    @Test func theFieldSetsTheLookAndTheReturnKey() throws {
        let proxy = FakeTextDocumentProxy()
        proxy.traitsForTest = TextFieldTraits(returnKeyType: .send, enablesReturnKeyAutomatically: true, keyboardAppearance: .dark)
        let host = try host(proxy)
        let scene = host.scene()
        let send = try #require(scene.caps.first { $0.keyID == "return" })
        #expect(send.label == "send" && send.style == .primary)
        #expect(!send.isEnabled, "an empty field's send key is dimmed")
        #expect(scene.palette == ScenePalette(appearance: .dark))
        #expect(scene.palette.background != ScenePalette(appearance: .light).background)
        #expect(host.scene(usesBoldText: true).usesBoldText)
        var time = 1.0
        try tapDrawn("h", on: host, at: &time)
        #expect(host.scene().caps.first { $0.keyID == "return" }?.isEnabled == true)
        // The default appearance follows the system.
        #expect(ScenePalette(appearance: .default, systemIsDark: true) == ScenePalette(appearance: .dark))
        #expect(ScenePalette(appearance: .default, systemIsDark: false) == ScenePalette(appearance: .light))
    }

    @Test func aSwipeDrawsItsTrailUntilTheFingerLifts() throws {
        let host = try host()
        let scene = host.scene()
        let path = ["h", "e", "l", "o"].compactMap { id in scene.caps.first { $0.keyID == id }?.frame.center }
        var time = 1.0
        _ = host.touchDown(0, at: scene.keyboardPoint(for: path[0]), timestamp: time)
        for point in path.dropFirst() {
            for step in 1...6 {
                time += 0.02
                let previous = path[path.firstIndex(of: point)! - 1]
                let t = Double(step) / 6
                let p = Point(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t)
                _ = host.touchMove(0, to: scene.keyboardPoint(for: p), timestamp: time)
            }
        }
        let trail = host.scene().trail
        #expect(trail.count > 10)
        #expect(trail.allSatisfy { $0.y >= KeyboardScene.barHeight }, "the trail is drawn where the finger is")
        _ = host.touchUp(0, at: scene.keyboardPoint(for: path.last!), timestamp: time + 0.02)
        #expect(host.scene().trail.isEmpty)
    }
}

@Suite struct MemoryReportTests {
    @Test func theOverlayLineShowsFootprintHeadroomAndTheBudget() {
        let under = MemoryReport(footprintBytes: 24 * 1_048_576 + 314_573, availableBytes: 41 * 1_048_576)
        #expect(under.line == "24.3 MB · 41.0 MB left")
        #expect(!under.isOverBudget)
        let over = MemoryReport(footprintBytes: MemoryReport.budgetBytes + 1, availableBytes: 0)
        #expect(over.isOverBudget && over.line.hasPrefix("⚠︎ 30.0 MB"))
    }
}
