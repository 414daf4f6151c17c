@_exported import TeclaTyping
import TeclaCore
import TeclaKeyboard

/// A session on a text buffer with a manual clock, and shortcuts for tests.
public final class SessionHarness {
    public let clock = ManualClock(now: 100)
    public let document: TextBuffer
    public let session: KeyboardSession
    public let typist: Typist

    public init(
        layoutID: String = "en-US", width: Double = 390, traits: TextFieldTraits = TextFieldTraits(),
        text: String = "", settings: KeyboardSettings = KeyboardSettings(), catalog: LayoutCatalog = .standard,
        languageModels: LanguageModels = .none,
        makeInputMethod: ((KeyboardLayout) -> any InputMethod)? = nil
    ) throws {
        document = TextBuffer(text: text, traits: traits)
        session = try KeyboardSession(
            layoutID: layoutID, width: width, catalog: catalog, document: document, clock: clock, wallClock: clock, settings: settings,
            languageModels: languageModels, makeInputMethod: makeInputMethod
        )
        typist = Typist(session: session, clock: clock, interval: 0.15)
    }

    public var text: String { document.text }

    public var state: KeyboardState { session.state }

    /// Changes the settings as the app does: through the session's pipeline.
    @discardableResult
    public func changeSettings(_ change: (inout KeyboardSettings) -> Void) -> SessionOutput {
        var settings = session.settings
        change(&settings)
        return session.handle(.host(.settingsDidChange(settings)))
    }

    /// Types a script (see `TypingScript`) and returns every feedback event it produced.
    @discardableResult
    public func type(_ script: String) throws -> [FeedbackEvent] {
        try typist.type(TypingScript(parsing: script)).flatMap(\.output.feedback)
    }

    /// Taps a key of the current page by id, then lets `interval` seconds pass.
    @discardableResult
    public func tap(_ keyID: String, after interval: Double = 0.15) -> SessionOutput {
        let output = session.tap(keyID: keyID)
        clock.advance(by: interval)
        return output
    }

    /// Slides one finger along `points` (a sample every `interval` seconds) and lifts it.
    @discardableResult
    public func swipe(_ points: [Point], interval: Double = 0.008) -> SessionOutput {
        guard let first = points.first else { return SessionOutput() }
        var output = session.touchDown(0, at: first)
        for point in points.dropFirst() {
            clock.advance(by: interval)
            output.append(session.touchMove(0, to: point))
        }
        output.append(session.touchUp(0, at: points.last!))
        clock.advance(by: 0.3)
        return output
    }

    /// Swipes `word` through its key centres on the current page.
    @discardableResult
    public func swipe(word: String) -> SessionOutput {
        swipe(SyntheticSwipe.points(for: word, on: session.currentPage))
    }

    /// The centre of a key of the current page.
    public func center(_ keyID: String) -> Point {
        session.currentPage.key(id: keyID)!.frame.center
    }
}
